// The fuzz suite of the security hardening: EVERY call of src/schemas/api (found by the bundler, so a new call is
// fuzzed without being listed) and the server's other routes (media, listing pages, /dev/outbox, unknown API paths)
// get inputs derived from their schemas and then mutated: wrong types, missing and extra fields, NUL and lone
// surrogates, bodies just under and over the limits, long arrays, deep nesting, invalid JSON, wrong content types,
// odd path segments and queries. They go over real HTTP to a real server over the demo world, as an anonymous
// visitor, a signed-in customer and an order admin, each with booking drafts of their own so ids are real.
//
// Every answer must be below 500; a 4xx from an API base must be in the spec's error shape; and a rejected request
// (4xx) must leave the tables it could write unchanged (tests/support/db-fingerprint.ts; throttle rows excepted, as
// limits count refused attempts too, and the by-design writes of WRITES_WHEN_REJECTED). Requests come from many
// loopback addresses (one in ten from the persona's own fixed address, where the limits do bite and answer 429), so
// per-address limits rarely stop an input before the handler.
//
// Bounded: FUZZ_RUNS inputs in all (default 1500) spread evenly over calls and personas, from the fixed seed
// FUZZ_SEED. A failure prints its input and answer and how to replay it (FUZZ_ONLY, FUZZ_PERSONA, FUZZ_PATH; the
// server's state then differs, so a replay may need the whole run); each call and persona stops at its first
// failure. FUZZ_SHRINK=1 lets fast-check shrink, FUZZ_VERBOSE=1 prints every call's statuses, FUZZ_TRACE=1 every
// request as it goes. The summary at the end gives calls fuzzed, inputs tried, statuses, 5xx and rows written.
import { Result, Schema, SchemaAST } from 'effect'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '../../server/db/repos/sessions'
import { DEMO_PASSCODE } from '../../server/demo/dataset/listings'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { SESSION_COOKIE } from '../../src/schemas/api/auth'
import { ApiErrorBody } from '../../src/schemas/api/errors'
import { definedCalls } from '../support/api-calls'
import { CONTACT, LINCOLN_PARK, PRODUCTS } from '../support/booking-world'
import { type Fingerprint, fingerprint, fingerprintChanges } from '../support/db-fingerprint'
import { demoListingStates, seedTestWorld } from '../support/demo-world'
import { type RawAnswer, type RawRequest, rawRequest } from '../support/raw-http'
import {
  applyMutations,
  encodedArbitrary,
  type FieldHints,
  type Mutation,
  mutationArbitrary,
  oddText,
  PAD_MARKER,
} from '../support/schema-arbitrary'
import { createUser, startTestServer, type TestServer } from '../support/test-server'

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_515)
const TOTAL_INPUTS = Number(process.env.FUZZ_RUNS ?? 1500)
const ONLY = process.env.FUZZ_ONLY
const ONLY_PERSONA = process.env.FUZZ_PERSONA
const REPLAY_PATH = process.env.FUZZ_PATH
const SHRINK = process.env.FUZZ_SHRINK === '1'
/** Also print each call's statuses. */
const VERBOSE = process.env.FUZZ_VERBOSE === '1'
/** Print each request as it goes (to find one that hangs). */
const TRACE = process.env.FUZZ_TRACE === '1'

// ---------------------------------------------------------------------------------------------------------------
// What is fuzzed
// ---------------------------------------------------------------------------------------------------------------

const BASES = { api: '/api/v1', auth: '/auth', finance: '/finance' } as const

type PersonaName = 'anonymous' | 'customer' | 'admin'
const PERSONAS: ReadonlyArray<PersonaName> = ['anonymous', 'customer', 'admin']

interface Target {
  readonly name: string
  readonly method: string
  /** Path template under the server's root, with `{name}` placeholders (a call's may hold a query too). */
  readonly path: string
  /** A spec call's encoded request; its fields fill the path, then the query (GET) or the JSON body (POST). */
  readonly request?: SchemaAST.AST
  /** A route's placeholders, each from raw (already encoded) segments. */
  readonly segments?: Readonly<Record<string, fc.Arbitrary<string>>>
  /** A route's query string, raw ('' for none). */
  readonly query?: fc.Arbitrary<string>
  /** Fingerprint parts a rejected request of this call may change by design (with the reason next to it). */
  readonly mayChangeWhenRejected?: ReadonlyArray<string>
  readonly personas: ReadonlyArray<PersonaName>
}

/**
 * Writes a rejected request of these calls makes by design: the booking steps store what was typed before checking
 * it (docs/server-behaviour.md, Ordering: Steps), and the fifth wrong code retires the code (server/auth/codes.ts),
 * a counted try like a throttle row.
 */
const WRITES_WHEN_REJECTED: Readonly<Record<string, ReadonlyArray<string>>> = {
  submitAddress: ['booking_drafts.updated'],
  submitProduct: ['booking_drafts.updated'],
  submitSchedule: ['booking_drafts.updated'],
  submitContact: ['booking_drafts.updated'],
  verifyEmail: ['one_time_codes.used'],
  verifyPasswordCode: ['one_time_codes.used'],
  submitNewPassword: ['one_time_codes.used'],
}

