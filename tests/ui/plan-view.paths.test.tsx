// Model-based test of the interactive floor plan (SPEC §4 Floor plan, §9 Viewer; issue 19): every transition of the
// plan-view chart is replayed through the real view (InteractivePlan, its drawing loader a stub the path settles by
// hand): the unit switched as a prop, the box resized through its ResizeObserver, zoom by the buttons, keys and the
// wheel, presses that click, drag or are cancelled as pointer events. Each step checks what SPEC §9, restated here,
// says must follow it: the zoom step, the limits (bounds padded 10 %, 10 px margin, 8× the fit), a press within 3 px
// (mouse) is a click that walks the tour to the nearest scene on this floor, further is a drag. Each state is checked
// in the DOM: the drawing and its placement, the zoom buttons greyed at the limits, busy, the failure and its retry.
// Where the zoom stands (at the fit, in between, as far in as it goes) is the test's own account of the steps it took,
// worked out from SPEC §9's numbers; the chart's context only names states for the paths.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorLogic, SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { Rect } from '../../src/domain/plan-view'
import { type PlanViewEvent, type PlanViewInput, planViewMachine } from '../../src/machines/plan-view/plan-view.machine'
import {
  InteractivePlan,
  type InteractivePlanProps,
} from '../../src/ui/features/listing-viewer/floorplan/InteractivePlan'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import {
  planFloor,
  planScene as scene,
  planTransform as transform,
  planViewBox as viewBox,
} from '../support/plan-fixtures'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof planViewMachine>
type ModelEvent =
  | PlanViewEvent
  | { type: 'xstate.done.actor.loadPlanDrawing'; output: Rect }
  | { type: 'xstate.error.actor.loadPlanDrawing'; error: unknown }

/** SPEC §9, restated: margin 10 px, bounds padded 10 % (5 % a side), zoom step 1.5, at most 8× the fit, 3 px click. */
const MARGIN = 10
const PAD = 0.05
const STEP = 1.5
const MAX_OVER_FIT = 8
const MOUSE_CLICK_PX = 3
/** The box as first measured, and as measured after the window shrinks. */
const BOX = { width: 1000, height: 600 }
const SMALLER = { width: 800, height: 500 }
const floor = planFloor('f1', 'Main floor')
const scenes = [scene('s01', 'f1', 2, 3), scene('s02', 'f1', 10, 6), scene('s03', 'f2', 5, 5)]
const input: PlanViewInput = {
  svgUrl: floor.svgUrl.imperial,
  floorId: 'f1',
  transform,
  unit: 'imperial',
  scenes,
  marker: null,
  reducedMotion: true,
}
/** A zoom over the fit, within SPEC §9's limits: the fit, and 8× the fit. */
const zoomTo = (overFit: number) => Math.min(MAX_OVER_FIT, Math.max(1, overFit))
const fitScale = (box: { width: number; height: number }) =>
  Math.min(
    (box.width - 2 * MARGIN) / (viewBox.width * (1 + 2 * PAD)),
    (box.height - 2 * MARGIN) / (viewBox.height * (1 + 2 * PAD)),
  )

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadPlanDrawing', output: viewBox },
  { type: 'xstate.error.actor.loadPlanDrawing', error: new Error('HTTP 404') },
  { type: 'plan.retry' },
  { type: 'plan.source', svgUrl: floor.svgUrl.metric, floorId: 'f1', transform, unit: 'metric' },
  { type: 'plan.resize', ...SMALLER },
  { type: 'plan.zoomIn' },
  { type: 'plan.zoomOut' },
  { type: 'plan.fit' },
  { type: 'plan.key', key: '+' },
  { type: 'plan.key', key: 'ArrowLeft' },
  { type: 'plan.wheel', deltaY: -1600, deltaMode: 0, x: 500, y: 300 },
  { type: 'pointer.down', x: 500, y: 300, pointerType: 'mouse' },
  { type: 'pointer.move', x: 500 + MOUSE_CLICK_PX, y: 300 },
  { type: 'pointer.move', x: 540, y: 330 },
  { type: 'pointer.up' },
  { type: 'pointer.cancel' },
]

/**
 * The chart as the view starts it: on mounting, the view measures its box and tells the chart its source and tour
 * (the same ones as the input), before anyone does anything.
 */
