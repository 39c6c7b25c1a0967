// One interactive floor plan (SPEC §4 Floor plan; §9 Viewer: margin 10 px, marker 25/15 px, zoom tween 0.25 s,
// bounds padded 10 %, grid about 80 px, click tolerance 3 px mouse / 10 px touch). The chart loads the floor's
// drawing (to read its viewBox), fits it to its box, and owns the view: zoom by buttons, keys, wheel and pinch, pan
// by drag and arrows, always within src/domain/plan-view.ts's limits. A press that stays within the click
// tolerance picks the nearest scene of this floor (emitted as `scene.pick`); one that travels further pans.
// The view only draws `view` (tweened when `animate` says so) and passes the visitor's input on.
import { type ActorRefFrom, assign, enqueueActions, setup } from 'xstate'
import { isWithinClick, planKeyCommand, wheelZoomFactor } from '../../domain/plan-input'
import type { TourMarker } from '../../domain/plan-marker'
import { nearestScene, type PlanTransform } from '../../domain/plan-transform'
import { type Rect, type Size, sameRect, screenToPlan, ZOOM_STEP } from '../../domain/plan-view'
import type { UnitType } from '../../domain/units'
import type { Scene } from '../../schemas/TourConfig'
import { notProvided } from '../shared/fromEffect'
import { type PlanViewContext, panned, refitted, settle, withTour, zoomed } from './plan-view.context'

export type { PlanViewContext } from './plan-view.context'

/** Which drawing to show: the floor, its plan transform, and the drawing in the unit shown. */
export interface PlanSource {
  readonly svgUrl: string
  readonly floorId: string
  readonly transform: PlanTransform
  readonly unit: UnitType
}

export interface PlanViewInput extends PlanSource {
  readonly scenes: ReadonlyArray<Scene>
  readonly marker: TourMarker | null
  /** prefers-reduced-motion: views change at once, never tweened. */
  readonly reducedMotion: boolean
}

export type PlanViewEvent =
  | ({ type: 'plan.source' } & PlanSource)
  | { type: 'tour.changed'; scenes: ReadonlyArray<Scene>; marker: TourMarker | null }
  | { type: 'plan.resize'; width: number; height: number }
  | { type: 'plan.zoomIn' }
  | { type: 'plan.zoomOut' }
  | { type: 'plan.fit' }
  /** KeyboardEvent.key while the plan has focus; see planKeyCommand for the keys that act. */
  | { type: 'plan.key'; key: string }
  | { type: 'plan.wheel'; deltaY: number; deltaMode: number; x: number; y: number }
  /** Two fingers: the change of their distance as a factor about their midpoint, and the midpoint's travel. */
  | { type: 'plan.pinch'; factor: number; x: number; y: number; dx: number; dy: number }
  /** Pointer positions are in the plan's box, CSS pixels from its top-left corner. */
  | { type: 'pointer.down'; x: number; y: number; pointerType: string }
  | { type: 'pointer.move'; x: number; y: number }
  | { type: 'pointer.up' }
  | { type: 'pointer.cancel' }
  | { type: 'grid.toggle' }
  | { type: 'plan.retry' }

export type PlanViewEmitted = { type: 'scene.pick'; code: string }

