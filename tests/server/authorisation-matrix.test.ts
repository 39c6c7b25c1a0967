// The authorisation matrix (hardening issue): every API call and every server route, asked by a visitor and by each
// demo role about resources that are not theirs: another user's listing, an offline one, a passcode one without the
// passcode, hidden photos and scenes, undelivered media, another user's booking draft, visit and account. Each probe
// says what each role may receive: nothing (refused: a 4xx, and none of the probe's protected values in the answer),
// a filtered answer (2xx without them), the full answer (2xx with them, which proves the probe would see a leak) or,
// for calls about the caller's own account, anything but a server error, as long as nothing protected shows.
//
// The table must have a row for every call of src/schemas/api (defineCall) and every route of the app: a new call
// or route without a row fails 'has a row for every call and route'. One server for the whole file.
import { Schema } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { DEMO_PASSWORD } from '../../server/demo/users'
import { emptyScheduleModel } from '../../src/schemas/api/booking'
import type { ApiCall } from '../../src/schemas/api/call'
import { BookingOrder } from '../../src/schemas/BookingOrder'
import { CONTACT, LINCOLN_PARK, PRODUCTS } from '../support/booking-world'
import { type DemoTarget, type DemoTargets, seedDemoTargets } from '../support/demo-targets'
import { createUser, startTestServer, type TestClient, type TestServer } from '../support/test-server'

const ROLES = ['anonymous', 'unverified', 'visitor', 'owner', 'orders', 'admin'] as const
type Role = (typeof ROLES)[number]
const EMAILS: Record<Role, string | undefined> = {
  anonymous: undefined,
  unverified: 'unverified@showhome.example',
  visitor: 'visitor@showhome.example',
  owner: 'owner@showhome.example',
  orders: 'orders@showhome.example',
  admin: 'admin@showhome.example',
}

/**
 * refused: a 4xx and no protected value; filtered: a 2xx and no protected value; full: a 2xx with every protected
 * value; safe: anything but a 5xx, and no protected value (calls about the caller's own account or own draft).
 */
type Verdict = 'refused' | 'filtered' | 'full' | 'safe'
type Verdicts = Record<Role, Verdict>

interface Answer {
  readonly status: number
  /** The headers (one `name: value` a line) and the body, where a protected value is looked for. */
  readonly text: string
}

interface Probe {
  readonly name: string
  readonly send: (client: TestClient, role: Role) => Promise<Answer>
  readonly verdicts: Verdicts
  /** What the caller must not see (or, for a full answer, must see); read once the world is set up. */
  readonly secrets?: () => ReadonlyArray<string>
  /** Text a refusal must carry (a call with no handler yet answers 'No such call'). */
  readonly refusalText?: string
  /** The statuses a refusal may have, when not any 4xx (so a probe is not refused by validation instead). */
  readonly refusalStatuses?: ReadonlyArray<number>
}

/** A row: the probes of one call or route. Only `ALL` routes (middleware, catch-alls) may instead say what they are. */
interface Row {
  readonly probes?: ReadonlyArray<Probe>
  readonly middleware?: string
}

// ---------------------------------------------------------------------------------------------------------------
// The world: demo targets (tests/support/demo-targets.ts), a victim account with a booking draft, a visit and a
// session, and one signed-in client per role.

let server: TestServer
let world: DemoTargets
const callers = {} as Record<Role, TestClient>
const victim = {
  email: 'victim@example.com',
  password: 'a victim’s own passphrase',
  contactEmail: 'victim.contact@example.com',
  instructions: 'The key is under the blue flowerpot.',
  client: undefined as unknown as TestClient,
  order: undefined as unknown as BookingOrder,
  visitId: '',
  /** A placed order of the victim's, ten days ahead, with the victim's contact: what the change calls guard. */
  placedOrderId: '',
  placedOrderStart: '',
  /** The listing's photos as the photo editor sends them, to ask for an unchanged save. */
  publicPhotos: [] as Array<{ code: string; hidden: boolean }>,
}

const t = (name: keyof DemoTargets['targets']): DemoTarget => world.targets[name]

beforeAll(async () => {
  server = await startTestServer()
  world = await seedDemoTargets(server)
  for (const role of ROLES) {
    const client = server.client()
    const email = EMAILS[role]
    if (email) expect((await client.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })).status).toBe(200)
    callers[role] = client
  }
  await createUser(server, { email: victim.email, password: victim.password, firstName: 'Vera' })
  victim.client = server.client()
  expect(
    (await victim.client.post('/auth/user/sign-in', { email: victim.email, password: victim.password })).status,
  ).toBe(200)
  // A draft with the victim's address, products and contact (stored going back, so no time needs choosing).
  const step = async (path: string, body: unknown) => {
    const res = await victim.client.post(`/api/v1/booking/${path}`, body)
    const json = await res.json()
    expect(res.status, JSON.stringify(json)).toBe(200)
    return Schema.decodeUnknownSync(BookingOrder)(json)
  }
  let order = await step('start', {})
  const info = () => ({ id: order.info.id, confirmedDate: null })
  order = await step('submitaddress', { info: info(), model: LINCOLN_PARK, targetStep: 'product' })
  order = await step('submitproduct', { info: info(), model: PRODUCTS, targetStep: 'schedule' })
  const contact = {
    ...CONTACT,
    billingContact: { ...CONTACT.billingContact, email: victim.contactEmail },
    specialInstructions: victim.instructions,
  }
  order = await step('submitcontact', { info: info(), model: contact, targetStep: 'address' })
  victim.order = order
  const visit = await victim.client.post('/api/v1/event', { type: 'load', time: 1, index: 0 })
  victim.visitId = ((await visit.json()) as { visitId: string }).visitId
  await server.db.kysely
    .insertInto('outbox')
    .values({ to_address: victim.email, subject: 'Your code', text_body: `Your code is ${OUTBOX_CODE}.` })
    .execute()
  victim.publicPhotos = await server.db.kysely
    .selectFrom('listing_photos')
    .innerJoin('listings', 'listings.id', 'listing_photos.listing_id')
    .select(['code', 'hidden'])
    .where('tour_name', '=', t('public').tourName)
    .orderBy('position')
    .execute()
  const agent = await server.db.kysely
    .selectFrom('agents')
    .select('photo_key')
    .where('photo_key', 'is not', null)
    .executeTakeFirstOrThrow()
  portraitKey = agent.photo_key as string
  Object.assign(victim, await placeVictimOrder())
  await giveVictimAPlan()
  await server.media.write(`people/${portraitKey}`, Buffer.from('a portrait'))
})
afterAll(() => server?.close())

let portraitKey = ''

