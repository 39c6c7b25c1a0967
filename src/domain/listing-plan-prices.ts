// The Account page with a listing in context (/account/{tourName}, SPEC §2): what that listing costs under each
// plan, from its recorded size. Pricing counts the finished interior area (the pricing page's FAQ), which the
// listing records as above grade plus below grade; a listing without a recorded size has no price to show.
import type { Stats } from '../schemas/Listing'
import { type BillingPeriod, listingPriceCents, PAY_AS_YOU_GO, type PlanKind, planPricing } from './subscription'

/** The listing the Account page was opened for, as the page shows it. Data only (it lives in a chart's context). */
export interface PricedListing {
  readonly tourName: string
  readonly street: string
  readonly unit: string | null
  /** Square feet priced; null when the listing has no recorded size. */
  readonly areaSqFt: number | null
}

/** The area a listing is priced by: above grade plus below grade; null when neither is recorded. */
export function pricedArea(stats: Stats | null): number | null {
  const parts = [stats?.areaPrimary ?? null, stats?.areaSecondary ?? null].filter(
    (area): area is number => area !== null && Number.isFinite(area) && area > 0,
  )
  return parts.length === 0 ? null : parts.reduce((sum, area) => sum + area, 0)
}

/** The listing's price under each plan card of the toggle's period; null without a recorded size. */
export function listingPlanPrices(
  listing: PricedListing,
  period: BillingPeriod,
): Readonly<Record<PlanKind, number>> | null {
  const area = listing.areaSqFt
  if (area === null) return null
  return {
    PAY_AS_YOU_GO: listingPriceCents(PAY_AS_YOU_GO, area),
    AGENT: listingPriceCents(planPricing('AGENT', period), area),
    TEAM: listingPriceCents(planPricing('TEAM', period), area),
  }
}

/** '12 Oak Street, Unit 4' */
export function pricedListingAddress(listing: PricedListing): string {
  return listing.unit ? `${listing.street}, ${listing.unit}` : listing.street
}
