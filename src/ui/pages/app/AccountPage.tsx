import { PricingPage } from '../marketing/PricingPage'

/** Account (SPEC §2): the pricing page, with its monthly/annual toggle and plans, inside the app. */
export function AccountPage() {
  return <PricingPage />
}
