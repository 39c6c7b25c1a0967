// One running 3D tour (SPEC §4 Tour): the single actor the page drives the tour engine through. Two regions run side
// by side. `picture` opens the engine (the first scene's faces) and offers to try again when that fails. `moves`
// runs the scene-transition chart as its child, which decides which move wins and when its scene has loaded, and
// plays each transition on the engine before telling the child it is over. Followers (the embed API, analytics,
// autoplay, hints) hear `tour.arrived`, `tour.failed` and `tour.interacted`; the view reads the two charts' states.
// The view direction, which changes every frame of a drag, stays with the engine (start-tour.ts) on purpose.
import { type ActorRefFrom, assign, emit, type SnapshotFrom, sendParent, sendTo, setup } from 'xstate'
import {
  arrivedEvent,
  failedEvent,
  leavingEvent,
  type SceneRef,
  type SceneTransitionActorRef,
  type SceneTransitionContext,
  sceneTransitionMachine,
  type TransitionKind,
} from '../scene-transition/scene-transition.machine'
import { notProvided } from '../shared/fromEffect'

/** What the visitor did: looked around, walked (a circle or a button), picked a spot on the plan, or missed. */
export type InteractionKind = 'drag' | 'zoom' | 'key' | 'walk' | 'plan' | 'miss'

export interface TourSessionInput {
  readonly scenes: ReadonlyArray<SceneRef>
  /** The scene the tour opens on. */
  readonly opening: string
}

export interface TourSessionContext {
  readonly scenes: ReadonlyArray<SceneRef>
  readonly opening: string
  /** The scene the visitor stands in (the last arrival). */
  sceneCode: string
}

/** A transition for the engine to play: a slide, a flight, or a jump (the embed API's instant move). */
export interface PlayRequest {
  readonly to: string
  readonly kind: TransitionKind | 'instant'
  readonly view?: { readonly pan: number; readonly tilt: number }
}

type View = { pan: number; tilt: number }

export type TourSessionEvent =
  /** A move asked by the page: the embed API, the plan, autoplay. */
  | { type: 'scene.move'; code: string; view?: View; instant?: boolean }
  /** The visitor walks: a circle in the tour, a walk-to button, a spot on the plan. */
  | { type: 'scene.walk'; code: string; via: 'walk' | 'plan' }
  /** The visitor dragged, zoomed, used the keys or clicked beside every circle. */
  | { type: 'engine.interacted'; kind: InteractionKind }
  /** Try the opening scene again after it failed. */
  | { type: 'reopen' }
  // From the scene-transition child.
  | ReturnType<typeof leavingEvent>
  | ReturnType<typeof arrivedEvent>
  | ReturnType<typeof failedEvent>

export type TourSessionEmitted =
  | { type: 'tour.arrived'; code: string }
  | { type: 'tour.failed'; code: string }
  | { type: 'tour.interacted'; kind: InteractionKind }

/** The scene-transition chart's tells as this session's child: messages to its parent instead of emitted events. */
export const toParentTells = {
  tellLeaving: sendParent(({ context }) => leavingEvent(context as SceneTransitionContext)),
  tellArrived: sendParent(({ context }) => arrivedEvent(context as SceneTransitionContext)),
  tellFailed: sendParent(({ context }) => failedEvent(context as SceneTransitionContext)),
} as never

