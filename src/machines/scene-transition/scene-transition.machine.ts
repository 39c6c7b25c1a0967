// Moving between scenes of the 3D tour (SPEC §4 "Scene change: a same-cluster slide or a fly-out then fly-in; moves
// are queued and the latest request wins"). A move first loads the target scene (its faces uploaded to the GPU
// before anything moves, issue 7), then plays the transition: a slide inside one cluster (a room), a fly-out and
// fly-in between clusters. A move asked while loading replaces the target, and leaving the loading state cancels
// its loads; a move asked during a transition waits and only the latest one is kept. Every arrival is emitted for
// the embed API and analytics.
import { type ActorRefFrom, assign, emit, setup } from 'xstate'
import { notProvided } from '../shared/fromEffect'

export interface SceneRef {
  readonly code: string
  readonly cluster: string
}

export interface SceneTransitionInput {
  readonly scenes: ReadonlyArray<SceneRef>
  readonly current: string
}

/** Where a move is to, and the direction to look on arrival (degrees), when one was asked for (d1, the embed API). */
export interface MoveTarget {
  readonly code: string
  readonly view?: { readonly pan: number; readonly tilt: number }
  /** Go there at once, without the slide or flight (the embed API's jump). */
  readonly instant?: boolean
}

export type TransitionKind = 'slide' | 'fly'

export interface SceneTransitionContext {
  readonly clusters: Readonly<Record<string, string>>
  current: string
  /** The scene being loaded or moved to. */
  target?: MoveTarget
  /** The latest move asked during a transition, taken once it ends. */
  pending?: MoveTarget
  error?: string
}

export type SceneTransitionEvent =
  | { type: 'scene.move'; code: string; view?: { pan: number; tilt: number }; instant?: boolean }
  /** The engine finished the transition's animation (or its fly-out, then fly-in). */
  | { type: 'transition.done' }

export type SceneTransitionEmitted =
  | {
      type: 'scene.leaving'
      from: string
      to: string
      kind: TransitionKind
      view?: { pan: number; tilt: number }
      instant?: boolean
    }
  | { type: 'scene.arrived'; code: string; view?: { pan: number; tilt: number } }
  | { type: 'scene.failed'; code: string }

const moveTarget = (move: { code: string; view?: { pan: number; tilt: number }; instant?: boolean }): MoveTarget => ({
  code: move.code,
  ...(move.view ? { view: move.view } : {}),
  ...(move.instant ? { instant: true } : {}),
})

/** What the chart tells when a move leaves: the engine plays the transition from this. */
export const leavingEvent = (context: SceneTransitionContext) => ({
  type: 'scene.leaving' as const,
  from: context.current,
  to: context.target?.code ?? context.current,
  kind: transitionKind(context.clusters, context.current, context.target?.code ?? ''),
  ...(context.target?.view ? { view: context.target.view } : {}),
  ...(context.target?.instant ? { instant: true } : {}),
})

/** What the chart tells on an arrival (before `current` moves on, so read from the target). */
export const arrivedEvent = (context: SceneTransitionContext) => ({
  type: 'scene.arrived' as const,
  code: context.target?.code ?? context.current,
  ...(context.target?.view ? { view: context.target.view } : {}),
})

/** What the chart tells when a move's scene could not be loaded. */
export const failedEvent = (context: SceneTransitionContext) => ({
  type: 'scene.failed' as const,
  code: context.target?.code ?? context.current,
})

/** Same cluster: a slide; otherwise the tour flies out and back in. */
export const transitionKind = (clusters: Readonly<Record<string, string>>, from: string, to: string): TransitionKind =>
  clusters[from] !== undefined && clusters[from] === clusters[to] ? 'slide' : 'fly'

export const sceneTransitionMachine = setup({
  types: {
    context: {} as SceneTransitionContext,
    events: {} as SceneTransitionEvent,
    input: {} as SceneTransitionInput,
    emitted: {} as SceneTransitionEmitted,
    tags: {} as 'loading' | 'moving',
  },
  actors: {
    /** Loads the target's faces (preview first) and uploads them; resolves when it can be shown. */
    loadScene: notProvided<void, { code: string }>('loadScene'),
  },
  guards: {
    isKnownOtherScene: ({ context, event }) =>
      event.type === 'scene.move' &&
      event.code in context.clusters &&
      event.code !== (context.target?.code ?? context.current),
    /** A move asked mid-flight to somewhere else than where the flight lands. */
    hasOtherPending: ({ context }) => context.pending !== undefined && context.pending.code !== context.target?.code,
  },
  actions: {
    // The chart tells of leaving, arriving and failing by emitting; the tour session, which runs it as its child,
    // provides these three as messages to itself instead (tour-session.machine.ts).
    tellLeaving: emit(({ context }) => leavingEvent(context)),
    tellArrived: emit(({ context }) => arrivedEvent(context)),
    tellFailed: emit(({ context }) => failedEvent(context)),
    arrive: assign({ current: ({ context }) => context.target?.code ?? context.current }),
    takeMove: assign(({ event }) => {
      const move = event as Extract<SceneTransitionEvent, { type: 'scene.move' }>
      return { target: moveTarget(move), error: undefined }
    }),
  },
}).createMachine({
  id: 'sceneTransition',
  context: ({ input }) => ({
    clusters: Object.fromEntries(input.scenes.map((s) => [s.code, s.cluster])),
    current: input.current,
  }),
  initial: 'showing',
  states: {
    showing: {
      on: { 'scene.move': { guard: 'isKnownOtherScene', target: 'loading', actions: 'takeMove' } },
    },
    loading: {
      tags: ['loading'],
      description: 'The latest move wins: another move re-enters this state, which cancels the earlier load.',
      invoke: {
        id: 'loadScene',
        src: 'loadScene',
        input: ({ context }) => ({ code: context.target?.code ?? context.current }),
        onDone: 'moving',
        onError: {
          target: 'showing',
          actions: ['tellFailed', assign({ target: undefined, error: 'This part of the tour could not be loaded.' })],
        },
      },
      on: {
        'scene.move': [
          // Back to where the tour already is: nothing to load.
          {
            guard: ({ context, event }) => event.code === context.current,
            target: 'showing',
            actions: assign({ target: undefined }),
          },
          { guard: 'isKnownOtherScene', target: 'loading', reenter: true, actions: 'takeMove' },
        ],
      },
    },
    moving: {
      tags: ['moving'],
      // The engine takes the kind of move from this event; nothing else needs it.
      entry: ['tellLeaving'],
      on: {
        // Asked mid-flight: kept for when the transition ends; only the latest is.
        'scene.move': {
          guard: ({ context, event }) => event.code in context.clusters,
          actions: assign({
            pending: ({ event }) => moveTarget(event),
          }),
        },
        'transition.done': [
          {
            guard: 'hasOtherPending',
            target: 'loading',
            actions: [
              'tellArrived',
              'arrive',
              assign(({ context }) => ({ target: context.pending, pending: undefined })),
            ],
          },
          {
            target: 'showing',
            actions: ['tellArrived', 'arrive', assign({ target: undefined, pending: undefined })],
          },
        ],
      },
    },
  },
})

export type SceneTransitionActorRef = ActorRefFrom<typeof sceneTransitionMachine>
