// The chart gallery (/dev/charts; issue 19): internal admins see every chart drawn from the code, and follow the
// product's running charts live from another tab, and can send them events; nobody else learns the page exists.
import { expect, type Page, test } from '@playwright/test'
import { signInByApi } from './pages/listing-viewer'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'

const ADMIN = 'admin@showhome.example'

const chartButton = (page: Page, name: string) =>
  page.getByRole('region', { name: /Charts \(/ }).getByRole('button', { name: new RegExp(`^${name} `) })

test('a stranger and a signed-in visitor get the not-found page', ONE_SCREEN, async ({ page, baseURL }) => {
  const stranger = await page.goto('/dev/charts')
  expect(stranger?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Chart gallery' })).toHaveCount(0)
  await signInByApi(page.request, baseURL ?? '', 'visitor@showhome.example')
  expect((await page.goto('/dev/charts'))?.status()).toBe(404)
})

test(
  'an internal admin sees every chart drawn, with its vocabulary and transitions',
  ONE_SCREEN,
  async ({ page, baseURL }) => {
    await signInByApi(page.request, baseURL ?? '', ADMIN)
    await page.goto('/dev/charts')
    await expect(page.getByRole('heading', { name: 'Chart gallery' })).toBeVisible()
    const charts = page.getByRole('region', { name: /Charts \(/ }).getByRole('listitem')
    expect(await charts.count()).toBeGreaterThanOrEqual(39)

    await page.getByRole('searchbox', { name: 'Filter charts' }).fill('subscription')
    await expect(charts).toHaveCount(2)
    await chartButton(page, 'subscription-checkout').click()
    await expect(page).toHaveURL(/chart=subscription-checkout/)
    const diagram = page.getByTestId('chart-diagram')
    // Nested states are drawn inside their parents, the payment steps among them.
    await expect(diagram.locator('[data-path="payment.authenticating.challenge"]')).toBeVisible()
    await expect(diagram.getByText('terms.continue [consented]')).toBeVisible()
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1)
    await expect(page.getByRole('heading', { name: /^Guards/ })).toBeVisible()
    await lookShot(page, { path: 'test-results/screens/chart-gallery-checkout.png' })

    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export SVG' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('subscription-checkout.svg')
    const svg = await (await file.createReadStream()).toArray()
    expect(Buffer.concat(svg).toString('utf8')).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)

    // A link names the chart.
    await page.goto('/dev/charts?chart=copy-text')
    await expect(page.getByRole('heading', { name: 'copy-text' })).toBeVisible()
  },
)

test('follows the pricing page live and sends it an event', ONE_SCREEN, async ({ page, context, baseURL }) => {
  await signInByApi(page.request, baseURL ?? '', ADMIN)
  await page.goto('/dev/charts')
  await expect(page.getByText('No product tab is running.')).toBeVisible()

  const product = await context.newPage()
  await product.goto('/pricing')
  const annual = product.getByRole('button', { name: 'Annual' })
  await expect(annual).toHaveAttribute('aria-pressed', 'false')

  const live = page.getByRole('region', { name: /^Live/ })
  await expect(live.getByRole('status')).toContainText(/running in 1 tab/)
  await live.getByRole('button', { name: /^pricing / }).click()
  const diagram = page.getByTestId('chart-diagram')
  await expect(page.getByRole('heading', { name: 'pricing', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Following pricing in /pricing' })).toBeVisible()
  await expect(diagram.locator('[data-path="period.monthly"]')).toHaveAttribute('data-active', 'true')

  // The product moves; the gallery follows.
  await annual.click()
  await expect(diagram.locator('[data-path="period.annual"]')).toHaveAttribute('data-active', 'true')
  await expect(diagram.locator('[data-path="period.monthly"]')).not.toHaveAttribute('data-active', 'true')
  await expect(page.getByTestId('session-state')).toContainText('period.annual')

  // The gallery sends; the product moves.
  await page.getByRole('combobox', { name: 'Event' }).selectOption('period.monthly')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(product.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true')
  await expect(diagram.locator('[data-path="period.monthly"]')).toHaveAttribute('data-active', 'true')
  await expect(page.getByRole('status').filter({ hasText: 'Sent 1 event.' })).toBeVisible()
  await page.bringToFront()
  await lookShot(page, { path: 'test-results/screens/chart-gallery-live.png' })

  // Fields that are not JSON are refused with a reason, and what was typed stays.
  await page.getByRole('textbox', { name: 'Other fields (JSON)' }).fill('{tier: team')
  await page.getByRole('button', { name: 'Send' }).click()
  await expect(page.getByRole('alert')).toContainText('not valid JSON')
  await expect(page.getByRole('textbox', { name: 'Other fields (JSON)' })).toHaveValue('{tier: team')

  // The product tab closes; its charts leave the list.
  await product.close()
  await expect(page.getByText('No product tab is running.')).toBeVisible()
})
