// The auth service (SPEC §7 Account, issue 5): registration, verification and reset codes read from the outbox,
// sign-in throttling, single sign-on, and the outbox page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkCode, issueCode } from '../../server/auth/codes'
import { signSsoToken } from '../../server/auth/sso'
import { createUser, startTestServer, type TestClient, type TestServer } from '../support/test-server'

let server: TestServer
const PARTNER = 'https://partner.example'
const PARTNER_SECRET = 'partner-secret-partner-secret-0123456789'

beforeAll(async () => {
  server = await startTestServer({ SSO_PARTNERS: `${PARTNER}=${PARTNER_SECRET}` })
})
afterAll(() => server.close())

/** An internal admin's session: the outbox is theirs alone (docs/server-behaviour.md). */
let outboxReader: Promise<TestClient> | undefined
function outboxClient(): Promise<TestClient> {
  outboxReader ??= (async () => {
    const admin = { email: 'outbox-reader@example.com', password: 'outbox-reader-password' }
    await createUser(server, { ...admin, role: 'internal_admin' })
    const client = server.client()
    expect((await client.post('/auth/user/sign-in', admin)).status).toBe(200)
    return client
  })()
  return outboxReader
}

/** The newest code e-mailed to an address, read from the outbox like a person reads their mail. */
async function latestCode(email: string): Promise<string> {
  const res = await (await outboxClient()).get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)
  const mails = (await res.json()) as Array<{ subject: string }>
  const code = /(\d{6})/.exec(mails[0]?.subject ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return code
}

const registration = (email: string) => ({
  firstName: 'Rita',
  lastName: 'Reyes',
  email,
  phone: '+1 312 555 0199',
  password: 'secret-enough',
})

async function register(email: string): Promise<TestClient> {
  const client = server.client()
  const res = await client.post('/auth/user/register', registration(email))
  expect(res.status).toBe(200)
  return client
}

describe('registration and e-mail verification', () => {
  it('registers, signs in unverified and mails a six-digit code', async () => {
    const client = server.client()
    const res = await client.post('/auth/user/register', registration(' Rita@Example.com '))
    expect(await res.json()).toEqual({
      user: { firstName: 'Rita', lastName: 'Reyes', email: 'rita@example.com', isVerified: false },
    })
    expect(client.cookies.has('showhome_session')).toBe(true)
    expect(await latestCode('rita@example.com')).toMatch(/^\d{6}$/)
  })

  it('refuses an address that already has an account, on the e-mail field', async () => {
    const res = await server.client().post('/auth/user/register', registration('rita@example.com'))
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors.email).toMatch(/already exists/)
  })

  it.each([
    [{ password: 'short' }, { password: 'Must be at least 6 characters' }],
    [{ email: 'not-an-email' }, { email: 'Invalid' }],
    [{ firstName: '' }, { firstName: 'Required' }],
    [{ phone: '  ' }, { phone: 'Required' }],
  ])('answers %j with the spec’s messages', async (change, fieldErrors) => {
    const res = await server.client().post('/auth/user/register', { ...registration('new@example.com'), ...change })
    expect(res.status).toBe(400)
    expect((await res.json()).fieldErrors).toMatchObject(fieldErrors)
  })

  it('verifies with the mailed code, and says so in the readable cookie', async () => {
    const client = await register('vera@example.com')
    const wrong = await client.post('/auth/user/register/verify', { code: '000000' })
    expect((await wrong.json()).fieldErrors.code).toMatch(/not right/)
    const res = await client.post('/auth/user/register/verify', { code: await latestCode('vera@example.com') })
    expect((await res.json()).user.isVerified).toBe(true)
    expect(decodeURIComponent(client.cookies.get('authorisation') ?? '')).toContain('"isVerified":true')
  })

  it('sends a new code on request, which replaces the old one', async () => {
    const client = await register('nico@example.com')
    const first = await latestCode('nico@example.com')
    expect((await client.post('/auth/user/register/code', {})).status).toBe(200)
    const second = await latestCode('nico@example.com')
    if (first !== second) {
      expect(
        (await (await client.post('/auth/user/register/verify', { code: first })).json()).fieldErrors.code,
      ).toBeDefined()
    }
    expect((await client.post('/auth/user/register/verify', { code: second })).status).toBe(200)
  })

  it('needs a signed-in user to send or check a verification code', async () => {
    for (const [path, body] of [
      ['/auth/user/register/code', {}],
      ['/auth/user/register/verify', { code: '123456' }],
    ] as const) {
      const res = await server.client().post(path, body)
      expect(res.status).toBe(401)
      expect((await res.json()).statusError).toBe('Please sign in first.')
    }
  })

  it('retires a code after five wrong tries', async () => {
    const client = await register('tries@example.com')
    const right = await latestCode('tries@example.com')
    const messages: string[] = []
    for (let i = 0; i < 5; i++) {
      const wrong = right === '999999' ? '999998' : '999999'
      messages.push((await (await client.post('/auth/user/register/verify', { code: wrong })).json()).fieldErrors.code)
    }
    expect(messages.at(-1)).toMatch(/Too many/)
    expect(
      (await (await client.post('/auth/user/register/verify', { code: right })).json()).fieldErrors.code,
    ).toBeDefined()
  })

  it('expires codes after 15 minutes', async () => {
    const now = new Date()
    const code = await issueCode(server.db.kysely, 'verify', 'clock@example.com', now)
    const later = new Date(now.getTime() + 15 * 60 * 1000 + 1)
    expect(await checkCode(server.db.kysely, 'verify', 'clock@example.com', code, { consume: false, now })).toBe('ok')
    expect(await checkCode(server.db.kysely, 'verify', 'clock@example.com', code, { consume: false, now: later })).toBe(
      'expired',
    )
  })
})

