// A subscriber's orders against the real server (issue 18; SPEC §9 Subscription pricing, §2 ?country=CA;
// docs/server-behaviour.md Subscriber pricing): the demo's agent@showhome.example has an active Agent monthly plan
// with one included listing. Their first order shows the tour at the plan's price with pay as you go struck through
// and the included listing as a line of its own, taken off before tax; the next order has the plan's price and no
// listing left to redeem. And ?country=CA: CAD with HST noted until the address says otherwise, Canadian addresses
// preferred by the lookup, the parameter kept while the steps change.
// Both journeys run once (ONE_SCREEN): the first uses up the demo plan's only included listing, so a second run on
// another screen in the same server would find none; the second checks what the server answers, which no layout
// changes.
import { expect, type Page, test } from '@playwright/test'
import { watchForErrors } from './pages/app-page'
import { signInByApi } from './pages/listing-viewer'
import {
  billingFields,
  chooseAddress,
  chooseTime,
  chooseTourAndPhotos,
  nextButton,
  openOrder,
  PHOTOS,
  placeOrderButton,
  productCard,
  scrollToBottom,
  stepHeading,
  stepShot,
  TOUR,
  totals,
  totalsRow,
} from './pages/order'
import { ONE_SCREEN } from './pages/screens'

const SUBSCRIBER = 'agent@showhome.example'
const PLAN_LINE = /^Included with your Agent plan/

/** The money a totals row shows: '$1,234.56' or '−$50.00' (a true minus sign). */
const rowAmount = async (page: Page, header: string | RegExp) =>
  (await totalsRow(page, header).getByRole('cell').textContent())?.trim() ?? ''

/** PRODUCT: the tour's card shows the plan's price with pay as you go's struck through (2,500 sq ft: $332, $349). */
async function expectPlanPrice(page: Page) {
  const price = productCard(page, TOUR).getByTestId('product-price')
  await expect(price.locator('s')).toHaveText('List price $349.00')
  await expect(price).toContainText('$332.00')
  // The photos are not the per-listing product: the verified price as before, nothing struck through.
  await expect(productCard(page, PHOTOS).getByTestId('product-price').locator('s')).toHaveCount(0)
}

/** From PRODUCT with the products chosen to CONFIRM: a time on the `weekday`-th weekday next month, the contact. */
async function productToConfirm(page: Page, weekday: number) {
  await nextButton(page).click()
  await chooseTime(page, weekday)
  await nextButton(page).click()
  await expect(stepHeading(page, 'Contact details')).toBeVisible()
  const billing = billingFields(page)
  await expect(billing.email).toHaveValue(SUBSCRIBER)
  await billing.role.selectOption('Listing Agent')
  await billing.company.fill('Lakeside Realty')
  await nextButton(page).click()
  await expect(stepHeading(page, 'Review your order')).toBeVisible()
}

test.describe("a subscriber's orders", () => {
  test(
    "the next order is priced with the plan and redeems the plan's included listing",
    ONE_SCREEN,
    async ({ page, baseURL }, info) => {
      test.slow()
      const errors = watchForErrors(page)
      await signInByApi(page.request, baseURL as string, SUBSCRIBER)

      // PRODUCT: the plan's price for the tour, pay as you go struck through.
      await openOrder(page)
      await chooseAddress(page, 'Kenmore')
      // Signed in: not asked to sign in for the plan's pricing.
      await expect(page.getByRole('button', { name: /^Sign in for your plan's pricing/ })).toHaveCount(0)
      await chooseTourAndPhotos(page, '2500')
      await expectPlanPrice(page)
      await stepShot(page, info, 'subscriber-1-product')

      // CONFIRM: the included listing as its own line, taken off before tax.
      await productToConfirm(page, 13)
      await expect(totalsRow(page, /^3D tour and floor plan/).locator('s')).toHaveText('List price $349.00')
      await expect(totalsRow(page, PLAN_LINE).getByRole('rowheader')).toHaveText(
        'Included with your Agent plan (1 of 1 left)',
      )
      expect(await rowAmount(page, PLAN_LINE)).toBe('−$332.00')
      expect(await rowAmount(page, 'Products')).toBe('$551.00')
      await stepShot(page, info, 'subscriber-2-confirm')
      await scrollToBottom(page)
      await expect(placeOrderButton(page)).toHaveText('Place your order')
      await placeOrderButton(page).click()
      await expect(page.getByRole('region', { name: 'Thank you, your order is placed' })).toBeVisible()

      // The next order: the plan's price still, with no included listing left.
      await page.getByRole('button', { name: 'Order another' }).click()
      await chooseAddress(page, 'Belden')
      await chooseTourAndPhotos(page, '2500')
      await expectPlanPrice(page)
      await productToConfirm(page, 15)
      await expect(totals(page)).toBeVisible()
      await expect(totalsRow(page, PLAN_LINE)).toHaveCount(0)
      await expect(totalsRow(page, /^3D tour and floor plan/).locator('s')).toHaveText('List price $349.00')
      expect(await rowAmount(page, 'Products')).toBe('$551.00')
      await stepShot(page, info, 'subscriber-3-next-order')
      expect(errors).toEqual([])
    },
  )
})

test.describe('?country=CA in the order flow', () => {
  test(
    'prices in CAD with HST noted until the address decides, and the lookup prefers Canada',
    ONE_SCREEN,
    async ({ page }) => {
      const errors = watchForErrors(page)
      await openOrder(page, '?country=CA')
      const note = page.getByTestId('currency-note')
      await expect(note).toHaveText('Prices in CAD, plus 13 % HST.')

      // The lookup asks for Canadian addresses first.
      const suggest = page.waitForRequest((r) => r.url().endsWith('/geocode/suggest') && r.method() === 'POST')
      const chosen = chooseAddress(page, 'Kenmore')
      expect((await suggest).postDataJSON()).toMatchObject({ country: 'CA' })
      await chosen

      // A Chicago address: US dollars and Illinois tax, so no note; the parameter stays in the address bar.
      await expect(note).toHaveCount(0)
      await expect(page).toHaveURL(/[?&]country=CA(&|$)/)
      await chooseTourAndPhotos(page, '1800')
      await expect(productCard(page, TOUR).getByTestId('product-price')).toContainText('$299.00')
      await expect(page).toHaveURL(/[?&]country=CA(&|$)/)
      expect(errors).toEqual([])
    },
  )
})
