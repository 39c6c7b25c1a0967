// The interactive plan in a DOM with a stub drawing loader: the drawing placed in plan units, the marker (25 px,
// 15 px floating) only on its own floor and turned to the view, a click that walks the tour and a drag that does
// not, keys and buttons that zoom, and a unit switch that swaps the drawing.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { planFrame, planToScreen, type Rect } from '../../src/domain/plan-view'
import { planViewMachine } from '../../src/machines/plan-view/plan-view.machine'
import {
  InteractivePlan,
  type InteractivePlanProps,
} from '../../src/ui/features/listing-viewer/floorplan/InteractivePlan'
import { planFloor, planScenes as scenes, planViewBox as viewBox } from '../support/plan-fixtures'
import { answering } from '../support/stub-actors'

const BOX = { width: 800, height: 600 }
const floor = planFloor('f1', 'Main floor')

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {}
  disconnect() {}
  unobserve() {}
  fire() {
    this.callback()
  }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  // Reduced motion, so each change of view is drawn at once and the test reads its end.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(BOX.width)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(BOX.height)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function mount(props: Partial<InteractivePlanProps> = {}) {
  const load = answering<Rect, { svgUrl: string }>(() => viewBox)
  const machine = planViewMachine.provide({ actors: { loadPlanDrawing: load.logic } })
  const picked: string[] = []
  const all: InteractivePlanProps = {
    floor,
    unit: 'imperial',
    variant: 'full',
    scenes,
    marker: { sceneCode: 's01', yaw: 90 },
    onPickScene: (code) => picked.push(code),
    machine,
    ...props,
  }
  const view = render(<InteractivePlan {...all} />)
  await act(async () => {})
  const surface = screen.getByRole('application', { name: 'Floor plan of the main floor' })
  const image = () => view.container.querySelector('image')
  const scale = () =>
    Number(
      image()
        ?.parentElement?.getAttribute('transform')
        ?.match(/matrix\(([^ ]+)/)?.[1],
    )
  return {
    view,
    load,
    picked,
    surface,
    image,
    scale,
    rerender: (p: Partial<InteractivePlanProps>) => view.rerender(<InteractivePlan {...all} {...p} />),
  }
}

const fit = planFrame(viewBox, BOX).fit

describe('interactive plan', () => {
  it('draws the floor’s drawing in plan units, fitted to its box', async () => {
    const { image, scale, load } = await mount()
    expect(load.calls).toEqual([{ svgUrl: floor.svgUrl.imperial }])
    expect(image()?.getAttribute('href')).toBe(floor.svgUrl.imperial)
    expect(image()?.getAttribute('width')).toBe('15800')
    expect(scale()).toBeCloseTo(fit.scale, 9)
  })

  it('marks the tour’s position, 25 px, looking east', async () => {
    const { view } = await mount()
    const at = planToScreen(fit, { x: 2900, y: 7700 })
    const marker = view.container.querySelector('circle')
    expect(marker?.getAttribute('r')).toBe('12.5')
    expect(marker?.parentElement?.getAttribute('transform')).toBe(`translate(${at.x} ${at.y})`)
    expect(marker?.previousElementSibling?.getAttribute('transform')).toBe('rotate(90)')
  })

  it('draws a 15 px marker on the floating card', async () => {
    const { view } = await mount({ variant: 'floating' })
    expect(view.container.querySelector('circle')?.getAttribute('r')).toBe('7.5')
  })

  it('shows no marker when the tour stands on another floor, or without a tour', async () => {
    const other = await mount({ marker: { sceneCode: 's03', yaw: 0 } })
    expect(other.view.container.querySelector('circle')).toBeNull()
    cleanup()
    const none = await mount({ scenes: undefined, marker: undefined, onPickScene: undefined })
    expect(none.view.container.querySelector('circle')).toBeNull()
    expect(none.surface.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.queryByText(/walk the tour/)).toBeNull()
  })

  it('a click walks the tour to the nearest scene on this floor; a drag does not', async () => {
    const { surface, picked } = await mount()
    const near = planToScreen(fit, { x: 8800, y: 7600 })
    fireEvent.pointerDown(surface, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: near.x, clientY: near.y })
    fireEvent.pointerUp(surface, { pointerId: 1, pointerType: 'mouse', clientX: near.x, clientY: near.y })
    expect(picked).toEqual(['s02'])
    fireEvent.pointerDown(surface, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 100, clientY: 100 })
    fireEvent.pointerMove(surface, { pointerId: 2, pointerType: 'mouse', clientX: 140, clientY: 100 })
    fireEvent.pointerUp(surface, { pointerId: 2, pointerType: 'mouse', clientX: 140, clientY: 100 })
    expect(picked).toEqual(['s02'])
  })

  it('zooms with + and the buttons, and not out past the whole plan', async () => {
    const { surface, scale } = await mount()
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement
    expect(zoomOut.disabled).toBe(true)
    fireEvent.keyDown(surface, { key: '+' })
    expect(scale()).toBeCloseTo(fit.scale * 1.5, 9)
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(scale()).toBeCloseTo(fit.scale * 2.25, 9)
    expect(zoomOut.disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole plan' }))
    expect(scale()).toBeCloseTo(fit.scale, 9)
  })

  it('turns the measuring grid on and off', async () => {
    const { view } = await mount()
    const grid = screen.getByRole('button', { name: 'Measuring grid' })
    expect(grid.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(grid)
    expect(grid.getAttribute('aria-pressed')).toBe('true')
    expect(view.container.querySelectorAll('path').length).toBeGreaterThan(0)
  })

  it('swaps the drawing when the unit changes', async () => {
    const { image, rerender, load } = await mount()
    rerender({ unit: 'metric' })
    await act(async () => {})
    expect(load.calls.at(-1)).toEqual({ svgUrl: floor.svgUrl.metric })
    expect(image()?.getAttribute('href')).toBe(floor.svgUrl.metric)
  })
})
