// The embedded tour's files for host sites (server/http/embed-files.ts, docs/embed-api.md): the standalone client
// any site may load, and the example host page, opened on a public tour when the address names none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoListingsByKind, seedTestWorld } from '../support/demo-world'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
let names: Awaited<ReturnType<typeof demoListingsByKind>>

beforeAll(async () => {
  server = await startTestServer()
  await seedTestWorld(server.db.kysely)
  names = await demoListingsByKind(server.db.kysely)
})
afterAll(() => server.close())

describe('the standalone client, /embed/v2/tour-api.js', () => {
  it('is served to any site: CORS for everyone, readable across origins, looked at again within the hour', async () => {
    const res = await fetch(`${server.url}/embed/v2/tour-api.js`, { headers: { Origin: 'https://host.example' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/javascript/)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(await res.text()).toContain('ShowhomeTour')
  })

  it('a file the build has not made is not found', async () => {
    expect((await fetch(`${server.url}/embed/v2/tour-api-v9.js`)).status).toBe(404)
  })
})

describe('the example host page, /embed/v2/example.html', () => {
  it('without a tour, goes to a public listing’s tour that visitors may see', async () => {
    const res = await fetch(`${server.url}/embed/v2/example.html`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    const tour = new URL(res.headers.get('location') ?? '', server.url).searchParams.get('tour') ?? ''
    expect(tour).not.toBe('')
    expect([names.offline, names.protected]).not.toContain(tour)
    // The independent check: a visitor without a session is given that listing, with its tour ready.
    const listing = await server.client().post('/api/v1/listing/get', { tourName: tour, debugMode: false })
    expect(listing.status).toBe(200)
    expect(await listing.json()).toMatchObject({ tourName: tour, tourReady: true })
  })

  it('with a tour, is the page itself, under the pages’ content security policy', async () => {
    const res = await fetch(`${server.url}/embed/v2/example.html?tour=${names.public}`, { redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(await res.text()).toContain('<iframe')
  })
})
