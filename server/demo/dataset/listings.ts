// The demo listings (issue 4): 96 homes over the demo city, in every state the spec knows, each with an order
// (appointment, delivery or cancellation), agents, photos from its house's media set, and facts that match that
// house. Pure: the seeder writes what this returns.
import { encodeGeohash } from '../../../src/domain/geohash'
import type { Random } from '../house/random'
import { changeableRole, demoChangeable, demoFreedSlot, nextBusinessDayEnd } from './changeable-orders'
import { addressIn, NEIGHBOURHOODS, slugOf } from './city'
import { DEMO_AGENTS, type DemoAgent } from './people'
import { DEMO_PHOTOGRAPHERS } from './photographers'

/** What a listing needs to know about the house whose media it shows. */
export interface MediaSetInfo {
  readonly id: string
  readonly style: string
  readonly areaSqFt: number
  readonly bedrooms: number
  readonly bathrooms: number
  readonly startingScene: string
  /** Rendered photos, in the order a photographer would present them. */
  readonly photos: ReadonlyArray<{
    readonly key: string
    readonly roomName: string
    readonly roomKind: string | null
    readonly aspect: number
    readonly sceneCode: string | null
    readonly yaw: number | null
  }>
}

export type ListingState =
  | 'delivered'
  | 'tourOnly'
  | 'upcoming'
  | 'inProduction'
  | 'cancelled'
  | 'offline'
  | 'passcode'
  | 'noStats'
  | 'noAgents'

/** How many listings of each state, in seeding order; 96 in all (explore needs more than 60 public ones). */
export const STATE_COUNTS: ReadonlyArray<readonly [ListingState, number]> = [
  ['delivered', 60],
  ['tourOnly', 6],
  ['upcoming', 8],
  ['inProduction', 5],
  ['cancelled', 4],
  ['offline', 4],
  ['passcode', 3],
  ['noStats', 3],
  ['noAgents', 3],
]

/** The demo passcode of protected listings (README). */
export const DEMO_PASSCODE = '2468'

export interface DemoListing {
  readonly tourName: string
  readonly state: ListingState
  readonly ownedByDemoOwner: boolean
  readonly mediaSetId: string | null
  readonly startingScene: string | null
  readonly street: string
  readonly neighbourhood: string
  readonly city: string
  readonly region: string
  readonly postalCode: string
  readonly lat: number
  readonly lng: number
  readonly geohash: string
  readonly description: string
  readonly stats: {
    readonly bedroomsPrimary: number
    readonly bedroomsSecondary: number | null
    readonly bathroomsPrimary: number
    readonly bathroomsSecondary: number | null
    readonly areaPrimary: number
    readonly areaSecondary: number | null
    readonly priceCents: number
  } | null
  readonly agents: ReadonlyArray<DemoAgent>
  readonly photos: ReadonlyArray<DemoPhoto>
  readonly delivered: { readonly tour: boolean; readonly photos: boolean; readonly floorplan: boolean }
  readonly offline: boolean
  readonly passcode: string | null
  readonly order: DemoOrder
  readonly publishedAt: Date | null
}

export interface DemoPhoto {
  readonly code: string
  readonly mediaKey: string
  readonly name: string
  readonly caption: string
  readonly hidden: boolean
  readonly aspect: number
  readonly externalLink: string | null
  readonly sceneCode: string | null
  readonly yaw: number | null
  readonly toggle: boolean
}

export interface DemoOrder {
  readonly orderCode: string
  readonly photographerId: string
  readonly appointmentStart: Date
  readonly appointmentEnd: Date
  readonly confirmedAt: Date
  readonly cancelledAt: Date | null
  readonly deliveredAt: Date | null
  readonly deliveryDeadline: Date
  readonly products: ReadonlyArray<{ readonly id: string; readonly quantity: number }>
  readonly productTotalCents: number
  readonly taxRateBasisPoints: number
  /** Offer this order an earlier slot when one frees up. */
  readonly waitlist: boolean
  /** Cancelled as the demo is seeded: its slot is offered to the waitlist then (changeable-orders.ts). */
  readonly freesSlotForWaitlist?: boolean
  /** The demo owner's survey answers, for some delivered orders. */
  readonly feedback: {
    readonly rating: number
    readonly comment: string | null
    readonly guideDownloadedAt: Date
  } | null
}