const asMounted = {
  ...planViewMachine,
  transition: planViewMachine.transition.bind(planViewMachine),
  getInitialSnapshot: (scope: never, given: PlanViewInput) => {
    const mounted: PlanViewEvent[] = [
      { type: 'plan.resize', ...BOX },
      {
        type: 'plan.source',
        svgUrl: given.svgUrl,
        floorId: given.floorId,
        transform: given.transform,
        unit: 'imperial',
      },
      { type: 'tour.changed', scenes: given.scenes, marker: null },
    ]
    return mounted.reduce(
      (snapshot, event) => planViewMachine.transition(snapshot, event, scope),
      planViewMachine.getInitialSnapshot(scope, given),
    )
  },
} as unknown as AnyActorLogic

/** The zoom as the chart has it, to tell paths apart (the checks use the test's own account of the zoom). */
const zoom = ({ context: { view, frame } }: Snapshot) =>
  !view || !frame ? 'none' : view.scale <= frame.minScale ? 'fit' : view.scale >= frame.maxScale ? 'max' : 'zoomed'
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, zoom(s), s.context.svgUrl, s.context.drawing?.svgUrl ?? null, s.context.box?.width])
/**
 * Every event in the plan as first shown (the imperial drawing in the first box); once the unit is switched or the
 * box resized, only the loader's answers and the retry, to see that change through. The transitions out of those
 * states are the same ones of the chart again, and would double the paths.
 */
const firstShown = (s: Snapshot) => s.context.svgUrl === input.svgUrl && s.context.box?.width === BOX.width
const model = new TestModel<Snapshot, ModelEvent, PlanViewInput>(asMounted as never, {
  input,
  stateMatcher,
  events: (s: Snapshot) =>
    firstShown(s) ? events : events.filter((e) => e.type.startsWith('xstate.') || e.type === 'plan.retry'),
  serializeState,
})

let measured = BOX
let observed: Array<() => void> = []
beforeEach(() => {
  measured = BOX
  observed = []
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed.push(callback)
      }
      observe() {}
      disconnect() {}
    },
  )
  // Reduced motion: each change of view is drawn at once, so the DOM shows where the chart put the plan.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => measured.width)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => measured.height)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function mount() {
  const load = deferred<Rect>()
  const picked: string[] = []
  const props: InteractivePlanProps = {
    floor,
    unit: 'imperial',
    variant: 'full',
    scenes,
    onPickScene: (code) => picked.push(code),
    machine: planViewMachine.provide({ actors: { loadPlanDrawing: load.logic } }),
  }
  const view = render(<InteractivePlan {...props} />)
  await act(async () => {})
  return {
    view,
    load,
    picked,
    rerender: (p: Partial<InteractivePlanProps>) => view.rerender(<InteractivePlan {...props} {...p} />),
  }
}

/** Does `fn` and lets the loader's answer cross the chart and React's render. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
const surface = () => screen.getByRole('application', { name: 'Floor plan of the main floor' })
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const image = () => document.querySelector('image')
/** The plan as drawn: the box (the canvas's size) and the view (its matrix: scale, then translation). */
function drawn() {
  const canvas = image()?.closest('svg')
  const matrix = image()
    ?.parentElement?.getAttribute('transform')
    ?.match(/^matrix\(([^ ]+) 0 0 \1 ([^ ]+) ([^ ]+)\)$/)
  if (!canvas || !matrix) return null
  return {
    box: { width: Number(canvas.getAttribute('width')), height: Number(canvas.getAttribute('height')) },
    view: { scale: Number(matrix[1]), x: Number(matrix[2]), y: Number(matrix[3]) },
  }
}
const scaleNow = () => drawn()?.view.scale ?? Number.NaN
const fitNow = () => fitScale(drawn()?.box ?? { width: 0, height: 0 })
const pointer = (x: number, y: number) => ({ pointerId: 1, pointerType: 'mouse', button: 0, clientX: x, clientY: y })

/** The scene of floor f1 nearest a plan point, by brute force over the tour's metres. */
function nearestOnF1(plan: { x: number; y: number }) {
  const tour = { x: (plan.x - transform.tx) / 1000, y: (transform.ty - plan.y) / 1000 }
  return scenes
    .filter((s) => s.floor === 'f1')
    .reduce((a, b) => ((a.x - tour.x) ** 2 + (a.y - tour.y) ** 2 <= (b.x - tour.x) ** 2 + (b.y - tour.y) ** 2 ? a : b))
    .code
}

