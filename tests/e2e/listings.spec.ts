// Explore and My listings (SPEC §2) over the demo world: 60 a page, pagination in the address (back and forward
// work), the filter box, its footer and clear link, and the owner's list.
import { expect, type Page, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import { watchForErrors } from './pages/app-page'
import { waitForClientRender } from './pages/public-page'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'
import { accountButton, accountDialog, DEMO_PASSWORD, OWNER, submitSignIn } from './pages/site-nav'

/** Resolves once the list shows the page it was asked for (it keeps the old one, marked busy, while loading). */
const settled = (page: Page) =>
  expect(page.getByRole('region', { name: 'Listings' })).toHaveAttribute('aria-busy', 'false')

const cards = (page: Page) =>
  page
    .getByRole('region', { name: 'Listings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })

test(
  'explore pages through every public listing, 60 at a time, with the page in the address',
  ONE_SCREEN,
  async ({ page }, info) => {
    const errors = watchForErrors(page)
    await page.goto('/explore')
    await waitForClientRender(page)
    await expect(page.getByText(/^\d+ listings$/)).toBeVisible()
    const total = Number((await page.getByText(/^\d+ listings$/).textContent())?.split(' ')[0])
    expect(total).toBeGreaterThan(60)
    await expect(cards(page)).toHaveCount(60)
    // The cover photo is decorative (alt=""), so it is found as an element, not by role.
    await expect(cards(page).first().locator('img')).toHaveJSProperty('complete', true)
    await expect(cards(page).first().locator('img')).not.toHaveJSProperty('naturalWidth', 0)
    await lookShot(page, { path: info.outputPath(`explore-${info.project.name}.png`) })

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/explore\?page=2$/)
    await settled(page)
    await expect(cards(page)).toHaveCount(total - 60)
    await expect(page.getByRole('navigation', { name: 'Pages' }).getByText('2', { exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await page.goBack()
    await expect(page).toHaveURL(/\/explore$/)
    await expect(cards(page)).toHaveCount(60)
    expect(await seriousA11yViolations(page)).toEqual([])
    expect(errors).toEqual([])
  },
)

test('the filter searches as you type, says what it shows, and clears', async ({ page }) => {
  const errors = watchForErrors(page)
  await page.goto('/explore')
  await waitForClientRender(page)
  const search = page.getByRole('searchbox', { name: 'Search listings' })
  await search.fill('lincoln park')
  await expect(page).toHaveURL(/filter=lincoln\+park|filter=lincoln%20park/)
  await expect(page.getByText('Showing results for search filter')).toBeVisible()
  await settled(page)
  const filtered = await cards(page).count()
  expect(filtered).toBeGreaterThan(0)
  expect(filtered).toBeLessThan(60)
  await expect(cards(page).first()).toContainText('Lincoln Park')

  await search.fill('zzzz nothing')
  await expect(page.getByText('No results for search filter')).toBeVisible()
  await expect(page.getByText('0 listings')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filter' }).click()
  await expect(page).toHaveURL(/\/explore$/)
  await expect(search).toHaveValue('')
  await expect(cards(page)).toHaveCount(60)
  expect(errors).toEqual([])
})

test('a shared filtered address opens filtered', ONE_SCREEN, async ({ page }) => {
  await page.goto('/explore?filter=evanston')
  await waitForClientRender(page)
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('evanston')
  await expect(page.getByText('Showing results for search filter')).toBeVisible()
  await expect(cards(page).first()).toContainText('Evanston')
})

test('the owner sees their listings, protected and offline ones marked, with the filter box', async ({
  page,
}, info) => {
  const errors = watchForErrors(page)
  await page.goto('/my')
  await waitForClientRender(page)
  await expect(page.getByRole('heading', { name: 'Sign in to see your listings' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign in or create an account' }).click()
  const dialog = accountDialog(page, 'Sign in')
  await submitSignIn(dialog, OWNER.email, DEMO_PASSWORD)
  await expect(dialog).toBeHidden()
  await expect(accountButton(page, OWNER)).toBeVisible()
  await expect(page.getByText(/^\d+ listings$/)).toBeVisible()
  expect(await cards(page).count()).toBeGreaterThan(15)
  await expect(page.getByRole('searchbox', { name: 'Search listings' })).toBeVisible()
  await expect(page.getByText('Offline', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Passcode', { exact: true }).first()).toBeVisible()
  await expect(cards(page).first().locator('img')).not.toHaveJSProperty('naturalWidth', 0)
  await lookShot(page, { path: info.outputPath(`my-${info.project.name}.png`) })
  expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([])
})
