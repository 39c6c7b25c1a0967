import { useParams } from '@tanstack/react-router'
import { PricingPage } from '../marketing/PricingPage'

/**
 * Account (SPEC §2): the pricing page, with its monthly/annual toggle and plans, inside the app; a subscriber's own
 * plan (term, listings left, next charge, cancelling) comes first (issue 18); opened for a listing, every plan
 * shows what that listing costs under it.
 */
export function AccountPage() {
  // /account/{tourName}: the plans priced for that listing (SPEC §2's path with a tour name).
  const tourName = useParams({ strict: false, select: (params) => params.tourName ?? null })
  return <PricingPage account tourName={tourName} />
}
