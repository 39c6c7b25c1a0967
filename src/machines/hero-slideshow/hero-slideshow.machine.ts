// The info page's hero slideshow (SPEC §4 "Hero photos rotate", §9 every 4 s). It pauses while the visitor points
// at or focuses it, and never plays when the visitor prefers reduced motion (DESIGN.md); arrows still step.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { HERO_SLIDESHOW_INTERVAL_MS } from '../../schemas/constants'

export interface HeroSlideshowInput {
  readonly count: number
  readonly reducedMotion: boolean
}

export interface HeroSlideshowContext {
  readonly count: number
  readonly reducedMotion: boolean
  index: number
}

export type HeroSlideshowEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'show'; index: number }
  /** Pointer over or focus inside: hold the current photo. */
  | { type: 'hold' }
  | { type: 'release' }

const step = (context: HeroSlideshowContext, by: number) => (context.index + by + context.count) % context.count

export const heroSlideshowMachine = setup({
  types: {
    context: {} as HeroSlideshowContext,
    events: {} as HeroSlideshowEvent,
    input: {} as HeroSlideshowInput,
    tags: {} as 'playing',
  },
  guards: {
    canStep: ({ context }) => context.count > 1,
    staysStill: ({ context }) => context.count <= 1 || context.reducedMotion,
  },
  delays: { interval: HERO_SLIDESHOW_INTERVAL_MS },
}).createMachine({
  id: 'heroSlideshow',
  context: ({ input }) => ({ count: Math.max(0, input.count), reducedMotion: input.reducedMotion, index: 0 }),
  initial: 'deciding',
  on: {
    next: { guard: 'canStep', actions: assign({ index: ({ context }) => step(context, 1) }) },
    previous: { guard: 'canStep', actions: assign({ index: ({ context }) => step(context, -1) }) },
    show: {
      guard: ({ context, event }) => event.index >= 0 && event.index < context.count,
      actions: assign({ index: ({ event }) => event.index }),
    },
  },
  states: {
    deciding: {
      always: [{ guard: 'staysStill', target: 'still' }, { target: 'playing' }],
    },
    playing: {
      tags: ['playing'],
      description: 'Each photo shows for the full interval, also after a manual step (the timer restarts).',
      after: {
        interval: { target: 'playing', reenter: true, actions: assign({ index: ({ context }) => step(context, 1) }) },
      },
      on: {
        hold: 'held',
        next: { target: 'playing', reenter: true, actions: assign({ index: ({ context }) => step(context, 1) }) },
        previous: {
          target: 'playing',
          reenter: true,
          actions: assign({ index: ({ context }) => step(context, -1) }),
        },
      },
    },
    held: {
      on: { release: 'playing' },
    },
    still: {
      description: 'One photo, or reduced motion: the visitor steps by hand.',
    },
  },
})

export type HeroSlideshowActorRef = ActorRefFrom<typeof heroSlideshowMachine>
