// The photo carousel (SPEC §4 Photos layout: the carousel is active when a photo is selected, Escape leaves it;
// SPEC §9 Viewer: drag step 50, swipe tween 0.3 s, keys d/f and arrows; SPEC §8: a video that fails to play shows a
// placeholder image). The URL is the truth for the photo shown (the photos section's sub-section is its code): the
// route sends `route.changed`, and every move emits `select` for the view to navigate, null meaning the grid.
import { type ActorRefFrom, and, assign, emit, setup } from 'xstate'
import {
  CAROUSEL_DRAG_STEP_PX,
  CAROUSEL_NEXT_KEYS,
  CAROUSEL_PREVIOUS_KEYS,
  CAROUSEL_SWIPE_TWEEN_MS,
} from '../../schemas/constants'

export interface PhotoCarouselInput {
  /** The codes of the photos in the grid, in order. */
  readonly codes: readonly string[]
  /** The photo the address names, or null for the grid. */
  readonly current: string | null
}

export type SwipeDirection = 'next' | 'previous'

export interface PhotoCarouselContext {
  codes: readonly string[]
  /** The photo shown; a move sets it at once, ahead of the address, so quick presses each move one photo. */
  current: string | null
  /** Pointer travel since the drag began, in px (negative = left), for the view's transform. */
  dragOffset: number
  /** Where the pointer was when the drag began. */
  dragStartX: number
  /** Which way the last move went, so the view slides the right way. */
  direction: SwipeDirection | null
  /** Video photos that failed to play; the view shows their placeholder image instead. */
  failedVideos: ReadonlySet<string>
  /** Photos selected (null: the grid) that the address has not caught up with yet, oldest first. */
  awaitingRoute: ReadonlyArray<string | null>
}

export type PhotoCarouselEvent =
  | { type: 'route.changed'; codes: readonly string[]; current: string | null }
  | { type: 'key'; key: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'close' }
  | { type: 'drag.start'; x: number }
  | { type: 'drag.move'; x: number }
  | { type: 'drag.end' }
  | { type: 'video.failed'; code: string }

export type PhotoCarouselEmitted = { type: 'select'; code: string | null }

/** The photo `step` places away from `current`, wrapping around at the ends. */
export function photoAfter(codes: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (codes.length === 0) return null
  const index = current === null ? -1 : codes.indexOf(current)
  return codes[(index + step + codes.length) % codes.length] ?? null
}

const moveTo = (direction: SwipeDirection) => [{ type: 'advance', params: { direction } } as const, 'announce' as const]
const leave = ['forgetPhoto', 'announce'] as const

const showsPhoto = (codes: readonly string[], current: string | null) => current !== null && codes.includes(current)

type RouteChanged = Extract<PhotoCarouselEvent, { type: 'route.changed' }>

/**
 * Where an address change leaves the carousel. The router applies our selections one by one, after we made them:
 * two quick presses select B then C, and the address reporting B must not pull the carousel back from C. So an
 * address we are waiting for only confirms; any other (back, forward, a link) is a new truth to follow.
 */
export function afterRouteChange(context: PhotoCarouselContext, event: RouteChanged) {
  const waited = context.awaitingRoute.indexOf(event.current)
  if (waited === -1) return { codes: event.codes, current: event.current, awaitingRoute: [] }
  const stillAwaiting = context.awaitingRoute.slice(waited + 1)
  return {
    codes: event.codes,
    current: stillAwaiting.length > 0 ? context.current : event.current,
    awaitingRoute: stillAwaiting,
  }
}

const showsPhotoAfter = (context: PhotoCarouselContext, event: PhotoCarouselEvent) => {
  if (event.type !== 'route.changed') return false
  const next = afterRouteChange(context, event)
  return showsPhoto(next.codes, next.current)
}

