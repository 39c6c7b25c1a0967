import { PricingPage } from '../marketing/PricingPage'

/**
 * Account (SPEC §2): the pricing page, with its monthly/annual toggle and plans, inside the app; a subscriber's own
 * plan (term, listings left, next charge, cancelling) comes first (issue 18).
 */
export function AccountPage() {
  return <PricingPage account />
}
