import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ALLOWED_ORIGINS: 'https://partner.example.com' })
  await createUser(server, { email: 'owner@example.com', password: 'correct horse' })
})
afterAll(() => server.close())

const signedIn = async () => {
  const client = server.client()
  await client.post('/auth/user/sign-in', { email: 'owner@example.com', password: 'correct horse' })
  return client
}
const isSignedIn = async (client: ReturnType<TestServer['client']>) =>
  (await (await client.get('/auth/user/current')).json()).user !== null

describe('state-changing requests from other sites', () => {
  it('refuses a cross-site POST that carries the session cookie, and changes nothing', async () => {
    const client = await signedIn()
    const res = await client.post('/auth/user/sign-out', undefined, { origin: 'https://evil.example.net' })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ message: 'This request came from another site and was refused.' })
    expect(await isSignedIn(client)).toBe(true)
  })

  it('refuses a cookie-carrying POST without an Origin header, or one marked cross-site', async () => {
    const client = await signedIn()
    const bare = await client.request('POST', '/auth/user/sign-out', { headers: { origin: undefined } })
    expect(bare.status).toBe(403)
    const opaque = await client.request('POST', '/auth/user/sign-out', { headers: { origin: 'null' } })
    expect(opaque.status).toBe(403)
    const crossSite = await client.request('POST', '/auth/user/sign-out', {
      headers: { 'sec-fetch-site': 'cross-site', origin: undefined },
    })
    expect(crossSite.status).toBe(403)
    expect(await isSignedIn(client)).toBe(true)
  })

  it('accepts the site itself and configured partner origins', async () => {
    const client = await signedIn()
    const partner = await client.post('/auth/user/sign-out', undefined, { origin: 'https://partner.example.com' })
    expect(partner.status).toBe(200)
    expect(await isSignedIn(client)).toBe(false)
  })

  it('accepts a POST without cookies and without Origin (a script cannot ride a session it does not have)', async () => {
    const res = await fetch(`${server.url}/auth/user/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'correct horse' }),
    })
    expect(res.status).toBe(200)
  })

  it('never blocks reads', async () => {
    const res = await fetch(`${server.url}/api/v1/health`, { headers: { origin: 'https://evil.example.net' } })
    expect(res.status).toBe(200)
  })
})
