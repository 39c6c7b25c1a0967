// Model-based test of the listing-list chart: every shortest path drives the real ListingList view (inside a
// router, for its links), and each state is checked in the DOM against what the test keeps itself, never the chart's
// context: the pages it answered, the filter it searched (typed into the filter box when the list offers it, put in
// the address by the route as the app does; sent as the route's own terms.changed otherwise) and the searches it
// expects the list to commit. Skeleton while the first page loads, count, filter box past 15 listings or when
// filtering, footer and clear link, the error with its retry, and the terms each load is asked for.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  FILTER_DEBOUNCE_MS,
  type ListingListEvent,
  listingListMachine,
  PREFETCH_DELAY_MS,
} from '../../src/machines/listing-list/listing-list.machine'
import type { ListingPage, SearchTerms } from '../../src/schemas/api/listing'
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
afterEach(() => vi.useRealTimers())

describe('listing list, every shortest path in the view', () => {
  // Paths are named by their events: the generated descriptions print whole listing pages.
  const paths = model.getShortestPaths()
  recordPaths('listing-list', paths, byStateValue)
  for (const path of paths) {
    const name = path.steps.map((step) => (step.event as { type: string }).type.replace('xstate.', '')).join(' → ')
    it(`reaches ${JSON.stringify(path.state.value)} by ${name}`, async () => {
      const sut = await mount()
      // The test's own account of the list: where the last load stands, the total of the last page it answered,
      // the terms of the page shown or asked for, what the filter box holds, and the searches the list committed.
      let phase: 'loading' | 'ready' | 'failed' = 'loading'
      let total: number | null = null
      let terms: SearchTerms = {}
      let typed = ''
      const expectedCommits: Array<string | undefined> = []
      const commits: Array<string | undefined> = []
      sut.actor.on('search.commit', ({ filter }) => commits.push(filter))
      const searchBox = () => screen.queryByRole('searchbox', { name: 'Search listings' }) as HTMLInputElement | null
      await path.test({
        states: {
          loading: () => {
            if (total === null) expect(screen.getByLabelText('Loading listings')).toBeTruthy()
            else expect(screen.getByLabelText('Listings').getAttribute('aria-busy')).toBe('true')
            expect(sut.load.calls.at(-1)).toEqual({ scope: 'explore', terms })
            expect(commits).toEqual(expectedCommits)
          },
          'ready.idle': () => {
            expect(commits).toEqual(expectedCommits)
            if (total === 0 && !terms.filter) {
              expect(screen.getByText('Nothing here yet')).toBeTruthy()
              return
            }
            expect(screen.getByText(`${total} listing${total === 1 ? '' : 's'}`)).toBeTruthy()
            expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(Math.min(60, total ?? 0))
            const filterShown = (total ?? 0) > 15 || Boolean(terms.filter)
            expect(searchBox() !== null).toBe(filterShown)
            if (filterShown) expect(searchBox()?.value).toBe(typed)
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
            const answer = (event as { output: ListingPage }).output
            phase = 'ready'
            total = answer.totalCount
            await act(async () => sut.load.resolve(answer))
          },
          'xstate.error.actor.loadListings': async () => {
            phase = 'failed'
            await act(async () => sut.load.reject(new Unreachable({ message: 'offline' })))
          },
          'terms.changed': ({ event }: { event: ModelEvent }) => {
            const next = (event as { terms: SearchTerms }).terms
            const box = searchBox()
            const viaBox = phase === 'ready' && box !== null && next.filter !== undefined
            phase = 'loading'
            terms = next
            typed = next.filter ?? ''
            if (!viaBox) return act(() => sut.actor.send({ type: 'terms.changed', terms: next }))
            // The person types the filter; once typing pauses the list commits it, and the route puts it into the
            // address and hands the list the new terms (useListingList), here by hand.
            expectedCommits.push(next.filter)
            vi.useFakeTimers()
            const route = sut.actor.on('search.commit', ({ filter }) =>
              sut.actor.send({ type: 'terms.changed', terms: { filter } }),
            )
            act(() => {
              if (box.value === next.filter) fireEvent.change(box, { target: { value: '' } })
              fireEvent.change(box, { target: { value: next.filter } })
            })
            act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS))
            route.unsubscribe()
            vi.useRealTimers()
          },
          'filter.clear': () => {
            typed = ''
            expectedCommits.push(undefined)
            act(() => {
              fireEvent.click(screen.getByRole('button', { name: 'Clear filter' }))
            })
          },
          retry: () => {
            phase = 'loading'
            act(() => {
              fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
            })
          },
        } as never,
      })
    })
  }
})

describe('listing list cards', () => {
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