const callTargets: Target[] = definedCalls.map(({ file, name, call }) => ({
  name: `${file}.${name} ${call.method} ${call.path}`,
  method: call.method,
  path: BASES[call.backend] + call.path,
  request: SchemaAST.toEncoded(call.request.ast),
  mayChangeWhenRejected: WRITES_WHEN_REJECTED[name],
  personas: PERSONAS,
}))

/** Path segments nobody should send: NUL, traversal, broken and overlong percent-encodings, very long ones. */
const ODD_SEGMENTS = [
  '',
  '%00',
  'a%00b',
  '.',
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc',
  '%',
  '%Z',
  '%ZZ',
  '%C0%AF',
  '%ED%A0%80',
  '%F0%9F',
  '%FF%FE',
  '%E2%80%AE',
  '%0D%0ASet-Cookie:%20x=1',
  '%3B',
  '%3F',
  '%23',
  '%2F',
  'a%2Fb',
  '~',
  '.env',
  'index.html',
  'CON',
  'null',
  '__proto__',
  'x'.repeat(255),
  'x'.repeat(5_000),
  '%61'.repeat(1_500),
]

/** Any text as a path segment, percent-encoded as a browser would (lone surrogates made well-formed first). */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return encodeURIComponent(text.toWellFormed())
  }
}

const oddSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...ODD_SEGMENTS), weight: 3 },
  { arbitrary: oddText.map(encodeSegment), weight: 1 },
)

const ODD_QUERIES = [
  '',
  '?a=%ZZ',
  '?%00=%00',
  '?x=1&x=2',
  '?__proto__=1&constructor=1',
  '?v=1&v=abc',
  '?sizes=web&sizes=print',
  '?size=full',
  '?filename=..%2F..%2Fx',
  '?to=%ED%A0%80',
  '?lat=41.9&lng=-87.6&zoom=99',
  '?lat=1e309&lng=NaN',
  `?q=${'x'.repeat(6_000)}`,
  '?&&&==&',
  '?includeHidden=true',
  '?to=%00',
]
const oddQuery: fc.Arbitrary<string> = fc.constantFrom(...ODD_QUERIES)

/** Filled in beforeAll: the demo world's real names, so route inputs reach real resources. */
const world = {
  tourNames: [] as string[],
  photoCodes: [] as string[],
  sceneCodes: [] as string[],
  placedOrderIds: [] as string[],
  productIds: [] as string[],
  photographerIds: [] as string[],
  ownedTourName: '',
}

/** An arbitrary made when first used (after beforeAll has read the world), not when the module loads. */
const later = <T>(make: () => fc.Arbitrary<T>) => fc.constant(null).chain(make)

const tourNameSegment = fc.oneof(
  { arbitrary: later(() => fc.constantFrom(...world.tourNames)), weight: 3 },
  { arbitrary: oddSegment, weight: 2 },
)

const segment = (...real: Array<fc.Arbitrary<string>>) =>
  fc.oneof({ arbitrary: oddSegment, weight: 2 }, ...real.map((arbitrary) => ({ arbitrary, weight: 3 })))

type Route = Pick<Target, 'path' | 'segments' | 'query'>

