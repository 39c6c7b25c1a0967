import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await createUser(server, { email: 'owner@example.com', password: 'correct horse', firstName: 'Olive' })
})
afterAll(() => server.close())

const sessionCount = async () =>
  Number(
    (
      await server.db.kysely
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const cookieLine = (res: Response, name: string) => res.headers.getSetCookie().find((l) => l.startsWith(`${name}=`))

describe('sign-in and sign-out', () => {
  it('signs in with the right password and answers the user', async () => {
    const client = server.client()
    const res = await client.post('/auth/user/sign-in', { email: ' Owner@Example.com ', password: 'correct horse' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      user: { firstName: 'Olive', lastName: 'Stone', email: 'owner@example.com', isVerified: true },
    })
    const current = await client.get('/auth/user/current')
    expect((await current.json()).user.email).toBe('owner@example.com')
  })

  it('sets an httpOnly session cookie and a readable, signed authorisation cookie, both SameSite=Lax', async () => {
    const res = await server
      .client()
      .post('/auth/user/sign-in', { email: 'owner@example.com', password: 'correct horse' })
    const session = cookieLine(res, 'showhome_session')!
    const authorisation = cookieLine(res, 'authorisation')!
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/Path=\//)
    expect(session).not.toMatch(/Secure/i)
    expect(authorisation).not.toMatch(/HttpOnly/i)
    expect(authorisation).toMatch(/SameSite=Lax/i)
    const value = decodeURIComponent(authorisation.split(';')[0]!.slice('authorisation='.length))
    const dot = value.lastIndexOf('.')
    expect(JSON.parse(value.slice(0, dot))).toMatchObject({ firstName: 'Olive', email: 'owner@example.com' })
    expect(value.slice(dot + 1)).toMatch(/^[A-Za-z0-9+/=_-]{40,}$/)
  })

  it('marks cookies Secure when the site is served over HTTPS', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://homes.example.com' })
    try {
      await createUser(https, { email: 'a@example.com', password: 'secret1' })
      const res = await https.client().post('/auth/user/sign-in', { email: 'a@example.com', password: 'secret1' })
      expect(cookieLine(res, 'showhome_session')).toMatch(/; Secure/i)
      expect(cookieLine(res, 'authorisation')).toMatch(/; Secure/i)
    } finally {
      await https.close()
    }
  })

  it('gives the same answer for a wrong password and an unknown e-mail, and creates no session', async () => {
    const before = await sessionCount()
    const wrong = await server.client().post('/auth/user/sign-in', { email: 'owner@example.com', password: 'nope' })
    const unknown = await server.client().post('/auth/user/sign-in', { email: 'nobody@example.com', password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
    expect(wrong.headers.getSetCookie()).toEqual([])
    expect(await sessionCount()).toBe(before)
  })

  it('answers field errors in the spec wording for a bad payload', async () => {
    const res = await server.client().post('/auth/user/sign-in', { email: 'not-an-email', password: '' })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ fieldErrors: { email: 'Invalid', password: 'Required' } })
    const missing = await server.client().post('/auth/user/sign-in', {})
    expect(await missing.json()).toMatchObject({ fieldErrors: { email: 'Required', password: 'Required' } })
  })

  it('signs out: the session is deleted on the server, the cookies cleared, and the old cookie is dead', async () => {
    const client = server.client()
    await client.post('/auth/user/sign-in', { email: 'owner@example.com', password: 'correct horse' })
    const stolen = client.cookies.get('showhome_session')!
    const before = await sessionCount()
    const res = await client.post('/auth/user/sign-out')
    expect(res.status).toBe(200)
    expect(await sessionCount()).toBe(before - 1)
    expect(client.cookies.has('showhome_session')).toBe(false)
    expect(client.cookies.has('authorisation')).toBe(false)

    const replay = server.client()
    replay.cookies.set('showhome_session', stolen)
    expect((await (await replay.get('/auth/user/current')).json()).user).toBeNull()
  })

  it('replaces the previous session when signing in again', async () => {
    const client = server.client()
    await client.post('/auth/user/sign-in', { email: 'owner@example.com', password: 'correct horse' })
    const first = client.cookies.get('showhome_session')
    const before = await sessionCount()
    await client.post('/auth/user/sign-in', { email: 'owner@example.com', password: 'correct horse' })
    expect(client.cookies.get('showhome_session')).not.toBe(first)
    expect(await sessionCount()).toBe(before)
  })
})