const DAY = 86_400_000
const HOUR = 3_600_000

/** Listing indices (within each state) that the demo owner owns: enough to pass the 15-listing filter threshold. */
const OWNED: Partial<Record<ListingState, ReadonlyArray<number>>> = {
  delivered: [0, 1, 2, 7, 13, 21, 34],
  tourOnly: [0],
  upcoming: [0, 1],
  inProduction: [0, 1],
  cancelled: [0],
  offline: [0],
  passcode: [0],
  noStats: [0],
  noAgents: [0],
}

export function demoListings(mediaSets: ReadonlyArray<MediaSetInfo>, now: Date, random: Random): DemoListing[] {
  const taken = new Set<string>()
  const listings: DemoListing[] = []
  let n = 0
  for (const [state, count] of STATE_COUNTS) {
    for (let i = 0; i < count; i++, n++) {
      const r = random.fork(`listing-${n}`)
      const hood = NEIGHBOURHOODS[n % NEIGHBOURHOODS.length] as (typeof NEIGHBOURHOODS)[number]
      const address = addressIn(hood, r, taken)
      const hasMedia = !['upcoming', 'inProduction', 'cancelled'].includes(state)
      const media = hasMedia ? (mediaSets[n % mediaSets.length] as MediaSetInfo) : null
      const agents = state === 'noAgents' ? [] : pickAgents(r)
      const owned = (OWNED[state] ?? []).includes(i)
      const order = withOwnerFeedback(
        demoChangeable(orderFor(state, now, r, n), owned ? changeableRole(state, i) : null, now),
        state === 'delivered' && owned ? (OWNED.delivered ?? []).indexOf(i) : -1,
      )
      const area = media?.areaSqFt ?? r.int(1400, 3600)
      const priceCents = Math.round((area * hood.pricePerSqFt * r.range(0.9, 1.12)) / 5000) * 5000 * 100
      const delivered = deliveredFor(state)
      listings.push({
        tourName: slugOf(address.street),
        state,
        ownedByDemoOwner: owned,
        mediaSetId: media?.id ?? null,
        startingScene: media?.startingScene ?? null,
        street: address.street,
        neighbourhood: hood.name,
        city: hood.city,
        region: hood.region,
        postalCode: hood.postalCode,
        lat: address.lat,
        lng: address.lng,
        geohash: encodeGeohash(address.lat, address.lng, 9),
        description: describe(address.street, hood.name, media, r),
        stats:
          state === 'noStats'
            ? null
            : {
                bedroomsPrimary: media?.bedrooms ?? r.int(2, 4),
                bedroomsSecondary: r.chance(0.25) ? 1 : null,
                bathroomsPrimary: media?.bathrooms ?? r.pick([1.5, 2, 2.5]),
                bathroomsSecondary: r.chance(0.2) ? 1 : null,
                areaPrimary: area,
                areaSecondary: r.chance(0.3) ? r.int(500, 900) : null,
                priceCents: r.chance(0.04) ? 0 : priceCents,
              },
        agents,
        photos: media && delivered.photos ? photosFor(media, r) : [],
        delivered,
        offline: state === 'offline',
        passcode: state === 'passcode' ? DEMO_PASSCODE : null,
        order,
        publishedAt: delivered.tour ? (order.deliveredAt ?? order.appointmentEnd) : null,
      })
    }
  }
  return withFreedSlot(listings, now)
}

