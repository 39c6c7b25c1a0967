// Model-based test of the plan-view chart: every transition (drawings loading, failing and retried, a new drawing
// asked mid-load, the box resized, zoom by buttons, keys and wheel, presses that click, drag or are cancelled) is
// replayed on a real actor with a stub loader, and each state is checked against SPEC §9 restated here: the plan
// never zooms out past the fit (bounds padded 10 %, 10 px margin) nor further in than the limit, a press within
// 3 px (mouse) is a click that picks the scene nearest on this floor, further is a drag that pans.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import type { Rect } from '../../src/domain/plan-view'
import { type PlanViewEvent, type PlanViewInput, planViewMachine } from '../../src/machines/plan-view/plan-view.machine'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { planScene as scene, planTransform as transform, planViewBox as viewBox } from '../support/plan-fixtures'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof planViewMachine>
type ModelEvent =
  | PlanViewEvent
  | { type: 'xstate.done.actor.loadPlanDrawing'; output: Rect }
  | { type: 'xstate.error.actor.loadPlanDrawing'; error: unknown }

/** SPEC §9, restated: margin 10 px, bounds padded 10 % (5 % a side), click tolerance 3 px for a mouse. */
const MARGIN = 10
const PAD = 0.05
const MOUSE_CLICK_PX = 3
const BOX = { width: 1000, height: 600 }
const scenes = [scene('s01', 'f1', 2, 3), scene('s02', 'f1', 10, 6), scene('s03', 'f2', 5, 5)]
const input: PlanViewInput = {
  svgUrl: '/a.svg',
  floorId: 'f1',
  transform,
  unit: 'imperial',
  scenes,
  marker: null,
  reducedMotion: false,
}
const fitScale = Math.min(
  (BOX.width - 2 * MARGIN) / (viewBox.width * (1 + 2 * PAD)),
  (BOX.height - 2 * MARGIN) / (viewBox.height * (1 + 2 * PAD)),
)

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadPlanDrawing', output: viewBox },
  { type: 'xstate.error.actor.loadPlanDrawing', error: new Error('HTTP 404') },
  { type: 'plan.retry' },
  { type: 'plan.source', svgUrl: '/b.svg', floorId: 'f1', transform, unit: 'metric' },
  { type: 'plan.resize', ...BOX },
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

