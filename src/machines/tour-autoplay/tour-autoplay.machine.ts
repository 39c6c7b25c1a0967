// The 3D tour's autoplay, the guided tour (SPEC §2 query flag o: w initial autoplay, a1 allow autoplay, and autoplay
// is off unless a1 is present; SPEC §4 Tour: video states replay, resume, explore, more, pause, and autoplay stops on
// user move, tab visibility change or section change; SPEC §9: guided tour rotation clamped 3–9 s).
// The chart decides; the view turns the camera by following the emitted `scene.go` and `rotate` commands, and tells
// it when the tour arrived in a scene or could not load it: a scene's turn and its time start on arrival, so a slow
// load or flight never cuts a scene short, nor skips it (the next move would replace one still loading).
import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate'
import { degreesPerSecondFor, guidedRotationMs } from '../../domain/guided-tour'

export interface GuidedScene {
  readonly code: string
  /** The scene's own rotation time; clamped to 3–9 s, 9 s when absent. */
  readonly rotationMs?: number
}

export interface TourAutoplayInput {
  /** a1: without it the tour never plays. */
  readonly allowed: boolean
  /** w with a1 (`autoplaysOnLoad`): play as soon as the tour shows. */
  readonly startOnLoad: boolean
  /** The guided order. */
  readonly scenes: ReadonlyArray<GuidedScene>
  /** prefers-reduced-motion: the tour never starts moving by itself. */
  readonly reducedMotion: boolean
}

export interface TourAutoplayContext {
  readonly allowed: boolean
  readonly startOnLoad: boolean
  readonly reducedMotion: boolean
  readonly scenes: ReadonlyArray<GuidedScene>
  /** The guided scene being shown (or paused on), an index into `scenes`. */
  index: number
}

export type TourAutoplayEvent =
  /** The tour's first picture is on screen and its followers listen: only now can a guided tour start. */
  | { type: 'tour.shown' }
  | { type: 'autoplay.toggle' }
  /** The embedding page asks the guided tour to play (script API v2): start, resume or replay; playing stays. */
  | { type: 'autoplay.start' }
  /** The embedding page asks the guided tour to pause; anything but playing stays as it is. */
  | { type: 'autoplay.stop' }
  | { type: 'user.moved' }
  | { type: 'visibility.changed'; visible: boolean }
  | { type: 'section.changed' }
  | { type: 'replay' }
  | { type: 'resume' }
  | { type: 'explore' }
  | { type: 'more' }
  /** The tour arrived in a scene (any scene: only the one the guided tour went to counts). */
  | { type: 'tour.arrived'; code: string }
  /** The tour could not load a scene it was asked to go to. */
  | { type: 'tour.failed'; code: string }

export type TourAutoplayEmitted =
  | { type: 'scene.go'; code: string }
  | { type: 'rotate'; degreesPerSecond: number }
  | { type: 'more' }

/** The video state buttons the view offers. */
export type TourAutoplayTag = 'replay' | 'resume' | 'explore' | 'more' | 'pause'

const sceneMs = (context: TourAutoplayContext) => guidedRotationMs(context.scenes[context.index]?.rotationMs)