const routes: Route[] = [
  {
    path: '/media/{tourName}/photos/{file}',
    segments: {
      tourName: tourNameSegment,
      file: segment(later(() => fc.constantFrom(...world.photoCodes.map((c) => `${c}.jpg`)))),
    },
    query: fc.oneof(
      fc.constantFrom('?size=full', '?size=mls', '?size=800x600', '?size=0x0', '?size=99999x*'),
      oddQuery,
    ),
  },
  {
    path: '/media/{tourName}/scenes/{code}/{file}',
    segments: {
      tourName: tourNameSegment,
      code: segment(later(() => fc.constantFrom(...world.sceneCodes))),
      file: segment(fc.constantFrom('preview.jpg', 'equirect.jpg', 'f.jpg', 'b.jpg')),
    },
  },
  {
    path: '/media/{tourName}/zips/{file}',
    segments: { tourName: tourNameSegment, file: segment(fc.constantFrom('photos-web-abc.zip', 'x.zip')) },
  },
  {
    path: '/media/{tourName}/floorplans/{file}',
    segments: {
      tourName: tourNameSegment,
      file: segment(fc.constantFrom('plan.svg', 'floor-1.svg', 'floorplan.pdf', 'a/b/c.svg', '..%2F..%2Fsecret')),
    },
  },
  {
    path: '/media/people/{kind}/{file}',
    segments: {
      kind: segment(fc.constantFrom('agents', 'photographers')),
      file: segment(fc.constantFrom('a.jpg', 'avatar.png')),
    },
  },
  { path: '/media/{a}', segments: { a: oddSegment } },
  {
    path: '/media/{a}/{b}/{c}/{d}/{e}',
    segments: { a: tourNameSegment, b: oddSegment, c: oddSegment, d: oddSegment, e: oddSegment },
  },
  {
    path: '/media/map/tiles/{z}/{x}/{file}',
    segments: {
      z: segment(fc.integer({ min: -1, max: 25 }).map(String)),
      x: segment(fc.integer({ min: -1, max: 300_000 }).map(String)),
      file: segment(fc.integer({ min: -1, max: 300_000 }).map((y) => `${y}.png`)),
    },
  },
  {
    path: '/media/map/{image}',
    segments: { image: segment(fc.constantFrom('static.png', 'streetview.jpg', 'tiles.json')) },
    query: fc.oneof(
      fc
        .record({
          lat: fc.oneof(fc.double({ min: -90, max: 90, noNaN: true }).map(String), oddText.map(encodeSegment)),
          lng: fc.oneof(fc.double({ min: -180, max: 180, noNaN: true }).map(String), oddText.map(encodeSegment)),
          zoom: fc.integer({ min: -1, max: 30 }),
          w: fc.integer({ min: 0, max: 2_000 }),
          h: fc.integer({ min: 0, max: 2_000 }),
          scale: fc.constantFrom('1', '2', '3', ''),
        })
        .map(
          (q) =>
            `?lat=${q.lat}&lng=${q.lng}&zoom=${q.zoom}&w=${Math.min(q.w, 64)}&h=${Math.min(q.h, 64)}&scale=${q.scale}`,
        ),
      oddQuery,
    ),
  },
  { path: '/{tourName}', segments: { tourName: tourNameSegment }, query: oddQuery },
  {
    path: '/{tourName}/{section}',
    segments: { tourName: tourNameSegment, section: segment(fc.constantFrom('photos', 'tour', 'floorplan', 'video')) },
    query: fc.oneof(fc.constantFrom('?d1=1', '?o=f'), oddQuery),
  },
  {
    path: '/{controller}/{tourName}',
    segments: {
      controller: segment(fc.constantFrom('explore', 'my', 'order', 'account', 'app')),
      tourName: tourNameSegment,
    },
  },
  {
    path: '/dev/{page}',
    segments: { page: segment(fc.constantFrom('outbox', 'outbox.json')) },
    query: fc.oneof(
      fc.constantFrom('?to=fuzz.customer%40example.com', '?to=a%00b', `?to=${'a'.repeat(3_000)}`),
      oddQuery,
    ),
  },
  {
    path: '/page-data/{tourName}/page-data.json',
    segments: { tourName: fc.oneof(tourNameSegment, fc.constantFrom('index', 'pricing', 'sq', '404')) },
  },
  {
    path: '/page-data/{tourName}/{section}/page-data.json',
    segments: { tourName: tourNameSegment, section: segment(fc.constantFrom('photos', 'tour', 'd')) },
  },
  { path: '/page-data/sq/d/{file}', segments: { file: segment(fc.constantFrom('0123456789abcdef.json', 'x.json')) } },
  { path: '/api/v1/{a}/{b}', segments: { a: segment(fc.constantFrom('listing', 'booking', 'health')), b: oddSegment } },
  { path: '/auth/{a}/{b}', segments: { a: segment(fc.constant('user')), b: oddSegment } },
  { path: '/finance/{a}', segments: { a: oddSegment } },
]
const routeTargets: Target[] = routes.map((route) => ({
  name: `route GET ${route.path}`,
  method: 'GET',
  personas: ['anonymous', 'customer'] as ReadonlyArray<PersonaName>,
  ...route,
}))

const targets: Target[] = [...callTargets, ...routeTargets]
const runsPerPair = Math.max(
  1,
  Math.round(TOTAL_INPUTS / targets.reduce((sum, target) => sum + target.personas.length, 0)),
)

// ---------------------------------------------------------------------------------------------------------------
// The server, the world and the personas
// ---------------------------------------------------------------------------------------------------------------

let server: TestServer

interface Persona {
  readonly name: PersonaName
  readonly index: number
  readonly cookies: Map<string, string>
  readonly user?: { readonly id: string; readonly email: string }
  /** A fresh draft (at the address step) and one filled up to confirm; the answer for the latter. */
  drafts: string[]
  readyOrder?: Record<string, unknown>
  schedule?: unknown
  sent: number
}
const personas = new Map<PersonaName, Persona>()

const cookieHeader = (cookies: ReadonlyMap<string, string>) => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')

/** A JSON POST during set-up, keeping the persona's cookies. */
async function setupPost(persona: Persona, path: string, json: unknown): Promise<Record<string, unknown>> {
  const answer = await rawRequest(
    server.url,
    {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', origin: server.url, cookie: cookieHeader(persona.cookies) },
      body: JSON.stringify(json),
    },
    { localAddress: `127.30.${persona.index}.1` },
  )
  for (const line of answer.setCookies) {
    const [pair = ''] = line.split(';')
    const eq = pair.indexOf('=')
    if (pair.slice(eq + 1) === '' || /max-age=0/i.test(line)) persona.cookies.delete(pair.slice(0, eq))
    else persona.cookies.set(pair.slice(0, eq), pair.slice(eq + 1))
  }
  if (answer.status !== 200) throw new Error(`set-up ${path} answered ${answer.status}: ${answer.text.slice(0, 300)}`)
  return JSON.parse(answer.text) as Record<string, unknown>
}

/** A weekday at least `days` ahead, as the wire's day / zero-based month / year. */
function weekdayAhead(days: number) {
  const d = new Date(Date.now() + days * 86_400_000)
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1)
  return { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() }
}

