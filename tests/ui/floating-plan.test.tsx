// The floating floor plan card in a DOM, driven by a real viewer-layout chart: shown only while floating, folded
// into a 'Show floor plan' pill and back, dragged by its handle (pointer and arrow keys) within its area, and
// following the tour to the upper floor.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { viewerLayoutMachine } from '../../src/machines/viewer-layout/viewer-layout.machine'
import { FloatingPlan } from '../../src/ui/features/listing-viewer/floorplan/FloatingPlan'
import { planFloor, planScene } from '../support/plan-fixtures'

const floors = [planFloor('f1', 'Main floor'), planFloor('f2', 'Upper floor')]
const scenes = [planScene('s01', 'f1', 2, 3), planScene('s02', 'f2', 2, 3)]

class FakeResizeObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver)
  vi.stubGlobal('fetch', async () => new Response('<svg viewBox="0 0 15800 13500"></svg>'))
  // The card measures 180 × 200 and floats over a 390 × 700 stage.
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(180)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(390)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(700)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function mount(sceneCode = 's01') {
  const layout = createActor(viewerLayoutMachine, {
    input: { section: 'tour', viewportWidth: 390, hasTour: true, hasPlan: true },
  }).start()
  const props = { layout, floors, unit: 'imperial' as const, scenes }
  const view = render(
    <div style={{ position: 'relative' }}>
      <FloatingPlan {...props} marker={{ sceneCode, yaw: 0 }} />
    </div>,
  )
  const rerender = (code: string) =>
    view.rerender(
      <div style={{ position: 'relative' }}>
        <FloatingPlan {...props} marker={{ sceneCode: code, yaw: 0 }} />
      </div>,
    )
  return { layout, view, rerender }
}

const offsetParent = (el: HTMLElement) => el.parentElement

describe('floating plan', () => {
  beforeEach(() => {
    // jsdom has no layout, so no offsetParent: the card's parent stands in for the tour stage.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return offsetParent(this)
    })
  })

  it('shows the card while floating, and a pill once collapsed', async () => {
    const { layout } = mount()
    await act(async () => {})
    expect(screen.getByRole('complementary', { name: 'Floor plan' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Hide floor plan' }))
    expect(screen.queryByRole('complementary', { name: 'Floor plan' })).toBeNull()
    expect(layout.getSnapshot().matches({ plan: 'collapsed' })).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Show floor plan' }))
    expect(screen.getByRole('complementary', { name: 'Floor plan' })).toBeTruthy()
  })

  it('shows nothing when the layout is wide (the sidebar has the plan)', () => {
    const { layout } = mount()
    act(() => layout.send({ type: 'viewport.changed', width: 1200 }))
    expect(screen.queryByRole('complementary', { name: 'Floor plan' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show floor plan' })).toBeNull()
  })

  it('moves by its handle, with the pointer and the arrow keys, within its area', async () => {
    const { layout } = mount()
    await act(async () => {})
    const card = screen.getByRole('complementary', { name: 'Floor plan' })
    const handle = screen.getByRole('button', { name: /Move floor plan/ })
    fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'touch', clientX: 50, clientY: 50 })
    fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'touch', clientX: 90, clientY: 110 })
    fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'touch', clientX: 90, clientY: 110 })
    expect(layout.getSnapshot().context.offset).toEqual({ x: 52, y: 72 })
    expect(card.style.transform).toBe('translate(52px, 72px)')
    fireEvent.keyDown(handle, { key: 'ArrowRight' })
    for (let i = 0; i < 20; i++) fireEvent.keyDown(handle, { key: 'ArrowDown' })
    expect(layout.getSnapshot().context.offset).toEqual({ x: 76, y: 700 - 200 - 12 })
  })

  it('follows the tour to the upper floor, and lets the visitor switch back', async () => {
    const { rerender } = mount()
    await act(async () => {})
    const pressed = () => screen.getAllByRole('button', { pressed: true }).map((b) => b.textContent)
    expect(pressed()).toEqual(['Main floor'])
    rerender('s02')
    await act(async () => {})
    expect(pressed()).toEqual(['Upper floor'])
    fireEvent.click(screen.getByRole('button', { name: 'Main floor' }))
    expect(pressed()).toEqual(['Main floor'])
    expect(screen.getByRole('application', { name: 'Floor plan of the main floor' })).toBeTruthy()
  })
})
