// The subscription checkout (issue 18) as a buyer meets it: the pricing page's plan buttons, the checkout dialog's
// tabs, the card form and the bank's extra step. Screenshots of each tab are taken for people (./screenshots).
import { expect, type Locator, type Page } from '@playwright/test'
import { type Person, registerFields } from './accounts'
import { lookShot } from './screenshots'

export const checkoutDialog = (page: Page): Locator => page.getByRole('dialog')

/** Stripe's published test cards, which the local test provider answers as Stripe does. */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
} as const

/** Opens /pricing (with `?country=`), sets the toggle and chooses a plan: the checkout opens on its first tab. */
export async function choosePlan(
  page: Page,
  plan: 'Agent' | 'Team',
  options: { country?: string; annual?: boolean } = {},
) {
  await page.goto(options.country ? `/pricing?country=${options.country}` : '/pricing')
  if (options.annual) {
    const annual = page.getByRole('button', { name: /^Annual/ })
    await annual.click()
    await expect(annual).toHaveAttribute('aria-pressed', 'true')
  }
  await page.getByRole('button', { name: `Choose ${plan}` }).click()
  await expect(checkoutDialog(page)).toBeVisible()
}

/** REGISTER inside the checkout: the account dialog's own form; a new account moves on to TERMS. */
export async function registerInCheckout(page: Page, person: Person) {
  const dialog = checkoutDialog(page)
  await expect(dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible()
  const fields = registerFields(dialog)
  await fields.firstName.fill(person.firstName)
  await fields.lastName.fill(person.lastName)
  await fields.email.fill(person.email)
  await fields.phone.fill(person.phone)
  await fields.password.fill(person.password)
  await fields.confirmPassword.fill(person.password)
  await fields.terms.check()
  await dialog.getByRole('button', { name: 'Create account' }).click()
  await expect(dialog.getByRole('heading', { name: 'Subscription terms' })).toBeVisible()
}

/** The order summary beside TERMS and PAYMENT. */
export const orderSummary = (page: Page) => checkoutDialog(page).getByRole('complementary', { name: 'Order summary' })

/** A summary row's amount by its label. */
export const summaryAmount = (page: Page, label: string | RegExp) =>
  orderSummary(page)
    .locator('div')
    .filter({ has: page.getByText(label) })
    .locator('dd')

/** TERMS → PAYMENT: consent, continue, and wait for the card form. */
export async function acceptTerms(page: Page) {
  const dialog = checkoutDialog(page)
  await dialog.getByRole('checkbox', { name: /I agree to the subscription terms/ }).check()
  await dialog.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(cardFields(page).number).toBeVisible()
}

export const cardFields = (page: Page) => {
  const dialog = checkoutDialog(page)
  return {
    number: dialog.getByLabel('Card number'),
    expiry: dialog.getByLabel('Expiry'),
    cvc: dialog.getByLabel('CVC'),
    postalCode: dialog.getByLabel('Postal code'),
  }
}

export const payButton = (page: Page) => checkoutDialog(page).getByRole('button', { name: /^(Pay |Processing)/ })

/** Types a card as a person would (the form groups the digits and writes the date as MM / YY). */
export async function fillCard(page: Page, number: string, postalCode = '60614') {
  const fields = cardFields(page)
  await fields.number.fill(number)
  await fields.expiry.fill('1230')
  await fields.cvc.fill('123')
  await fields.postalCode.fill(postalCode)
}

export async function checkoutShot(page: Page, name: string, project: string, path: (file: string) => string) {
  await lookShot(page, { path: path(`checkout-${name}-${project}.png`) })
}