/** Starts two drafts for the persona and fills the second up to the confirm step, as the order flow does. */
async function startDrafts(persona: Persona) {
  const start = '/api/v1/booking/start'
  const fresh = (await setupPost(persona, start, {})) as { info: { id: string } }
  const ready = (await setupPost(persona, start, { promoCode: 'WELCOME50' })) as { info: { id: string } }
  const submit = (step: string, model: unknown, targetStep: string) =>
    setupPost(persona, `/api/v1/booking/submit${step}`, {
      info: { id: ready.info.id, confirmedDate: null },
      model,
      targetStep,
    })
  await submit('address', LINCOLN_PARK, 'product')
  await submit('product', PRODUCTS, 'schedule')
  let schedule: unknown
  for (let ahead = 3; ahead < 20 && !schedule; ahead++) {
    const times = (await setupPost(persona, '/api/v1/booking/getappointmenttimes', {
      orderId: ready.info.id,
      ...weekdayAhead(ahead),
    })) as {
      photographers: Array<{
        photographerId: string
        startTimes: Array<{ isAvailable: boolean; time: { utc: string; localTime: string } }>
      }>
    }
    for (const p of times.photographers) {
      const free = p.startTimes.find((t) => t.isAvailable)
      if (free && !schedule) {
        schedule = {
          selectedPhotographerId: p.photographerId,
          selectedTime: {
            utc: free.time.utc,
            localDate: free.time.utc.slice(0, 10),
            localTime: free.time.localTime,
            timeZoneName: 'America/Chicago',
          },
          waitlistEnabled: false,
          ignoreAvailability: false,
        }
      }
    }
  }
  if (!schedule) throw new Error('no free appointment time in the demo world')
  await submit('schedule', schedule, 'contact')
  persona.readyOrder = await submit('contact', CONTACT, 'confirm')
  persona.schedule = schedule
  persona.drafts = [fresh.info.id, ready.info.id]
}

/** Puts the persona's own session back (a fuzzed sign-out, sign-in or registration replaced or ended it). */
async function restoreSession(persona: Persona) {
  if (!persona.user) return
  const session = await createSession(server.db.kysely, persona.user.id)
  persona.cookies.set(SESSION_COOKIE, session.token)
}

beforeAll(async () => {
  const t0 = performance.now()
  server = await startTestServer()
  const db = server.db.kysely
  await seedTestWorld(db)
  const listings = await demoListingStates(db)
  world.tourNames = listings.map((l) => l.tour_name)
  const picks = [
    listings.find((l) => !l.is_offline && !l.passcode_hash && l.fully_delivered),
    listings.find((l) => l.passcode_hash && !l.is_offline),
    listings.find((l) => l.is_offline),
    listings.find((l) => !l.fully_delivered),
  ].flatMap((l) => (l ? [l.tour_name] : []))
  // The interesting ones first and more often; then a few others; and names nobody has.
  world.tourNames = [...picks, ...picks, ...world.tourNames.slice(0, 6), 'no-such-listing', 'NO-SUCH-LISTING']
  world.ownedTourName = picks[0] as string
  const photos = await db
    .selectFrom('listing_photos')
    .innerJoin('listings', 'listings.id', 'listing_photos.listing_id')
    .select(['listing_photos.code', 'listing_photos.hidden', 'listing_photos.scene_code'])
    .where('listings.tour_name', '=', world.ownedTourName)
    .orderBy('listing_photos.position')
    .execute()
  world.photoCodes = photos.map((p) => p.code)
  world.sceneCodes = [...new Set(photos.flatMap((p) => (p.scene_code ? [p.scene_code] : []))), 'nope']
  world.placedOrderIds = (await db.selectFrom('orders').select('id').limit(3).execute()).map((o) => o.id)
  world.productIds = (await db.selectFrom('products').select('id').execute()).map((p) => p.id)
  world.photographerIds = (await db.selectFrom('photographers').select('id').execute()).map((p) => p.id)

  for (const [index, name] of PERSONAS.entries()) {
    const persona: Persona = { name, index, cookies: new Map(), drafts: [], sent: 0 }
    if (name !== 'anonymous') {
      const email = `fuzz.${name}@example.com`
      const user = await createUser(server, {
        email,
        password: DEMO_PASSWORD,
        role: name === 'admin' ? 'order_admin' : 'user',
      })
      Object.assign(persona, { user: { id: user.id, email } })
      await setupPost(persona, '/auth/user/sign-in', { email, password: DEMO_PASSWORD })
    }
    personas.set(name, persona)
  }
  // The customer owns a public listing and its photos, so the owner-only calls reach their work.
  const customer = personas.get('customer')?.user
  await db
    .updateTable('listings')
    .set({ owner_user_id: customer?.id })
    .where('tour_name', '=', world.ownedTourName)
    .execute()
  for (const persona of personas.values()) await startDrafts(persona)
  stats.setupMs = performance.now() - t0
  stats.setupCpu = process.cpuUsage()
}, 120_000)
afterAll(async () => {
  printSummary()
  await server?.close()
})

// ---------------------------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------------------------