/** The zoom as the visitor sees it: at the fit, in between, or as far in as it goes. */
const zoom = (s: Snapshot) => {
  const { view, frame } = s.context
  if (!view || !frame) return 'none'
  return view.scale <= frame.minScale ? 'fit' : view.scale >= frame.maxScale ? 'max' : 'zoomed'
}
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, zoom(s), s.context.svgUrl, s.context.drawing?.svgUrl ?? null, s.context.box !== null])
const model = new TestModel<Snapshot, ModelEvent, PlanViewInput>(planViewMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** The scene of floor f1 nearest a plan point, by brute force over the tour's metres. */
function nearestOnF1(plan: { x: number; y: number }) {
  const tour = { x: (plan.x - transform.tx) / 1000, y: (transform.ty - plan.y) / 1000 }
  const onFloor = scenes.filter((s) => s.floor === 'f1')
  return onFloor.reduce((a, b) =>
    (a.x - tour.x) ** 2 + (a.y - tour.y) ** 2 <= (b.x - tour.x) ** 2 + (b.y - tour.y) ** 2 ? a : b,
  ).code
}

describe('plan view, every transition', () => {
  const paths = everyTransition(model, serializeState)
  it('covers a reasonable number of transitions', () => expect(paths.length).toBeGreaterThan(100))
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const load = deferred<Rect>()
      const actor = createActor(planViewMachine.provide({ actors: { loadPlanDrawing: load.logic } }), { input })
      const picks: string[] = []
      actor.on('scene.pick', (e) => picks.push(e.code))
      actor.start()
      const snapshot = () => actor.getSnapshot()
      const context = () => snapshot().context
      /** In every state with a view: the scale within the limits, the plan centred or against the margins. */
      const viewInLimits = () => {
        const { view, box, drawing } = context()
        if (!view || !box || !drawing) return
        expect(view.scale).toBeGreaterThanOrEqual(fitScale * (1 - 1e-9))
        expect(view.scale).toBeLessThanOrEqual(fitScale * 8 * (1 + 1e-9))
        const left = (viewBox.x - viewBox.width * PAD) * view.scale + view.x
        const right = (viewBox.x + viewBox.width * (1 + PAD)) * view.scale + view.x
        if (right - left <= box.width - 2 * MARGIN) expect(left + right).toBeCloseTo(box.width, 6)
        else {
          expect(left).toBeLessThanOrEqual(MARGIN + 1e-6)
          expect(right).toBeGreaterThanOrEqual(box.width - MARGIN - 1e-6)
        }
      }
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          loading: () => {
            expect(snapshot().hasTag('loading')).toBe(true)
            expect(load.calls.at(-1)).toEqual({ svgUrl: context().svgUrl })
          },
          failed: () => expect(context().error).toContain('HTTP 404'),
          ready: () => {
            expect(context().drawing?.svgUrl).toBe(context().svgUrl)
            viewInLimits()
          },
          'ready.idle': () => expect(context().press).toBeNull(),
          'ready.pressing': () => expect(snapshot().hasTag('dragging')).toBe(false),
          'ready.dragging': () => expect(snapshot().hasTag('dragging')).toBe(true),
        }),
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.loadPlanDrawing': async ({ event }) => {
            load.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.loadPlanDrawing': async ({ event }) => {
            load.reject(event.error)
            await settle()
          },
          'plan.retry': ({ event }) => void actor.send(event),
          'plan.source': ({ event }) => void actor.send(event),
          'plan.resize': ({ event }) => void actor.send(event),
          'plan.zoomIn': ({ event }) => {
            const before = context().view?.scale ?? 0
            const could = snapshot().can(event)
            actor.send(event)
            if (could) expect(context().view?.scale).toBeCloseTo(Math.min(before * 1.5, fitScale * 8), 12)
            if (could) expect(context().animate).toBe(true)
          },
          'plan.zoomOut': ({ event }) => {
            const before = context().view?.scale ?? 0
            const could = snapshot().can(event)
            actor.send(event)
            if (could) expect(context().view?.scale).toBeCloseTo(Math.max(before / 1.5, fitScale), 12)
          },
          'plan.fit': ({ event }) => {
            actor.send(event)
            if (context().view) expect(context().view?.scale).toBeCloseTo(fitScale, 12)
          },
          'plan.key': ({ event }) => void actor.send(event),
          'plan.wheel': ({ event }) => {
            actor.send(event)
            expect(context().animate).toBe(false)
          },
          'pointer.down': ({ event }) => void actor.send(event),
          'pointer.move': ({ event }) => {
            const wasDragging = snapshot().hasTag('dragging')
            const start = context().press?.start
            actor.send(event)
            if (start && !wasDragging && snapshot().matches('ready')) {
              const travel = Math.hypot(event.x - start.x, event.y - start.y)
              expect(snapshot().hasTag('dragging')).toBe(travel > MOUSE_CLICK_PX)
            }
          },
          'pointer.up': ({ event }) => {
            const clicking = snapshot().matches({ ready: 'pressing' })
            const start = context().press?.start
            const view = context().view
            const before = picks.length
            actor.send(event)
            if (clicking && start && view) {
              const plan = { x: (start.x - view.x) / view.scale, y: (start.y - view.y) / view.scale }
              expect(picks.slice(before)).toEqual([nearestOnF1(plan)])
            } else expect(picks).toHaveLength(before)
          },
          'pointer.cancel': ({ event }) => {
            const before = picks.length
            actor.send(event)
            expect(picks).toHaveLength(before)
          },
        }),
      })
    })
  }
})
