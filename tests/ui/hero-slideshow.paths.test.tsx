// Model-based test of the info page's hero slideshow (SPEC §4 "Hero photos rotate", §9 every 4 s; DESIGN.md reduced
// motion; issue 19): every transition of the hero-slideshow chart is replayed through the real Hero view. The arrows
// are clicks, pointing at the photos (or focusing inside them) holds, leaving releases, and the 4 s rotation runs on
// fake timers. The test keeps its own account of the photo shown and of whether the show should be playing (the
// visitor allows motion, there is more than one photo, nothing holds it), checks the photo, the counter and which
// photos are loaded in the DOM after every step, and ends each path by letting the clock run: a playing show moves
// on after exactly 4 s, a held or still one never does. Nothing is read from the chart's own snapshot.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { appMachine } from '../../src/machines/app/app.machine'
import {
  type HeroSlideshowEvent,
  type HeroSlideshowInput,
  heroSlideshowMachine,
} from '../../src/machines/hero-slideshow/hero-slideshow.machine'
import type { Listing, Photo } from '../../src/schemas/Listing'
import { Hero } from '../../src/ui/features/listing-viewer/sections/info/Hero'
import { listing as listingJson, photo as photoJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof heroSlideshowMachine>
type ModelEvent = HeroSlideshowEvent | { type: 'xstate.after.interval.heroSlideshow.playing' }

/** SPEC §9: each hero photo shows for 4 s (written here, not read from the constants the chart uses). */
const ROTATE_MS = 4000
const CAPTIONS = ['Sunlit living room', 'Open kitchen', 'Back garden']
const photosOf = (count: number) =>
  CAPTIONS.slice(0, count).map((caption, i) => ({ ...photoJson, code: `p${i}`, url: `/p${i}.jpg?v=1`, caption }))
const listing = listingJson as unknown as Listing

// `show` is left out: no view sends it (the hero has no dots); tests/machines/hero-slideshow.test.ts checks it.
const events: ModelEvent[] = [
  { type: 'next' },
  { type: 'previous' },
  { type: 'hold' },
  { type: 'release' },
  { type: 'xstate.after.interval.heroSlideshow.playing' },
]
const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.index])
/** What a visitor can do in any state, whether or not the chart listens there then. */
const anyTime = (e: ModelEvent) => !e.type.startsWith('xstate.')

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

async function mount(photos: ReadonlyArray<Photo>, reducedMotion: boolean) {
  // jsdom has no matchMedia; the view asks it for the visitor's motion preference.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
  }))
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: false, mode: 'app' } }).start()
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <Hero photos={photos} listing={listing} /> }),
    history: createMemoryHistory({ initialEntries: ['/12-elm-st'] }),
    context: { app, embedded: false } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
}

const carousel = () => screen.getByRole('region', { name: 'Photos of the home' })
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })

/** The photo `shown` is the one named and visible, the counter says so, and only it and the next one are loaded. */
function expectShowing(shown: number, count: number) {
  const images = Array.from(carousel().querySelectorAll('img'))
  expect(images).toHaveLength(count)
  images.forEach((img, i) => {
    const current = i === shown
    expect(img.getAttribute('alt')).toBe(current ? CAPTIONS[i] : '')
    expect(img.getAttribute('aria-hidden')).toBe(current ? null : 'true')
    const loaded = current || i === (shown + 1) % count
    expect(img.getAttribute('src')).toBe(loaded ? `/p${i}.jpg?v=1&size=1536x*` : null)
  })
  if (count > 1) expect(carousel().textContent).toContain(`${shown + 1} / ${count}`)
  else expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull()
}

const cases: Array<{ name: string; count: number; reducedMotion: boolean }> = [
  { name: 'three photos', count: 3, reducedMotion: false },
  { name: 'three photos, reduced motion', count: 3, reducedMotion: true },
  { name: 'a single photo', count: 1, reducedMotion: false },
]

for (const { name, count, reducedMotion } of cases) {
  describe(`hero slideshow, every transition through the view: ${name}`, () => {
    const model = new TestModel<Snapshot, ModelEvent, HeroSlideshowInput>(heroSlideshowMachine as never, {
      input: { count, reducedMotion },
      stateMatcher,
      // A single photo has no arrows to click.
      events: () => events.filter((e) => count > 1 || (e.type !== 'next' && e.type !== 'previous')),
      serializeState,
    })
    const paths = everyTransition(model, serializeState, { alsoIgnored: anyTime })
    recordPaths(`hero-slideshow: ${name}`, paths, serializeState)
    for (const path of paths) {
      it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
        await mount(photosOf(count), reducedMotion)
        // The test's own account: the clock, the photo shown, and when the show's interval last began (null: it
        // does not play, because the visitor wants no motion, there is one photo, or something holds it).
        let now = 0
        let shown = 0
        const motion = !reducedMotion && count > 1
        let startedAt: number | null = motion ? 0 : null
        const tick = async (ms: number) => {
          await act(() => vi.advanceTimersByTimeAsync(ms))
          now += ms
        }
        /** The visitor looks at a playing photo for half its time first, so a timer that did not restart shows. */
        const halfway = () => (startedAt === null ? undefined : tick(Math.max(0, ROTATE_MS / 2 - (now - startedAt))))
        const step = async (action: () => void, by: 1 | -1) => {
          await halfway()
          expectShowing(shown, count)
          await settle(action)
          shown = (shown + by + count) % count
          if (startedAt !== null) startedAt = now
          expectShowing(shown, count)
        }
        /** The show moves on exactly one interval after it began, and then again. */
        const rotates = async () => {
          if (startedAt === null) return
          await tick(startedAt + ROTATE_MS - 1 - now)
          expectShowing(shown, count)
          await tick(1)
          shown = (shown + 1) % count
          startedAt = now
          expectShowing(shown, count)
        }
        await path.test({
          states: { '*': () => expectShowing(shown, count) },
          events: asExecutors<ModelEvent>({
            next: () => step(() => fireEvent.click(screen.getByRole('button', { name: 'Next photo' })), 1),
            previous: () => step(() => fireEvent.click(screen.getByRole('button', { name: 'Previous photo' })), -1),
            hold: async () => {
              await halfway()
              await settle(() => fireEvent.pointerEnter(carousel()))
              startedAt = null
            },
            release: async () => {
              const wasHeld = motion && startedAt === null
              await settle(() => fireEvent.pointerLeave(carousel()))
              // Leaving starts a full interval; leaving what was not held changes nothing.
              if (wasHeld) startedAt = now
            },
            'xstate.after.interval.heroSlideshow.playing': rotates,
          }),
        })
        // Then the clock runs: a playing show moves on twice, at exactly its intervals; the others never move.
        if (startedAt === null) {
          await tick(3 * ROTATE_MS)
          expectShowing(shown, count)
        } else {
          await rotates()
          await rotates()
        }
      })
    }
  })
}

describe('hero slideshow: focus holds it like the pointer', () => {
  it('stays on the photo while focus is inside, and moves on 4 s after it leaves', async () => {
    await mount(photosOf(3), false)
    await settle(() => screen.getByRole('button', { name: 'Next photo' }).focus())
    await act(() => vi.advanceTimersByTimeAsync(3 * ROTATE_MS))
    expectShowing(0, 3)
    await settle(() => screen.getByRole('button', { name: 'Next photo' }).blur())
    await act(() => vi.advanceTimersByTimeAsync(ROTATE_MS - 1))
    expectShowing(0, 3)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expectShowing(1, 3)
  })
})