/** A copy of a demo order, owned by the victim, with the victim's contact, and without a listing. */
async function placeVictimOrder(): Promise<{ placedOrderId: string; placedOrderStart: string }> {
  const db = server.db.kysely
  const {
    id: _id,
    created_at: _created,
    ...demo
  } = await db
    .selectFrom('orders')
    .selectAll()
    .where('order_code', '=', t('public').orderCode)
    .executeTakeFirstOrThrow()
  const owner = await db.selectFrom('users').select('id').where('email', '=', victim.email).executeTakeFirstOrThrow()
  const start = new Date(Math.ceil((Date.now() + 10 * 86_400_000) / 3_600_000) * 3_600_000)
  const contact = { ...CONTACT, billingContact: { ...CONTACT.billingContact, email: victim.contactEmail } }
  const row = await db
    .insertInto('orders')
    .values({
      ...demo,
      order_code: 'SH-900001',
      listing_id: null,
      owner_user_id: owner.id,
      owner_email: victim.email,
      contacts: JSON.stringify({ ...contact, specialInstructions: victim.instructions }),
      appointment_start: start,
      appointment_end: new Date(start.getTime() + 2 * 3_600_000),
      delivered_at: null,
      cancelled_at: null,
      address: JSON.stringify(demo.address),
      products: JSON.stringify(demo.products),
      utm: JSON.stringify(demo.utm),
      price_adjustments: JSON.stringify(demo.price_adjustments),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { placedOrderId: row.id, placedOrderStart: start.toISOString() }
}
/** The victim's active Team plan, with dates and an intent id no one else's answer could carry. */
const VICTIM_PLAN = { termStart: '2031-02-03', termEnd: '2032-02-03', intent: 'pi_victim_plan_0123456789' }
async function giveVictimAPlan() {
  const db = server.db.kysely
  const owner = await db.selectFrom('users').select('id').where('email', '=', victim.email).executeTakeFirstOrThrow()
  await db
    .insertInto('subscriptions')
    .values({
      user_id: owner.id,
      plan: 'TEAM',
      period: 'annual',
      country: null,
      currency: 'USD',
      status: 'active',
      term_start: VICTIM_PLAN.termStart,
      term_end: VICTIM_PLAN.termEnd,
      paid_through: VICTIM_PLAN.termEnd,
      listings_included: 60,
      charge_cents: 1_524_000,
      tax_cents: 0,
      payment_intent_id: VICTIM_PLAN.intent,
    })
    .execute()
}
const victimPlanSecrets = () => [VICTIM_PLAN.termStart, VICTIM_PLAN.termEnd, VICTIM_PLAN.intent]
/** What the pricing page shows for Agent monthly in the US: the server's own price. */
const AGENT_PRICE = 'amount=28400&currency=USD&plan=AGENT&period=monthly&country=US'
const GUESSED_SECRET = `pi_local_${'0'.repeat(24)}_secret_${'0'.repeat(48)}`
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '60614' }

/** A code in a mail to the victim, as the outbox keeps it. */
const OUTBOX_CODE = '424242'

/** Values that must never appear in any answer to anyone. */
const neverShown = async (): Promise<string[]> => {
  const db = server.db.kysely
  const hashes = await db.selectFrom('users').select('password_hash').where('password_hash', 'is not', null).execute()
  const passcodes = await db
    .selectFrom('listings')
    .select('passcode_hash')
    .where('passcode_hash', 'is not', null)
    .execute()
  return [
    server.config.sessionSecret,
    victim.password,
    ...[...victim.client.cookies.values()].filter((v) => v.length >= 20),
    ...hashes.map((h) => h.password_hash as string),
    ...passcodes.map((p) => p.passcode_hash as string),
  ]
}
let forbiddenEverywhere: string[] = []

// ---------------------------------------------------------------------------------------------------------------
// Probe helpers.

const verdicts = (fallback: Verdict, given: Partial<Verdicts> = {}): Verdicts =>
  Object.fromEntries(ROLES.map((r) => [r, given[r] ?? fallback])) as Verdicts
/** Holders of a permission on every listing: order admins (`order`) and internal admins (all). */
const HOLDERS: Partial<Verdicts> = { orders: 'full', admin: 'full' }
const ADMIN: Partial<Verdicts> = { admin: 'full' }
const SIGNED_IN = (v: Verdict): Partial<Verdicts> => ({
  unverified: v,
  visitor: v,
  owner: v,
  orders: v,
  admin: v,
})

const answerOf = async (res: Response): Promise<Answer> => {
  const headers = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')
  return { status: res.status, text: `${headers}\n\n${await res.text()}` }
}
const get = (path: () => string) => async (client: TestClient) => answerOf(await client.get(path()))
const head = (path: () => string) => async (client: TestClient) => answerOf(await client.request('HEAD', path()))
const post =
  (path: () => string, body: () => unknown = () => ({})) =>
  async (client: TestClient) =>
    answerOf(await client.post(path(), body()))

const probe = (name: string, send: Probe['send'], v: Verdicts, secrets?: () => ReadonlyArray<string>): Probe => ({
  name,
  send,
  verdicts: v,
  ...(secrets ? { secrets } : {}),
})

const API = '/api/v1'
const photoUrl = (target: DemoTarget, code: string) => `/media/${target.tourName}/photos/${code}.jpg`
const mediaOf = (target: () => DemoTarget, file: (t: DemoTarget) => string) => () => file(target())

/** The victim's draft, as each booking call names it. */
const draft = () => ({ id: victim.order.info.id, confirmedDate: null })
const victimSecrets = () => [victim.contactEmail, victim.instructions]
/** Refused by the draft check (404) or, for order admins' calls, the role check (403): never by validation. */
const anotherDraft = (path: string, body: () => unknown): Row => ({
  probes: [
    {
      ...probe(
        'another user’s draft',
        post(() => `${API}/booking/${path}`, body),
        verdicts('refused'),
        victimSecrets,
      ),
      refusalStatuses: [403, 404],
    },
  ],
})
const weekday = () => {
  const d = new Date(Date.now() + 5 * 86_400_000)
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1)
  return { day: d.getUTCDate(), month: d.getUTCMonth(), year: d.getUTCFullYear() }
}

/** Media of one target as every role may fetch it: the listing's visibility, then the file's own rule. */
const mediaProbe = (name: string, path: () => string, v: Verdicts): Probe => probe(name, get(path), v)

// ---------------------------------------------------------------------------------------------------------------
// The table.

