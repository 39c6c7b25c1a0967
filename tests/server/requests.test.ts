// Bad input never writes anything and always gets a clear JSON answer; pages and unknown paths get the right status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await server.db.kysely.insertInto('listings').values({ tour_name: '12-maple-street' }).execute()
})
afterAll(() => server.close())

const sessions = async () => (await server.db.kysely.selectFrom('sessions').selectAll().execute()).length
const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(server.url + path, { method: 'POST', headers: { 'content-type': contentType, origin: server.url }, body })

describe('bad request bodies', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await post('/auth/user/sign-in', '{"email": "a@b.co", ')
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(await res.json()).toEqual({ message: 'The request body is not valid JSON.' })
  })

  it('answers a wrong content type with 415', async () => {
    const res = await post('/auth/user/sign-in', 'email=a@b.co&password=x', 'application/x-www-form-urlencoded')
    expect(res.status).toBe(415)
    expect((await res.json()).message).toMatch(/JSON/)
  })

  it('answers a body that is not an object with 400', async () => {
    const res = await post('/auth/user/sign-in', '[1,2]')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: 'The request body must be a JSON object.' })
  })

  it('answers an oversized body with 413 before reading it all', async () => {
    const huge = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) })
    const res = await post('/auth/user/sign-in', huge)
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large (512 KB at most).' })
  })

  it("answers a body over the call's own limit with 413, well below the app's", async () => {
    const res = await post('/auth/user/sign-in', JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(80 * 1024) }))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large (64 KB at most).' })
  })

  it('names unknown fields and wrong types in fieldErrors', async () => {
    const res = await post('/auth/user/sign-in', JSON.stringify({ email: 42, password: 'x', admin: true }))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fieldErrors: { email: 'Invalid', admin: 'Unknown field' },
    })
  })

  it('wrote nothing for any of them', async () => {
    expect(await sessions()).toBe(0)
  })
})

describe('paths', () => {
  it('reports health with the database engine', async () => {
    const res = await fetch(`${server.url}/api/v1/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: server.db.engine })
  })

  it('answers unknown API paths with a JSON 404 on every base path', async () => {
    for (const path of ['/api/v1/nope', '/auth/nope', '/finance/subscription/nope']) {
      const res = await fetch(server.url + path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ message: `No such call: GET ${path}` })
    }
  })

  it('serves the app for static pages, app paths and existing listings', async () => {
    for (const path of [
      '/',
      '/legal/terms',
      '/explore',
      '/my',
      '/order',
      '/app/anything/here',
      '/12-maple-street',
      '/12-maple-street/photos/p1',
    ]) {
      const res = await fetch(server.url + path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('app shell')
    }
  })

  it("answers unknown page paths with the app's not-found page and status 404", async () => {
    for (const path of ['/404', '/12-maple-street/a/b/c', '/legal/nope', '/index.html']) {
      const res = await fetch(server.url + path)
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/text\/html/)
      expect(await res.text()).toContain('prerendered not-found page')
    }
  })

  it('answers a missing listing with the app (its own not-found view), status 404 and noindex', async () => {
    const res = await fetch(`${server.url}/no-such-listing`)
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).not.toContain('prerendered not-found page')
    expect(html).toContain('noindex')
  })

  it('serves a prerendered page where the build made one, under its path only', async () => {
    const res = await fetch(`${server.url}/pricing`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('prerendered pricing page')
    expect((await fetch(`${server.url}/pricing/index.html`)).status).toBe(404)
  })

  it('serves hashed assets with long-lived caching', async () => {
    const res = await fetch(`${server.url}/assets/app-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('logs one line per request', async () => {
    await fetch(`${server.url}/api/v1/health`)
    expect(server.logs.some((l) => /^GET \/api\/v1\/health 200 \d+(\.\d+)?ms$/.test(l))).toBe(true)
  })
})