/** A well-formed id nothing has. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

/** Real values for named fields, so valid-looking inputs reach the handlers' work rather than a 404. */
function hintsFor(target: Target, persona: Persona): FieldHints {
  const others = [...personas.values()].filter((p) => p !== persona).flatMap((p) => p.drafts)
  const draftId = fc.oneof(
    { arbitrary: fc.constantFrom(...persona.drafts), weight: 6 },
    { arbitrary: fc.constantFrom(...others, ...world.placedOrderIds, UNKNOWN_ID, 'not-a-uuid'), weight: 1 },
  )
  const emails = fc.oneof(
    fc.constantFrom(persona.user?.email ?? 'fuzz.anonymous@example.com', 'owner@showhome.example'),
    fc.nat({ max: 10_000 }).map((n) => `fuzz${n}@example.com`),
  )
  const modelFor: Record<string, unknown> = {
    submitAddress: LINCOLN_PARK,
    submitProduct: PRODUCTS,
    submitSchedule: persona.schedule,
    submitContact: CONTACT,
  }
  const call = target.name.split(' ')[0]?.split('.')[1] ?? ''
  return (path) => {
    switch (path.join('.')) {
      case 'info.id':
      case 'orderId':
        return draftId
      case 'info.confirmedDate':
        return fc.constant(null)
      case 'orderModel':
        return persona.readyOrder ? fc.constant(persona.readyOrder) : undefined
      case 'model':
        return modelFor[call] === undefined ? undefined : fc.constant(modelFor[call])
      case 'tourName':
        return fc.constantFrom(...world.tourNames)
      case 'promoCode':
        return fc.constantFrom('WELCOME50', 'spring 15', 'FALL10', '', 'NOPE')
      case 'passcode':
        return fc.constantFrom(DEMO_PASSCODE, '0000')
      case 'photos':
        return fc
          .shuffledSubarray(world.photoCodes, { minLength: world.photoCodes.length })
          .chain((codes) =>
            fc.tuple(...codes.map((code) => fc.record({ code: fc.constant(code), hidden: fc.boolean() }))),
          )
      case 'email':
      case 'ownerEmail':
        return emails
      case 'password':
        return fc.constantFrom(DEMO_PASSWORD, 'correct horse battery staple')
      case 'code':
        return fc.stringMatching(/^\d{6}$/)
      case 'sizes':
        return fc.constantFrom('web', 'print', 'web,print', 'mls', 'full')
      case 'v':
        return fc.constantFrom('1', '2', '0')
      case 'model.products.*.id':
        return fc.constantFrom(...world.productIds)
      case 'selectedPhotographerId':
      case 'model.selectedPhotographerId':
        return fc.constantFrom(...world.photographerIds)
      case 'query':
      case 'address':
        return fc.constantFrom('2150 N Kenmore', '2150 N Kenmore Ave, Chicago', '1 Nowhere Rd')
      case 'latitude':
        return fc.double({ min: 41.8, max: 42, noNaN: true })
      case 'longitude':
        return fc.double({ min: -87.8, max: -87.6, noNaN: true })
      case 'day':
      case 'month':
      case 'year': {
        const date = weekdayAhead(4)
        return fc.constant(date[path[0] as 'day' | 'month' | 'year'])
      }
      default:
        return undefined
    }
  }
}

type BodyChoice =
  | { readonly kind: 'fields' }
  | { readonly kind: 'raw'; readonly text: string }
  | { readonly kind: 'bytes'; readonly bytes: ReadonlyArray<number> }

interface FuzzInput {
  /** The request's fields (valid-looking, then mutated), or a route's raw segments. */
  readonly fields: unknown
  readonly mutations: ReadonlyArray<Mutation>
  /** Per path placeholder, a raw odd segment instead of the field's value (null: the field's). */
  readonly oddSegments: ReadonlyArray<string | null>
  readonly body: BodyChoice
  /** The size the whole body (or a GET's query) is padded to when a mutation left a pad marker. */
  readonly padTo: number
  readonly contentType: string | null
  /** Another method than the call's (null: the call's). */
  readonly method: string | null
  readonly origin: string | null
  /** The persona's cookies, none, or one of the garbage cookie headers. */
  readonly cookies: 'persona' | 'none' | number
  readonly referer: string | null
  readonly query: string
  /** Sent from the persona's fixed address, so its limits bite (else from a fresh address). */
  readonly fromHome: boolean
}

