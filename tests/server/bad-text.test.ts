// Bad text in requests (issue 15): over-long values, NUL characters and lone surrogates are a 400 naming the field,
// never a 500, and a rejected request writes nothing; names, phones and e-mails have limits shared with the forms;
// passwords that are long enough but easy to guess are refused with a clear message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/test-server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const form = {
  firstName: 'Avery',
  lastName: 'Stone',
  email: 'avery@example.com',
  phone: '555-0100',
  password: 'correct horse',
}

async function post(pathname: string, json: unknown) {
  const res = await server.client().post(pathname, json)
  return { status: res.status, body: (await res.json()) as { fieldErrors?: Record<string, string>; message?: string } }
}

const userCount = async () => (await server.db.kysely.selectFrom('users').select('id').execute()).length

describe('text no field may hold', () => {
  it.each([
    ['/auth/user/sign-in', { email: 'a\u0000@b.co', password: 'x' }, 'email'],
    ['/auth/user/sign-in', { email: 'a@b.co', password: 'x\u0000y' }, 'password'],
    ['/auth/user/register', { ...form, firstName: 'Av\u0000ery' }, 'firstName'],
    ['/auth/user/password/code', { email: '\uD83Da@b.co' }, 'email'],
    ['/api/v1/listing/get', { tourName: 'a\u0000b', debugMode: false }, 'tourName'],
    ['/api/v1/booking/start', { promoCode: 'WELCOME\u000050' }, 'promoCode'],
    ['/api/v1/booking/start', { address: '12 Main St \uDC00' }, 'address'],
    ['/api/v1/geocode/suggest', { query: 'Kenmore\u0000' }, 'query'],
    ['/api/v1/event', { unexpected: { deeper: 'x\u0000' } }, 'unexpected.deeper'],
  ])('%s with bad text in %j answers 400 naming the field', async (pathname, body, field) => {
    const before = await userCount()
    const { status, body: answer } = await post(pathname, body)
    expect(status).toBe(400)
    expect(answer.fieldErrors?.[field]).toBe('Contains characters that are not allowed')
    expect(await userCount()).toBe(before)
  })

  it('answers a NUL in a path parameter with 400 naming it, not a database error (GET /listing/metadata/a%00b)', async () => {
    const res = await server.client().get('/api/v1/listing/metadata/a%00b')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { fieldErrors?: Record<string, string> }).fieldErrors).toEqual({
      tourName: 'Contains characters that are not allowed',
    })
  })

  it('refuses a body nested deeper than any call needs', async () => {
    let deep: unknown = 'x'
    for (let i = 0; i < 40; i++) deep = { a: deep }
    const { status, body } = await post('/auth/user/sign-in', { email: 'a@b.co', password: 'x', deep })
    expect(status).toBe(400)
    expect(Object.values(body.fieldErrors ?? {})).toContain('Nested too deeply')
  })
})

describe('length limits, checked before any pattern', () => {
  it('answers the 80 KB e-mail that froze the server with 413 at once (over the call’s 64 KB)', async () => {
    const email = `a@${'a.'.repeat(40_000)}@`
    expect((await post('/auth/user/sign-in', { email, password: 'x' })).status).toBe(413)
  })

  it('says an e-mail under the body limit but over 254 characters is too long, without trying the pattern', async () => {
    const email = `a@${'a.'.repeat(3_000)}@`
    const { status, body } = await post('/auth/user/sign-in', { email, password: 'x' })
    expect(status).toBe(400)
    expect(body.fieldErrors).toEqual({ email: 'Must be at most 254 characters' })
  })

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['phone', 40],
  ])('refuses a %s over %i characters, storing nothing and setting no cookie', async (field, max) => {
    const res = await server
      .client()
      .post('/auth/user/register', { ...form, email: `${field}@example.com`, [field]: 'x'.repeat(max + 1) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      [field]: `Must be at most ${max} characters`,
    })
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await server.db.kysely.selectFrom('users').where('email', '=', `${field}@example.com`).execute()).toEqual([])
  })

  it('refuses a 500,000-character first name before reading it', async () => {
    const { status } = await post('/auth/user/register', {
      ...form,
      email: 'huge@example.com',
      firstName: 'x'.repeat(500_000),
    })
    expect(status).toBe(413)
    expect(await server.db.kysely.selectFrom('users').where('email', '=', 'huge@example.com').execute()).toEqual([])
  })

  it('keeps booking contacts within their limits on the way back too (no validation, still bounded)', async () => {
    const client = server.client()
    const started = (await (await client.post('/api/v1/booking/start', {})).json()) as { info: { id: string } }
    const contact = { firstName: 'x'.repeat(101), lastName: '', company: '', role: null, email: '', phone: '' }
    const res = await client.post('/api/v1/booking/submitcontact', {
      info: { id: started.info.id, confirmedDate: null },
      model: {
        billingContact: { ...contact, address: '', unit: '' },
        additionalContacts: [],
        specialInstructions: '',
        photographerInstructions: '',
      },
      targetStep: 'schedule',
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      'billingContact.firstName': 'Must be at most 100 characters',
    })
  })
})

describe('passwords that are long enough but easy to guess', () => {
  it.each([
    ['123456', 'This password is too easy to guess. Choose a less common one'],
    ['      ', 'This password is too easy to guess. Choose a less common one'],
    ['weak@example.com', 'Must not be your e-mail address'],
  ])('refuses %j at registration with a clear message', async (password, message) => {
    const { status, body } = await post('/auth/user/register', { ...form, email: 'weak@example.com', password })
    expect(status).toBe(400)
    expect(body.fieldErrors).toEqual({ password: message })
  })

  it('refuses them at password reset too', async () => {
    const { status, body } = await post('/auth/user/password/submit', {
      email: 'a@b.co',
      code: '123456',
      password: 'qwerty123',
    })
    expect(status).toBe(400)
    expect(body.fieldErrors?.password).toMatch(/too easy to guess/)
  })
})