/** Someone else's cancelled order frees a slot for the demo owner's waitlisted one (changeable-orders.ts). */
function withFreedSlot(listings: DemoListing[], now: Date): DemoListing[] {
  const waiting = listings.find((l) => l.ownedByDemoOwner && l.state === 'upcoming' && l.order.waitlist)
  const freeing = listings.findIndex((l) => l.state === 'cancelled' && !l.ownedByDemoOwner)
  const listing = listings[freeing]
  if (!waiting || !listing) return listings
  return listings.map((l, i) =>
    i === freeing ? { ...listing, order: demoFreedSlot(listing.order, waiting.order, now) } : l,
  )
}

/**
 * The demo owner's first three delivered orders start the survey in each of its states (issue 17): answered
 * (thanks), not answered (the faces), and rated without a comment (the comment box). The rest keep their draw.
 */
function withOwnerFeedback(order: DemoOrder, ownedDeliveredIndex: number): DemoOrder {
  const guideDownloadedAt = new Date(order.confirmedAt.getTime() + HOUR)
  switch (ownedDeliveredIndex) {
    case 0:
      return { ...order, feedback: { rating: 5, comment: 'Punctual and careful with the house.', guideDownloadedAt } }
    case 1:
      return { ...order, feedback: null }
    case 2:
      return { ...order, feedback: { rating: 4, comment: null, guideDownloadedAt } }
    default:
      return order
  }
}

function deliveredFor(state: ListingState) {
  switch (state) {
    case 'upcoming':
    case 'inProduction':
    case 'cancelled':
      return { tour: false, photos: false, floorplan: false }
    case 'tourOnly':
      return { tour: true, photos: false, floorplan: false }
    default:
      return { tour: true, photos: true, floorplan: true }
  }
}

function pickAgents(r: Random): DemoAgent[] {
  const first = r.pick(DEMO_AGENTS)
  if (!first.team || r.chance(0.5)) return [first]
  const partner = DEMO_AGENTS.find((a) => a.team === first.team && a.key !== first.key)
  return partner ? [first, partner] : [first]
}

function orderFor(state: ListingState, now: Date, r: Random, n: number): DemoOrder {
  const photographer = DEMO_PHOTOGRAPHERS[n % DEMO_PHOTOGRAPHERS.length] as (typeof DEMO_PHOTOGRAPHERS)[number]
  const daysAgo =
    state === 'upcoming'
      ? -r.int(1, 20)
      : state === 'inProduction'
        ? r.int(0, 1) + 0.2
        : state === 'cancelled'
          ? -r.int(2, 15)
          : r.int(4, 150)
  // Appointments start on the hour between 9:00 and 14:00 Chicago time (15–20 UTC in winter).
  const day = new Date(now.getTime() - daysAgo * DAY)
  day.setUTCHours(r.int(15, 19), 0, 0, 0)
  const start = day
  const end = new Date(start.getTime() + (90 + r.int(0, 2) * 30) * 60_000)
  const confirmedAt = new Date(Math.min(start.getTime(), now.getTime()) - r.int(3, 14) * DAY)
  const deliveryDeadline = nextBusinessDayEnd(start)
  const delivered = ['upcoming', 'inProduction', 'cancelled'].includes(state)
    ? null
    : new Date(start.getTime() + r.int(20, 30) * HOUR)
  const withFeedback = delivered && r.chance(0.6)
  const area = r.int(1400, 3600)
  const products = [
    { id: 'tour3d', quantity: area },
    { id: 'photos', quantity: area },
    ...(r.chance(0.3) ? [{ id: 'video', quantity: 1 }] : []),
  ]
  return {
    orderCode: `SH-${String(10231 + n * 7)}`,
    photographerId: photographer.id,
    appointmentStart: start,
    appointmentEnd: end,
    confirmedAt,
    cancelledAt: state === 'cancelled' ? new Date(now.getTime() - r.int(1, 3) * DAY) : null,
    deliveredAt: delivered,
    deliveryDeadline,
    products,
    productTotalCents:
      (area < 2000 ? 29900 : 34900) + (area < 2500 ? 17900 : 21900) + (products.length > 2 ? 24900 : 0),
    taxRateBasisPoints: 625,
    waitlist: false,
    feedback: withFeedback
      ? {
          rating: r.pick([5, 5, 5, 4, 4, 3]),
          comment: r.pick([
            'Punctual and careful with the house. The photos are beautiful.',
            'Great communication before the visit.',
            null,
            'Took a little longer than planned, but the result is worth it.',
          ]),
          guideDownloadedAt: new Date(confirmedAt.getTime() + HOUR),
        }
      : null,
  }
}