export const tourSessionMachine = setup({
  types: {
    context: {} as TourSessionContext,
    events: {} as TourSessionEvent,
    input: {} as TourSessionInput,
    emitted: {} as TourSessionEmitted,
  },
  actors: {
    /** Shows the opening scene: resolves once its picture is drawn. */
    openEngine: notProvided<void, undefined>('openEngine'),
    /** Plays one transition on the engine: resolves when it has arrived. */
    playTransition: notProvided<void, PlayRequest>('playTransition'),
    /** Provided with the engine's scene loader (tour-session.actors.ts). */
    sceneTransition: sceneTransitionMachine.provide({ actions: toParentTells }),
  },
  actions: {
    moveTo: sendTo('transition', ({ event }) => {
      const move = event as Extract<TourSessionEvent, { type: 'scene.move' | 'scene.walk' }>
      return move.type === 'scene.walk'
        ? { type: 'scene.move' as const, code: move.code }
        : {
            type: 'scene.move' as const,
            code: move.code,
            ...(move.view ? { view: move.view } : {}),
            ...(move.instant ? { instant: true } : {}),
          }
    }),
    transitionOver: sendTo('transition', { type: 'transition.done' as const }),
    announceOpening: emit(({ context }) => ({ type: 'tour.arrived' as const, code: context.opening })),
    announceArrival: emit(({ event }) => ({
      type: 'tour.arrived' as const,
      code: (event as ReturnType<typeof arrivedEvent>).code,
    })),
    announceFailure: emit(({ event }) => ({
      type: 'tour.failed' as const,
      code: (event as ReturnType<typeof failedEvent>).code,
    })),
    /** The visitor's own doing: a walk (by circle, button or plan) or a look around. */
    announceInteraction: emit(({ event }) => {
      const own = event as Extract<TourSessionEvent, { type: 'scene.walk' | 'engine.interacted' }>
      return { type: 'tour.interacted' as const, kind: own.type === 'scene.walk' ? own.via : own.kind }
    }),
  },
}).createMachine({
  id: 'tourSession',
  type: 'parallel',
  context: ({ input }) => ({ scenes: input.scenes, opening: input.opening, sceneCode: input.opening }),
  states: {
    picture: {
      initial: 'opening',
      states: {
        opening: {
          invoke: {
            id: 'openEngine',
            src: 'openEngine',
            onDone: { target: 'shown', actions: 'announceOpening' },
            onError: 'failed',
          },
        },
        shown: {},
        failed: { on: { reopen: 'opening' } },
      },
    },
    moves: {
      invoke: {
        id: 'transition',
        src: 'sceneTransition',
        input: ({ context }) => ({ scenes: context.scenes, current: context.sceneCode }),
      },
      on: {
        'scene.move': { actions: 'moveTo' },
        // The visitor's own walk also stops autoplay and counts for the hints.
        'scene.walk': { actions: ['announceInteraction', 'moveTo'] },
        'engine.interacted': { actions: 'announceInteraction' },
        'scene.arrived': { actions: [assign({ sceneCode: ({ event }) => event.code }), 'announceArrival'] },
        'scene.failed': { actions: 'announceFailure' },
      },
      initial: 'still',
      states: {
        still: { on: { 'scene.leaving': 'playing' } },
        playing: {
          invoke: {
            id: 'playTransition',
            src: 'playTransition',
            input: ({ event }) => {
              const leaving = event as ReturnType<typeof leavingEvent>
              return {
                to: leaving.to,
                kind: leaving.instant ? ('instant' as const) : leaving.kind,
                ...(leaving.view ? { view: leaving.view } : {}),
              }
            },
            // Over either way: an engine that could not animate has still put the camera in the new scene.
            onDone: { target: 'still', actions: 'transitionOver' },
            onError: { target: 'still', actions: 'transitionOver' },
          },
        },
      },
    },
  },
})

export type TourSessionActorRef = ActorRefFrom<typeof tourSessionMachine>
export type TourSessionSnapshot = SnapshotFrom<typeof tourSessionMachine>

/** What the page draws from the tour, changing only on moves and loads. */
export interface TourState {
  readonly sceneCode: string
  /** A move is loading its scene (the view shows a throbber after 500 ms). */
  readonly loading: boolean
  /** The last move failed to load. */
  readonly error: string | undefined
  /** The first picture is not there yet. */
  readonly opening: boolean
  /** The opening scene could not be shown (its images failed); `reopen` tries again. */
  readonly openFailed: boolean
}

/** The session's scene-transition child, there for the session's whole life. */
export const transitionOf = (session: TourSessionActorRef) =>
  session.getSnapshot().children.transition as SceneTransitionActorRef

export function tourStateOf(
  session: TourSessionSnapshot,
  transition: ReturnType<SceneTransitionActorRef['getSnapshot']>,
): TourState {
  return {
    sceneCode: session.context.sceneCode,
    loading: transition.hasTag('loading'),
    error: transition.context.error,
    opening: session.matches({ picture: 'opening' }),
    openFailed: session.matches({ picture: 'failed' }),
  }
}
