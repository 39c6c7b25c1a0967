import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { FILTER_DEBOUNCE_MS, listingListMachine } from '../../src/machines/listing-list/listing-list.machine'
import type { ListingPage, SearchTerms } from '../../src/schemas/api/listing'
import { Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

const pageOf = (totalCount: number, pageNumber = 1): ListingPage => ({
  listings: [],
  totalCount,
  pageNumber,
  pageSize: 60,
})

function start(input: { scope: 'explore' | 'my'; terms?: SearchTerms; signedIn?: boolean }) {
  const load = deferred<ListingPage>()
  const actor = createActor(listingListMachine.provide({ actors: { loadListings: load.logic } }), {
    input: { scope: input.scope, terms: input.terms ?? {}, signedIn: input.signedIn ?? false },
  }).start()
  return { actor, load }
}

/** A list loaded and ready, with the filters it commits collected (call with fake timers on). */
async function readyCollectingCommits() {
  const { actor, load } = start({ scope: 'explore' })
  load.resolve(pageOf(72))
  await vi.waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true))
  const commits: Array<string | undefined> = []
  actor.on('search.commit', (e) => commits.push(e.filter))
  return { actor, commits }
}

describe('listing list chart (SPEC §2 Explore and My listings)', () => {
  it('loads explore for anyone, with the terms from the address', async () => {
    const { actor, load } = start({ scope: 'explore', terms: { page: 2, filter: 'oak' } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load.calls).toEqual([{ scope: 'explore', terms: { page: 2, filter: 'oak' } }])
    load.resolve(pageOf(72, 2))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.page?.totalCount).toBe(72)
    expect(actor.getSnapshot().context.draft).toBe('oak')
  })

  it('asks a signed-out visitor to sign in for My listings, and loads once they do', () => {
    const { actor, load } = start({ scope: 'my' })
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
    expect(load.calls).toHaveLength(0)
    actor.send({ type: 'session.changed', signedIn: true })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    actor.send({ type: 'session.changed', signedIn: false })
    expect(actor.getSnapshot().hasTag('signedOut')).toBe(true)
  })

  it('loads again when the address changes, keeping the old page meanwhile; the latest request wins', async () => {
    const { actor, load } = start({ scope: 'explore' })
    load.resolve(pageOf(72))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'terms.changed', terms: { page: 2 } })
    actor.send({ type: 'terms.changed', terms: { page: 1, filter: 'x' } })
    expect(actor.getSnapshot().context.page?.totalCount).toBe(72)
    expect(load.calls.at(-1)).toEqual({ scope: 'explore', terms: { page: 1, filter: 'x' } })
    load.resolve(pageOf(3))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(actor.getSnapshot().context.page?.totalCount).toBe(3)
  })

  it('commits typed filter text once typing pauses', async () => {
    vi.useFakeTimers()
    try {
      const { actor, commits } = await readyCollectingCommits()
      actor.send({ type: 'filter.input', value: 'ke' })
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100)
      actor.send({ type: 'filter.input', value: 'ken ' })
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 100)
      expect(commits).toEqual([])
      vi.advanceTimersByTime(200)
      expect(commits).toEqual(['ken'])
      actor.send({ type: 'filter.clear' })
      expect(commits).toEqual(['ken', undefined])
      expect(actor.getSnapshot().context.draft).toBe('')
    } finally {
      vi.useRealTimers()
    }
  })

  it('says when the server cannot be reached, and tries again on request', async () => {
    const { actor, load } = start({ scope: 'explore' })
    load.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toMatch(/could not reach/)
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
  })

  it("shows the server's own words when it refused, and a plain sentence when it gave none", async () => {
    const refused = start({ scope: 'explore' })
    refused.load.reject({ _tag: 'StatusError', message: 'Search is paused for maintenance.' })
    await waitFor(refused.actor, (s) => s.matches('failed'))
    expect(refused.actor.getSnapshot().context.error).toBe('Search is paused for maintenance.')
    const silent = start({ scope: 'explore' })
    silent.load.reject(new Error(''))
    await waitFor(silent.actor, (s) => s.matches('failed'))
    expect(silent.actor.getSnapshot().context.error).toBe('The listings could not be loaded. Please try again.')
    const nothing = start({ scope: 'explore' })
    nothing.load.reject(undefined)
    await waitFor(nothing.actor, (s) => s.matches('failed'))
    expect(nothing.actor.getSnapshot().context.error).toBe('The listings could not be loaded. Please try again.')
  })

  it('starts with an empty filter box when the address has no filter, and empties it when one is dropped', async () => {
    const { actor, load } = start({ scope: 'explore' })
    expect(actor.getSnapshot().context.draft).toBe('')
    load.resolve(pageOf(72))
    await waitFor(actor, (s) => s.matches('ready'))
    actor.send({ type: 'terms.changed', terms: { filter: 'oak' } })
    expect(actor.getSnapshot().context.draft).toBe('oak')
    actor.send({ type: 'terms.changed', terms: { page: 2 } })
    expect(actor.getSnapshot().context.draft).toBe('')
  })

  it('searches for no filter at all when only spaces were typed, and for the trimmed text otherwise', async () => {
    vi.useFakeTimers()
    try {
      const { actor, commits } = await readyCollectingCommits()
      actor.send({ type: 'filter.input', value: '   ' })
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS)
      actor.send({ type: 'filter.input', value: '  maple  ' })
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS)
      expect(commits).toEqual([undefined, 'maple'])
      expect(actor.getSnapshot().context.draft).toBe('  maple  ')
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits for a full pause after each keystroke: typing again restarts the wait', async () => {
    vi.useFakeTimers()
    try {
      const { actor, commits } = await readyCollectingCommits()
      for (const value of ['o', 'oa', 'oak']) {
        actor.send({ type: 'filter.input', value })
        vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1)
      }
      expect(commits).toEqual([])
      expect(actor.getSnapshot().matches({ ready: 'typing' })).toBe(true)
      vi.advanceTimersByTime(1)
      expect(commits).toEqual(['oak'])
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('fails loudly when its effect was never provided', async () => {
    const actor = createActor(listingListMachine, { input: { scope: 'explore', terms: {}, signedIn: false } }).start()
    await waitFor(actor, (s) => s.matches('failed'))
  })
})
