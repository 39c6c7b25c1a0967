import { useSelector } from '@xstate/react'
import { listingPlanPrices, type PricedListing, pricedListingAddress } from '../../../domain/listing-plan-prices'
import type { PlanKind } from '../../../domain/subscription'
import { type PricingActorRef, periodOf } from '../../../machines/pricing/pricing.machine'
import styles from './PricingListing.module.css'

const sqFt = (n: number) => n.toLocaleString('en-US')

/**
 * The Account page opened for a listing (/account/{tourName}): which listing the prices are for, or why it is not
 * shown. Nothing on the pricing page, which has no listing.
 */
export function PricingListingNote({ pricing }: { pricing: PricingActorRef }) {
  const state = useSelector(pricing, (s) => (s.value as { listing: string }).listing)
  const listing = useSelector(pricing, (s) => s.context.listing)
  const tourName = useSelector(pricing, (s) => s.context.tourName)
  if (state === 'none' || state === 'deciding') return null
  return (
    <section className={styles.note} aria-label="Listing" aria-busy={state === 'loading'}>
      {state === 'loading' ? <p className={styles.muted}>Finding {tourName}…</p> : null}
      {state === 'shown' && listing ? <ShownListing listing={listing} /> : null}
      {state === 'unavailable' ? (
        <p>
          <strong>{tourName}</strong> could not be found, or you cannot see it. The plans below apply to every listing.
        </p>
      ) : null}
      {state === 'failed' ? (
        <p role="alert">
          {tourName} could not be loaded: we could not reach the server.{' '}
          <button type="button" className={styles.retry} onClick={() => pricing.send({ type: 'listing.retry' })}>
            Try again
          </button>
        </p>
      ) : null}
    </section>
  )
}

function ShownListing({ listing }: { listing: PricedListing }) {
  return (
    <p>
      Prices for <a href={`/${encodeURIComponent(listing.tourName)}`}>{pricedListingAddress(listing)}</a>
      {listing.areaSqFt === null
        ? '. Its size is not recorded yet, so the price depends on the size rows below.'
        : `, ${sqFt(listing.areaSqFt)} sq ft.`}
    </p>
  )
}

/** A plan card's line with the listing's own price under that plan, when the page has a listing with a size. */
export function PlanListingPrice({
  pricing,
  plan,
  money,
}: {
  pricing: PricingActorRef
  plan: PlanKind
  money: (cents: number) => string
}) {
  const listing = useSelector(pricing, (s) => s.context.listing)
  const period = useSelector(pricing, (s) => periodOf(s.value))
  const prices = listing ? listingPlanPrices(listing, period) : null
  if (!listing || !prices) return null
  return (
    <p className={styles.planPrice}>
      <span>{pricedListingAddress(listing)}</span>
      <strong>{money(prices[plan])}</strong>
    </p>
  )
}
