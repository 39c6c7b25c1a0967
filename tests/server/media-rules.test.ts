// Media follow the data calls' rules (hardening issue, defects 4 and 5): a file is served only to a caller some data
// call would hand its URL to. Hidden photos go to holders of `gallery`, hidden scenes to holders of `global`, and
// undelivered photos, floor plans and tours to those who see undelivered media (`global`, in debug mode); whatever
// only some callers receive is never cacheable by shared caches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { type DemoTarget, type DemoTargets, seedDemoTargets } from '../support/demo-targets'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
let world: DemoTargets
const clients = {} as Record<'anonymous' | 'visitor' | 'owner' | 'orders' | 'admin', TestClient>

beforeAll(async () => {
  server = await startTestServer()
  world = await seedDemoTargets(server)
  for (const [role, email] of [
    ['anonymous', undefined],
    ['visitor', 'visitor@showhome.example'],
    ['owner', 'owner@showhome.example'],
    ['orders', 'orders@showhome.example'],
    ['admin', 'admin@showhome.example'],
  ] as const) {
    const client = server.client()
    if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
    clients[role] = client
  }
})
afterAll(() => server.close())

type Role = keyof typeof clients
const ROLES: ReadonlyArray<Role> = ['anonymous', 'visitor', 'owner', 'orders', 'admin']

/** The status each role gets for the path, in ROLES order. */
const statuses = async (path: string) => Promise.all(ROLES.map(async (role) => (await clients[role].get(path)).status))

const t = () => world.targets

describe('hidden photos (defect 4)', () => {
  it('are served to holders of gallery only: not to visitors, strangers or order admins', async () => {
    const { tourName, hiddenPhoto } = t().public
    expect(await statuses(`/media/${tourName}/photos/${hiddenPhoto}.jpg`)).toEqual([404, 404, 404, 404, 200])
    expect(await statuses(`/media/${tourName}/photos/${hiddenPhoto}.jpg?size=mls`)).toEqual([404, 404, 404, 404, 200])
  })

  it('are served to the owner of the listing, privately', async () => {
    const { tourName, hiddenPhoto } = t().ownedPublic
    const res = await clients.owner.get(`/media/${tourName}/photos/${hiddenPhoto}.jpg?v=1`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    // The visible ones stay public: everyone gets them.
    const visible = await clients.owner.get(`/media/${tourName}/photos/${t().ownedPublic.visiblePhoto}.jpg?v=1`)
    expect(visible.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('of an offline listing are not served to order admins, who see its visible photos', async () => {
    const { tourName, hiddenPhoto, visiblePhoto } = t().offline
    expect(await statuses(`/media/${tourName}/photos/${hiddenPhoto}.jpg`)).toEqual([404, 404, 404, 404, 200])
    expect(await statuses(`/media/${tourName}/photos/${visiblePhoto}.jpg`)).toEqual([404, 404, 404, 200, 200])
  })

  it('of a passcode listing are not served to order admins', async () => {
    const { tourName, hiddenPhoto } = t().passcode
    expect(await statuses(`/media/${tourName}/photos/${hiddenPhoto}.jpg`)).toEqual([404, 404, 404, 404, 200])
  })
})

describe('undelivered media (defect 5)', () => {
  it('floor plan files of a listing whose plan is not delivered are served to global holders only', async () => {
    const { tourName, floor, documents } = t().planUndelivered
    for (const path of [
      `/media/${tourName}/floorplans/${floor}-imperial.svg`,
      `/media/${tourName}/floorplans/${floor}-metric.png`,
      documents.page,
      documents.pdf,
    ]) {
      expect(await statuses(path), path).toEqual([404, 404, 404, 404, 200])
    }
    const res = await clients.admin.get(documents.pdf)
    expect(res.headers.get('cache-control')).toMatch(/^private/)
  })

  it('the same files are served to everyone once the plan is delivered', async () => {
    const { tourName, floor, documents } = t().public
    for (const path of [`/media/${tourName}/floorplans/${floor}-imperial.svg`, documents.page, documents.pdf]) {
      expect(await statuses(path), path).toEqual([200, 200, 200, 200, 200])
    }
  })

  it('photos that are not delivered, and their zip, are served to global holders only', async () => {
    const { tourName, visiblePhoto, documents } = t().photosUndelivered
    expect(await statuses(`/media/${tourName}/photos/${visiblePhoto}.jpg`)).toEqual([404, 404, 404, 404, 200])
    expect(await statuses(documents.zip)).toEqual([404, 404, 404, 404, 200])
    expect(await statuses(t().public.documents.zip)).toEqual([200, 200, 200, 200, 200])
  })

  it('scene files of a tour that is ready but not delivered are served to global holders only', async () => {
    const { tourName, startingScene } = t().tourUndelivered
    expect(await statuses(`/media/${tourName}/scenes/${startingScene}/c0.jpg`)).toEqual([404, 404, 404, 404, 200])
    const open = t().public
    expect(await statuses(`/media/${open.tourName}/scenes/${open.startingScene}/c0.jpg`)).toEqual([
      200, 200, 200, 200, 200,
    ])
  })

  it('a hidden scene’s files are served to global holders only, as the tour config leaves it out', async () => {
    const { tourName } = t().hiddenScene
    const code = world.hiddenSceneCode
    expect(await statuses(`/media/${tourName}/scenes/${code}/d.jpg`)).toEqual([404, 404, 404, 404, 200])
    const config = await (await clients.orders.get(`/api/v1/tour/${tourName}?v=1`)).json()
    expect(config.scenes.map((s: { code: string }) => s.code)).not.toContain(code)
  })

  it('a listing card in Explore has no cover photo before the photos are delivered', async () => {
    const card = async (target: DemoTarget) => {
      const res = await clients.anonymous.post('/api/v1/listing/explore', { filter: target.street })
      const page = (await res.json()) as { listings: Array<{ tourName: string; coverPhoto: unknown }> }
      return page.listings.find((l) => l.tourName === target.tourName)
    }
    expect(await card(t().photosUndelivered)).toMatchObject({ coverPhoto: null })
    expect((await card(t().public))?.coverPhoto).not.toBeNull()
  })
  it('a tour page preloads nothing of a tour that is not delivered', async () => {
    const page = async (tourName: string) => (await clients.anonymous.get(`/${tourName}/tour`)).text()
    expect(await page(t().tourUndelivered.tourName)).not.toContain('/scenes/')
    expect(await page(t().public.tourName)).toContain(`/media/${t().public.tourName}/scenes/`)
  })
})
