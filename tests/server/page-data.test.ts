// The page-data files (SPEC §7 Site infrastructure): the build's (app-data, the prerendered pages', the static
// queries), served as JSON under the configured brand; and a listing's, made per caller under the listing page's
// visibility rule, which leaks nothing of a protected or offline listing.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { AppData, PageData, PlanTableQuery } from '../../src/schemas/api/page-data'
import { demoListingsByKind, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
const names = {} as Record<'public' | 'protected' | 'offline', string>

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  Object.assign(names, await demoListingsByKind(server.db.kysely))
})
afterAll(() => server.close())

const pageData = async (res: Response) => {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  return Schema.decodeUnknownSync(PageData)(await res.json(), { onExcessProperty: 'error' })
}
const NOT_FOUND = { message: 'No page data for this address.' }

async function as(email?: string): Promise<TestClient> {
  const client = server.client()
  if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
  return client
}

describe('the build’s page data', () => {
  it('names the build in app-data.json, which is looked at again on every use', async () => {
    const res = await fetch(`${server.url}/page-data/app-data.json`)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(Schema.decodeUnknownSync(AppData)(await res.json()).buildHash).toMatch(/^[0-9a-f]{16}$/)
  })

  it('serves a prerendered page’s head and the static queries it uses, which never change', async () => {
    const data = await pageData(await fetch(`${server.url}/page-data/pricing/page-data.json`))
    expect(data.result).toEqual({ kind: 'page', title: 'Pricing · Showhome', description: 'Plans' })
    expect(data.staticQueryHashes).toHaveLength(1)
    const query = await fetch(`${server.url}/page-data/sq/d/${data.staticQueryHashes[0]}.json`)
    expect(query.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const plans = Schema.decodeUnknownSync(PlanTableQuery)(await query.json()).data.plans
    expect(plans.map((p) => p.id)).toEqual([
      'pay-as-you-go',
      'agent-monthly',
      'agent-annual',
      'team-monthly',
      'team-annual',
    ])
    // The home page is `index`.
    expect((await pageData(await fetch(`${server.url}/page-data/index/page-data.json`))).path).toBe('/')
  })

  it.each([
    ['an app page, made in the browser', '/page-data/order/page-data.json'],
    ['a static page the build did not write', '/page-data/product/page-data.json'],
    ['an unknown static query', '/page-data/sq/d/0123456789abcdef.json'],
    ['a segment with dots', '/page-data/a..b/page-data.json'],
    ['an escaped slash', '/page-data/pricing%2F..%2F..%2Fapp.html/page-data.json'],
    ['another file', '/page-data/pricing/index.html'],
  ])('answers 404 in JSON for %s', async (_, address) => {
    const res = await fetch(`${server.url}${address}`)
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(NOT_FOUND)
  })
})

describe('the build’s page data under another brand', () => {
  let branded: TestServer
  beforeAll(async () => {
    branded = await startTestServer({ BRAND_NAME: 'Acme "Homes"' })
  })
  afterAll(() => branded.close())

  it('names the configured brand, in valid JSON', async () => {
    const data = await pageData(await fetch(`${branded.url}/page-data/pricing/page-data.json`))
    expect(data.result).toMatchObject({ title: 'Pricing · Acme "Homes"' })
  })
})

describe('a listing’s page data', () => {
  const get = (client: TestClient, path: string) => client.get(`/page-data${path}/page-data.json`)

  it('is the listing for a visitor, as the page shows it, never kept by a shared cache', async () => {
    const res = await get(await as(), `/${names.public}`)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const data = await pageData(res)
    expect(data.path).toBe(`/${names.public}`)
    expect(data.result.kind).toBe('listing')
    const listing = data.result.kind === 'listing' ? data.result.listing : undefined
    expect(listing).toMatchObject({ tourName: names.public, permissions: [] })
    const app = Schema.decodeUnknownSync(AppData)(await (await fetch(`${server.url}/page-data/app-data.json`)).json())
    expect(data.buildHash).toBe(app.buildHash)
  })

  it('is the same for a section of the listing’s page, with the caller’s permissions', async () => {
    const data = await pageData(await get(await as('orders@showhome.example'), `/${names.public}/photos`))
    expect(data.path).toBe(`/${names.public}/photos`)
    expect(data.result.kind === 'listing' && data.result.listing.permissions.length).toBeGreaterThan(0)
  })

  it('says only that a protected listing needs its passcode, until the passcode was given', async () => {
    const visitor = await as()
    const text = await (await get(visitor, `/${names.protected}`)).text()
    const data = Schema.decodeUnknownSync(PageData)(JSON.parse(text))
    expect(data.result).toEqual({ kind: 'passcodeRequired', tourName: names.protected })
    // Nothing else: the page, the build, for whom and when it was made.
    expect(Object.keys(JSON.parse(text)).sort()).toEqual([
      'buildHash',
      'madeAt',
      'path',
      'result',
      'staticQueryHashes',
      'viewerEmail',
    ])
    expect(data.viewerEmail).toBeNull()
    expect(text.length).toBeLessThan(256)
    const unlocked = await visitor.post('/api/v1/listing/get', {
      tourName: names.protected,
      debugMode: false,
      passcode: DEMO_PASSCODE,
    })
    expect(unlocked.status).toBe(200)
    expect((await pageData(await get(visitor, `/${names.protected}`))).result.kind).toBe('listing')
  })

  it('answers an offline listing as an unknown one to strangers, and gives it to its owner', async () => {
    for (const path of [`/${names.offline}`, '/no-such-listing-anywhere']) {
      const res = await get(await as(), path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual(NOT_FOUND)
    }
    const owner = await pageData(await get(await as('owner@showhome.example'), `/${names.offline}`))
    expect(owner.result.kind === 'listing' && owner.result.listing.offline).toBe(true)
  })
})
