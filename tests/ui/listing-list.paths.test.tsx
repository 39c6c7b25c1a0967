// Model-based test of the listing-list chart: every shortest path drives the real ListingList view (inside a
// router, for its links), and each state is checked in the DOM: skeleton while the first page loads, count, filter
// box past 15 listings or when filtering, footer and clear link, the error with its retry.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type ListingListEvent,
  listingListMachine,
  PREFETCH_DELAY_MS,
} from '../../src/machines/listing-list/listing-list.machine'
import type { ListingPage } from '../../src/schemas/api/listing'
import type { ListingSummary } from '../../src/schemas/Listing'
import { Unreachable } from '../../src/services/errors'
import { ListingList } from '../../src/ui/features/listing-list/ListingList'
import { byStateValue, recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'

const listing = (i: number): ListingSummary => ({
  tourName: `${100 + i}-oak-street`,
  tourReady: true,
  offline: false,
  passcode: false,
  address: { street: `${100 + i} Oak Street`, unit: null, neighborhood: 'Lincoln Park' },
  location: { lat: 41.9, lng: -87.6 },
  stats: {
    bedroomsPrimary: 3,
    bedroomsSecondary: null,
    bathroomsPrimary: 2,
    bathroomsSecondary: null,
    areaPrimary: 1800,
    areaSecondary: null,
    price: 65000000,
  },
  coverPhoto: null,
  permissions: [],
  fullyDelivered: true,
})
const page = (total: number): ListingPage => ({
  listings: Array.from({ length: Math.min(total, 60) }, (_, i) => listing(i)),
  totalCount: total,
  pageNumber: 1,
  pageSize: 60,
})

type ModelEvent =
  | ListingListEvent
  | { type: 'xstate.done.actor.loadListings'; output: ListingPage }
  | { type: 'xstate.error.actor.loadListings'; error: unknown }

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadListings', output: page(72) },
  { type: 'xstate.done.actor.loadListings', output: page(4) },
  { type: 'xstate.done.actor.loadListings', output: page(0) },
  { type: 'xstate.error.actor.loadListings', error: new Unreachable({ message: 'offline' }) },
  { type: 'terms.changed', terms: { filter: 'oak' } },
  { type: 'filter.clear' },
  { type: 'retry' },
]

type Snapshot = SnapshotFrom<typeof listingListMachine>
const model = new TestModel(listingListMachine as never, {
  input: { scope: 'explore', terms: {}, signedIn: false },
  stateMatcher: (snapshot: { matches: (k: never) => boolean }, key: string) => snapshot.matches(key as never),
  events: events as never,
  serializeState: (s: Snapshot) =>
    JSON.stringify([
      s.value,
      s.context.page?.totalCount ?? null,
      s.context.terms.filter ?? null,
      s.context.error !== undefined,
    ]),
})

/** The view over a fresh chart; `prefetched` hears the listings whose page data the chart asks for. */
async function mount(prefetched: string[] = []) {
  const load = deferred<ListingPage>()
  const machine = listingListMachine.provide({
    actors: { loadListings: load.logic },
    actions: { prefetchListing: (_, { tourName }) => prefetched.push(tourName) },
  })
  const actor = createActor(machine, {
    input: { scope: 'explore', terms: {}, signedIn: false },
  }).start()
  await renderInRouter(() => (
    <ListingList
      actor={actor}
      hrefFor={(t) => `/${t}`}
      pageHref={(p) => `/explore?page=${p}`}
      onPage={() => {}}
      empty={<p>Nothing here yet</p>}
    />
  ))
  return { actor, load }
}

afterEach(cleanup)

describe('listing list, every shortest path in the view', () => {
  // Paths are named by their events: the generated descriptions print whole listing pages.
  const paths = model.getShortestPaths()
  recordPaths('listing-list', paths, byStateValue)
  for (const path of paths) {
    const name = path.steps.map((step) => (step.event as { type: string }).type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${name}`, async () => {
      const sut = await mount()
      const ctx = () => sut.actor.getSnapshot().context
      await path.test({
        states: {
          loading: () => {
            if (!ctx().page) expect(screen.getByLabelText('Loading listings')).toBeTruthy()
            else expect(screen.getByLabelText('Listings').getAttribute('aria-busy')).toBe('true')
          },
          'ready.idle': () => {
            const { page: p, terms } = ctx()
            if (p?.totalCount === 0 && !terms.filter) {
              expect(screen.getByText('Nothing here yet')).toBeTruthy()
              return
            }
            expect(screen.getByText(`${p?.totalCount} listing${p?.totalCount === 1 ? '' : 's'}`)).toBeTruthy()
            expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(Math.min(60, p?.totalCount ?? 0))
            const filterShown = (p?.totalCount ?? 0) > 15 || Boolean(terms.filter)
            expect(screen.queryByRole('searchbox', { name: 'Search listings' }) !== null).toBe(filterShown)
            if (terms.filter) {
              expect(screen.getByText(/results? for search filter/)).toBeTruthy()
              expect(screen.getByRole('button', { name: 'Clear filter' })).toBeTruthy()
            }
          },
          failed: () => {
            expect(screen.getByRole('alert').textContent).toMatch(/could not reach the server/)
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
          },
        },
        events: {
          'xstate.done.actor.loadListings': async ({ event }: { event: ModelEvent }) => {
            await act(async () => sut.load.resolve((event as { output: ListingPage }).output))
          },
          'xstate.error.actor.loadListings': async () => {
            await act(async () => sut.load.reject(new Unreachable({ message: 'offline' })))
          },
          'terms.changed': ({ event }: { event: ModelEvent }) => act(() => sut.actor.send(event as ListingListEvent)),
          'filter.clear': () =>
            act(() => {
              fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }))
            }),
          retry: () =>
            act(() => {
              fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
            }),
        } as never,
      })
    })
  }
})

describe('listing list cards', () => {
  afterEach(() => vi.useRealTimers())

  it('ask for a listing’s page data once pointed at or focused for a moment (SPEC §7), naming that listing', async () => {
    vi.useFakeTimers()
    const prefetched: string[] = []
    const { load } = await mount(prefetched)
    await act(async () => load.resolve(page(4)))
    const cards = screen.getAllByRole('link') as HTMLElement[]
    // A pointer sweeping across cards fetches nothing.
    fireEvent.pointerEnter(cards[0] as HTMLElement)
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1))
    fireEvent.pointerLeave(cards[0] as HTMLElement)
    fireEvent.pointerEnter(cards[2] as HTMLElement)
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1))
    expect(prefetched).toEqual([])
    // One that rests on a card, or the focus on one, does.
    act(() => vi.advanceTimersByTime(1))
    expect(prefetched).toEqual(['102-oak-street'])
    fireEvent.pointerLeave(cards[2] as HTMLElement)
    fireEvent.focus(cards[3] as HTMLElement)
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS))
    fireEvent.blur(cards[3] as HTMLElement)
    fireEvent.focus(cards[1] as HTMLElement)
    fireEvent.blur(cards[1] as HTMLElement)
    act(() => vi.advanceTimersByTime(PREFETCH_DELAY_MS))
    expect(prefetched).toEqual(['102-oak-street', '103-oak-street'])
  })
})
