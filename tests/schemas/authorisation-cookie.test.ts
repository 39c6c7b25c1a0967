import { Option, Schema, SchemaTransformation } from 'effect'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AUTHORISATION_COOKIE } from '../../src/schemas/api/auth'
import { userFromCookies } from '../../src/schemas/authorisation-cookie'
import { User } from '../../src/schemas/User'
import { packagesBundledBy } from '../support/bundled-packages'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
const signed = (value: unknown) => `authorisation=${encodeURIComponent(`${JSON.stringify(value)}.c2lnbmF0dXJl`)}`

describe('the readable authorisation cookie (SPEC §3 User)', () => {
  it('reads the user the server signed', () => {
    expect(userFromCookies(`theme=dark; ${signed(olive)}; other=1`)).toEqual(olive)
  })

  it('reads older cookies with capitalised names', () => {
    expect(
      userFromCookies(signed({ FirstName: 'Olive', LastName: 'Owner', Email: olive.email, IsVerified: true })),
    ).toEqual(olive)
  })

  it.each([
    '',
    'theme=dark',
    'authorisation=',
    'authorisation=%7Bnot json.sig',
    signed({ firstName: 'Olive' }),
    signed({ ...olive, isVerified: 'yes' }),
    'authorisation=%E0%A4%A',
  ])('names nobody for %j', (header) => {
    expect(userFromCookies(header)).toBeNull()
  })

  it('does not confuse a cookie whose name merely ends the same', () => {
    expect(userFromCookies(`xauthorisation=${encodeURIComponent(JSON.stringify(olive))}`)).toBeNull()
  })
})

// The decoder above runs at page start and checks the JSON by hand so Effect stays out of the entry bundle. This is
// the schema decoder it replaced, kept here as its reference: both must name the same user for any cookie header.
const LegacyUser = Schema.Struct({
  FirstName: Schema.String,
  LastName: Schema.String,
  Email: Schema.String,
  IsVerified: Schema.Boolean,
}).pipe(
  Schema.decodeTo(
    User,
    SchemaTransformation.transform({
      decode: (u) => ({ firstName: u.FirstName, lastName: u.LastName, email: u.Email, isVerified: u.IsVerified }),
      encode: (u) => ({ FirstName: u.firstName, LastName: u.lastName, Email: u.email, IsVerified: u.isVerified }),
    }),
  ),
)
const decodeUser = Schema.decodeUnknownOption(Schema.Union([User, LegacyUser]))

function userFromCookiesWithSchema(cookieHeader: string): User | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== AUTHORISATION_COOKIE) continue
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim())
      const dot = value.lastIndexOf('.')
      const json: unknown = JSON.parse(dot > 0 ? value.slice(0, dot) : value)
      return Option.getOrNull(decodeUser(json))
    } catch {
      return null
    }
  }
  return null
}

describe('the plain cookie decoder and the User schema', () => {
  const agree = (header: string) => {
    expect(userFromCookies(header)).toStrictEqual(userFromCookiesWithSchema(header))
  }
  const legacy = { FirstName: 'Olive', LastName: 'Owner', Email: olive.email, IsVerified: false }

  it.each<readonly [string, string]>([
    ['the current fields', signed(olive)],
    ['the legacy fields', signed(legacy)],
    ['current fields and extra keys (dropped)', signed({ ...olive, role: 'admin', isVerified: false })],
    ['legacy fields and extra keys (dropped)', signed({ ...legacy, firstName: 'Other' })],
    ['both sets (the current wins)', signed({ ...legacy, ...olive })],
    ['broken current fields, good legacy ones', signed({ ...legacy, ...olive, isVerified: 'yes' })],
    ['good current fields, broken legacy ones', signed({ ...olive, ...legacy, IsVerified: 1 })],
    ['mixed cases', signed({ firstName: 'a', LastName: 'b', email: 'c', IsVerified: true })],
    ['empty strings', signed({ firstName: '', lastName: '', email: '', isVerified: false })],
    ['null fields', signed({ ...olive, email: null })],
    ['an array', signed([olive])],
    ['null', signed(null)],
    ['a string', signed('olive')],
    ['a number', signed(1)],
    ['an own __proto__ key', `authorisation=${encodeURIComponent(`{"__proto__":${JSON.stringify(olive)}}.sig`)}`],
    ['no signature', `authorisation=${encodeURIComponent(JSON.stringify(olive))}`],
    ['a leading dot', `authorisation=${encodeURIComponent(`.${JSON.stringify(olive)}`)}`],
    ['a second cookie after a broken one', `authorisation=x; ${signed(olive)}`],
    ['unicode names', signed({ ...olive, firstName: 'Ölïvé 😀', lastName: '北' })],
  ])('agree on %s', (_, header) => {
    agree(header)
  })

  const field = fc.oneof(
    { weight: 4, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 1 })) },
  )
  const names = ['firstName', 'lastName', 'email', 'isVerified', 'FirstName', 'LastName', 'Email', 'IsVerified']
  const userish = fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, field])), { requiredKeys: [] }),
      fc.dictionary(fc.string(), field, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }))
  // Whole valid sets of either naming, now and then spoilt by a random field, so both branches are often taken.
  const current = fc.record({
    firstName: fc.string(),
    lastName: fc.string(),
    email: fc.string(),
    isVerified: fc.boolean(),
  })
  const older = fc.record({
    FirstName: fc.string(),
    LastName: fc.string(),
    Email: fc.string(),
    IsVerified: fc.boolean(),
  })
  const sets = fc
    .tuple(fc.option(current), fc.option(older), fc.option(fc.tuple(fc.constantFrom(...names), field)))
    .map(([a, b, spoil]) => ({ ...a, ...b, ...(spoil ? { [spoil[0]]: spoil[1] } : {}) }))
  const json = fc.oneof(
    { weight: 4, arbitrary: userish },
    { weight: 4, arbitrary: sets },
    { weight: 1, arbitrary: fc.jsonValue() },
  )
  const header = fc.oneof(
    { weight: 5, arbitrary: json.map(signed) },
    { weight: 1, arbitrary: json.map((value) => `authorisation=${encodeURIComponent(JSON.stringify(value))}`) },
    { weight: 1, arbitrary: fc.tuple(fc.string(), json).map(([other, value]) => `${other}; ${signed(value)}`) },
    { weight: 1, arbitrary: fc.string().map((text) => `authorisation=${text}`) },
    { weight: 1, arbitrary: fc.string() },
  )

  it('agree on any cookie header', () => {
    fc.assert(fc.property(header, agree), { numRuns: 3000 })
  })

  it('the plain decoder leaves Effect out of the bundle', async () => {
    expect(await packagesBundledBy('src/schemas/authorisation-cookie.ts')).toEqual([])
  })
})
