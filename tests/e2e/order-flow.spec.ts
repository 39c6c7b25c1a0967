// The order flow at /order against the real server (SPEC §2 Order flow, §4 Booking wizard and Order flow, §5, §6
// anonymous visitors, §8; docs/server-behaviour.md Ordering): a new account orders a tour and photos from the
// address to COMPLETE and finds the listing under My listings and the confirmation in the dev outbox; the steps'
// messages; the promo code; a start from the URL; the framed page that cannot keep cookies; Back keeping what was
// typed. Each test picks its own weekdays next month, so tests and projects running side by side never want the
// same photographer's time.
import { expect, type Page, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import { latestCode, newPerson, openRegister, register } from './pages/accounts'
import { watchForErrors } from './pages/app-page'
import { signInByApi } from './pages/listing-viewer'
import {
  additionalFields,
  addressInput,
  backButton,
  billingFields,
  chooseAddress,
  chooseTime,
  chooseTourAndPhotos,
  fillBilling,
  mailsTo,
  nextButton,
  openOrder,
  PHOTOS,
  placeOrderButton,
  productCard,
  productCheckbox,
  progressStep,
  scrollToBottom,
  stepHeading,
  stepShot,
  TOUR,
  totalsRow,
} from './pages/order'
import { waitForClientRender } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'
import { accountDialog } from './pages/site-nav'

/** A weekday index next month per test and project, so no two tests of a run book the same day. */
const weekdayFor = (project: string, slot: number) => slot * 2 + (project === 'phone' ? 1 : 0)

/** The money the totals show: '$1,234.56' or '−$50.00' (a true minus sign). */
const dollars = (text: string) => Number(text.replace(/[^\d.−-]/g, '').replace('−', '-'))

const totalOf = async (page: Page) => dollars((await totalsRow(page, 'Total').getByRole('cell').textContent()) ?? '')

/** From SCHEDULE with a time chosen to CONFIRM as an anonymous visitor with a filled-in billing contact. */
async function contactToConfirm(page: Page, email: string) {
  await nextButton(page).click()
  await expect(stepHeading(page, 'Contact details')).toBeVisible()
  await fillBilling(page, { firstName: 'Rosa', lastName: 'Lindqvist', email })
  await nextButton(page).click()
  await expect(stepHeading(page, 'Review your order')).toBeVisible()
}

test.describe('order flow', () => {
  test('a new user orders a tour and photos, then finds the listing and the confirmation mail', async ({
    page,
    request,
  }, info) => {
    // The longest journey: register, verify, every order step, the listing and the mail.
    test.slow()
    const errors = watchForErrors(page)
    const dana = newPerson(info, 'Dana')

    // REGISTER and VERIFY with the mailed code, as accounts.spec does (verified accounts get the plan prices).
    await page.goto('/')
    await waitForClientRender(page)
    const dialog = await openRegister(page)
    await register(dialog, dana)
    const verify = accountDialog(page, 'Verify your e-mail')
    await verify.getByLabel('Verification code').fill(await latestCode(request, dana.email, 'verify'))
    await verify.getByRole('button', { name: 'Verify', exact: true }).click()
    await expect(verify).toBeHidden()
    await expect(page).toHaveURL(/\/my$/)

    // ADDRESS: the autocomplete offers the demo's buildings; choosing one goes on to PRODUCT by itself.
    await openOrder(page)
    await expect(progressStep(page, 'Address')).toHaveAttribute('aria-current', 'step')
    await stepShot(page, info, '1-address')
    expect.soft(await seriousA11yViolations(page)).toEqual([])
    await addressInput(page).fill('Kenmore')
    await expect(page.getByRole('option').first()).toContainText('Kenmore Ave')
    await expect(addressInput(page)).toHaveAttribute('aria-expanded', 'true')
    await stepShot(page, info, '2-suggestions')
    const chosen = await chooseAddress(page, 'Kenmore')
    const street = chosen.split(',')[0] ?? ''
    expect(street).toMatch(/^\d+ N Kenmore Ave$/)

    // PRODUCT: a signed-in visitor is not asked to sign in; the tour and the photos, each for 2,400 sq ft.
    await expect(progressStep(page, 'Product')).toHaveAttribute('aria-current', 'step')
    await expect(page.getByRole('button', { name: /^Sign in for your plan's pricing/ })).toHaveCount(0)
    await stepShot(page, info, '3-product')
    await chooseTourAndPhotos(page, '2400')
    await expect(page.getByText('Subtotal')).toBeVisible()
    await stepShot(page, info, '4-product-chosen')
    expect.soft(await seriousA11yViolations(page)).toEqual([])
    await nextButton(page).click()

    // SCHEDULE: a weekday next month and its first free time.
    const day = await chooseTime(page, weekdayFor(info.project.name, 0))
    await stepShot(page, info, '5-schedule')
    expect.soft(await seriousA11yViolations(page)).toEqual([])
    await nextButton(page).click()

    // CONTACT: the account fills the billing contact (name, e-mail, phone); the role is still to choose.
    await expect(stepHeading(page, 'Contact details')).toBeVisible()
    const billing = billingFields(page)
    await expect(billing.firstName).toHaveValue(dana.firstName)
    await expect(billing.lastName).toHaveValue(dana.lastName)
    await expect(billing.email).toHaveValue(dana.email)
    await expect(billing.phone).toHaveValue(dana.phone)
    await expect(billing.role).toHaveValue('')
    await billing.role.selectOption('Home Owner')
    await stepShot(page, info, '6-contact')
    expect.soft(await seriousA11yViolations(page)).toEqual([])
    await nextButton(page).click()

    // CONFIRM: the summary, then the button reads 'Scroll down to confirm' until the bottom is in view.
    await expect(stepHeading(page, 'Review your order')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Property' })).toContainText(street)
    const dayText = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    )
    await expect(page.getByRole('region', { name: 'Appointment' })).toContainText(dayText)
    await expect(page.getByRole('region', { name: 'Contacts' })).toContainText(dana.email)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(placeOrderButton(page)).toHaveText('Scroll down to confirm')
    await stepShot(page, info, '7-confirm')
    expect.soft(await seriousA11yViolations(page)).toEqual([])
    await scrollToBottom(page)
    await expect(placeOrderButton(page)).toHaveText('Place your order')
    await lookShot(page, { path: info.outputPath(`order-8-confirm-bottom-${info.project.name}.png`) })
    await placeOrderButton(page).click()

    // COMPLETE: where the confirmation went, the order code, the delivery date and 'Order another'.
    const complete = page.getByRole('region', { name: 'Thank you, your order is placed' })
    await expect(complete).toBeVisible()
    await expect(complete).toContainText(`We sent the confirmation to ${dana.email}.`)
    const code = /Your order code is (\S+)\./.exec((await complete.textContent()) ?? '')?.[1] ?? ''
    expect(code).not.toBe('')
    await expect(complete).toContainText(/Your media will be delivered by \w+day, \w+ \d{1,2}, \d{4}\./)
    await expect(complete.getByRole('link', { name: 'support@showhome.example' })).toHaveAttribute(
      'href',
      /^mailto:support@showhome\.example/,
    )
    await expect(page.getByRole('navigation', { name: 'Order steps' })).toHaveCount(0)
    await stepShot(page, info, '9-complete')
    expect.soft(await seriousA11yViolations(page)).toEqual([])

    // The confirmation mail reached the billing contact, with the code and the street.
    await expect
      .poll(async () => (await mailsTo(request, dana.email)).map((m) => m.subject))
      .toContain(`Your Showhome order ${code} is confirmed`)
    const mail = (await mailsTo(request, dana.email)).find((m) => m.subject.includes(code))
    expect(mail?.text).toContain(street)
    expect(mail?.text).toContain(`Hello ${dana.firstName},`)

    // 'Order another' starts a new order from an empty address.
    await expect(complete.getByRole('link', { name: 'See it in My listings' })).toHaveAttribute('href', '/my')
    await complete.getByRole('button', { name: 'Order another' }).click()
    await expect(addressInput(page)).toHaveValue('')
    await expect(progressStep(page, 'Address')).toHaveAttribute('aria-current', 'step')

    // MY LISTINGS has the new listing.
    await page.goto('/my')
    const listings = page.getByRole('region', { name: 'Listings' })
    await expect(listings.getByRole('listitem').filter({ hasText: street })).toHaveCount(1)
    await expect(page.getByText('1 listing', { exact: true })).toBeVisible()
    await lookShot(page, { path: info.outputPath(`order-10-my-${info.project.name}.png`), fullPage: true })
    expect(errors).toEqual([])
  })

  test('each step says what is missing or wrong, next to the field', async ({ page }, info) => {
    const errors = watchForErrors(page)
    await openOrder(page)
    await chooseAddress(page, 'Belden')
    // An anonymous visitor is asked to sign in for the plan's pricing.
    await expect(page.getByRole('button', { name: /^Sign in for your plan's pricing/ })).toBeVisible()

    // PRODUCT: Next with nothing chosen stays, with the step's message.
    await nextButton(page).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one product' })).toBeVisible()
    await expect(stepHeading(page, 'Choose your products')).toBeVisible()
    await expect(progressStep(page, 'Product')).toHaveAttribute('aria-current', 'step')
    // The quantity box keeps the digits only.
    await productCheckbox(page, TOUR).check()
    const area = productCard(page, TOUR).getByLabel('Square feet')
    await area.fill('2,4a0 0 sq')
    await expect(area).toHaveValue('2400')
    await area.pressSequentially('x5')
    await expect(area).toHaveValue('24005')
    await area.fill('')
    await nextButton(page).click()
    await expect(area).toHaveAccessibleDescription('Required')
    await stepShot(page, info, 'errors-product')
    await area.fill('1800')
    await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one product' })).toHaveCount(0)
    await nextButton(page).click()

    // SCHEDULE, then CONTACT: Next on the empty step marks every required field.
    await chooseTime(page, weekdayFor(info.project.name, 1))
    await nextButton(page).click()
    await expect(stepHeading(page, 'Contact details')).toBeVisible()
    const billing = billingFields(page)
    await nextButton(page).click()
    for (const field of [billing.firstName, billing.lastName, billing.role, billing.email, billing.phone]) {
      await expect(field).toHaveAccessibleDescription('Required')
      await expect(field).toHaveAttribute('aria-invalid', 'true')
    }
    await expect(billing.company).not.toHaveAttribute('aria-invalid', 'true')
    await expect(stepHeading(page, 'Contact details')).toBeVisible()
    await stepShot(page, info, 'errors-contact')
    expect.soft(await seriousA11yViolations(page)).toEqual([])

    // A malformed e-mail is 'Invalid'.
    await billing.email.fill('rosa@')
    await billing.email.blur()
    await expect(billing.email).toHaveAccessibleDescription('Invalid')

    // A listing agent must give a company (and a phone, which the billing contact always gives).
    await billing.firstName.fill('Rosa')
    await billing.lastName.fill('Lindqvist')
    await billing.email.fill('rosa.lindqvist@example.com')
    await billing.phone.fill('312 555 0177')
    await billing.role.selectOption('Listing Agent')
    await expect(billing.group.getByLabel('Company', { exact: true })).toBeVisible()
    await nextButton(page).click()
    await expect(billing.company).toHaveAccessibleDescription('Required')
    await expect(stepHeading(page, 'Contact details')).toBeVisible()
    await billing.company.fill('Lakeshore Realty')
    await expect(billing.company).not.toHaveAttribute('aria-invalid', 'true')

    // Up to three more contacts; an additional listing agent needs a company and a phone too.
    const add = page.getByRole('button', { name: 'Add contact' })
    await add.click()
    const second = additionalFields(page, 1)
    await expect(second.phone).toBeVisible()
    await second.firstName.fill('Ben')
    await second.lastName.fill('Okafor')
    await second.email.fill('ben.okafor@example.com')
    await second.role.selectOption('Listing Agent')
    await nextButton(page).click()
    await expect(second.company).toHaveAccessibleDescription('Required')
    await expect(second.phone).toHaveAccessibleDescription('Required')
    await second.role.selectOption('Other')
    await add.click()
    await add.click()
    await expect(page.getByRole('button', { name: 'Maximum contacts added' })).toBeDisabled()
    await expect(additionalFields(page, 3).firstName).toBeVisible()
    await stepShot(page, info, 'errors-contacts-full')
    await page.getByRole('button', { name: 'Remove additional contact 3' }).click()
    await expect(page.getByRole('button', { name: 'Add contact' })).toBeEnabled()

    // Only the refused Next (400 with field errors) may log a failed request.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([])
  })

  test(
    'a promo code: Apply waits for a code, a bad one is not valid, WELCOME50 takes $50 off until removed',
    ONE_SCREEN,
    async ({ page }, info) => {
      await openOrder(page)
      await chooseAddress(page, 'Webster')
      await chooseTourAndPhotos(page, '2000')
      await nextButton(page).click()
      await chooseTime(page, weekdayFor(info.project.name, 2))
      await contactToConfirm(page, 'rosa.promo@example.com')

      const promo = page.getByLabel('Promo code')
      const apply = page.getByRole('button', { name: 'Apply', exact: true })
      await expect(promo).toHaveValue('')
      await expect(apply).toBeDisabled()
      await expect(totalsRow(page, /^Discount/)).toHaveCount(0)
      const before = await totalOf(page)
      const products = dollars((await totalsRow(page, 'Products').getByRole('cell').textContent()) ?? '')

      // FALL10 has expired: not valid, and Reset empties the box.
      await promo.fill('FALL10')
      await expect(apply).toBeEnabled()
      await apply.click()
      await expect(page.getByRole('alert').filter({ hasText: 'Promo code not valid.' })).toBeVisible()
      await expect(promo).toHaveAttribute('aria-invalid', 'true')
      await expect(totalsRow(page, /^Discount/)).toHaveCount(0)
      await page.getByRole('button', { name: 'Reset' }).click()
      await expect(promo).toHaveValue('')
      await expect(apply).toBeDisabled()

      // WELCOME50: $50.00 off the products, tax on what is left.
      await promo.fill('WELCOME50')
      await apply.click()
      await expect(page.getByText(/^Promo code WELCOME50 applied\./)).toBeVisible()
      const discount = totalsRow(page, 'Discount (WELCOME50)')
      await expect(discount.getByRole('cell')).toHaveText('−$50.00')
      await expect.poll(() => totalOf(page)).toBeLessThan(before - 50)
      expect(dollars((await totalsRow(page, 'Products').getByRole('cell').textContent()) ?? '')).toBe(products)
      await stepShot(page, info, 'promo-applied')

      // Remove brings the total back.
      await page.getByRole('button', { name: 'Remove' }).click()
      await expect(totalsRow(page, /^Discount/)).toHaveCount(0)
      await expect.poll(() => totalOf(page)).toBe(before)
      await expect(promo).toHaveValue('')
    },
  )

  test('the URL starts the order with the address typed; Next takes it', async ({ page }, info) => {
    const address = '2643 N Kenmore Ave, Chicago, IL 60660, USA'
    await openOrder(page, `?address=${encodeURIComponent(address)}&utm_source=x`)
    await expect(addressInput(page)).toHaveValue(address)
    await stepShot(page, info, 'prefilled-address')
    // The address geocoded as the step opens is the draft's address: Next takes it without a choice or Enter.
    await nextButton(page).click()
    await expect(stepHeading(page, 'Choose your products')).toBeVisible()
  })

  test(
    'the URL carries a promo code, applied on confirm; Enter takes the typed address',
    ONE_SCREEN,
    async ({ page }, info) => {
      const address = '2643 N Kenmore Ave, Chicago, IL 60660, USA'
      await openOrder(page, `?address=${encodeURIComponent(address)}&promo=WELCOME50&utm_source=x`)
      await expect(addressInput(page)).toHaveValue(address)
      await addressInput(page).press('Enter')
      await expect(stepHeading(page, 'Choose your products')).toBeVisible()
      await productCheckbox(page, PHOTOS).check()
      await productCard(page, PHOTOS).getByLabel('Square feet').fill('1500')
      await nextButton(page).click()
      await chooseTime(page, weekdayFor(info.project.name, 3))
      await contactToConfirm(page, 'rosa.url@example.com')
      await expect(page.getByRole('region', { name: 'Property' })).toContainText(address)
      await expect(page.getByText(/^Promo code WELCOME50 applied\./)).toBeVisible()
      await expect(totalsRow(page, 'Discount (WELCOME50)').getByRole('cell')).toHaveText('−$50.00')
    },
  )

  test(
    'inside another site, where the cookie is blocked, the page asks to continue in a new tab',
    ONE_SCREEN,
    async ({ page, baseURL }, info) => {
      // The host page is written into about:blank, an opaque origin (see tour-embed.spec.ts): the framed /order is a
      // third party there, and its SameSite=Lax test cookie is refused in a cross-site frame.
      const src = `${baseURL}/order`
      await page.setContent(
        `<!doctype html><html lang="en"><head><title>Host</title></head><body><h1>Another site</h1>` +
          `<iframe title="Order" src="${src}" style="width:100%;height:600px;border:0"></iframe></body></html>`,
      )
      const frame = page.frameLocator('iframe[title="Order"]')
      await expect(frame.getByRole('heading', { name: 'Please continue in a new tab' })).toBeVisible()
      const link = frame.getByRole('link', { name: 'Continue in a new tab' })
      await expect(link).toHaveAttribute('href', src)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(frame.getByRole('link', { name: 'support@showhome.example' })).toHaveAttribute(
        'href',
        /^mailto:support@showhome\.example/,
      )
      await expect(frame.getByLabel('Address', { exact: true })).toHaveCount(0)
      await lookShot(page, { path: info.outputPath(`order-cookies-blocked-${info.project.name}.png`) })

      // The same page on its own keeps the cookie and starts the order.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
      await expect(addressInput(tab)).toBeVisible()
      await tab.close()
    },
  )

  test(
    'an order admin adjusts the draft at confirm: checked, saved, in the totals with its tax, and removed',
    ONE_SCREEN,
    async ({ page, baseURL }, info) => {
      await signInByApi(page.request, baseURL as string, 'orders@showhome.example')
      await openOrder(page)
      await chooseAddress(page, 'Kenmore')
      await chooseTourAndPhotos(page, '2200')
      await nextButton(page).click()
      await chooseTime(page, weekdayFor(info.project.name, 5))
      await contactToConfirm(page, 'rosa.admin@example.com')
      const panel = page.getByRole('region', { name: 'Order admin' })
      const before = await totalOf(page)

      await panel.getByRole('button', { name: 'Add adjustment' }).click()
      await expect(panel.getByText('Required', { exact: true })).toHaveCount(2)
      await panel.getByLabel('Adjustment', { exact: true }).fill('Goodwill credit')
      await panel.getByLabel('Amount ($, − for a credit)').fill('-50')
      await panel.getByRole('button', { name: 'Add adjustment' }).click()
      await expect(panel.getByRole('status')).toHaveText('Adjustment added.')
      await expect(totalsRow(page, 'Goodwill credit').getByRole('cell')).toHaveText('−$50.00')
      // The credit comes off before tax, so the total falls by more than the $50 itself.
      await expect.poll(() => totalOf(page)).toBeLessThan(before - 50)
      await expect(panel.getByLabel('Adjustment', { exact: true })).toHaveValue('')
      await lookShot(page, { path: info.outputPath('order-admin-draft.png'), fullPage: true })

      await panel.getByLabel('Instructions for the photographer').fill('Gate code 4411.')
      await panel.getByRole('button', { name: 'Save instructions' }).click()
      await expect(panel.getByRole('status')).toHaveText('Instructions saved.')

      await panel.getByRole('button', { name: 'Remove Goodwill credit' }).click()
      await expect(panel.getByRole('status')).toHaveText('Adjustment removed.')
      await expect(totalsRow(page, 'Goodwill credit')).toHaveCount(0)
      await expect.poll(() => totalOf(page)).toBe(before)
    },
  )

  test('Back keeps what was typed on the contact step', ONE_SCREEN, async ({ page }, info) => {
    await openOrder(page)
    await chooseAddress(page, 'Roscoe')
    await chooseTourAndPhotos(page, '3100')
    await nextButton(page).click()
    await chooseTime(page, weekdayFor(info.project.name, 4))
    await nextButton(page).click()
    await expect(stepHeading(page, 'Contact details')).toBeVisible()

    const billing = billingFields(page)
    await billing.firstName.fill('Rosa')
    await billing.role.selectOption('Listing Agent')
    await billing.company.fill('Lakeshore Realty')
    await billing.email.fill('rosa.back@')
    // Straight from the half-typed e-mail: its message appears on blur, and Back must still take the click.
    await backButton(page).click()
    // Back does not check the step: no message, straight to SCHEDULE with the chosen time still pressed.
    await expect(stepHeading(page, 'Choose a time')).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Available times' }).getByRole('button', { pressed: true }),
    ).toHaveCount(1)
    await nextButton(page).click()

    await expect(stepHeading(page, 'Contact details')).toBeVisible()
    await expect(billing.firstName).toHaveValue('Rosa')
    await expect(billing.role).toHaveValue('Listing Agent')
    await expect(billing.company).toHaveValue('Lakeshore Realty')
    await expect(billing.email).toHaveValue('rosa.back@')
    await expect(billing.lastName).toHaveValue('')
  })
})