describe('plan view, every transition through the interactive plan', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('plan-view', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      // The test's own account: the drawing asked for and the one last read, and where the press began.
      let asked = floor.svgUrl.imperial
      let read: string | null = null
      let press: { x: number; y: number } | null = null
      // The visitor zoomed or dragged the plan away from the whole plan. At the fit's scale the plan is centred (see
      // viewInLimits), so a view at that scale is the fit: a drag with no room to move, or zooming back out, leaves
      // the plan whole, and a resize fits it again.
      let moved = false
      /** The test's own account of the zoom: the scale over the fit of the box it measured (a drawing is fitted). */
      let overFit = 1
      const awayFromFit = () => Math.abs(scaleNow() - fitNow()) > 1e-9 * fitNow()
      const zoomButtons = () => [button('Zoom in').disabled, button('Zoom out').disabled]
      /** Scale within the limits; the plan centred on each axis while it fits, else against both margins. */
      const viewInLimits = () => {
        const { box, view } = drawn() ?? { box: BOX, view: { scale: 0, x: 0, y: 0 } }
        expect(box).toEqual(measured)
        const fit = fitScale(box)
        expect(view.scale).toBeGreaterThanOrEqual(fit * (1 - 1e-9))
        expect(view.scale).toBeLessThanOrEqual(fit * MAX_OVER_FIT * (1 + 1e-9))
        const axes = [
          [viewBox.x, viewBox.width, view.x, box.width],
          [viewBox.y, viewBox.height, view.y, box.height],
        ] as const
        for (const [start, length, offset, size] of axes) {
          const from = (start - length * PAD) * view.scale + offset
          const to = (start + length * (1 + PAD)) * view.scale + offset
          if (to - from <= size - 2 * MARGIN) expect(from + to).toBeCloseTo(size, 6)
          else {
            expect(from).toBeLessThanOrEqual(MARGIN + 1e-6)
            expect(to).toBeGreaterThanOrEqual(size - MARGIN - 1e-6)
          }
        }
      }
      await path.test({
        states: {
          loading: () => {
            expect(surface().getAttribute('aria-busy')).toBe('true')
            expect(sut.load.calls.at(-1)).toEqual({ svgUrl: asked })
            expect(screen.queryByRole('alert')).toBeNull()
            // The drawing read before, if any, stays until the new one is read.
            expect(image()?.getAttribute('href') ?? null).toBe(read)
            expect(zoomButtons()).toEqual([true, true])
          },
          failed: () => {
            expect(surface().getAttribute('aria-busy')).toBe('false')
            expect(screen.getByRole('alert').textContent).toBe('Error: HTTP 404Try again')
            expect(zoomButtons()).toEqual([true, true])
          },
          ready: () => {
            expect(surface().getAttribute('aria-busy')).toBe('false')
            expect(screen.queryByRole('alert')).toBeNull()
            expect(image()?.getAttribute('href')).toBe(asked)
            expect(image()?.getAttribute('width')).toBe(String(viewBox.width))
            viewInLimits()
            // The scale is the one the test's steps lead to; the buttons are greyed at the limits, and only there.
            expect(scaleNow()).toBeCloseTo(fitScale(measured) * overFit, 9)
            const at = overFit <= 1 + 1e-9 ? 'fit' : overFit >= MAX_OVER_FIT - 1e-9 ? 'max' : 'zoomed'
            expect(zoomButtons()).toEqual([at === 'max', at === 'fit'])
            expect(button('Show the whole plan').disabled).toBe(at === 'fit')
          },
          'ready.idle': () => expect(surface().hasAttribute('data-dragging')).toBe(false),
          'ready.pressing': () => expect(surface().hasAttribute('data-dragging')).toBe(false),
          'ready.dragging': () => expect(surface().getAttribute('data-dragging')).toBe('true'),
        },
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadPlanDrawing': async ({ event }) => {
            const before = read === null ? null : drawn()
            await settle(() => sut.load.resolve(event.output))
            if (read === null) overFit = 1
            read = asked
            expect(image()?.getAttribute('href')).toBe(asked)
            // The first drawing is fitted; another of the same house (same viewBox) keeps the visitor's zoom.
            if (before) expect(drawn()?.view).toEqual(before.view)
            else expect(scaleNow()).toBeCloseTo(fitNow(), 9)
          },
          'xstate.error.actor.loadPlanDrawing': async ({ event }) => {
            await settle(() => sut.load.reject(event.error))
            expect(screen.getByRole('alert').textContent).toContain('HTTP 404')
          },
          'plan.retry': async () => {
            const calls = sut.load.calls.length
            await settle(() => fireEvent.click(button('Try again')))
            expect(sut.load.calls.slice(calls)).toEqual([{ svgUrl: asked }])
          },
          'plan.source': async ({ event }) => {
            const calls = sut.load.calls.length
            await settle(() => sut.rerender({ unit: event.unit }))
            asked = event.svgUrl
            // A new drawing is asked for at once.
            expect(sut.load.calls.slice(calls)).toEqual([{ svgUrl: floor.svgUrl[event.unit] }])
          },
          'plan.resize': async ({ event }) => {
            const before = drawn() ? scaleNow() : null
            overFit = moved ? zoomTo((overFit * fitScale(measured)) / fitScale(event)) : 1
            measured = { width: event.width, height: event.height }
            await settle(() => {
              for (const callback of observed) callback()
            })
            // A plan left as the chart fitted it is fitted again to its new box; one the visitor zoomed or moved
            // keeps its scale, within the new box's limits.
            if (before !== null) {
              const fit = fitNow()
              expect(scaleNow()).toBeCloseTo(moved ? Math.min(fit * MAX_OVER_FIT, Math.max(fit, before)) : fit, 9)
            }
          },
          'plan.zoomIn': async () => {
            const before = scaleNow()
            expect(button('Zoom in').disabled).toBe(false)
            await settle(() => fireEvent.click(button('Zoom in')))
            overFit = zoomTo(overFit * STEP)
            moved = awayFromFit()
            expect(scaleNow()).toBeCloseTo(Math.min(before * STEP, fitNow() * MAX_OVER_FIT), 9)
          },
          'plan.zoomOut': async () => {
            const before = scaleNow()
            expect(button('Zoom out').disabled).toBe(false)
            await settle(() => fireEvent.click(button('Zoom out')))
            overFit = zoomTo(overFit / STEP)
            moved = awayFromFit()
            expect(scaleNow()).toBeCloseTo(Math.max(before / STEP, fitNow()), 9)
          },
          'plan.fit': async () => {
            await settle(() => fireEvent.click(button('Show the whole plan')))
            overFit = 1
            moved = false
            expect(scaleNow()).toBeCloseTo(fitNow(), 9)
          },
          'plan.key': async ({ event }) => {
            const before = drawn()
            await settle(() => fireEvent.keyDown(surface(), { key: event.key }))
            if (event.key === '+') overFit = zoomTo(overFit * STEP)
            moved = awayFromFit()
            if (before && event.key === '+') {
              expect(scaleNow()).toBeCloseTo(Math.min(before.view.scale * STEP, fitNow() * MAX_OVER_FIT), 9)
            }
            if (before && event.key === 'ArrowLeft') expect(scaleNow()).toBe(before.view.scale)
          },
          'plan.wheel': async ({ event }) => {
            const before = scaleNow()
            const { deltaY, deltaMode, x: clientX, y: clientY } = event
            await settle(() => fireEvent.wheel(surface(), { deltaY, deltaMode, clientX, clientY }))
            overFit = zoomTo(overFit * 16)
            moved = awayFromFit()
            // 1600 px of wheel is four doublings, far past the limit.
            expect(scaleNow()).toBeCloseTo(Math.min(before * 16, fitNow() * MAX_OVER_FIT), 9)
          },
          'pointer.down': async ({ event }) => {
            press = { x: event.x, y: event.y }
            await settle(() => fireEvent.pointerDown(surface(), pointer(event.x, event.y)))
          },
          'pointer.move': async ({ event }) => {
            const wasDragging = surface().hasAttribute('data-dragging')
            await settle(() => fireEvent.pointerMove(surface(), pointer(event.x, event.y)))
            if (press && drawn()) {
              const travel = Math.hypot(event.x - press.x, event.y - press.y)
              expect(surface().hasAttribute('data-dragging')).toBe(wasDragging || travel > MOUSE_CLICK_PX)
              if (travel > MOUSE_CLICK_PX) moved = awayFromFit()
            }
          },
          'pointer.up': async () => {
            const clicking = !surface().hasAttribute('data-dragging')
            const view = drawn()?.view
            const before = sut.picked.length
            await settle(() => fireEvent.pointerUp(surface(), pointer(0, 0)))
            if (clicking && press && view) {
              const plan = { x: (press.x - view.x) / view.scale, y: (press.y - view.y) / view.scale }
              expect(sut.picked.slice(before)).toEqual([nearestOnF1(plan)])
            } else expect(sut.picked).toHaveLength(before)
            expect(surface().hasAttribute('data-dragging')).toBe(false)
            press = null
          },
          'pointer.cancel': async () => {
            const before = sut.picked.length
            await settle(() => fireEvent.pointerCancel(surface(), pointer(0, 0)))
            expect(sut.picked).toHaveLength(before)
            expect(surface().hasAttribute('data-dragging')).toBe(false)
            press = null
          },
        }),
      })
    })
  }
})
