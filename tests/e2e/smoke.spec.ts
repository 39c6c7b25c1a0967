import { expect, test } from '@playwright/test'
import { watchForErrors } from './pages/app-page'
import { lookShot } from './pages/screenshots'

test('the home page renders with its navigation and no console errors', async ({ page }, info) => {
  const errors = watchForErrors(page)
  const res = await page.goto('/')
  expect(res?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Order now' }).first()).toBeVisible()
  await expect(page).toHaveTitle(/Showhome/)
  await lookShot(page, { path: info.outputPath('home.png'), fullPage: true })
  expect(errors).toEqual([])
})

test("an unknown page path answers 404 with the app's not-found page", async ({ page }) => {
  const errors = watchForErrors(page)
  const res = await page.goto('/this/path/does/not/exist')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "We couldn't find that page." })).toBeVisible()
  expect(errors.filter((e) => !e.includes('404'))).toEqual([])
})
