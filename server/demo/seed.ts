// Seeds the demo world into an empty database, in one transaction: media sets, agents, photographers with zones
// and calendars, the catalogue, promo codes, tax rates, 96 listings with photos and agents, their orders, the demo
// owner's feedback and the demo subscriber's plan. A database that already has listings is left alone, so restarts
// are cheap and a real deployment (DEMO_DATA=off) never gets demo rows.
import type { Kysely } from 'kysely'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/schema'
import { offerFreedSlot } from '../orders/waitlist-offers'
import { DEMO_PRODUCTS, DEMO_PROMOS, DEMO_TAX_RATES } from './dataset/catalogue'
import { type DemoListing, demoListings, type MediaSetInfo } from './dataset/listings'
import { DEMO_AGENTS } from './dataset/people'
import { DEMO_PHOTOGRAPHERS, demoCalendarEvents } from './dataset/photographers'
import { seededRandom } from './house/random'
import { insertDemoSubscription } from './subscription-seed'

export interface SeedMediaSet extends MediaSetInfo {
  readonly seed: number
  readonly tourConfig: unknown
  readonly floorplan: unknown
}

/** The demo owner's e-mail (server/demo/users.ts): the listings marked as theirs are owned by this account. */
const OWNER_EMAIL = 'owner@showhome.example'