const INVALID_JSON = [
  '',
  '   ',
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'null',
  'true',
  '0',
  '[]',
  '[{}]',
  '"text"',
  '\uFEFF{}',
  '{}x',
  '{"a":1}{"b":2}',
  'a=1&b=2',
  '<xml/>',
  '{"__proto__":{"isAdmin":true,"role":"internal_admin"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
]
const BYTES = [
  [0xff, 0xfe, 0x00, 0x7b, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d],
  [0xef, 0xbb, 0xbf, 0x7b, 0x7d],
  [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
]
const LIMIT = 64 * 1024
const PAD_SIZES = [LIMIT - 1, LIMIT, LIMIT + 1, 100_000, 512 * 1024, 512 * 1024 + 1]

function inputArbitrary(target: Target, persona: Persona): fc.Arbitrary<FuzzInput> {
  const placeholders = [...target.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string)
  const fields: fc.Arbitrary<unknown> = target.request
    ? encodedArbitrary(target.request, hintsFor(target, persona))
    : fc.record(Object.fromEntries(placeholders.map((p) => [p, target.segments?.[p] ?? oddSegment])))
  const isPost = target.method === 'POST'
  return fc.record({
    fields,
    mutations: target.request
      ? fc.oneof(
          { arbitrary: fc.constant([]), weight: 3 },
          { arbitrary: fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), weight: 7 },
        )
      : fc.constant([]),
    oddSegments: fc.tuple(
      ...placeholders.map(() =>
        target.request
          ? fc.oneof({ arbitrary: fc.constant(null), weight: 4 }, { arbitrary: oddSegment, weight: 1 })
          : fc.constant(null),
      ),
    ),
    body: isPost
      ? fc.oneof(
          { arbitrary: fc.constant({ kind: 'fields' as const }), weight: 17 },
          {
            arbitrary: fc
              .oneof(fc.constantFrom(...INVALID_JSON), fc.string({ maxLength: 40 }))
              .map((text) => ({ kind: 'raw' as const, text })),
            weight: 2,
          },
          { arbitrary: fc.constantFrom(...BYTES).map((bytes) => ({ kind: 'bytes' as const, bytes })), weight: 1 },
        )
      : fc.constant({ kind: 'fields' as const }),
    padTo: isPost ? fc.constantFrom(...PAD_SIZES) : fc.constantFrom(100, 2_000, 6_000),
    contentType: isPost
      ? fc.oneof(
          { arbitrary: fc.constant('application/json'), weight: 12 },
          {
            arbitrary: fc.constantFrom(
              null,
              '',
              'text/plain',
              'application/json; charset=utf-8',
              'Application/JSON',
              'application/jsonp',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
              'application/json; charset=utf-16',
              'application/vnd.api+json',
              '*/*',
            ),
            weight: 2,
          },
        )
      : fc.constant(null),
    method: fc.oneof(
      { arbitrary: fc.constant(null), weight: 20 },
      { arbitrary: fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'), weight: 1 },
    ),
    origin: fc.oneof(
      { arbitrary: fc.constant(server.url), weight: 18 },
      { arbitrary: fc.constantFrom(null, 'null', 'https://evil.example', `${server.url}.evil.example`), weight: 1 },
    ),
    cookies: fc.oneof(
      { arbitrary: fc.constant('persona' as const), weight: 18 },
      { arbitrary: fc.constantFrom('none' as const, 0, 1, 2), weight: 1 },
    ),
    referer: fc.oneof(
      { arbitrary: fc.constant(null), weight: 8 },
      {
        arbitrary: fc.constantFrom(
          `${server.url}/${world.ownedTourName}`,
          `${server.url}/explore/${world.ownedTourName}/photos`,
          `${server.url}/%ZZ/%00`,
          'not a url',
          `http://x/${'a'.repeat(5_000)}`,
        ),
        weight: 1,
      },
    ),
    query: target.query
      ? target.query
      : fc.oneof({ arbitrary: fc.constant(''), weight: 12 }, { arbitrary: oddQuery, weight: 1 }),
    fromHome: fc.oneof({ arbitrary: fc.constant(false), weight: 9 }, { arbitrary: fc.constant(true), weight: 1 }),
  })
}

const GARBAGE_COOKIES = [
  `${SESSION_COOKIE}=%00%ZZ; authorisation=${'x'.repeat(300)}; showhome_booking=..%2F; ;;=;`,
  `${SESSION_COOKIE}=${'a'.repeat(4_000)}; showhome_device=%00.%00; showhome_booking=${'A'.repeat(43)}`,
  'showhome_device=x.y.z; listing_access_x=%ED%A0%80; authorisation=%7B%7D.sig',
]

/** The HTTP request an input stands for. */
function buildRequest(target: Target, persona: Persona, input: FuzzInput): RawRequest {
  const fields = target.request ? applyMutations(input.fields, input.mutations) : input.fields
  const rest: Record<string, unknown> =
    typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? { ...fields } : {}
  let placeholder = 0
  let path = target.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const odd = input.oddSegments[placeholder++]
    const value = rest[name]
    delete rest[name]
    if (odd !== null && odd !== undefined) return odd
    if (!target.request) return String(value)
    if (value === undefined) return ''
    return encodeSegment(typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)))
  })
  const method = input.method ?? target.method
  let body: string | Buffer | undefined
  if (target.method === 'POST' && target.request) {
    const root = typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? rest : fields
    body =
      input.body.kind === 'raw'
        ? input.body.text
        : input.body.kind === 'bytes'
          ? Buffer.from(input.body.bytes)
          : (JSON.stringify(root) ?? '')
  } else if (target.request) {
    // A GET's other fields are its query, as the app's HttpClient sends them (src/services/apiExchange.ts).
    const params = new URLSearchParams()
    for (const [name, value] of Object.entries(rest)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined)
          params.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item))
      }
    }
    const query = params.toString()
    if (query) path += (path.includes('?') ? '&' : '?') + query
  }
  if (input.query) path += path.includes('?') ? `&${input.query.slice(1)}` : input.query
  // A pad marker becomes text that brings the body (or the query) to the chosen size.
  if (typeof body === 'string' && body.includes(JSON.stringify(PAD_MARKER).slice(1, -1))) {
    const marker = JSON.stringify(PAD_MARKER).slice(1, -1)
    const fill = Math.max(0, input.padTo - (Buffer.byteLength(body) - marker.length))
    body = body.replace(marker, 'a'.repeat(fill))
  }
  const encodedMarker = encodeURIComponent(PAD_MARKER)
  if (path.includes(encodedMarker)) {
    path = path.replace(encodedMarker, 'a'.repeat(Math.max(0, Math.min(input.padTo, 6_000) - path.length)))
  }
  const headers: Record<string, string> = {}
  if (input.origin !== null && method !== 'GET' && method !== 'HEAD') headers.origin = input.origin
  if (body !== undefined && input.contentType !== null) headers['content-type'] = input.contentType
  const cookies =
    input.cookies === 'persona'
      ? cookieHeader(persona.cookies)
      : input.cookies === 'none'
        ? ''
        : (GARBAGE_COOKIES[input.cookies] ?? '')
  if (cookies) headers.cookie = cookies
  if (input.referer !== null) headers.referer = input.referer
  return { method, path, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body }
}