export const tourAutoplayMachine = setup({
  types: {
    context: {} as TourAutoplayContext,
    events: {} as TourAutoplayEvent,
    input: {} as TourAutoplayInput,
    emitted: {} as TourAutoplayEmitted,
    tags: {} as TourAutoplayTag,
  },
  guards: {
    isNotAllowed: ({ context }) => !context.allowed,
    hasScenes: ({ context }) => context.scenes.length > 0,
    canStartOnLoad: ({ context }) => context.startOnLoad && !context.reducedMotion && context.scenes.length > 0,
    hasNextScene: ({ context }) => context.index + 1 < context.scenes.length,
    isGuidedScene: ({ context }, params: { code: string }) => context.scenes[context.index]?.code === params.code,
    isHidden: (_, params: { visible: boolean }) => !params.visible,
  },
  actions: {
    goToScene: emit(({ context }) => ({ type: 'scene.go' as const, code: context.scenes[context.index]?.code ?? '' })),
    startRotating: emit(({ context }) => ({
      type: 'rotate' as const,
      degreesPerSecond: degreesPerSecondFor(sceneMs(context)),
    })),
    stopRotating: emit({ type: 'rotate' as const, degreesPerSecond: 0 }),
    showMore: emit({ type: 'more' as const }),
    fromFirstScene: assign({ index: 0 }),
    nextScene: assign({ index: ({ context }) => context.index + 1 }),
  },
  delays: {
    // SPEC §9: the scene's rotation time, clamped to 3–9 s.
    guidedRotation: ({ context }) => sceneMs(context),
  },
}).createMachine({
  id: 'tourAutoplay',
  context: ({ input }) => ({
    allowed: input.allowed,
    startOnLoad: input.startOnLoad,
    reducedMotion: input.reducedMotion,
    scenes: input.scenes,
    index: 0,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The tour is still loading; a guided move asked now would be lost, so nothing is decided yet.',
      on: { 'tour.shown': 'deciding' },
    },
    deciding: {
      always: [
        { guard: 'isNotAllowed', target: 'off' },
        { guard: 'canStartOnLoad', target: 'playing' },
        { target: 'idle' },
      ],
    },
    off: {
      description: 'The address lacks a1: autoplay is off and nothing is offered.',
    },
    idle: {
      description: 'Free exploring; the autoplay button starts the guided tour from its first scene.',
      on: {
        'autoplay.toggle': { guard: 'hasScenes', target: 'playing', actions: 'fromFirstScene' },
        'autoplay.start': { guard: 'hasScenes', target: 'playing', actions: 'fromFirstScene' },
      },
    },
    playing: {
      tags: ['pause', 'explore', 'more'],
      initial: 'scene',
      states: {
        scene: {
          description: 'Shows one guided scene: the tour goes there, then turns once around in its rotation time.',
          entry: 'goToScene',
          initial: 'going',
          states: {
            going: {
              description:
                'The tour loads the scene and walks there, however long that takes; a scene it cannot load is skipped.',
              on: {
                'tour.arrived': {
                  guard: { type: 'isGuidedScene', params: ({ event }) => ({ code: event.code }) },
                  target: 'turning',
                },
                'tour.failed': {
                  guard: { type: 'isGuidedScene', params: ({ event }) => ({ code: event.code }) },
                  target: 'next',
                },
              },
            },
            turning: {
              entry: 'startRotating',
              exit: 'stopRotating',
              after: { guidedRotation: 'next' },
            },
            next: {
              always: [
                { guard: 'hasNextScene', target: '#tourAutoplay.playing.scene', reenter: true, actions: 'nextScene' },
                { target: '#tourAutoplay.ended' },
              ],
            },
          },
        },
      },
      on: {
        'autoplay.toggle': 'paused',
        'autoplay.stop': 'paused',
        'user.moved': 'paused',
        'visibility.changed': {
          guard: { type: 'isHidden', params: ({ event }) => ({ visible: event.visible }) },
          target: 'paused',
        },
        'section.changed': 'paused',
        explore: 'idle',
        // The information covers the tour, so it stops turning underneath.
        more: { target: 'paused', actions: 'showMore' },
      },
    },
    paused: {
      tags: ['resume', 'more'],
      description: 'Stopped by the user, a hidden tab or another section; resume continues with the same scene.',
      on: {
        resume: 'playing',
        'autoplay.toggle': 'playing',
        'autoplay.start': 'playing',
        explore: 'idle',
        more: { actions: 'showMore' },
      },
    },
    ended: {
      tags: ['replay', 'more'],
      on: {
        replay: { target: 'playing', actions: 'fromFirstScene' },
        'autoplay.toggle': { target: 'playing', actions: 'fromFirstScene' },
        'autoplay.start': { target: 'playing', actions: 'fromFirstScene' },
        explore: 'idle',
        more: { actions: 'showMore' },
      },
    },
  },
})

export type TourAutoplayActorRef = ActorRefFrom<typeof tourAutoplayMachine>

/**
 * The guided tour's state as the script API names it (src/embed/messages.ts AutoplayState), or undefined while the
 * tour is still loading and nothing is decided.
 */
export function publicAutoplayState(
  snapshot: SnapshotFrom<typeof tourAutoplayMachine>,
): 'off' | 'idle' | 'playing' | 'paused' | 'ended' | undefined {
  for (const state of ['off', 'idle', 'playing', 'paused', 'ended'] as const) if (snapshot.matches(state)) return state
  return undefined
}