const ROWS: Record<string, Row> = {
  'ALL /*': { middleware: 'request log and compression for every request' },
  'ALL /api/v1/*': {
    probes: [
      {
        ...probe(
          'an unknown call',
          post(() => `${API}/listing/secret-admin-export`),
          verdicts('refused'),
        ),
        refusalText: 'No such call',
      },
    ],
  },
  'ALL /auth/*': {
    probes: [
      {
        ...probe(
          'an unknown call',
          post(() => '/auth/user/all'),
          verdicts('refused'),
        ),
        refusalText: 'No such call',
      },
    ],
  },
  'ALL /finance/*': {
    probes: [
      {
        ...probe(
          'an unknown call',
          get(() => '/finance/ledger'),
          verdicts('refused'),
        ),
        refusalText: 'No such call',
      },
    ],
  },
  'ALL /api/v1/geocode/*': { middleware: 'the address lookups’ rate limit' },
  'GET /api/v1/health': {
    probes: [
      probe(
        'health',
        get(() => `${API}/health`),
        verdicts('full'),
      ),
    ],
  },
  'GET /health/live': {
    probes: [
      probe(
        'liveness',
        get(() => '/health/live'),
        verdicts('full'),
      ),
    ],
  },
  'GET /health/ready': {
    probes: [
      probe(
        'readiness',
        get(() => '/health/ready'),
        verdicts('full'),
      ),
    ],
  },
  // Served by the connecting address, not by role (METRICS_ALLOW; loopback by default, which these clients are):
  // tests/server/operations.test.ts has an address refused. Labels name route patterns, never a listing or a person.
  'GET /metrics': {
    probes: [
      probe(
        'metrics',
        get(() => '/metrics'),
        verdicts('full'),
      ),
    ],
  },

  // Listings
  'POST /api/v1/listing/explore': {
    probes: [
      ...(['offline', 'passcode', 'tourUndelivered'] as const).map((name) =>
        probe(
          `never lists the ${name} listing`,
          post(
            () => `${API}/listing/explore`,
            () => ({ filter: t(name).street }),
          ),
          verdicts('filtered'),
          () => [`"tourName":"${t(name).tourName}"`],
        ),
      ),
      probe(
        'no cover photo before photos are delivered',
        post(
          () => `${API}/listing/explore`,
          () => ({ filter: t('photosUndelivered').street }),
        ),
        verdicts('filtered'),
        () => [`/media/${t('photosUndelivered').tourName}/photos/`],
      ),
    ],
  },
  'POST /api/v1/listing/my': {
    probes: [
      ...(['offline', 'passcode'] as const).map((name) =>
        probe(
          `lists the ${name} listing only to those holding a permission on it`,
          post(
            () => `${API}/listing/my`,
            () => ({ filter: t(name).street }),
          ),
          verdicts('refused', { ...SIGNED_IN('filtered'), ...HOLDERS }),
          () => [`"tourName":"${t(name).tourName}"`],
        ),
      ),
      probe(
        'no cover photo before photos are delivered',
        post(
          () => `${API}/listing/my`,
          () => ({ filter: t('photosUndelivered').street }),
        ),
        verdicts('refused', SIGNED_IN('filtered')),
        () => [`/media/${t('photosUndelivered').tourName}/photos/`],
      ),
    ],
  },
  'POST /api/v1/listing/get': {
    probes: [
      probe(
        'an offline listing',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('offline').tourName, debugMode: false }),
        ),
        verdicts('refused', HOLDERS),
        () => [t('offline').street],
      ),
      probe(
        'a passcode listing without the passcode',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('passcode').tourName, debugMode: false }),
        ),
        verdicts('filtered', HOLDERS),
        () => [t('passcode').street, photoUrl(t('passcode'), t('passcode').visiblePhoto)],
      ),
      probe(
        'hidden photos',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('public').tourName, debugMode: true }),
        ),
        verdicts('filtered', ADMIN),
        () => [photoUrl(t('public'), t('public').hiddenPhoto)],
      ),
      probe(
        'hidden photos of an offline listing',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('offline').tourName, debugMode: false }),
        ),
        verdicts('refused', { orders: 'filtered', admin: 'full' }),
        () => [photoUrl(t('offline'), t('offline').hiddenPhoto)],
      ),
      probe(
        'an undelivered floor plan',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('planUndelivered').tourName, debugMode: false }),
        ),
        verdicts('filtered'),
        () => ['/floorplans/'],
      ),
      probe(
        'an undelivered floor plan in debug mode',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('planUndelivered').tourName, debugMode: true }),
        ),
        verdicts('filtered', ADMIN),
        () => ['/floorplans/'],
      ),
      probe(
        'undelivered photos',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('photosUndelivered').tourName, debugMode: false }),
        ),
        verdicts('filtered'),
        () => [`/media/${t('photosUndelivered').tourName}/photos/`],
      ),
      probe(
        'the timeline (appointment times) of another user’s listing',
        post(
          () => `${API}/listing/get`,
          () => ({ tourName: t('public').tourName, debugMode: false }),
        ),
        verdicts('filtered', HOLDERS),
        () => ['"orderEvents":[{'],
      ),
    ],
  },
  'GET /api/v1/listing/metadata/:tourName': {
    probes: [
      ...(['offline', 'passcode'] as const).map((name) =>
        probe(
          `the ${name} listing`,
          get(() => `${API}/listing/metadata/${t(name).tourName}`),
          verdicts('refused'),
          () => [t(name).street],
        ),
      ),
      probe(
        'hidden and undelivered photos as the picture',
        get(() => `${API}/listing/metadata/${t('public').tourName}`),
        verdicts('filtered'),
        () => [photoUrl(t('public'), t('public').hiddenPhoto)],
      ),
      probe(
        'undelivered photos as the picture',
        get(() => `${API}/listing/metadata/${t('photosUndelivered').tourName}`),
        verdicts('filtered'),
        () => [`/media/${t('photosUndelivered').tourName}/photos/`],
      ),
    ],
  },
  'POST /api/v1/listing/updatephotos': {
    probes: [
      probe(
        'another user’s listing (an unchanged list: nothing is written)',
        post(
          () => `${API}/listing/updatephotos`,
          () => ({ tourName: t('public').tourName, photos: victim.publicPhotos }),
        ),
        verdicts('refused', ADMIN),
        () => [photoUrl(t('public'), t('public').hiddenPhoto)],
      ),
      probe(
        'an offline listing',
        post(
          () => `${API}/listing/updatephotos`,
          () => ({ tourName: t('offline').tourName, photos: [] }),
        ),
        verdicts('refused'),
        () => [t('offline').street],
      ),
    ],
  },
  'POST /api/v1/listing/zip/:tourName': {
    probes: [
      ...(['offline', 'passcode'] as const).map((name) =>
        probe(
          `the ${name} listing`,
          post(() => `${API}/listing/zip/${t(name).tourName}?sizes=web`),
          verdicts('refused', HOLDERS),
        ),
      ),
      probe(
        'hidden photos in the zip',
        async (client) => {
          const res = await client.post(`${API}/listing/zip/${t('public').tourName}?sizes=web`, {})
          if (res.status !== 200) return answerOf(res)
          const { url } = (await res.json()) as { url: string }
          return answerOf(await client.get(url))
        },
        verdicts('filtered'),
        () => [t('public').hiddenPhotoName],
      ),
      probe(
        'undelivered photos',
        post(() => `${API}/listing/zip/${t('photosUndelivered').tourName}?sizes=web`),
        verdicts('refused'),
      ),
    ],
  },
  'GET /api/v1/listing/zip-progress/:tourName': {
    probes: (['offline', 'passcode'] as const).map((name) =>
      probe(
        `the ${name} listing`,
        get(() => `${API}/listing/zip-progress/${t(name).tourName}?sizes=web`),
        verdicts('refused', HOLDERS),
      ),
    ),
  },
  'GET /api/v1/tour/:tourName': {
    probes: [
      ...(['offline', 'passcode'] as const).map((name) =>
        probe(
          `the ${name} listing`,
          get(() => `${API}/tour/${t(name).tourName}?v=1`),
          verdicts('refused', HOLDERS),
        ),
      ),
      probe(
        'an undelivered tour',
        get(() => `${API}/tour/${t('tourUndelivered').tourName}?v=1`),
        verdicts('refused'),
      ),
      probe(
        'an undelivered tour asked for in debug mode',
        get(() => `${API}/tour/${t('tourUndelivered').tourName}?v=1&includeHidden=true`),
        verdicts('refused', ADMIN),
      ),
      probe(
        'a hidden scene',
        get(() => `${API}/tour/${t('hiddenScene').tourName}?v=1`),
        verdicts('filtered'),
        () => [`"code":"${world.hiddenSceneCode}"`],
      ),
      probe(
        'a hidden scene asked for in debug mode',
        get(() => `${API}/tour/${t('hiddenScene').tourName}?v=1&includeHidden=true`),
        verdicts('filtered', ADMIN),
        () => [`"code":"${world.hiddenSceneCode}"`],
      ),
    ],
  },
  // The dashboard's survey and guide (issue 17), on another user's placed order: the survey is refused to everyone
  // (its appointment is ten days ahead, so even admins are told it has not taken place); the guide is a PDF for the
  // dashboard's users only, with nothing of the victim's contact in it.
  'POST /api/v1/listing/appointment-guide': {
    probes: [
      probe(
        'the guide of another user’s order',
        post(
          () => `${API}/listing/appointment-guide`,
          () => ({ orderId: victim.placedOrderId }),
        ),
        verdicts('refused', { orders: 'filtered', admin: 'filtered' }),
        victimSecrets,
      ),
    ],
  },
  'POST /api/v1/listing/feedback-rating': {
    probes: [
      {
        ...probe(
          'rating another user’s appointment',
          post(
            () => `${API}/listing/feedback-rating`,
            () => ({ orderId: victim.placedOrderId, appointmentRating: 1 }),
          ),
          verdicts('refused'),
          victimSecrets,
        ),
        refusalStatuses: [401, 404, 409],
      },
    ],
  },
  'POST /api/v1/listing/feedback-comment': {
    probes: [
      {
        ...probe(
          'commenting on another user’s appointment',
          post(
            () => `${API}/listing/feedback-comment`,
            () => ({ orderId: victim.placedOrderId, appointmentComments: 'Terrible.' }),
          ),
          verdicts('refused'),
          victimSecrets,
        ),
        refusalStatuses: [401, 404, 409],
      },
    ],
  },
  'POST /api/v1/listing/revision-request': {
    probes: [
      {
        ...probe(
          'a revision of someone else’s listing',
          post(
            () => `${API}/listing/revision-request`,
            () => ({ tourName: t('public').tourName, message: 'Please redo everything.' }),
          ),
          verdicts('refused', { orders: 'filtered', admin: 'filtered' }),
        ),
        refusalStatuses: [401, 404],
      },
    ],
  },
  'POST /api/v1/listing/insights': {
    probes: [
      {
        ...probe(
          'what visitors did on someone else’s listing',
          post(
            () => `${API}/listing/insights`,
            () => ({ tourName: t('public').tourName, period: 7 }),
          ),
          verdicts('refused', { orders: 'filtered', admin: 'filtered' }),
          () => [victim.visitId],
        ),
        refusalStatuses: [404],
      },
    ],
  },

  // Analytics
  'POST /api/v1/event': {
    probes: [
      probe(
        'another visitor’s visit',
        post(
          () => `${API}/event`,
          () => ({ type: 'navigate', time: 5, index: 7, visitId: victim.visitId }),
        ),
        verdicts('filtered'),
        () => [victim.visitId],
      ),
    ],
  },

  // Ordering
  'POST /api/v1/booking/start': {
    probes: [
      probe(
        'a new draft carries nobody else’s data',
        post(() => `${API}/booking/start`),
        verdicts('filtered'),
        victimSecrets,
      ),
    ],
  },
  'POST /api/v1/booking/submitaddress': anotherDraft('submitaddress', () => ({
    info: draft(),
    model: LINCOLN_PARK,
    targetStep: 'address',
  })),
  'POST /api/v1/booking/submitproduct': anotherDraft('submitproduct', () => ({
    info: draft(),
    model: PRODUCTS,
    targetStep: 'product',
  })),
  'POST /api/v1/booking/submitschedule': anotherDraft('submitschedule', () => ({
    info: draft(),
    model: emptyScheduleModel,
    targetStep: 'schedule',
  })),
  'POST /api/v1/booking/submitcontact': anotherDraft('submitcontact', () => ({
    info: draft(),
    model: CONTACT,
    targetStep: 'address',
  })),
  'POST /api/v1/booking/submitconfirm': anotherDraft('submitconfirm', () => ({ info: draft(), targetStep: 'confirm' })),
  'POST /api/v1/booking/apply-promo': anotherDraft('apply-promo', () => ({
    orderId: draft().id,
    promoCode: 'SPRING',
    targetStep: 'product',
  })),
  'POST /api/v1/booking/enable-waitlist': anotherDraft('enable-waitlist', () => ({
    orderId: draft().id,
    enabled: true,
  })),
  'POST /api/v1/booking/confirmbooking': anotherDraft('confirmbooking', () => ({ orderModel: victim.order })),
  'POST /api/v1/booking/update-owner': anotherDraft('update-owner', () => ({
    orderId: draft().id,
    ownerEmail: 'thief@example.com',
    targetStep: 'address',
  })),
  'POST /api/v1/booking/photographer-instructions': anotherDraft('photographer-instructions', () => ({
    orderId: draft().id,
    photographerInstructions: 'Leave the door open.',
    targetStep: 'address',
  })),
  'POST /api/v1/booking/create-adjustment': anotherDraft('create-adjustment', () => ({
    orderId: draft().id,
    description: 'Discount',
    amount: -10_000,
    targetStep: 'address',
  })),
  'POST /api/v1/booking/delete-adjustment': anotherDraft('delete-adjustment', () => ({
    orderId: draft().id,
    adjustmentId: 'adjustment-1',
    targetStep: 'address',
  })),
  'POST /api/v1/booking/getappointmenttimes': anotherDraft('getappointmenttimes', () => ({
    orderId: draft().id,
    ...weekday(),
  })),
  'POST /api/v1/booking/getforlisting': {
    probes: (['public', 'offline'] as const).map((name) =>
      probe(
        `the orders of the ${name} listing`,
        post(
          () => `${API}/booking/getforlisting`,
          () => ({ tourName: t(name).tourName }),
        ),
        verdicts('refused', HOLDERS),
        () => [t(name).orderCode],
      ),
    ),
  },
  // Someone else's placed order: only order and internal admins may open or change it (here: cancel it, free).
  'POST /api/v1/booking/startchange': {
    probes: [
      probe(
        'another user’s placed order',
        post(
          () => `${API}/booking/startchange`,
          () => ({ orderId: victim.placedOrderId }),
        ),
        verdicts('refused', HOLDERS),
        victimSecrets,
      ),
    ],
  },
  'POST /api/v1/booking/editorder': {
    probes: [
      probe(
        'editing another user’s placed order',
        post(
          () => `${API}/booking/editorder`,
          () => ({ orderId: victim.placedOrderId, ownerEmail: 'thief@example.com' }),
        ),
        verdicts('refused', HOLDERS),
        victimSecrets,
      ),
    ],
  },
  'POST /api/v1/booking/previewchange': {
    probes: [
      probe(
        'pricing a change of another user’s placed order',
        post(
          () => `${API}/booking/previewchange`,
          () => cancelVictimOrder(),
        ),
        verdicts('refused', HOLDERS),
        victimSecrets,
      ),
    ],
  },
  'POST /api/v1/booking/changeorder': {
    probes: [
      probe(
        'cancelling another user’s placed order',
        post(
          () => `${API}/booking/changeorder`,
          () => cancelVictimOrder(),
        ),
        verdicts('refused', HOLDERS),
        victimSecrets,
      ),
    ],
  },

  // Address lookups: public facts only, never a listing.
  'POST /api/v1/geocode/suggest': {
    probes: [
      probe(
        'suggestions',
        post(
          () => `${API}/geocode/suggest`,
          () => ({ query: t('offline').street.slice(0, 8) }),
        ),
        verdicts('filtered'),
        () => [t('offline').tourName],
      ),
    ],
  },
  'POST /api/v1/geocode/lookup': {
    probes: [
      probe(
        'a lookup',
        post(
          () => `${API}/geocode/lookup`,
          () => ({ address: `${t('offline').street}, Chicago` }),
        ),
        verdicts('filtered'),
        () => [t('offline').tourName],
      ),
    ],
  },
  'POST /api/v1/geocode/reverse': {
    probes: [
      probe(
        'a reverse lookup',
        post(
          () => `${API}/geocode/reverse`,
          () => ({ latitude: 41.9214, longitude: -87.6513 }),
        ),
        verdicts('filtered'),
        () => [t('offline').tourName],
      ),
    ],
  },

  // Accounts
  'POST /auth/user/sign-in': {
    probes: [
      probe(
        'another account with a wrong password',
        post(
          () => '/auth/user/sign-in',
          () => ({ email: victim.email, password: 'not the password' }),
        ),
        verdicts('refused'),
        () => ['Vera'],
      ),
    ],
  },
  'POST /auth/user/register': {
    probes: [
      probe(
        'an address that has an account (refused on the e-mail field, by design)',
        post(
          () => '/auth/user/register',
          () => ({
            firstName: 'Eve',
            lastName: 'Mallory',
            email: victim.email,
            phone: '555-0199',
            password: 'Ev3-long-pass!',
          }),
        ),
        verdicts('refused'),
        () => ['Vera'],
      ),
    ],
  },
  'POST /auth/user/register/code': {
    probes: [
      probe(
        'a code for one’s own address only',
        post(() => '/auth/user/register/code'),
        verdicts('refused', SIGNED_IN('safe')),
        () => [victim.email],
      ),
    ],
  },
  'POST /auth/user/register/verify': {
    probes: [
      probe(
        'a made-up code',
        post(
          () => '/auth/user/register/verify',
          () => ({ code: '000000' }),
        ),
        verdicts('refused', { admin: 'safe', orders: 'safe', owner: 'safe', visitor: 'safe' }),
        () => [victim.email],
      ),
    ],
  },
  'POST /auth/user/password/code': {
    probes: [
      probe(
        'a reset code for another account (mailed, never answered)',
        post(
          () => '/auth/user/password/code',
          () => ({ email: victim.email }),
        ),
        verdicts('safe'),
        () => ['Vera', 'code":"'],
      ),
    ],
  },
  'POST /auth/user/password/verify': {
    probes: [
      probe(
        'a guessed code for another account',
        post(
          () => '/auth/user/password/verify',
          () => ({ email: victim.email, code: '000000' }),
        ),
        verdicts('refused'),
        () => ['Vera'],
      ),
    ],
  },
  'POST /auth/user/password/submit': {
    probes: [
      probe(
        'a new password for another account with a guessed code',
        post(
          () => '/auth/user/password/submit',
          () => ({ email: victim.email, code: '000000', password: 'Taken-over-9!' }),
        ),
        verdicts('refused'),
        () => ['Vera'],
      ),
    ],
  },
  'POST /auth/user/sign-out': {
    probes: [
      probe(
        'signs out only the caller (another browser with a copy of no one’s cookies)',
        async (_client, role) => {
          // A browser of its own, so the role's session used by the other probes stays; the victim's must survive.
          const fresh = server.client()
          const email = EMAILS[role]
          if (email) await fresh.post('/auth/user/sign-in', { email, password: DEMO_PASSWORD })
          const out = await answerOf(await fresh.post('/auth/user/sign-out'))
          const still = (await (await victim.client.get('/auth/user/current')).json()) as {
            user: { email: string } | null
          }
          return {
            status: out.status,
            text: still.user?.email === victim.email ? out.text : `${out.text}\nVICTIM SIGNED OUT`,
          }
        },
        verdicts('filtered'),
        () => ['VICTIM SIGNED OUT', 'Vera'],
      ),
    ],
  },
  'GET /auth/user/current': {
    probes: [
      probe(
        'only one’s own account',
        get(() => '/auth/user/current'),
        verdicts('filtered'),
        () => [victim.email],
      ),
    ],
  },
  'POST /auth/sso/verify': {
    probes: [
      probe(
        'a forged token',
        post(
          () => '/auth/sso/verify',
          () => ({ token: 'eyJlbWFpbCI6InZpY3RpbUBleGFtcGxlLmNvbSJ9.forged', origin: 'https://partner.example' }),
        ),
        verdicts('refused'),
        () => ['Vera'],
      ),
    ],
  },

  // The finance service (issue 18): a plan is its owner's alone; the charge secret and the local test provider's
  // calls never reach anyone else's payment; the webhook takes only signed events; anyone may write to sales.
  'GET /finance/subscription/charge/secret': {
    probes: [
      {
        ...probe(
          'a price the server did not set',
          get(() => '/finance/subscription/charge/secret?amount=100&currency=USD&plan=AGENT&period=monthly'),
          verdicts('refused'),
          victimPlanSecrets,
        ),
        refusalStatuses: [401, 409],
      },
      {
        // Signed in, each role opens a checkout of its own (a pending row and an intent), never the victim's.
        ...probe(
          'a checkout of one’s own',
          get(() => `/finance/subscription/charge/secret?${AGENT_PRICE}`),
          verdicts('refused', SIGNED_IN('safe')),
          victimPlanSecrets,
        ),
        refusalStatuses: [401],
      },
    ],
  },
  'GET /finance/subscription': {
    probes: [
      {
        ...probe(
          'another person’s plan',
          get(() => '/finance/subscription'),
          verdicts('refused', SIGNED_IN('filtered')),
          victimPlanSecrets,
        ),
        refusalStatuses: [401],
      },
    ],
  },
  'POST /finance/subscription/renewal': {
    probes: [
      {
        ...probe(
          'cancelling another person’s plan',
          post(
            () => '/finance/subscription/renewal',
            () => ({ renew: false }),
          ),
          verdicts('refused'),
          victimPlanSecrets,
        ),
        refusalStatuses: [401, 404],
      },
    ],
  },
  'POST /finance/subscription/contact': {
    probes: [
      // Anyone may write (five an hour from one address, so the sixth role may be told to wait: 429).
      probe(
        'a message to the sales team',
        post(
          () => '/finance/subscription/contact',
          () => ({
            firstName: 'Matt',
            lastName: 'Rix',
            email: 'matrix@example.com',
            phone: '',
            company: 'Matrix Realty',
            listingsPerMonth: '40',
            message: 'Tell me about the victim’s plan.',
          }),
        ),
        verdicts('safe'),
        victimPlanSecrets,
      ),
    ],
  },
  'POST /finance/test-provider/confirm': {
    probes: [
      {
        ...probe(
          'paying an intent by a guessed secret',
          post(
            () => '/finance/test-provider/confirm',
            () => ({ secret: GUESSED_SECRET, card: TEST_CARD }),
          ),
          verdicts('refused'),
          victimPlanSecrets,
        ),
        refusalStatuses: [404],
      },
    ],
  },
  'POST /finance/test-provider/authenticate': {
    probes: [
      {
        ...probe(
          'authenticating an intent by a guessed secret',
          post(
            () => '/finance/test-provider/authenticate',
            () => ({ secret: GUESSED_SECRET, approve: true }),
          ),
          verdicts('refused'),
          victimPlanSecrets,
        ),
        refusalStatuses: [404],
      },
    ],
  },
  'POST /finance/stripe/webhook': {
    probes: [
      {
        ...probe(
          'an unsigned payment event',
          post(
            () => '/finance/stripe/webhook',
            () => ({
              id: 'evt_matrix',
              object: 'event',
              type: 'payment_intent.succeeded',
              data: { object: { id: VICTIM_PLAN.intent, amount: 1, currency: 'usd' } },
            }),
          ),
          verdicts('refused'),
          victimPlanSecrets,
        ),
        refusalStatuses: [400],
      },
    ],
  },

  // Developer pages: the outbox (reset and verification codes) for holders of `global` only; in production, nobody.
  // The chart gallery for holders of `global` only, in production too.
  'ALL /dev/*': { middleware: 'the signed-in user for the developer pages' },
  'GET /dev/charts': {
    probes: [
      probe(
        'the chart gallery',
        get(() => '/dev/charts'),
        verdicts('refused', ADMIN),
        () => ['chart gallery shell'],
      ),
    ],
  },
  'GET /dev/outbox.json': {
    probes: [
      probe(
        'codes mailed to others',
        get(() => '/dev/outbox.json'),
        verdicts('refused', ADMIN),
        () => [OUTBOX_CODE],
      ),
    ],
  },
  'GET /dev/outbox': {
    probes: [
      probe(
        'codes mailed to others',
        get(() => '/dev/outbox'),
        verdicts('refused', ADMIN),
        () => [OUTBOX_CODE],
      ),
    ],
  },

  // Maps: drawn from public facts, no listing.
  'GET /media/map/tiles.json': {
    probes: [
      probe(
        'tile info',
        get(() => '/media/map/tiles.json'),
        verdicts('full'),
      ),
    ],
  },
  'GET /media/map/tiles/:z/:x/:file': {
    probes: [
      probe(
        'a tile',
        get(() => '/media/map/tiles/10/260/378.png'),
        verdicts('full'),
      ),
    ],
  },
  'GET /media/map/static.png': {
    probes: [
      probe(
        'a static map',
        get(() => '/media/map/static.png?lat=41.9214&lng=-87.6513&w=64&h=64'),
        verdicts('full'),
      ),
    ],
  },
  'GET /media/map/streetview.jpg': {
    probes: [
      probe(
        'no provider: none',
        get(() => '/media/map/streetview.jpg?lat=41.9214&lng=-87.6513'),
        verdicts('refused'),
      ),
    ],
  },
  'ALL /media/map/*': {
    probes: [
      probe(
        'anything else',
        get(() => '/media/map/../../sets'),
        verdicts('refused'),
      ),
    ],
  },

  // Listing media
  'ALL /media/*': {
    middleware: 'the signed-in user for media, and the media catch-all',
    probes: [
      probe(
        'anything else',
        get(() => `/media/${t('offline').tourName}/secrets.json`),
        verdicts('refused'),
      ),
    ],
  },
  'GET /media/people/:kind/:file': {
    probes: [
      probe(
        'a portrait',
        get(() => `/media/people/${portraitKey}`),
        verdicts('full'),
      ),
      probe(
        'no other folder',
        get(() => '/media/people/users/victim.jpg'),
        verdicts('refused'),
      ),
    ],
  },
  'GET /media/:tourName/scenes/:code/:file': {
    probes: [
      mediaProbe(
        'a public tour',
        mediaOf(
          () => t('public'),
          (x) => `/media/${x.tourName}/scenes/${x.startingScene}/c0.jpg`,
        ),
        verdicts('full'),
      ),
      mediaProbe(
        'an offline listing',
        mediaOf(
          () => t('offline'),
          (x) => `/media/${x.tourName}/scenes/${x.startingScene}/c0.jpg`,
        ),
        verdicts('refused', HOLDERS),
      ),
      mediaProbe(
        'a passcode listing',
        mediaOf(
          () => t('passcode'),
          (x) => `/media/${x.tourName}/scenes/${x.startingScene}/d.jpg`,
        ),
        verdicts('refused', HOLDERS),
      ),
      mediaProbe(
        'an undelivered tour',
        mediaOf(
          () => t('tourUndelivered'),
          (x) => `/media/${x.tourName}/scenes/${x.startingScene}/c1.jpg`,
        ),
        verdicts('refused', ADMIN),
      ),
      mediaProbe(
        'a hidden scene',
        () => `/media/${t('hiddenScene').tourName}/scenes/${world.hiddenSceneCode}/t.jpg`,
        verdicts('refused', ADMIN),
      ),
    ],
  },
  'GET /media/:tourName/photos/:file': {
    probes: [
      mediaProbe('a visible photo', () => photoUrl(t('public'), t('public').visiblePhoto), verdicts('full')),
      mediaProbe('a hidden photo', () => photoUrl(t('public'), t('public').hiddenPhoto), verdicts('refused', ADMIN)),
      mediaProbe(
        'a hidden photo, resized',
        () => `${photoUrl(t('public'), t('public').hiddenPhoto)}?size=mls`,
        verdicts('refused', ADMIN),
      ),
      mediaProbe(
        'an offline listing’s photo',
        () => photoUrl(t('offline'), t('offline').visiblePhoto),
        verdicts('refused', HOLDERS),
      ),
      mediaProbe(
        'an offline listing’s hidden photo',
        () => photoUrl(t('offline'), t('offline').hiddenPhoto),
        verdicts('refused', ADMIN),
      ),
      mediaProbe(
        'a passcode listing’s photo',
        () => photoUrl(t('passcode'), t('passcode').visiblePhoto),
        verdicts('refused', HOLDERS),
      ),
      mediaProbe(
        'a passcode listing’s hidden photo',
        () => photoUrl(t('passcode'), t('passcode').hiddenPhoto),
        verdicts('refused', ADMIN),
      ),
      mediaProbe(
        'an undelivered photo',
        () => photoUrl(t('photosUndelivered'), t('photosUndelivered').visiblePhoto),
        verdicts('refused', ADMIN),
      ),
    ],
  },
  'GET /media/:tourName/zips/:file': {
    probes: [
      mediaProbe('a public listing’s zip', () => t('public').documents.zip, verdicts('full')),
      mediaProbe('an offline listing’s zip', () => t('offline').documents.zip, verdicts('refused', HOLDERS)),
      mediaProbe('a passcode listing’s zip', () => t('passcode').documents.zip, verdicts('refused', HOLDERS)),
      mediaProbe('a zip of undelivered photos', () => t('photosUndelivered').documents.zip, verdicts('refused', ADMIN)),
    ],
  },
  'GET /media/:tourName/floorplans/:file{.+}': {
    probes: [
      mediaProbe(
        'a delivered plan',
        () => `/media/${t('public').tourName}/floorplans/${t('public').floor}-imperial.svg`,
        verdicts('full'),
      ),
      mediaProbe(
        'an undelivered plan’s SVG',
        () => `/media/${t('planUndelivered').tourName}/floorplans/${t('planUndelivered').floor}-imperial.svg`,
        verdicts('refused', ADMIN),
      ),
      mediaProbe(
        'an undelivered plan’s PNG',
        () => `/media/${t('planUndelivered').tourName}/floorplans/${t('planUndelivered').floor}-metric.png`,
        verdicts('refused', ADMIN),
      ),
      mediaProbe('an undelivered plan’s page', () => t('planUndelivered').documents.page, verdicts('refused', ADMIN)),
      mediaProbe('an undelivered plan’s PDF', () => t('planUndelivered').documents.pdf, verdicts('refused', ADMIN)),
      mediaProbe('an offline listing’s plan', () => t('offline').documents.pdf, verdicts('refused', HOLDERS)),
      mediaProbe('a passcode listing’s plan', () => t('passcode').documents.page, verdicts('refused', HOLDERS)),
    ],
  },

  // Pages
  'ALL /assets/*': {
    probes: [
      probe(
        'a built asset',
        get(() => '/assets/app-abc123.js'),
        verdicts('full'),
      ),
    ],
  },
  'GET /*': {
    probes: [
      probe(
        'an offline listing’s page',
        get(() => `/${t('offline').tourName}`),
        verdicts('refused', HOLDERS),
      ),
      probe(
        'a passcode listing’s page (no tags, no Last-Modified without the passcode)',
        get(() => `/${t('passcode').tourName}`),
        verdicts('filtered', HOLDERS),
        () => ['last-modified:'],
      ),
      probe(
        'a passcode listing’s page carries its address (in its page data) only to those who may see it',
        get(() => `/${t('passcode').tourName}`),
        verdicts('filtered', HOLDERS),
        () => [t('passcode').street],
      ),
      probe(
        'an undelivered tour’s page preloads none of its scenes',
        get(() => `/${t('tourUndelivered').tourName}/tour`),
        verdicts('filtered'),
        () => ['/scenes/'],
      ),
    ],
  },
  'HEAD /*': {
    probes: [
      probe(
        'an offline listing’s page',
        head(() => `/${t('offline').tourName}`),
        verdicts('refused', HOLDERS),
      ),
      probe(
        'a passcode listing’s Last-Modified',
        head(() => `/${t('passcode').tourName}`),
        verdicts('filtered', HOLDERS),
        () => ['last-modified:'],
      ),
    ],
  },
  'GET /embed/v2/example.html': {
    probes: [
      probe(
        'the embed example opens a public tour, never one that is offline or behind a passcode',
        // Its redirect itself (the tour is named in Location), not the static page it leads to.
        async (client: TestClient) =>
          answerOf(await client.request('GET', '/embed/v2/example.html', { redirect: 'manual' })),
        verdicts('safe'),
        () => [t('offline').tourName, t('passcode').tourName],
      ),
    ],
  },
  'ALL /page-data/*': { middleware: 'the signed-in user for page data (a listing’s depends on who asks)' },
  'GET /page-data/*': {
    probes: [
      probe(
        'an offline listing’s page data',
        get(() => `/page-data/${t('offline').tourName}/page-data.json`),
        verdicts('refused', HOLDERS),
      ),
      probe(
        'a passcode listing’s page data says only that a passcode is needed',
        get(() => `/page-data/${t('passcode').tourName}/page-data.json`),
        verdicts('filtered', HOLDERS),
        () => [t('passcode').street, '"listing"'],
      ),
      probe(
        'a passcode listing’s page data under one of its sections',
        get(() => `/page-data/${t('passcode').tourName}/photos/page-data.json`),
        verdicts('filtered', HOLDERS),
        () => [t('passcode').street],
      ),
    ],
  },
  'HEAD /page-data/*': {
    probes: [
      probe(
        'an offline listing’s page data',
        head(() => `/page-data/${t('offline').tourName}/page-data.json`),
        verdicts('refused', HOLDERS),
      ),
    ],
  },
}