// ---------------------------------------------------------------------------------------------------------------
// Running and checking
// ---------------------------------------------------------------------------------------------------------------

interface Finding {
  readonly target: string
  readonly persona: PersonaName
  readonly problem: string
  readonly request: string
  readonly answer: string
  replay?: string
}

const stats = {
  tried: 0,
  answered: 0,
  statuses: new Map<number, number>(),
  byTarget: new Map<string, Map<number, number>>(),
  findings: [] as Finding[],
  targetsRun: new Set<string>(),
  startedAt: performance.now(),
  setupMs: 0,
  /** CPU time of this process (server and client alike) when the set-up ended. */
  setupCpu: undefined as NodeJS.CpuUsage | undefined,
  fingerprintMs: 0,
  requestMs: 0,
}

const decodeErrorBody = Schema.decodeUnknownResult(ApiErrorBody, { onExcessProperty: 'error' })

/** A problem with a 4xx answer's body, or undefined when it is in the spec's error shape. */
function errorShapeProblem(answer: RawAnswer): string | undefined {
  if (!/^application\/json\b/i.test(answer.contentType)) return `not JSON (${answer.contentType || 'no content type'})`
  let parsed: unknown
  try {
    parsed = JSON.parse(answer.text)
  } catch {
    return 'body is not valid JSON'
  }
  const decoded = decodeErrorBody(parsed)
  if (Result.isFailure(decoded)) return 'body is not in the error shape (message / statusError / fieldErrors)'
  const body = decoded.success
  if (body.message === undefined && body.statusError === undefined && body.fieldErrors === undefined) {
    return 'error body says nothing'
  }
  return undefined
}

/**
 * Whether the server reads the path as under an API base, where every error is JSON in the spec's shape. The URL is
 * normalised first, as the server does: '/api/v1/../x' is the page /x ('%2e%2e' is '..' too).
 */
const isApiPath = (path: string) => {
  // Appended, not resolved: a path starting '//' is still a path here.
  const { pathname } = new URL(`http://localhost${path}`)
  return Object.values(BASES).some((base) => pathname === base || pathname.startsWith(`${base}/`))
}

const short = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text)

function describeRequest(request: RawRequest, from: string) {
  const body = request.body === undefined ? '' : `\n  body: ${short(Buffer.from(request.body).toString('utf8'))}`
  return `${request.method} ${short(request.path, 300)} from ${from}\n  headers: ${short(JSON.stringify(request.headers), 300)}${body}`
}

let current: Fingerprint | undefined

/** Sends one input and checks its answer; returns the problems found (none for a good answer). */
async function tryInput(target: Target, persona: Persona, input: FuzzInput): Promise<Finding[]> {
  const request = buildRequest(target, persona, input)
  persona.sent++
  stats.tried++
  const n = persona.sent
  const from = input.fromHome
    ? `127.30.${persona.index}.1`
    : `127.${40 + persona.index}.${Math.floor(n / 250) % 256}.${(n % 250) + 2}`
  current ??= await fingerprint(server.db.kysely)
  const before = current
  const findings: Finding[] = []
  const found = (problem: string, answer: string) =>
    findings.push({
      target: target.name,
      persona: persona.name,
      problem,
      request: describeRequest(request, from),
      answer,
    })
  if (TRACE) process.stderr.write(`${target.name} as ${persona.name}: ${short(describeRequest(request, from), 300)}\n`)
  let answer: RawAnswer
  try {
    const tr = performance.now()
    answer = await rawRequest(server.url, request, { localAddress: from })
    stats.requestMs += performance.now() - tr
  } catch (error) {
    found(`no answer: ${String(error)}`, '')
    current = undefined
    return findings
  }
  stats.answered++
  stats.statuses.set(answer.status, (stats.statuses.get(answer.status) ?? 0) + 1)
  const mine = stats.byTarget.get(target.name) ?? new Map<number, number>()
  stats.byTarget.set(target.name, mine.set(answer.status, (mine.get(answer.status) ?? 0) + 1))
  const shown = `${answer.status} ${answer.contentType} ${short(answer.text)}`
  if (answer.status >= 500)
    found(
      `answered ${answer.status}`,
      `${shown}\n  server log: ${short(server.logs.filter((l) => l.startsWith('error')).slice(-1)[0] ?? '', 1_500)}`,
    )
  const rejected = answer.status >= 400 && answer.status < 500
  // 431 is Node's own answer (request line and headers over 16 KB), sent before the app runs and without a body.
  if (rejected && isApiPath(request.path) && request.method !== 'HEAD' && answer.status !== 431) {
    const problem = errorShapeProblem(answer)
    if (problem) found(`4xx not in the error shape: ${problem}`, shown)
  }
  if (TRACE) process.stderr.write(`  answered ${answer.status}\n`)
  const tf = performance.now()
  current = await fingerprint(server.db.kysely)
  stats.fingerprintMs += performance.now() - tf
  if (rejected) {
    const allowed = target.mayChangeWhenRejected ?? []
    const changes = fingerprintChanges(before, current).filter((c) => !allowed.some((a) => c.startsWith(`${a}:`)))
    if (changes.length > 0) found(`rejected request wrote rows: ${changes.join('; ')}`, shown)
  }
  // A fuzzed sign-out, sign-in or registration that went through replaced the persona's session: put it back.
  if (answer.status < 300 && persona.user && request.path.startsWith('/auth/') && request.method === 'POST') {
    await restoreSession(persona)
    current = undefined
  }
  return findings
}