describe('password reset', () => {
  beforeAll(async () => {
    await createUser(server, { email: 'forgetful@example.com', password: 'old password' })
  })

  it('answers the same for an unknown address, and mails nobody', async () => {
    const res = await server.client().post('/auth/user/password/code', { email: 'nobody@example.com' })
    expect(await res.json()).toEqual({ ok: true })
    await expect(latestCode('nobody@example.com')).rejects.toThrow(/no code/)
  })

  it('checks the code, sets the new password, signs every device out and consumes the code', async () => {
    const device = server.client()
    await device.post('/auth/user/sign-in', { email: 'forgetful@example.com', password: 'old password' })
    expect((await (await device.get('/auth/user/current')).json()).user).not.toBeNull()

    const client = server.client()
    await client.post('/auth/user/password/code', { email: 'Forgetful@example.com' })
    const code = await latestCode('forgetful@example.com')
    const wrong = await client.post('/auth/user/password/verify', { email: 'forgetful@example.com', code: '12345x' })
    expect(wrong.status).toBe(400)
    expect((await client.post('/auth/user/password/verify', { email: 'forgetful@example.com', code })).status).toBe(200)
    const weak = await client.post('/auth/user/password/submit', {
      email: 'forgetful@example.com',
      code,
      password: 'abc',
    })
    expect((await weak.json()).fieldErrors.password).toBe('Must be at least 6 characters')
    const done = await client.post('/auth/user/password/submit', {
      email: 'forgetful@example.com',
      code,
      password: 'new password',
    })
    expect(await done.json()).toEqual({ ok: true })

    expect((await (await device.get('/auth/user/current')).json()).user).toBeNull()
    const old = await server
      .client()
      .post('/auth/user/sign-in', { email: 'forgetful@example.com', password: 'old password' })
    expect(old.status).toBe(401)
    const fresh = await server
      .client()
      .post('/auth/user/sign-in', { email: 'forgetful@example.com', password: 'new password' })
    expect(fresh.status).toBe(200)
    const reuse = await client.post('/auth/user/password/submit', {
      email: 'forgetful@example.com',
      code,
      password: 'another one',
    })
    expect((await reuse.json()).fieldErrors.code).toMatch(/expired/)
  })
})

describe('sign-in throttling', () => {
  beforeAll(async () => {
    await createUser(server, { email: 'target@example.com', password: 'right password' })
  })

  it('refuses an account after five wrong passwords, even with the right one, with a clear message', async () => {
    const client = server.client()
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/auth/user/sign-in', { email: 'target@example.com', password: `wrong ${i}` })
      expect(res.status).toBe(401)
    }
    const blocked = await client.post('/auth/user/sign-in', { email: 'target@example.com', password: 'right password' })
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).statusError).toMatch(/Too many sign-in attempts\. Please wait \d+ minutes?/)
  })

  it('throttles an unknown address exactly like a known one, so it reveals nothing', async () => {
    const client = server.client()
    for (let i = 0; i < 5; i++) await client.post('/auth/user/sign-in', { email: 'ghost@example.com', password: 'x' })
    expect((await client.post('/auth/user/sign-in', { email: 'ghost@example.com', password: 'x' })).status).toBe(429)
  })
})

