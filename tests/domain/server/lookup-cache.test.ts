import { describe, expect, it } from 'vitest'
import { type Db, mayChangeListings } from '../../../server/db/client'
import { GenerationCache, rowVersion, singleFlight, VersionedCache } from '../../../server/listings/lookup-cache'

describe('statements that may change a listing', () => {
  it.each([
    ['select * from "listings" where "tour_name" = $1', false],
    ['  SELECT 1', false],
    ['select "id" from "orders" where "id" = $1 for update', false],
    ['insert into "visits" ("id") values ($1)', false],
    ['insert into "visit_events" ("visit_id") values ($1)', false],
    ['update "throttle" set "count" = $1', false],
    ['delete from "sessions" where "id" = $1', false],
    ['insert into "outbox" ("to_address") values ($1)', false],
    ['update "listings" set "is_offline" = $1 where "id" = $2', true],
    ['insert into "listing_photos" ("code") values ($1)', true],
    ['delete from "orders" where "id" = $1', true],
    ['update "media_sets" set "tour_config" = $1', true],
    ['update listings set team = null', true],
    ['with moved as (update "listings" set "team" = $1 returning 1) select 1', true],
    ['begin', true],
    ['create table "x" ()', true],
  ])('%s → %s', (sql, expected) => {
    expect(mayChangeListings(sql)).toBe(expected)
  })
})

describe('singleFlight', () => {
  it('shares one load among concurrent callers, and loads again once it settled', async () => {
    const flight = singleFlight<string, number>()
    let loads = 0
    const load = async () => {
      const mine = ++loads
      await new Promise((r) => setTimeout(r, 5))
      return mine
    }
    expect(await Promise.all([flight('a', load), flight('a', load), flight('b', load)])).toEqual([1, 1, 2])
    expect(await flight('a', load)).toBe(3)
  })

  it('lets a failure reach every waiting caller, then forgets it', async () => {
    const flight = singleFlight<string, number>()
    const failing = () => Promise.reject(new Error('down'))
    await expect(Promise.all([flight('a', failing), flight('a', failing)])).rejects.toThrow('down')
    expect(await flight('a', async () => 7)).toBe(7)
  })
})

describe('VersionedCache', () => {
  it('keeps a value for its version and a while, and forgets the oldest key beyond its size', async () => {
    let now = 0
    const cache = new VersionedCache<string>(2, 1000, () => now)
    cache.set('a', 'v1', 'A1')
    expect(cache.get('a', 'v1')).toBe('A1')
    expect(cache.get('a', 'v2')).toBeUndefined()
    expect(cache.get('a', 'v1')).toBeUndefined()
    cache.set('a', 'v2', 'A2')
    now = 1001
    expect(cache.get('a', 'v2')).toBeUndefined()
    cache.set('a', 'v2', 'A2')
    cache.set('b', 'v1', 'B')
    cache.set('c', 'v1', 'C')
    expect(cache.get('a', 'v2')).toBeUndefined()
    expect(cache.get('c', 'v1')).toBe('C')
    let loads = 0
    const load = async () => `loaded ${++loads}`
    expect(await Promise.all([cache.getOrLoad('d', 'v1', load), cache.getOrLoad('d', 'v1', load)])).toEqual([
      'loaded 1',
      'loaded 1',
    ])
    expect(await cache.getOrLoad('d', 'v1', load)).toBe('loaded 1')
  })

  it('versions a listing row by its updated_at', () => {
    expect(rowVersion({ updated_at: new Date(5) })).toBe('5')
    expect(rowVersion({ updated_at: '1970-01-01T00:00:00.007Z' })).toBe('7')
  })
})

describe('GenerationCache', () => {
  const fakeDb = (generation: { value: number } | undefined) =>
    ({ writeGeneration: generation && (() => generation.value) }) as unknown as Db

  it('keeps a read until the write generation moves', async () => {
    const generation = { value: 0 }
    const cache = new GenerationCache<number>(fakeDb(generation))
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('a', load)).toBe(1)
    generation.value++
    expect(await cache.get('a', load)).toBe(2)
    expect(await cache.get('a', load)).toBe(2)
  })

  it('does not keep a read during which something was written', async () => {
    const generation = { value: 0 }
    const cache = new GenerationCache<number>(fakeDb(generation))
    let loads = 0
    const racing = async () => {
      loads++
      generation.value++
      return loads
    }
    expect(await cache.get('a', racing)).toBe(1)
    expect(await cache.get('a', async () => ++loads)).toBe(2)
  })

  it('keeps nothing without a write generation (PostgreSQL, shared with other processes)', async () => {
    const cache = new GenerationCache<number>(fakeDb(undefined))
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('a', load)).toBe(1)
    expect(await cache.get('a', load)).toBe(2)
  })
})