// ---------------------------------------------------------------------------------------------------------------
// Enumerating calls and routes.

/** Every module of src/schemas/api, as tests/schemas/calls.test.ts finds them. */
const modules = import.meta.glob<Record<string, unknown>>('../../src/schemas/api/*.ts', { eager: true })
const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'backend' in value && 'method' in value && 'path' in value

/** 'POST /api/v1/listing/zip/:tourName' for a call, as the server's routes spell it. */
function callKeys(): string[] {
  const { config } = server
  const bases = { api: config.apiBasePath, auth: config.authBasePath, finance: config.financeBasePath }
  return Object.values(modules).flatMap((exports) =>
    Object.values(exports)
      .filter(isCall)
      .map(
        (call) => `${call.method} ${bases[call.backend]}${call.path.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1')}`,
      ),
  )
}

const routeKeys = () => {
  const app = createApp({ config: server.config, db: server.db, log: () => {} })
  return app.routes.map((r) => `${r.method} ${r.path}`)
}

// ---------------------------------------------------------------------------------------------------------------
// Running it.

interface Finding {
  readonly role: Role
  readonly verdict: Verdict
  readonly status: number
  readonly leak: boolean
  readonly problem: string
}

function judge(probe: Probe, role: Role, answer: Answer): Finding | undefined {
  const verdict = probe.verdicts[role]
  const secrets = probe.secrets?.() ?? []
  const shown = secrets.filter((s) => s !== '' && answer.text.includes(s))
  const everywhere = forbiddenEverywhere.filter((s) => answer.text.includes(s))
  const ok = answer.status >= 200 && answer.status < 300
  const clientError = answer.status >= 400 && answer.status < 500
  const finding = (leak: boolean, problem: string) => ({ role, verdict, status: answer.status, leak, problem })
  if (everywhere.length > 0) return finding(true, 'a secret no answer may carry')
  if (verdict === 'full') {
    if (!ok) return finding(false, 'expected the full answer')
    const missing = secrets.filter((s) => !answer.text.includes(s))
    return missing.length > 0 ? finding(false, `the full answer lacks ${JSON.stringify(missing)}`) : undefined
  }
  if (shown.length > 0) return finding(true, `shows ${JSON.stringify(shown)}`)
  if (answer.status >= 500) return finding(false, 'a server error')
  if (verdict === 'refused') {
    if (ok || answer.status < 400) return finding(true, 'served what should be refused')
    if (!clientError) return finding(false, 'expected a 4xx')
    if (probe.refusalStatuses && !probe.refusalStatuses.includes(answer.status))
      return finding(false, `expected one of ${probe.refusalStatuses.join(', ')}`)
    if (probe.refusalText && !answer.text.includes(probe.refusalText))
      return finding(false, `the refusal lacks ${JSON.stringify(probe.refusalText)}`)
  }
  if (verdict === 'filtered' && !ok) return finding(false, 'expected a 2xx')
  return undefined
}