export async function seedDemoWorld(
  db: Kysely<Database>,
  mediaSets: ReadonlyArray<SeedMediaSet>,
  now: Date,
): Promise<{ listings: number } | undefined> {
  const existing = await db
    .selectFrom('listings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return undefined
  const random = seededRandom(20261123)
  const listings = demoListings(mediaSets, now, random.fork('listings'))
  const passcodeHash = await hashPassword(listings.find((l) => l.passcode)?.passcode ?? '')
  await db.transaction().execute(async (tx) => {
    await insertMediaSets(tx, mediaSets)
    const agentIds = await insertAgents(tx)
    await insertPhotographers(tx, now, random.fork('calendar'))
    await insertCatalogue(tx, now)
    const owner = await tx.selectFrom('users').select('id').where('email', '=', OWNER_EMAIL).executeTakeFirst()
    for (const listing of listings) {
      const orderId = await insertListing(tx, listing, agentIds, owner?.id ?? null, passcodeHash)
      const o = listing.order
      // The slot of an order cancelled as the demo is seeded goes to the waitlist, as a real cancellation's would;
      // the server mails the offer when it starts (server/main.ts).
      if (o.freesSlotForWaitlist)
        await offerFreedSlot(
          tx,
          {
            orderId,
            photographerId: o.photographerId,
            start: o.appointmentStart,
            end: o.appointmentEnd,
            location: { lat: listing.lat, lng: listing.lng },
          },
          now,
        )
    }
    await insertDemoSubscription(tx, now)
  })
  return { listings: listings.length }
}

async function insertMediaSets(tx: Kysely<Database>, mediaSets: ReadonlyArray<SeedMediaSet>) {
  for (const set of mediaSets) {
    await tx
      .insertInto('media_sets')
      .values({
        id: set.id,
        kind: 'synthetic',
        seed: set.seed,
        tour_config: JSON.stringify(set.tourConfig),
        floorplan: JSON.stringify(set.floorplan),
        photos: JSON.stringify(set.photos),
      })
      .execute()
  }
}

async function insertAgents(tx: Kysely<Database>): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const agent of DEMO_AGENTS) {
    const row = await tx
      .insertInto('agents')
      .values({
        name: agent.name,
        company: agent.company,
        title: agent.title,
        phone: agent.phone,
        email: agent.email,
        website: agent.website,
        photo_key: `agents/${agent.key}.jpg`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.set(agent.key, row.id)
  }
  return ids
}

async function insertPhotographers(tx: Kysely<Database>, now: Date, random: ReturnType<typeof seededRandom>) {
  for (const p of DEMO_PHOTOGRAPHERS) {
    await tx
      .insertInto('photographers')
      .values({
        id: p.id,
        name: p.name,
        email: p.email,
        avatar_key: `photographers/${p.id}.jpg`,
        time_zone: p.timeZone,
        home_lat: p.home.lat,
        home_lng: p.home.lng,
        working_hours: JSON.stringify(p.workingHours),
      })
      .execute()
    for (const z of p.zones) {
      await tx
        .insertInto('photographer_zones')
        .values({
          id: z.id,
          photographer_id: p.id,
          inner_km: z.innerKm,
          outer_km: z.outerKm,
          travel_cost_cents: z.travelCostCents,
          weekdays: z.weekdays ? JSON.stringify(z.weekdays) : null,
        })
        .execute()
    }
  }
  const events = demoCalendarEvents(now, random)
  if (events.length > 0) {
    await tx
      .insertInto('calendar_events')
      .values(
        events.map((e) => ({ photographer_id: e.photographerId, starts_at: e.start, ends_at: e.end, title: e.title })),
      )
      .execute()
  }
}

async function insertCatalogue(tx: Kysely<Database>, now: Date) {
  await tx
    .insertInto('products')
    .values(
      DEMO_PRODUCTS.map((p, i) => ({
        id: p.id,
        name: p.name,
        unit: p.unit,
        description: p.description,
        pricing: JSON.stringify(p.pricing),
        base_minutes: p.baseMinutes,
        minutes_per_1000_sqft: p.minutesPer1000SqFt,
        position: i,
      })),
    )
    .execute()
  await tx
    .insertInto('promo_codes')
    .values(
      DEMO_PROMOS.map((p) => ({
        code: p.code,
        description: p.description,
        percent_off: p.percentOff ?? null,
        amount_off_cents: p.amountOffCents ?? null,
        expires_at: p.expiresInDays === undefined ? null : new Date(now.getTime() + p.expiresInDays * 86_400_000),
      })),
    )
    .execute()
  await tx
    .insertInto('tax_rates')
    .values(
      DEMO_TAX_RATES.map((t) => ({
        id: t.id,
        country: t.country,
        region: t.region,
        name: t.name,
        rate_basis_points: t.rateBasisPoints,
        currency: t.currency,
      })),
    )
    .execute()
}

async function insertListing(
  tx: Kysely<Database>,
  l: DemoListing,
  agentIds: Map<string, string>,
  ownerId: string | null,
  passcodeHash: string,
): Promise<string> {
  const row = await tx
    .insertInto('listings')
    .values({
      tour_name: l.tourName,
      owner_user_id: l.ownedByDemoOwner ? ownerId : null,
      is_offline: l.offline,
      media_set_id: l.mediaSetId,
      tour_ready: l.delivered.tour,
      starting_scene: l.startingScene,
      passcode_hash: l.passcode ? passcodeHash : null,
      description: l.description,
      lat: l.lat,
      lng: l.lng,
      geohash: l.geohash,
      street: l.street,
      neighborhood: l.neighbourhood,
      city: l.city,
      region: l.region,
      postal_code: l.postalCode,
      country: 'US',
      bedrooms_primary: l.stats?.bedroomsPrimary ?? null,
      bedrooms_secondary: l.stats?.bedroomsSecondary ?? null,
      bathrooms_primary: l.stats?.bathroomsPrimary ?? null,
      bathrooms_secondary: l.stats?.bathroomsSecondary ?? null,
      area_primary: l.stats?.areaPrimary ?? null,
      area_secondary: l.stats?.areaSecondary ?? null,
      price_cents: l.stats?.priceCents ?? null,
      market: 'Chicago',
      brokerage: l.agents[0]?.company ?? null,
      office: l.agents[0]?.office ?? null,
      team: l.agents[0]?.team ?? null,
      tour_delivered: l.delivered.tour,
      photos_delivered: l.delivered.photos,
      floorplan_delivered: l.delivered.floorplan,
      fully_delivered: l.delivered.tour && l.delivered.photos && l.delivered.floorplan,
      published_at: l.publishedAt,
      agent_names: l.agents.map((a) => a.name).join(' '),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (l.photos.length > 0) {
    await tx
      .insertInto('listing_photos')
      .values(
        l.photos.map((p, position) => ({
          listing_id: row.id,
          code: p.code,
          position,
          media_key: p.mediaKey,
          name: p.name,
          caption: p.caption,
          hidden: p.hidden,
          aspect: p.aspect,
          external_link: p.externalLink,
          scene_code: p.sceneCode,
          yaw: p.yaw,
          pitch: p.yaw === null ? null : 0,
          toggle: p.toggle,
        })),
      )
      .execute()
  }
  for (const [position, agent] of l.agents.entries()) {
    const agentId = agentIds.get(agent.key)
    if (agentId)
      await tx.insertInto('listing_agents').values({ listing_id: row.id, agent_id: agentId, position }).execute()
  }
  const o = l.order
  const order = await tx
    .insertInto('orders')
    .values({
      order_code: o.orderCode,
      listing_id: row.id,
      owner_user_id: l.ownedByDemoOwner ? ownerId : null,
      owner_email: l.ownedByDemoOwner ? OWNER_EMAIL : (l.agents[0]?.email ?? null),
      address: JSON.stringify({
        address1: l.street,
        city: l.city,
        state: l.region,
        postalCode: l.postalCode,
        country: 'US',
        formattedAddress: `${l.street}, ${l.city}, ${l.region} ${l.postalCode}, USA`,
      }),
      lat: l.lat,
      lng: l.lng,
      products: JSON.stringify(o.products),
      photographer_id: o.photographerId,
      appointment_start: o.appointmentStart,
      appointment_end: o.appointmentEnd,
      time_zone: 'America/Chicago',
      delivery_deadline: o.deliveryDeadline,
      product_total_cents: o.productTotalCents,
      tax_rate_basis_points: o.taxRateBasisPoints,
      tax_total_cents: Math.round((o.productTotalCents * o.taxRateBasisPoints) / 10_000),
      confirmed_at: o.confirmedAt,
      confirmed_by: l.ownedByDemoOwner ? 'Olive Owner' : (l.agents[0]?.name ?? 'Showhome'),
      cancelled_at: o.cancelledAt,
      cancelled_by: o.cancelledAt ? 'Olive Owner' : null,
      delivered_at: o.deliveredAt,
      waitlist: o.waitlist,
      waitlist_joined_at: o.waitlist ? o.confirmedAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (o.feedback && l.ownedByDemoOwner && ownerId) {
    await tx
      .insertInto('order_feedback')
      .values({
        order_id: order.id,
        user_id: ownerId,
        rating: o.feedback.rating,
        comment: o.feedback.comment,
        guide_downloaded_at: o.feedback.guideDownloadedAt,
      })
      .execute()
  }
  return order.id
}
