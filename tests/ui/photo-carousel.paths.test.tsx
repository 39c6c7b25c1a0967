// Model-based test of the photo carousel (SPEC §4 Photos layout, §9 Viewer: drag step 50, swipe 0.3 s, keys d/f and
// arrows, Escape leaves; issue 19): every transition of the photo-carousel chart is replayed through the real photos
// section, mounted under a route shaped like the listing page's, so each photo the chart selects becomes an address
// and the address comes back to the chart as the product does it. Keys, buttons and drags are DOM events, Escape is
// the dialog's cancel, the address changing is a history push (a link, back or forward), the swipe runs on fake
// timers. Each step checks what the spec says must follow it, from the test's own account of the photo shown; each
// state is checked in the DOM: the dialog's name, the counter, the photo, the address, the drag and the slide.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorLogic, createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { appMachine } from '../../src/machines/app/app.machine'
import {
  type PhotoCarouselEvent,
  type PhotoCarouselInput,
  photoCarouselMachine,
} from '../../src/machines/photo-carousel/photo-carousel.machine'
import type { Listing, Photo } from '../../src/schemas/Listing'
import PhotosSection from '../../src/ui/features/listing-viewer/sections/PhotosSection'
import { useViewerSettings } from '../../src/ui/features/listing-viewer/useListingViewer'
import { listing as listingJson, photo as photoJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof photoCarouselMachine>
type ModelEvent = PhotoCarouselEvent | { type: 'xstate.after.swipeTween.photoCarousel.open.swiping' }

/** Three photos, so that a move forward and a move back land on different ones, and both wrap. */
const CAPTIONS: Record<string, string> = { a: 'Sunlit living room', b: 'Open kitchen', c: 'Back garden' }
const codes = Object.keys(CAPTIONS)
const photos = codes.map((code) => ({ ...photoJson, code, caption: CAPTIONS[code] }) as Photo)
const listing = { ...(listingJson as unknown as Listing), photos }
const GRID = '/12-elm-st/photos'
/** SPEC §9: d and ← go back, f and → forward; a drag of 50 px moves one photo (left brings the next); 0.3 s slide. */
const specStep: Record<string, 1 | -1> = { f: 1, ArrowRight: 1, d: -1, ArrowLeft: -1 }
const DRAG_STEP = 50
const SWIPE_MS = 300

const events: ModelEvent[] = [
  { type: 'route.changed', codes, current: null },
  { type: 'route.changed', codes, current: 'b' },
  { type: 'key', key: 'f' },
  { type: 'key', key: 'ArrowLeft' },
  { type: 'key', key: 'Escape' },
  { type: 'next' },
  { type: 'previous' },
  { type: 'close' },
  { type: 'drag.start', x: 500 },
  { type: 'drag.move', x: 450 },
  { type: 'drag.move', x: 549 },
  { type: 'drag.move', x: 550 },
  { type: 'drag.end' },
  { type: 'xstate.after.swipeTween.photoCarousel.open.swiping' },
]

/**
 * The chart as the page runs it: each photo it selects becomes the address at once, and the address comes back to
 * it. (The chart alone would also have to wait for a router that lags; on the page each step settles first.)
 */
const onThePage = {
  ...photoCarouselMachine,
  getInitialSnapshot: photoCarouselMachine.getInitialSnapshot.bind(photoCarouselMachine),
  transition: (snapshot: Snapshot, event: PhotoCarouselEvent, scope: never) => {
    let next = photoCarouselMachine.transition(snapshot, event, scope)
    for (const current of next.context.awaitingRoute) {
      next = photoCarouselMachine.transition(next, { type: 'route.changed', codes, current }, scope)
    }
    return next
  },
} as unknown as AnyActorLogic

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.current,
    s.matches({ open: 'swiping' }) ? s.context.direction : null,
    s.context.dragOffset,
  ])
const model = new TestModel<Snapshot, ModelEvent, PhotoCarouselInput>(onThePage as never, {
  input: { codes, current: 'a' },
  stateMatcher,
  // Mid-drag, the pointer moves or lets go; keys, buttons and the address are also tried as the drag begins.
  events: (s: Snapshot) =>
    s.matches({ open: 'dragging' }) && s.context.dragOffset !== 0
      ? events.filter((e) => e.type.startsWith('drag.'))
      : events,
  serializeState,
})

beforeAll(installDialogPolyfill)
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  if (!HTMLElement.prototype.setPointerCapture) HTMLElement.prototype.setPointerCapture = () => {}
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function mount() {
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: false, mode: 'app' } }).start()
  const root = createRootRoute()
  const page = createRoute({
    getParentRoute: () => root,
    path: '/$tourName/{-$section}/{-$subSection}',
    component: function ListingPage() {
      const { tourName, subSection } = page.useParams()
      const place = { basePath: `/${tourName}`, tourName, section: 'photos', subSection }
      return <PhotosSection listing={listing} place={place} settings={useViewerSettings()} />
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`${GRID}/a`] }),
    context: { app, embedded: false } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return router
}

