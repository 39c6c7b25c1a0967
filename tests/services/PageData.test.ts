// The page data the listing loader takes instead of asking (src/services/PageData.ts, SPEC §7): once, only for its
// listing, only while fresh, and never after the session changed; a prefetch under way is waited for, not repeated.
import { Deferred, Effect, Fiber, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { describe, expect, it } from 'vitest'
import { CARRIED_PAGE_DATA_MS, INLINE_PAGE_DATA_ID, PAGE_DATA_FRESH_MS } from '../../src/domain/page-data'
import { loadListing } from '../../src/machines/listing-viewer/listing-viewer.actors'
import type { PageData as PageDataFile, PageResult } from '../../src/schemas/api/page-data'
import { Listing } from '../../src/schemas/Listing'
import { makePageData, PageData, readInlinePageData } from '../../src/services/PageData'
import { makeTestRuntime } from '../../src/services/runtime'
import { listing as listingJson } from '../schemas/fixtures/listing'

const listing = Schema.decodeUnknownSync(Listing)(listingJson)
const tourName = listing.tourName
const pageOf = (result: PageResult): PageDataFile => ({
  path: `/${tourName}`,
  buildHash: 'b',
  result,
  staticQueryHashes: [],
})

/** Runs with a test clock that starts at 0 and moves only when told. */
const run = <A>(program: Effect.Effect<A>) => Effect.runPromise(program.pipe(Effect.provide(TestClock.layer())))

describe('PageData', () => {
  it('hands the listing the page carried to its loader once, and to no other listing', async () => {
    const taken = await run(
      Effect.gen(function* () {
        const pageData = yield* makePageData(pageOf({ kind: 'listing', listing }), () => Effect.die('no fetch'))
        const other = yield* pageData.takeListing('other-listing')
        const first = yield* pageData.takeListing(tourName.toUpperCase())
        const second = yield* pageData.takeListing(tourName)
        return { other, first, second }
      }),
    )
    expect(taken).toEqual({ other: undefined, first: listing, second: undefined })
  })

  it('gives what the page carried at once to the first chart of that listing, then to nothing else', async () => {
    const taken = await run(
      Effect.gen(function* () {
        const otherListing = { ...listing, tourName: 'other-listing' }
        const pageData = yield* makePageData(pageOf({ kind: 'listing', listing }), () =>
          Effect.succeed({ kind: 'listing' as const, listing: otherListing }),
        )
        const other = yield* pageData.takeCarried('other-listing')
        const first = yield* pageData.takeCarried(tourName)
        const again = yield* pageData.takeCarried(tourName)
        const byLoader = yield* pageData.takeListing(tourName)
        // A prefetched listing is for the loader only: the chart's first render never waits on the network.
        yield* pageData.prefetchListing('other-listing')
        const prefetched = yield* pageData.takeCarried('other-listing')
        const loaderGetsIt = (yield* pageData.takeListing('other-listing'))?.tourName
        return { other, first, again, byLoader, prefetched, loaderGetsIt }
      }),
    )
    expect(taken).toEqual({
      other: undefined,
      first: listing,
      again: undefined,
      byLoader: undefined,
      prefetched: undefined,
      loaderGetsIt: 'other-listing',
    })
  })

  it('answers a protected listing as the listing call would: only that a passcode is needed', async () => {
    const taken = await run(
      Effect.gen(function* () {
        const pageData = yield* makePageData(pageOf({ kind: 'passcodeRequired', tourName }), () => Effect.die('x'))
        return yield* pageData.takeListing(tourName)
      }),
    )
    expect(taken).toEqual({ tourName, passcodeRequired: true })
  })

  it('does not take what an old copy of the page carried (a service worker’s, Back’s) as current', async () => {
    const taken = await run(
      Effect.gen(function* () {
        yield* TestClock.setTime(CARRIED_PAGE_DATA_MS * 3)
        const made = (at: number) => ({ ...pageOf({ kind: 'listing', listing }), madeAt: at })
        const old = yield* makePageData(made(CARRIED_PAGE_DATA_MS), () => Effect.succeed(undefined))
        const recent = yield* makePageData(made(CARRIED_PAGE_DATA_MS * 3 - 60_000), () => Effect.succeed(undefined))
        // A client clock a few minutes behind the server's.
        const ahead = yield* makePageData(made(CARRIED_PAGE_DATA_MS * 3 + 120_000), () => Effect.succeed(undefined))
        return {
          old: yield* old.takeCarried(tourName),
          recent: (yield* recent.takeCarried(tourName))?.tourName,
          ahead: (yield* ahead.takeCarried(tourName))?.tourName,
        }
      }),
    )
    expect(taken).toEqual({ old: undefined, recent: tourName, ahead: tourName })
  })

  it('lets data older than a minute go, and forgets everything on clear', async () => {
    const taken = await run(
      Effect.gen(function* () {
        const stale = yield* makePageData(pageOf({ kind: 'listing', listing }), () => Effect.die('x'))
        yield* TestClock.adjust(PAGE_DATA_FRESH_MS)
        const afterAMinute = yield* stale.takeListing(tourName)
        const cleared = yield* makePageData(pageOf({ kind: 'listing', listing }), () => Effect.die('x'))
        yield* TestClock.adjust(PAGE_DATA_FRESH_MS - 1)
        yield* cleared.clear
        const afterClear = yield* cleared.takeListing(tourName)
        return { afterAMinute, afterClear }
      }),
    )
    expect(taken).toEqual({ afterAMinute: undefined, afterClear: undefined })
  })

  it('fetches a pointed-at listing once, and its loader waits for the fetch under way', async () => {
    const asked: string[] = []
    const taken = await run(
      Effect.gen(function* () {
        const answer = yield* Deferred.make<PageResult | undefined>()
        const pageData = yield* makePageData(undefined, (name) => {
          asked.push(name)
          return Deferred.await(answer)
        })
        yield* Effect.forkChild(pageData.prefetchListing(tourName))
        yield* Effect.yieldNow
        yield* Effect.forkChild(pageData.prefetchListing(tourName))
        const loading = yield* Effect.forkChild(pageData.takeListing(tourName))
        yield* Effect.yieldNow
        yield* Deferred.succeed(answer, { kind: 'listing', listing })
        return yield* Fiber.join(loading)
      }),
    )
    expect(asked).toEqual([tourName])
    expect(taken).toEqual(listing)
  })

  it('lets a failed prefetch leave the loader to ask for itself', async () => {
    const taken = await run(
      Effect.gen(function* () {
        const pageData = yield* makePageData(undefined, () => Effect.fail('offline'))
        yield* pageData.prefetchListing(tourName)
        return yield* pageData.takeListing(tourName)
      }),
    )
    expect(taken).toBeUndefined()
  })

  it('reads the data block the server wrote for whoever is signed in now, and ignores any other', () => {
    const block = (text: string) => ({
      getElementById: (id: string) => (id === INLINE_PAGE_DATA_ID ? ({ textContent: text } as HTMLElement) : null),
    })
    const data = pageOf({ kind: 'passcodeRequired', tourName })
    expect(readInlinePageData(block(JSON.stringify(data)), null)).toEqual(data)
    expect(readInlinePageData(block(JSON.stringify({ ...data, viewerEmail: null })), null)).toBeDefined()
    const owners = { ...data, viewerEmail: 'owner@showhome.example' }
    expect(readInlinePageData(block(JSON.stringify(owners)), 'owner@showhome.example')).toEqual(owners)
    // Made before a sign-out, or for another account: not this visitor's.
    expect(readInlinePageData(block(JSON.stringify(owners)), null)).toBeUndefined()
    expect(readInlinePageData(block(JSON.stringify(owners)), 'someone@else.example')).toBeUndefined()
    expect(readInlinePageData(block(JSON.stringify(data)), 'owner@showhome.example')).toBeUndefined()
    expect(readInlinePageData(block('{"path": 1}'), null)).toBeUndefined()
    expect(readInlinePageData(block('{not json'), null)).toBeUndefined()
    expect(readInlinePageData({ getElementById: () => null }, null)).toBeUndefined()
  })

  it('never leaves a loader waiting on a prefetch that was stopped or died', async () => {
    const taken = await run(
      Effect.gen(function* () {
        const pageData = yield* makePageData(undefined, (name) => (name === 'dies' ? Effect.die('boom') : Effect.never))
        const stopped = yield* Effect.forkChild(pageData.prefetchListing(tourName))
        yield* Effect.yieldNow
        const waiting = yield* Effect.forkChild(pageData.takeListing(tourName))
        yield* Effect.yieldNow
        yield* Fiber.interrupt(stopped)
        const afterStop = yield* Fiber.join(waiting)
        yield* pageData.prefetchListing('dies')
        const afterDeath = yield* pageData.takeListing('dies')
        return { afterStop, afterDeath }
      }),
    )
    expect(taken).toEqual({ afterStop: undefined, afterDeath: undefined })
  })
})

describe('the listing loader', () => {
  /** A runtime whose listing call counts its asks, with the given page data carried by the page. */
  const loaderWith = (carried: PageDataFile | undefined) => {
    const calls: unknown[] = []
    const runtime = makeTestRuntime({
      answer: (_call, request) => {
        calls.push(request)
        return Effect.succeed(listingJson)
      },
    })
    const pageData = Effect.runSync(makePageData(carried, () => Effect.succeed(undefined)))
    const load = (input: Parameters<typeof loadListing>[0]) =>
      runtime.runPromise(loadListing(input).pipe(Effect.provideService(PageData, pageData)))
    return { calls, load }
  }

  it('takes the carried listing for the first look and asks the server after that', async () => {
    const { calls, load } = loaderWith(pageOf({ kind: 'listing', listing }))
    expect(await load({ tourName, debugMode: false })).toEqual(listing)
    expect(calls).toEqual([])
    await load({ tourName, debugMode: false })
    expect(calls).toEqual([{ tourName, debugMode: false }])
  })

  it('asks the server when a passcode or the debug view needs more than the page carried', async () => {
    const { calls, load } = loaderWith(pageOf({ kind: 'listing', listing }))
    await load({ tourName, debugMode: true })
    await load({ tourName, debugMode: false, passcode: '1234' })
    expect(calls).toHaveLength(2)
  })
})