export const planViewMachine = setup({
  types: {
    context: {} as PlanViewContext,
    events: {} as PlanViewEvent,
    input: {} as PlanViewInput,
    emitted: {} as PlanViewEmitted,
    tags: {} as 'loading' | 'failed' | 'dragging',
  },
  actors: {
    /** Fetches the drawing and reads its viewBox (plan user units). */
    loadPlanDrawing: notProvided<Rect, { svgUrl: string }>('loadPlanDrawing'),
  },
  guards: {
    isNewDrawing: ({ context, event }) => event.type === 'plan.source' && event.svgUrl !== context.svgUrl,
    canZoomIn: ({ context }) => !!context.frame && !!context.view && context.view.scale < context.frame.maxScale,
    canZoomOut: ({ context }) => !!context.frame && !!context.view && context.view.scale > context.frame.minScale,
    /** Wheel towards a limit already reached does nothing, so the page may scroll instead. */
    canWheel: ({ context, event }) => {
      if (event.type !== 'plan.wheel' || !context.frame || !context.view) return false
      const factor = wheelZoomFactor(event.deltaY, event.deltaMode)
      if (factor > 1) return context.view.scale < context.frame.maxScale
      return factor < 1 && context.view.scale > context.frame.minScale
    },
    isPlanKey: ({ event }) => event.type === 'plan.key' && planKeyCommand(event.key) !== null,
    isBeyondClick: ({ context, event }) =>
      event.type === 'pointer.move' &&
      context.press !== null &&
      !isWithinClick(context.press.start, event, context.press.pointerType),
  },
  actions: {
    setSource: assign(({ context }, source: PlanSource) => settle({ ...context, ...source }, false)),
    setTour: assign(({ context }, tour: Pick<PlanViewContext, 'scenes' | 'marker'>) => withTour(context, tour)),
    setDrawing: assign(({ context }, viewBox: Rect) => {
      // Floors and units of one house share a viewBox (docs/floorplans.md): switching them keeps the visitor's zoom.
      const keep = sameRect(context.drawing?.viewBox ?? null, viewBox)
      const drawing = { svgUrl: context.svgUrl, viewBox }
      return settle({ ...context, drawing, error: null, fitted: context.fitted || !keep }, false)
    }),
    setError: assign({ error: ({ event }) => ('error' in event ? String(event.error) : null) }),
    setBox: assign(({ context }, box: Size) => settle({ ...context, box }, false)),
    zoomIn: assign(({ context }) => zoomed(context, ZOOM_STEP, null, true)),
    zoomOut: assign(({ context }) => zoomed(context, 1 / ZOOM_STEP, null, true)),
    fit: assign(({ context }) => refitted(context)),
    applyKey: assign(({ context }, key: string) => {
      const command = planKeyCommand(key)
      if (command?.kind === 'zoom') return zoomed(context, command.factor, null, true)
      if (command?.kind === 'pan') return panned(context, command.dx, command.dy, true)
      return command?.kind === 'fit' ? refitted(context) : context
    }),
    wheel: assign(({ context }, wheel: { deltaY: number; deltaMode: number; x: number; y: number }) =>
      zoomed(context, wheelZoomFactor(wheel.deltaY, wheel.deltaMode), wheel, false),
    ),
    pinch: assign(({ context }, pinch: { factor: number; x: number; y: number; dx: number; dy: number }) =>
      panned(zoomed(context, pinch.factor, pinch, false), pinch.dx, pinch.dy, false),
    ),
    press: assign({
      press: (_, p: { x: number; y: number; pointerType: string }) => ({
        start: { x: p.x, y: p.y },
        last: { x: p.x, y: p.y },
        pointerType: p.pointerType,
      }),
    }),
    // A drag pans by the pointer's travel since the last move, so its first step includes the click tolerance.
    dragTo: assign(({ context }, at: { x: number; y: number }) => {
      if (!context.press) return {}
      const { last } = context.press
      return { ...panned(context, at.x - last.x, at.y - last.y, false), press: { ...context.press, last: at } }
    }),
    release: assign({ press: null }),
    pickScene: enqueueActions(({ context, enqueue }) => {
      if (!context.press || !context.view) return
      const point = screenToPlan(context.view, context.press.start)
      const scene = nearestScene(context.scenes, context.floorId, point, context.transform)
      if (scene) enqueue.emit({ type: 'scene.pick', code: scene.code })
    }),
    toggleGrid: assign({ grid: ({ context }) => !context.grid }),
  },
}).createMachine({
  id: 'planView',
  context: ({ input }) =>
    settle(
      {
        svgUrl: input.svgUrl,
        floorId: input.floorId,
        transform: input.transform,
        unit: input.unit,
        scenes: input.scenes,
        marker: input.marker,
        reducedMotion: input.reducedMotion,
        drawing: null,
        box: null,
        frame: null,
        view: null,
        fitted: true,
        animate: false,
        placement: null,
        walkable: false,
        gridStep: null,
        grid: false,
        press: null,
        error: null,
      },
      false,
    ),
  initial: 'loading',
  on: {
    'plan.source': [
      { guard: 'isNewDrawing', target: '.loading', actions: { type: 'setSource', params: ({ event }) => event } },
      { actions: { type: 'setSource', params: ({ event }) => event } },
    ],
    'tour.changed': {
      actions: { type: 'setTour', params: ({ event }) => ({ scenes: event.scenes, marker: event.marker }) },
    },
    'plan.resize': {
      actions: { type: 'setBox', params: ({ event }) => ({ width: event.width, height: event.height }) },
    },
    'grid.toggle': { actions: 'toggleGrid' },
  },
  states: {
    loading: {
      tags: ['loading'],
      description: 'Fetching the drawing; the previous drawing, if any, stays on screen until this one is read.',
      invoke: {
        id: 'loadPlanDrawing',
        src: 'loadPlanDrawing',
        input: ({ context }) => ({ svgUrl: context.svgUrl }),
        onDone: { target: 'ready', actions: { type: 'setDrawing', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'plan.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'plan.zoomIn': { guard: 'canZoomIn', actions: 'zoomIn' },
        'plan.zoomOut': { guard: 'canZoomOut', actions: 'zoomOut' },
        'plan.fit': { actions: 'fit' },
        'plan.key': { guard: 'isPlanKey', actions: { type: 'applyKey', params: ({ event }) => event.key } },
        'plan.wheel': { guard: 'canWheel', actions: { type: 'wheel', params: ({ event }) => event } },
        'plan.pinch': { actions: { type: 'pinch', params: ({ event }) => event } },
      },
      states: {
        idle: {
          on: { 'pointer.down': { target: 'pressing', actions: { type: 'press', params: ({ event }) => event } } },
        },
        pressing: {
          description: 'A press that has not yet travelled past the click tolerance: releasing it is a click.',
          on: {
            'pointer.move': {
              guard: 'isBeyondClick',
              target: 'dragging',
              actions: { type: 'dragTo', params: ({ event }) => ({ x: event.x, y: event.y }) },
            },
            'pointer.up': { target: 'idle', actions: ['pickScene', 'release'] },
            'pointer.cancel': { target: 'idle', actions: 'release' },
          },
        },
        dragging: {
          tags: ['dragging'],
          on: {
            'pointer.move': { actions: { type: 'dragTo', params: ({ event }) => ({ x: event.x, y: event.y }) } },
            'pointer.up': { target: 'idle', actions: 'release' },
            'pointer.cancel': { target: 'idle', actions: 'release' },
          },
        },
      },
    },
  },
})

export type PlanViewActor = ActorRefFrom<typeof planViewMachine>
