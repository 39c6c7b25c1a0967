import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import { watchForErrors } from './pages/app-page'
import { PUBLIC_PAGES, waitForClientRender, watchForBlankFrames } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'

const PHONE_TWINS = ['/photographers', '/commercial', '/cbre', '/showcase']

for (const p of PUBLIC_PAGES) {
  const status = 'status' in p ? p.status : 200
  // Pages that share another's layout on a phone are checked there once: the legal pages (/legal), and the
  // marketing pages built from the same sections as /product.
  const screens = p.path.startsWith('/legal/') || PHONE_TWINS.includes(p.path) ? ONE_SCREEN : {}
  test(
    `${p.path} answers ${status} with its title, a clean console and no serious a11y findings`,
    screens,
    async ({ page }, info) => {
      const errors = watchForErrors(page)
      const res = await page.goto(p.path)
      expect(res?.status()).toBe(status)
      await waitForClientRender(page)
      await expect(page).toHaveTitle(p.title)
      await expect(page.locator('meta[name="description"]').first()).toHaveAttribute('content', /\S.{40,}/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
      await lookShot(page, { path: info.outputPath(`${p.name}-${info.project.name}.png`), fullPage: true })
      // The browser reports the 404 status itself as a console error; that one is the point of the page.
      expect(errors.filter((e) => status !== 404 || !e.includes('404'))).toEqual([])
    },
  )
}

test('the prerendered page is swapped for the client render without a blank frame', async ({ page }) => {
  const frames = await watchForBlankFrames(page)
  await page.goto('/product')
  await waitForClientRender(page)
  const { frames: seen, blank } = await frames()
  expect(seen).toBeGreaterThan(0)
  expect(blank).toBe(0)
})

test('the pricing toggle switches the plans between monthly and annual billing', async ({ page }) => {
  await page.goto('/pricing')
  await waitForClientRender(page)
  const agent = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Agent', level: 2 }) })
  await expect(agent).toContainText('$284')
  await page.getByRole('button', { name: /Annual/ }).click()
  await expect(page.getByRole('button', { name: /Annual/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(agent).toContainText('$269')
  await expect(agent).toContainText('Billed $3,228 a year.')
  await expect(page.getByText('Savings up to 30%', { exact: false })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered /product shows its heading, styled', async ({ page }) => {
    const res = await page.goto('/product')
    expect(res?.status()).toBe(200)
    const heading = page.getByRole('heading', {
      level: 1,
      name: 'Everything buyers want to see, captured in one visit.',
    })
    await expect(heading).toBeVisible()
    await expect(page).toHaveTitle('Product · Showhome')
    // The route chunk's CSS module is linked too: the hero's primary action is an accent pill, not a bare link.
    const orderNow = page.getByRole('main').getByRole('link', { name: 'Order now' }).first()
    await expect(orderNow).toHaveCSS('background-color', 'rgb(11, 107, 203)')
  })
})
