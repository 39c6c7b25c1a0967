// What the listing header shows besides the address (SPEC §2 Listing viewer header, §6 share rule): the key facts,
// and either the listing's order status, 'Offline', or the share button.
import type { ListingStatus, Stats } from '../schemas/Listing'
import { formatAskingPrice } from './money'
import { formatArea, type UnitType } from './units'

export interface Fact {
  readonly value: string
  readonly label: string
}

/** '3 + 1' when a secondary count exists (below grade or a second unit), else '3'. */
const pair = (primary: number | null, secondary: number | null) =>
  primary === null ? undefined : secondary ? `${primary} + ${secondary}` : `${primary}`

/** Beds, baths and area as large numbers with small labels; absent facts are left out. */
export function listingFacts(stats: Stats | null, unit: UnitType): ReadonlyArray<Fact> {
  if (!stats) return []
  const facts: Fact[] = []
  const beds = pair(stats.bedroomsPrimary, stats.bedroomsSecondary)
  if (beds) facts.push({ value: beds, label: stats.bedroomsPrimary === 1 && !stats.bedroomsSecondary ? 'bed' : 'beds' })
  const baths = pair(stats.bathroomsPrimary, stats.bathroomsSecondary)
  if (baths)
    facts.push({ value: baths, label: stats.bathroomsPrimary === 1 && !stats.bathroomsSecondary ? 'bath' : 'baths' })
  if (stats.areaPrimary !== null) {
    const [value, label] = splitArea(formatArea(stats.areaPrimary, unit))
    facts.push({ value, label })
  }
  return facts
}

/** '2,100 SF' → ['2,100', 'SF'] so the number can be set large. */
function splitArea(text: string): [string, string] {
  const space = text.lastIndexOf(' ')
  return space < 0 ? [text, ''] : [text.slice(0, space), text.slice(space + 1)]
}

/** The asking price, or undefined when the listing has none. 0 reads 'Exclusive' (SPEC §9). */
export const askingPrice = (stats: Stats | null) => (stats?.price == null ? undefined : formatAskingPrice(stats.price))

/** SPEC §6: share shows only when the listing has stats and either no status or everything delivered. */
export const canShare = (listing: { stats: Stats | null; status: ListingStatus | null }) =>
  listing.stats !== null && (listing.status === null || listing.status.fullyDelivered)

/**
 * Whether the page offers sharing: the header's Share button shows (not offline, allowed to share) on a branded
 * page. The share dialog opened by `?modal=share_…` obeys the same rule, so a link cannot open what the page hides.
 */
export const shareOffered = (
  listing: { offline: boolean; stats: Stats | null; status: ListingStatus | null },
  unbranded: boolean,
) => !unbranded && headerBadge(listing).kind === 'share'

export type HeaderBadge =
  | { readonly kind: 'offline' }
  | { readonly kind: 'share' }
  | { readonly kind: 'status'; readonly label: 'Shoot booked' | 'In production' | 'Cancelled' }
  | { readonly kind: 'none' }

/**
 * What sits at the header's end. Offline wins (the owner must see why visitors cannot). Otherwise share when
 * allowed; else the progress of the listing's orders: booked until the shoot starts, then in production until
 * everything is delivered; an order history of cancellations only reads Cancelled.
 */
export function headerBadge(listing: {
  offline: boolean
  stats: Stats | null
  status: ListingStatus | null
}): HeaderBadge {
  if (listing.offline) return { kind: 'offline' }
  if (canShare(listing)) return { kind: 'share' }
  const events = listing.status?.orderEvents ?? []
  if (events.length === 0) return { kind: 'none' }
  if (events.every((e) => e.type === 'cancelled')) return { kind: 'status', label: 'Cancelled' }
  const booked = events.some((e) => e.type === 'appointment' && !e.started)
  return { kind: 'status', label: booked ? 'Shoot booked' : 'In production' }
}
