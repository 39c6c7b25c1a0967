// GET /api/v1/tour/{tourName}?v= (SPEC §7 Listing, §3 Tour config) over the demo world: the config in the shared
// schema, its cache headers and version redirect, the listing visibility rule, and hidden scenes.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { TourConfig } from '../../src/schemas/TourConfig'
import { demoListingsByKind, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
const names = {} as Record<'public' | 'offline' | 'protected', string>
const FOR_EVER = 'max-age=31536000, immutable'
const NOT_FOUND = { message: 'This listing could not be found.' }

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  Object.assign(names, await demoListingsByKind(server.db.kysely))
})
afterAll(() => server.close())

async function as(email?: string): Promise<TestClient> {
  const client = server.client()
  if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

const versionOf = async (tourName: string) =>
  (
    await server.db.kysely
      .selectFrom('listings')
      .select('tour_config_version')
      .where('tour_name', '=', tourName)
      .executeTakeFirstOrThrow()
  ).tour_config_version

const tour = (client: TestClient, tourName: string, query = '') => client.get(`/api/v1/tour/${tourName}${query}`)

const configOf = async (res: Response) => {
  expect(res.status).toBe(200)
  return Schema.decodeUnknownSync(TourConfig)(await res.json(), { onExcessProperty: 'error' })
}

/** Marks the first non-starting scene of the listing's media set hidden; returns its code. */
async function hideAScene(tourName: string): Promise<string> {
  const db = server.db.kysely
  const { media_set_id } = await db
    .selectFrom('listings')
    .select('media_set_id')
    .where('tour_name', '=', tourName)
    .executeTakeFirstOrThrow()
  const set = await db
    .selectFrom('media_sets')
    .select('tour_config')
    .where('id', '=', media_set_id as string)
    .executeTakeFirstOrThrow()
  const config = set.tour_config as {
    scenes: Array<{ code: string; hidden: boolean; linkedScenes: string[] }>
    starting: { sceneCode: string }
  }
  const victim = config.scenes.find((s) => s.code !== config.starting.sceneCode && s.linkedScenes.length > 0)
  if (!victim) throw new Error('no scene to hide')
  victim.hidden = true
  await db
    .updateTable('media_sets')
    .set({ tour_config: JSON.stringify(config) })
    .where('id', '=', media_set_id as string)
    .execute()
  // A changed config is a new version: a version's config is cached for ever, by browsers and by the server.
  await db
    .updateTable('listings')
    .set((eb) => ({ tour_config_version: eb('tour_config_version', '+', 1) }))
    .where('media_set_id', '=', media_set_id as string)
    .execute()
  return victim.code
}

describe('a public listing', () => {
  it('answers a config in the shared schema, cached for ever under its version', async () => {
    const v = await versionOf(names.public)
    const res = await tour(await as(), names.public, `?v=${v}`)
    expect(res.headers.get('cache-control')).toBe(`public, ${FOR_EVER}`)
    const config = await configOf(res)
    expect(config.scenes.length).toBeGreaterThan(0)
    expect(config.floors.length).toBeGreaterThan(0)
    expect(config.scenesByCode[config.starting.sceneCode]).toBeDefined()
    for (const scene of config.scenes)
      for (const code of scene.linkedScenes) expect(config.scenesByCode[code], `${scene.code}→${code}`).toBeDefined()
  })

  it('redirects an old version to the current one', async () => {
    const v = await versionOf(names.public)
    const client = await as()
    const res = await fetch(`${client.baseUrl}/api/v1/tour/${names.public}?v=${v + 7}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/api/v1/tour/${names.public}?v=${v}`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    // Followed, it ends at the config.
    expect((await configOf(await tour(client, names.public, `?v=${v + 7}`))).scenes.length).toBeGreaterThan(0)
  })

  it.each(['', '?v=abc', '?v=1.5', '?v=1&includeHidden=yes', '?v=1&extra=1'])('rejects the query %j', async (q) => {
    const res = await tour(await as(), names.public, q)
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toBeDefined()
  })
})

describe('who sees the config', () => {
  it('is nobody for an unknown listing', async () => {
    const res = await tour(await as(), 'no-such-listing', '?v=1')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(NOT_FOUND)
  })

  it('is not a visitor without the passcode, but is one with it (privately cached)', async () => {
    const v = await versionOf(names.protected)
    const client = await as()
    const locked = await tour(client, names.protected, `?v=${v}`)
    expect(locked.status).toBe(404)
    expect(await locked.json()).toEqual(NOT_FOUND)
    const unlock = await client.post('/api/v1/listing/get', {
      tourName: names.protected,
      debugMode: false,
      passcode: DEMO_PASSCODE,
    })
    expect(unlock.status).toBe(200)
    const res = await tour(client, names.protected, `?v=${v}`)
    expect(res.headers.get('cache-control')).toBe(`private, ${FOR_EVER}`)
    expect((await configOf(res)).scenes.length).toBeGreaterThan(0)
  })

  it('of an offline listing is its owner, not a visitor', async () => {
    const v = await versionOf(names.offline)
    const visitor = await tour(await as(), names.offline, `?v=${v}`)
    expect(visitor.status).toBe(404)
    expect(await visitor.json()).toEqual(NOT_FOUND)
    const owner = await tour(await as('owner@showhome.example'), names.offline, `?v=${v}`)
    expect(owner.headers.get('cache-control')).toBe(`private, ${FOR_EVER}`)
    expect((await configOf(owner)).scenes.length).toBeGreaterThan(0)
  })
})

describe('hidden scenes', () => {
  it('are left out, with the links to them, unless an admin asks for them', async () => {
    const hidden = await hideAScene(names.public)
    const v = await versionOf(names.public)
    const visitor = await tour(await as(), names.public, `?v=${v}&includeHidden=true`)
    expect(visitor.headers.get('cache-control')).toBe('private, no-store')
    const seen = await configOf(visitor)
    expect(seen.scenesByCode[hidden]).toBeUndefined()
    expect(seen.scenes.flatMap((s) => s.linkedScenes)).not.toContain(hidden)
    expect(seen.scenes.every((s) => !s.hidden)).toBe(true)

    const admin = await as('admin@showhome.example')
    expect((await configOf(await tour(admin, names.public, `?v=${v}`))).scenesByCode[hidden]).toBeUndefined()
    const debug = await configOf(await tour(admin, names.public, `?v=${v}&includeHidden=true`))
    expect(debug.scenesByCode[hidden]?.hidden).toBe(true)
    expect(debug.scenes.flatMap((s) => s.linkedScenes)).toContain(hidden)
  })
})

describe('a tour not yet delivered', () => {
  it('is shown only to an admin in debug mode', async () => {
    await server.db.kysely
      .updateTable('listings')
      .set({ tour_delivered: false })
      .where('tour_name', '=', names.public)
      .execute()
    const v = await versionOf(names.public)
    expect((await tour(await as(), names.public, `?v=${v}`)).status).toBe(404)
    expect((await tour(await as(), names.public, `?v=${v}&includeHidden=true`)).status).toBe(404)
    const admin = await as('admin@showhome.example')
    expect((await tour(admin, names.public, `?v=${v}`)).status).toBe(404)
    const res = await tour(admin, names.public, `?v=${v}&includeHidden=true`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect((await configOf(res)).scenes.length).toBeGreaterThan(0)
  })
})