describe('single sign-on (SPEC §7 /sso/verify)', () => {
  const now = () => Math.floor(Date.now() / 1000)
  const claims = (email: string, overrides = {}) => ({
    email,
    firstName: 'Pat',
    lastName: 'Partner',
    iat: now(),
    exp: now() + 300,
    ...overrides,
  })

  it('signs in a partner’s user, creating a verified account', async () => {
    const client = server.client()
    const token = signSsoToken(PARTNER_SECRET, claims('pat@partner.example'))
    const res = await client.post('/auth/sso/verify', { token, origin: PARTNER })
    expect(await res.json()).toEqual({
      user: { firstName: 'Pat', lastName: 'Partner', email: 'pat@partner.example', isVerified: true },
    })
    expect((await (await client.get('/auth/user/current')).json()).user.email).toBe('pat@partner.example')
  })

  it.each([
    [
      'an unknown origin',
      () => ({ token: signSsoToken(PARTNER_SECRET, claims('a@b.example')), origin: 'https://evil.example' }),
    ],
    [
      'a forged signature',
      () => ({
        token: signSsoToken('another-secret-another-secret-0123456789', claims('a@b.example')),
        origin: PARTNER,
      }),
    ],
    [
      'an expired token',
      () => ({
        token: signSsoToken(PARTNER_SECRET, claims('a@b.example', { iat: now() - 900, exp: now() - 300 })),
        origin: PARTNER,
      }),
    ],
    [
      'a token that lives too long',
      () => ({ token: signSsoToken(PARTNER_SECRET, claims('a@b.example', { exp: now() + 86400 })), origin: PARTNER }),
    ],
    ['garbage', () => ({ token: 'not.a.token', origin: PARTNER })],
  ])('refuses %s and signs nobody in', async (_, body) => {
    const client = server.client()
    const res = await client.post('/auth/sso/verify', body())
    expect(res.status).toBe(401)
    expect((await res.json()).statusError).toBe('This sign-in link is not valid or has expired.')
    expect(client.cookies.has('showhome_session')).toBe(false)
  })
})

describe('the outbox page', () => {
  it('lists sent mail to internal admins, and is not cached', async () => {
    const admin = await outboxClient()
    const res = await admin.get('/dev/outbox')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toContain('verification code')
    const json = await admin.get('/dev/outbox.json')
    expect(json.status).toBe(200)
    expect(json.headers.get('cache-control')).toBe('no-store')
    expect(((await json.json()) as unknown[]).length).toBeGreaterThan(0)
  })

  it('refuses a bad address filter with a field error rather than failing', async () => {
    const admin = await outboxClient()
    for (const to of ['a\u0000b', 'a'.repeat(300)]) {
      const res = await admin.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
      expect(res.status).toBe(400)
      expect(Object.keys((await res.json()).fieldErrors)).toEqual(['to'])
    }
  })

  it.each([
    ['a visitor', undefined],
    ['a signed-in user', 'user'],
    ['an order admin', 'order_admin'],
  ] as const)('is the not-found page for %s, like any unknown path', async (_, role) => {
    const client = server.client()
    if (role) {
      const person = { email: `outbox-${role}@example.com`, password: 'not-an-admin-password' }
      await createUser(server, { ...person, role })
      expect((await client.post('/auth/user/sign-in', person)).status).toBe(200)
    }
    const unknown = await client.get('/dev/nothing-here')
    expect(unknown.status).toBe(404)
    const unknownPage = await unknown.text()
    for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=rita%40example.com']) {
      const res = await client.get(path)
      expect(res.status).toBe(404)
      const body = await res.text()
      expect(body).toBe(unknownPage)
      expect(body).not.toMatch(/\d{6}/)
    }
  })

  it('does not exist in production, even for internal admins', async () => {
    const production = await startTestServer({ NODE_ENV: 'production' })
    try {
      const admin = { email: 'prod-admin@example.com', password: 'prod-admin-password' }
      await createUser(production, { ...admin, role: 'internal_admin' })
      const client = production.client()
      expect((await client.post('/auth/user/sign-in', admin)).status).toBe(200)
      expect((await client.get('/dev/outbox')).status).toBe(404)
      expect((await client.get('/dev/outbox.json')).status).toBe(404)
      expect((await fetch(`${production.url}/dev/outbox.json`)).status).toBe(404)
      // The chart gallery stays, for internal admins only (issue 19).
      const gallery = await client.get('/dev/charts')
      expect(gallery.status).toBe(200)
      expect(await gallery.text()).toContain('chart gallery shell')
      const stranger = await fetch(`${production.url}/dev/charts`)
      expect(stranger.status).toBe(404)
      expect(await stranger.text()).not.toContain('chart gallery shell')
    } finally {
      await production.close()
    }
  })
})
