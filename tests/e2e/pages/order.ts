// The order flow at /order (SPEC §2 Order flow, §4, §5, §8): its steps as a visitor meets them, found by role and
// label, and the small journeys the order specs share (an address from the autocomplete, products with an area, a
// weekday time next month, the billing contact), plus the confirmation mail read from the dev outbox.
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { outboxMails } from './outbox'
import { lookShot } from './screenshots'

/** The demo catalogue's two products priced by area (server/demo/dataset/catalogue.ts), by their names. */
export const TOUR = /^3D tour and floor plan$/
export const PHOTOS = /^HDR photos$/

export const addressInput = (page: Page) => page.getByLabel('Address', { exact: true })
export const nextButton = (page: Page) => page.getByRole('button', { name: 'Next', exact: true })
export const backButton = (page: Page) => page.getByRole('button', { name: 'Back', exact: true })
export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true })
export const productCheckbox = (page: Page, name: RegExp) => page.getByRole('checkbox', { name })
/** The product's card (its list item), where its quantity box and messages sit. */
export const productCard = (page: Page, name: RegExp) =>
  page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name }) })

/** The order's steps in the progress bar, by label. */
export const progressStep = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Order steps' }).getByRole('button', { name: label })

/** Opens /order (optionally with a query) and waits for the address step. */
export async function openOrder(page: Page, query = '') {
  await page.goto(`/order${query}`)
  await expect(addressInput(page)).toBeVisible()
}

/** Types into the address box and picks the first suggestion, then waits for PRODUCT; answers the chosen text. */
export async function chooseAddress(page: Page, typed = 'Kenmore', pick = 0) {
  await addressInput(page).fill(typed)
  const option = page.getByRole('option').nth(pick)
  await expect(option).toBeVisible()
  const text = (await option.textContent()) ?? ''
  await option.click()
  await expect(stepHeading(page, 'Choose your products')).toBeVisible()
  return text
}

/** Ticks the tour and the photos, each with the given area, on PRODUCT. */
export async function chooseTourAndPhotos(page: Page, squareFeet = '2400') {
  for (const product of [TOUR, PHOTOS]) {
    await productCheckbox(page, product).check()
    await productCard(page, product).getByLabel('Square feet').fill(squareFeet)
  }
}

/**
 * On SCHEDULE: next month's calendar, a weekday (the `weekday`-th of that month, so parallel tests and projects
 * book different days), then the first free time (another weekday when a day has none). Answers the day's date.
 */
export async function chooseTime(page: Page, weekday: number) {
  await expect(stepHeading(page, 'Choose a time')).toBeVisible()
  await page.getByRole('button', { name: 'Next month' }).click()
  const days = page.getByRole('grid').getByRole('button', { disabled: false })
  await expect(days.first()).toBeVisible()
  const dates = (await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date') ?? ''))).filter(
    (date) => {
      const day = new Date(`${date}T12:00:00Z`).getUTCDay()
      return day >= 1 && day <= 5
    },
  )
  const times = page.getByRole('list', { name: 'Available times' }).getByRole('button', { disabled: false })
  for (const date of dates.slice(weekday)) {
    await page.locator(`[role="grid"] button[data-date="${date}"]`).click()
    const none = page.getByText('No times available. Try another date')
    await expect(times.first().or(none)).toBeVisible()
    if (await none.isVisible()) continue
    await times.first().click()
    await expect(times.first()).toHaveAttribute('aria-pressed', 'true')
    return date
  }
  throw new Error('no free time on any weekday next month')
}

/** The billing contact's fields, by their labels, inside its fieldset. */
export const billingFields = (page: Page) => contactFields(page.getByRole('group', { name: 'Billing contact' }))

/** An additional contact's fields (1-based, as its legend counts). */
export const additionalFields = (page: Page, number: number) =>
  contactFields(page.getByRole('group', { name: `Additional contact ${number}` }))

const contactFields = (group: Locator) => ({
  group,
  firstName: group.getByLabel('First name'),
  lastName: group.getByLabel('Last name'),
  role: group.getByLabel('Role'),
  // 'Company' and 'Phone' read '(optional)' unless the role is Listing Agent; the input is the same.
  company: group.getByLabel(/^Company/),
  email: group.getByLabel('E-mail'),
  phone: group.getByLabel(/^Phone/),
})

/** The message shown under a field (tied to it by aria-describedby). */
export const fieldMessage = (field: Locator) => field.locator('xpath=..').locator('p[id$="-error"]')

/** Fills the billing contact for an anonymous visitor. */
export async function fillBilling(page: Page, person: { firstName: string; lastName: string; email: string }) {
  const billing = billingFields(page)
  await billing.firstName.fill(person.firstName)
  await billing.lastName.fill(person.lastName)
  await billing.role.selectOption('Home Owner')
  await billing.email.fill(person.email)
  await billing.phone.fill('312-555-0142')
}

/** The order total's table on CONFIRM, and its rows by their header. */
export const totals = (page: Page) => page.getByRole('table', { name: 'Order total' })
export const totalsRow = (page: Page, header: string | RegExp) =>
  totals(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: header }) })

/** The place-order button on CONFIRM, whichever way it reads. */
export const placeOrderButton = (page: Page) =>
  page.getByRole('button', { name: /^(Scroll down to confirm|Place your order|Placing your order…)$/ })

/** Scrolls the page to its very bottom (the window scrolls; the confirm button's sentinel sits at the end). */
export const scrollToBottom = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))

/** A full-page screenshot of the current step into the test's output, named for the project. */
export async function stepShot(page: Page, info: TestInfo, name: string) {
  await lookShot(page, { path: info.outputPath(`order-${name}-${info.project.name}.png`), fullPage: true })
}

/** The mails sent to the address (newest first), from the dev outbox, read as the demo admin (./outbox). */
export function mailsTo(_request: APIRequestContext, email: string) {
  return outboxMails(email)
}