export const photoCarouselMachine = setup({
  types: {
    context: {} as PhotoCarouselContext,
    events: {} as PhotoCarouselEvent,
    input: {} as PhotoCarouselInput,
    emitted: {} as PhotoCarouselEmitted,
    tags: {} as 'open' | 'dragging' | 'swiping',
  },
  guards: {
    routeShowsPhoto: ({ context, event }) => showsPhotoAfter(context, event),
    inputShowsPhoto: ({ context }) => showsPhoto(context.codes, context.current),
    hasOtherPhotos: ({ context }) => context.codes.length > 1,
    isNextKey: ({ event }) => event.type === 'key' && CAROUSEL_NEXT_KEYS.includes(event.key),
    isPreviousKey: ({ event }) => event.type === 'key' && CAROUSEL_PREVIOUS_KEYS.includes(event.key),
    isCloseKey: ({ event }) => event.type === 'key' && event.key === 'Escape',
    // Dragging the photo to the left brings in the next one, as on a phone's photo roll.
    draggedToNext: ({ context }) => context.dragOffset <= -CAROUSEL_DRAG_STEP_PX,
    draggedToPrevious: ({ context }) => context.dragOffset >= CAROUSEL_DRAG_STEP_PX,
  },
  actions: {
    followRoute: assign(({ context, event }) =>
      event.type === 'route.changed' ? afterRouteChange(context, event) : {},
    ),
    advance: assign(({ context }, params: { direction: SwipeDirection }) => {
      const current = photoAfter(context.codes, context.current, params.direction === 'next' ? 1 : -1)
      return { current, direction: params.direction, dragOffset: 0, awaitingRoute: [...context.awaitingRoute, current] }
    }),
    startDrag: assign(({ event }) => (event.type === 'drag.start' ? { dragStartX: event.x, dragOffset: 0 } : {})),
    forgetPhoto: assign(({ context }) => ({
      current: null,
      dragOffset: 0,
      awaitingRoute: [...context.awaitingRoute, null],
    })),
    /** Tells the view which address to go to; it runs after the assign, so it reads the new photo. */
    announce: emit(({ context }) => ({ type: 'select' as const, code: context.current })),
  },
  delays: { swipeTween: CAROUSEL_SWIPE_TWEEN_MS },
}).createMachine({
  id: 'photoCarousel',
  context: ({ input }) => ({
    codes: input.codes,
    current: input.current,
    dragOffset: 0,
    dragStartX: 0,
    direction: null,
    failedVideos: new Set(),
    awaitingRoute: [],
  }),
  initial: 'starting',
  on: {
    'video.failed': {
      actions: assign({ failedVideos: ({ context, event }) => new Set(context.failedVideos).add(event.code) }),
    },
  },
  states: {
    starting: {
      always: [{ guard: 'inputShowsPhoto', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      description: 'The grid; an address naming an unknown photo (since hidden or removed) also shows the grid.',
      on: {
        'route.changed': [
          { guard: 'routeShowsPhoto', target: 'open', actions: 'followRoute' },
          { actions: 'followRoute' },
        ],
      },
    },
    open: {
      tags: ['open'],
      initial: 'idle',
      entry: assign({ direction: null, dragOffset: 0 }),
      on: {
        'route.changed': [
          // The address catching up with a move (or back/forward to another photo) keeps the slide going.
          { guard: 'routeShowsPhoto', actions: 'followRoute' },
          { target: 'closed', actions: 'followRoute' },
        ],
        // Targeting the child from here restarts a running swipe (the child is left and entered again) without
        // leaving `open`, whose entry would forget the direction.
        next: { guard: 'hasOtherPhotos', target: '.swiping', actions: moveTo('next') },
        previous: { guard: 'hasOtherPhotos', target: '.swiping', actions: moveTo('previous') },
        key: [
          { guard: and(['isNextKey', 'hasOtherPhotos']), target: '.swiping', actions: moveTo('next') },
          {
            guard: and(['isPreviousKey', 'hasOtherPhotos']),
            target: '.swiping',
            actions: moveTo('previous'),
          },
          { guard: 'isCloseKey', target: 'closed', actions: leave },
        ],
        close: { target: 'closed', actions: leave },
      },
      states: {
        idle: {
          on: { 'drag.start': { target: 'dragging', actions: 'startDrag' } },
        },
        dragging: {
          tags: ['dragging'],
          on: {
            'drag.move': { actions: assign({ dragOffset: ({ context, event }) => event.x - context.dragStartX }) },
            'drag.end': [
              { guard: and(['draggedToNext', 'hasOtherPhotos']), target: 'swiping', actions: moveTo('next') },
              { guard: and(['draggedToPrevious', 'hasOtherPhotos']), target: 'swiping', actions: moveTo('previous') },
              // A short drag (or one photo only) springs back to where it was.
              { target: 'idle', actions: assign({ dragOffset: 0 }) },
            ],
          },
        },
        swiping: {
          tags: ['swiping'],
          description: 'The slide to the new photo is animating; another move restarts it from there.',
          after: { swipeTween: 'idle' },
          on: { 'drag.start': { target: 'dragging', actions: 'startDrag' } },
        },
      },
    },
  },
})

export type PhotoCarouselActorRef = ActorRefFrom<typeof photoCarouselMachine>