const results = { probes: 0, requests: 0, leaks: 0 }

describe('the authorisation matrix', () => {
  beforeAll(async () => {
    forbiddenEverywhere = await neverShown()
  })

  it('has a row for every call and route, and no row for a call or route that does not exist', () => {
    const keys = new Set([...callKeys(), ...routeKeys()])
    const missing = [...keys].filter((k) => !(k in ROWS)).sort()
    const stale = Object.keys(ROWS)
      .filter((k) => !keys.has(k))
      .sort()
    expect({ missing, stale }).toEqual({ missing: [], stale: [] })
    for (const [key, row] of Object.entries(ROWS)) {
      if (!key.startsWith('ALL ')) expect(row.probes?.length ?? 0, `${key} needs probes`).toBeGreaterThan(0)
    }
  })

  describe.each(Object.entries(ROWS).filter(([, row]) => row.probes !== undefined))('%s', (_key, row) => {
    it.each((row.probes ?? []).map((p) => [p.name, p] as const))('%s', async (_name, probe) => {
      const findings: Finding[] = []
      for (const role of ROLES) {
        const answer = await probe.send(callers[role], role)
        results.requests++
        const finding = judge(probe, role, answer)
        if (finding) findings.push(finding)
      }
      results.probes++
      results.leaks += findings.filter((f) => f.leak).length
      expect(findings).toEqual([])
    })
  })

  it('leaves the victim’s account, session, draft and visit as they were', async () => {
    const current = (await (await victim.client.get('/auth/user/current')).json()) as { user: { email: string } }
    expect(current.user.email).toBe(victim.email)
    const res = await victim.client.post(`${API}/booking/submitconfirm`, { info: draft(), targetStep: 'address' })
    const order = Schema.decodeUnknownSync(BookingOrder)(await res.json())
    expect(order.contact.billingContact.email).toBe(victim.contactEmail)
    expect(order.contact.photographerInstructions).toBe(CONTACT.photographerInstructions)
    expect(order.schedule.waitlistEnabled).toBe(false)
    const events = await server.db.kysely
      .selectFrom('visit_events')
      .select('index')
      .where('visit_id', '=', victim.visitId)
      .execute()
    expect(events.map((e) => e.index)).toEqual([0])
    const plan = await server.db.kysely
      .selectFrom('subscriptions')
      .select(['status', 'renews'])
      .where('payment_intent_id', '=', VICTIM_PLAN.intent)
      .executeTakeFirstOrThrow()
    expect(plan).toEqual({ status: 'active', renews: true })
  })

  it('has no developer pages in production', async () => {
    const production = { ...server.config, production: true }
    const app = createApp({ config: production, db: server.db, log: () => {} })
    for (const path of ['/dev/outbox.json', '/dev/outbox']) {
      // Even for an internal admin's session.
      const cookie = [...callers.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      const res = await app.request(path, { headers: { cookie } })
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain(OUTBOX_CODE)
    }
  })

  afterAll(() => {
    const rows = Object.keys(ROWS).length
    console.log(
      `authorisation matrix: ${rows} rows, ${results.probes} probes, ${results.requests} requests, ${results.leaks} leaks`,
    )
  })
})

/** A change form cancelling the victim's placed order, free (the shape previewchange and changeorder take). */
function cancelVictimOrder() {
  return {
    orderId: victim.placedOrderId,
    cancel: true,
    selectedPhotographerId: null,
    selectedTime: null,
    ignoreAvailability: false,
    waiveCancellationCharge: false,
    shownChargeTotal: 0,
    originalTimeUtc: victim.placedOrderStart,
  }
}