/** Does `fn` and lets the address change and React's render land, without moving the clock. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })
const dialog = () => screen.queryByRole('dialog')
const slide = () => dialog()?.querySelector('figure') as HTMLElement
const stage = () => slide().parentElement as HTMLElement
const stepFrom = (code: string, step: 1 | -1) => codes[(codes.indexOf(code) + step + codes.length) % codes.length]

describe('photo carousel, every transition through the photos section', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('photo-carousel', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const router = await mount()
      // The test's own account: the photo shown (null: the grid), where the drag began and how far it went.
      let shown: string | null = 'a'
      let dragStart = 0
      let dragOffset = 0
      const expectShowing = (code: string | null) => {
        if (code === null) {
          expect(dialog()).toBeNull()
          expect(router.state.location.pathname).toBe(GRID)
          return
        }
        const n = codes.indexOf(code) + 1
        expect(dialog()?.getAttribute('aria-label')).toBe(`Photo ${n} of 3`)
        expect(dialog()?.textContent).toContain(`${n} / 3`)
        expect(screen.getByRole('img', { name: CAPTIONS[code] })).toBeTruthy()
        expect(router.state.location.pathname).toBe(`${GRID}/${code}`)
      }
      /** Which side the photo slides in from: the slide's animation class (CSS modules add a prefix and a hash). */
      const slidingFrom = () => /(?:^|[\s_])(next|previous)(?:[\s_]|$)/.exec(slide().className)?.[1] ?? null
      /** Does a move and checks it showed the photo `step` away, wrapping, sliding in from that side. */
      const move = async (action: () => void, step: 1 | -1 | null) => {
        const before = shown as string
        await settle(action)
        dragOffset = 0
        if (step === null) {
          expectShowing(before)
          expect(slide().style.transform).toBe('')
          return
        }
        shown = stepFrom(before, step) as string
        expectShowing(shown)
        expect(slidingFrom()).toBe(step === 1 ? 'next' : 'previous')
      }
      const leave = async (action: () => void) => {
        await settle(action)
        shown = null
        dragOffset = 0
        expectShowing(null)
      }
      await path.test({
        states: {
          closed: () => expectShowing(null),
          open: () => {
            expectShowing(shown)
            // Focus starts on Close, so Escape and Enter both simply leave.
            expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close photos' }))
            expect(screen.getByRole('button', { name: 'Next photo' })).toBeTruthy()
            expect(screen.getByRole('button', { name: 'Previous photo' })).toBeTruthy()
          },
          'open.idle': () => {
            expect(slide().style.transform).toBe('')
            expect(slidingFrom()).toBeNull()
          },
          'open.dragging': () => expect(slide().style.transform).toBe(dragOffset ? `translateX(${dragOffset}px)` : ''),
          'open.swiping': () => {
            expect(slide().style.transform).toBe('')
            expect(slidingFrom()).not.toBeNull()
          },
        },
        events: asExecutors<ModelEvent>({
          'route.changed': async ({ event }) => {
            // A link, or back and forward: the address names a photo, or the grid.
            await settle(() => router.history.push(event.current ? `${GRID}/${event.current}` : GRID))
            shown = event.current
            dragOffset = 0
            expectShowing(shown)
          },
          key: async ({ event }) => {
            if (event.key === 'Escape') {
              // The browser turns Escape in a modal dialog into its cancel event.
              return leave(() => fireEvent(dialog() as HTMLElement, new Event('cancel', { cancelable: true })))
            }
            return move(
              () => fireEvent.keyDown(dialog() as HTMLElement, { key: event.key }),
              specStep[event.key] ?? null,
            )
          },
          next: () => move(() => fireEvent.click(screen.getByRole('button', { name: 'Next photo' })), 1),
          previous: () => move(() => fireEvent.click(screen.getByRole('button', { name: 'Previous photo' })), -1),
          close: () => leave(() => fireEvent.click(screen.getByRole('button', { name: 'Close photos' }))),
          'drag.start': async ({ event }) => {
            dragStart = event.x
            dragOffset = 0
            await settle(() =>
              fireEvent.pointerDown(stage(), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: event.x }),
            )
          },
          'drag.move': async ({ event }) => {
            dragOffset = event.x - dragStart
            await settle(() =>
              fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'mouse', button: 0, clientX: event.x }),
            )
            expect(slide().style.transform).toBe(`translateX(${dragOffset}px)`)
          },
          'drag.end': () =>
            move(
              () => fireEvent.pointerUp(stage(), { pointerId: 1, pointerType: 'mouse', button: 0 }),
              dragOffset <= -DRAG_STEP ? 1 : dragOffset >= DRAG_STEP ? -1 : null,
            ),
          'xstate.after.swipeTween.photoCarousel.open.swiping': async () => {
            await act(() => vi.advanceTimersByTimeAsync(SWIPE_MS - 1))
            expect(slidingFrom()).not.toBeNull()
            await act(() => vi.advanceTimersByTimeAsync(1))
            expect(slidingFrom()).toBeNull()
            expectShowing(shown)
          },
        }),
      })
    })
  }
})