/** A stable 32-bit seed per target and persona, from the run's seed. */
const seedFor = (target: Target, persona: PersonaName) => {
  let hash = SEED | 0
  for (const ch of `${target.name} ${persona}`) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0
  return hash
}

async function fuzzTarget(target: Target) {
  stats.targetsRun.add(target.name)
  const findings: Finding[] = []
  for (const name of target.personas) {
    if (ONLY_PERSONA && name !== ONLY_PERSONA) continue
    const persona = personas.get(name) as Persona
    let failing: Finding[] = []
    const seed = seedFor(target, name)
    const details = await fc.check(
      fc.asyncProperty(inputArbitrary(target, persona), async (input) => {
        const problems = await tryInput(target, persona, input)
        if (problems.length > 0) failing = problems
        return problems.length === 0
      }),
      {
        seed,
        numRuns: runsPerPair,
        endOnFailure: !SHRINK,
        ...(REPLAY_PATH ? { path: REPLAY_PATH } : {}),
      },
    )
    if (details.failed) {
      const replay = `FUZZ_SEED=${SEED} FUZZ_RUNS=${TOTAL_INPUTS} FUZZ_ONLY='${target.name}' FUZZ_PERSONA=${name} FUZZ_PATH=${details.counterexamplePath} (fast-check seed ${details.seed})`
      for (const f of failing) findings.push({ ...f, replay })
      // The property itself threw (building or sending the request, reading the fingerprint): report that too.
      if (failing.length === 0) {
        const problem = `the fuzzer failed: ${String(details.errorInstance)}`
        findings.push({ target: target.name, persona: name, problem, request: '', answer: '', replay })
      }
    }
  }
  stats.findings.push(...findings)
  return findings
}

const render = (f: Finding) =>
  `${f.problem}\n  as ${f.persona}: ${f.request}\n  answer: ${f.answer}\n  replay: ${f.replay ?? ''}`

function printSummary() {
  const seconds = ((performance.now() - stats.startedAt) / 1000).toFixed(1)
  const cpu = process.cpuUsage(stats.setupCpu)
  const fuzzCpu = cpu.user + cpu.system
  const counts = (statuses: Map<number, number>) =>
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')
  const fiveHundreds = stats.findings.filter((f) => /^answered 5/.test(f.problem)).length
  const writes = stats.findings.filter((f) => f.problem.startsWith('rejected request wrote')).length
  const shapes = stats.findings.filter((f) => f.problem.startsWith('4xx not in')).length
  const calls = [...stats.targetsRun].filter((t) => !t.startsWith('route ')).length
  const routes = stats.targetsRun.size - calls
  console.log(
    [
      `Fuzz summary (${testDbLabel()}, FUZZ_SEED=${SEED}, FUZZ_RUNS=${TOTAL_INPUTS}, ${runsPerPair} inputs per call and persona, ${seconds} s):`,
      `  set-up ${(stats.setupMs / 1000).toFixed(1)} s; then requests ${(stats.requestMs / 1000).toFixed(1)} s, fingerprints ${(stats.fingerprintMs / 1000).toFixed(1)} s, CPU ${(fuzzCpu / 1e6).toFixed(1)} s`,
      `  ${calls} spec calls and ${routes} other routes fuzzed; ${stats.tried} inputs tried (${stats.answered} answered)`,
      `  statuses: ${counts(stats.statuses)}`,
      ...(VERBOSE ? [...stats.byTarget].map(([name, statuses]) => `    ${name}: ${counts(statuses)}`) : []),
      `  5xx found: ${fiveHundreds}; rejected requests that wrote rows: ${writes}; 4xx not in the error shape: ${shapes}`,
      ...stats.findings.map(render),
    ].join('\n'),
  )
}

const testDbLabel = () => (process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite')

describe('fuzzing every call and route', () => {
  it('has an oracle that sees a write (a new draft, a new session)', async () => {
    const anonymous = personas.get('anonymous') as Persona
    const before = await fingerprint(server.db.kysely)
    await setupPost({ ...anonymous, cookies: new Map(anonymous.cookies) }, '/api/v1/booking/start', {})
    await restoreSession(personas.get('customer') as Persona)
    const changes = fingerprintChanges(before, await fingerprint(server.db.kysely)).map((c) => c.split(':')[0])
    expect(changes).toEqual(
      expect.arrayContaining(['booking_drafts.rows', 'booking_drafts.created', 'sessions.rows', 'sessions.created']),
    )
  })

  it.each(targets.filter((t) => !ONLY || t.name.includes(ONLY)).map((t) => [t.name, t] as const))(
    '%s',
    async (_, target) => {
      const findings = await fuzzTarget(target)
      expect(findings.map(render)).toEqual([])
    },
  )
})