const CAPTIONS: Record<string, ReadonlyArray<string>> = {
  exterior: ['Curb appeal on a tree-lined street', 'A welcoming front porch'],
  living: ['Light pours into the living room', 'Room to gather, with big windows'],
  kitchen: ['The kitchen, ready for weeknights and dinner parties', 'Generous counters and storage'],
  dining: ['Dinner for eight, easily', 'A dining room made for long evenings'],
  primaryBedroom: ['A calm primary suite', 'The primary bedroom, quiet and bright'],
  bedroom: ['A bright second bedroom', 'Space for guests or a nursery'],
  bathroom: ['Clean lines in the bath'],
  office: ['A quiet place to work'],
}

function photosFor(media: MediaSetInfo, r: Random): DemoPhoto[] {
  const photos: DemoPhoto[] = media.photos.map((p, i) => {
    const options = CAPTIONS[p.roomKind ?? 'exterior'] ?? []
    const caption = options.length > 0 && r.chance(0.7) ? r.pick(options) : ''
    return {
      code: `p${String(i + 1).padStart(2, '0')}`,
      mediaKey: p.key,
      name: `${String(i + 1).padStart(2, '0')} ${p.roomName}`,
      caption,
      hidden: false,
      aspect: p.aspect,
      externalLink: null,
      sceneCode: p.sceneCode,
      yaw: p.yaw,
      toggle: p.sceneCode !== null,
    }
  })
  // One photo the agent chose to hide, and a walk-through video shown with the living room as its poster.
  const hideAt = photos.length - 1
  if (photos[hideAt]) photos[hideAt] = { ...photos[hideAt], hidden: true }
  const poster = photos.find((p) => /living|great/i.test(p.name)) ?? photos[0]
  if (poster) {
    photos.splice(3, 0, {
      ...poster,
      code: 'v01',
      name: 'Walk-through video',
      caption: 'Take the walk-through',
      externalLink: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
      sceneCode: null,
      yaw: null,
      toggle: false,
    })
  }
  return photos
}

function describe(street: string, neighbourhood: string, media: MediaSetInfo | null, r: Random): string {
  const style = media?.style ?? 'classic'
  const opener = r.pick([
    `Welcome to ${street}, a light-filled ${style} home on one of ${neighbourhood}'s quietest blocks.`,
    `On a leafy street in ${neighbourhood}, ${street} pairs original character with a thoughtful renovation.`,
    `${street} is the ${neighbourhood} home you have been waiting for: bright, calm and ready to move in.`,
  ])
  const rooms = media
    ? `<p>The main floor flows from the entry into an open living room and a kitchen made for cooking together. Upstairs, ${media.bedrooms} bedrooms and ${media.bathrooms} baths give everyone room to breathe.</p>`
    : '<p>Photos, a 3D tour and a floor plan are on their way.</p>'
  return [
    `<p>${opener}</p>`,
    rooms,
    '<ul><li>Hardwood floors and oversized windows</li><li>Kitchen with an island and stone counters</li><li>Private yard with mature trees</li></ul>',
    `<p>Steps from cafés, parks and transit. Learn more about the neighbourhood at <a href="https://www.choosechicago.com">Choose Chicago</a>.</p>`,
  ].join('')
}
