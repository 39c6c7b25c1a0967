// /listing/explore and /listing/my (SPEC §7, §2 Explore and My listings) over the demo world: page size 60, filters,
// and who sees what (SPEC §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import type { ListingPage } from '../../src/schemas/api/listing'
import { seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
})
afterAll(() => server.close())

const explore = async (terms: Record<string, unknown> = {}) =>
  (await (await server.client().post('/api/v1/listing/explore', terms)).json()) as ListingPage

async function mine(email: string, terms: Record<string, unknown> = {}) {
  const client = server.client()
  await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })
  return (await (await client.post('/api/v1/listing/my', terms)).json()) as ListingPage
}

describe('explore', () => {
  it('lists only public listings: online, without a passcode, with a delivered tour', async () => {
    const all = await server.db.kysely.selectFrom('listings').selectAll().execute()
    const expected = all.filter((l) => !l.is_offline && l.passcode_hash === null && l.tour_ready).length
    const page = await explore()
    expect(page.totalCount).toBe(expected)
    expect(page.totalCount).toBeGreaterThan(60)
    expect(page.listings.every((l) => !l.offline && !l.passcode && l.tourReady)).toBe(true)
  })

  it('pages by 60 and clamps a page past the end', async () => {
    const first = await explore()
    expect(first).toMatchObject({ pageNumber: 1, pageSize: 60 })
    expect(first.listings).toHaveLength(60)
    const second = await explore({ page: 2 })
    expect(second.listings).toHaveLength(first.totalCount - 60)
    expect(new Set([...first.listings, ...second.listings].map((l) => l.tourName)).size).toBe(first.totalCount)
    expect((await explore({ page: 99 })).pageNumber).toBe(2)
  })

  it('gives each listing a cover photo, address, stats and no permissions for visitors', async () => {
    const [listing] = (await explore()).listings
    expect(listing?.coverPhoto?.url).toMatch(new RegExp(`^/media/${listing?.tourName}/photos/p\\d+\\.jpg\\?v=1$`))
    expect(listing?.address.street).toMatch(/\d+ /)
    expect(listing?.permissions).toEqual([])
  })

  it.each([
    ['a street name', (street: string) => [...street.split(' ')].sort((a, b) => b.length - a.length)[0] as string],
    ['the start of a street number', (street: string) => (street.split(' ')[0] as string).slice(0, 3)],
    ['a neighbourhood', () => 'lincoln park'],
    ['an agent', () => 'Maya'],
  ])('filters by %s', async (_, pick) => {
    const street = (await explore()).listings[5]?.address.street ?? ''
    const filter = pick(street)
    const page = await explore({ filter })
    expect(page.totalCount).toBeGreaterThan(0)
    expect(page.totalCount).toBeLessThan((await explore()).totalCount)
  })

  it('finds nothing for a filter nothing matches', async () => {
    expect(await explore({ filter: 'zzzz qqqq' })).toMatchObject({ totalCount: 0, listings: [], pageNumber: 1 })
  })

  it('narrows by map cell and brokerage', async () => {
    const [first] = (await explore()).listings
    const hash = (
      await server.db.kysely
        .selectFrom('listings')
        .select('geohash')
        .where('tour_name', '=', first!.tourName)
        .executeTakeFirstOrThrow()
    ).geohash
    const cell = await explore({ geohash: hash.slice(0, 5) })
    expect(cell.listings.map((l) => l.tourName)).toContain(first!.tourName)
    const brokerage = await explore({ brokerage: 'Lakefront Homes' })
    expect(brokerage.totalCount).toBeGreaterThan(0)
    expect(brokerage.totalCount).toBeLessThan((await explore()).totalCount)
  })

  it.each([{ page: 0 }, { page: 'x' }, { filter: 3 }, { unknown: 1 }])('answers %j with 400', async (terms) => {
    expect((await server.client().post('/api/v1/listing/explore', terms)).status).toBe(400)
  })
})

describe('my listings (SPEC §6 roles)', () => {
  it('needs a signed-in user', async () => {
    const res = await server.client().post('/api/v1/listing/my', {})
    expect(res.status).toBe(401)
    expect((await res.json()).statusError).toBe('Please sign in to see your listings.')
  })

  it('shows the owner every listing they own, offline and protected ones too, with owner permissions', async () => {
    const page = await mine('owner@showhome.example')
    expect(page.totalCount).toBeGreaterThan(15)
    expect(page.listings.some((l) => l.offline)).toBe(true)
    expect(page.listings.some((l) => l.passcode)).toBe(true)
    expect(page.listings.every((l) => l.permissions.join() === 'gallery,order,photos')).toBe(true)
  })

  it('shows a verified user with no listings nothing, and an unverified one nothing', async () => {
    expect((await mine('visitor@showhome.example')).totalCount).toBe(0)
    expect((await mine('unverified@showhome.example')).totalCount).toBe(0)
  })

  it('shows a verified user the listings ordered with their e-mail (claiming); not an unverified one', async () => {
    const [order] = await server.db.kysely
      .selectFrom('orders')
      .select(['id', 'listing_id'])
      .where('owner_user_id', 'is', null)
      .limit(1)
      .execute()
    for (const email of ['visitor@showhome.example', 'unverified@showhome.example']) {
      await server.db.kysely.updateTable('orders').set({ owner_email: email }).where('id', '=', order!.id).execute()
      const page = await mine(email)
      expect(page.totalCount).toBe(email.startsWith('visitor') ? 1 : 0)
    }
  })

  it('shows order admins every listing, with the order permission', async () => {
    const page = await mine('orders@showhome.example')
    expect(page.totalCount).toBe(96)
    expect(page.listings.every((l) => l.permissions.join() === 'order')).toBe(true)
  })

  it('shows internal admins every listing, with every permission', async () => {
    const page = await mine('admin@showhome.example', { filter: 'ave' })
    expect(page.totalCount).toBeGreaterThan(0)
    expect(page.listings.every((l) => l.permissions.join() === 'gallery,order,global,photos')).toBe(true)
  })
})
