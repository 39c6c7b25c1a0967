// The change flow's modal on every screen (issue 16): opened from the address on the owner's listing, it fits the
// screen without sideways scrolling, names the order and the booked appointment, passes axe, and closes back to the
// page with the address cleaned up. It changes nothing (order-change.spec.ts makes the changes, once).
import { expect, test } from '@playwright/test'
import { seriousA11yViolations } from './pages/a11y'
import { signInByApi, waitForListing, watchViewerErrors } from './pages/listing-viewer'
import { changeDialog, ownerAppointments } from './pages/order-change'
import { lookShot } from './pages/screenshots'
import { OWNER } from './pages/site-nav'

test('the reschedule modal fits the screen, passes axe and closes back to the dashboard', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { upcoming } = await ownerAppointments(playwright, baseURL as string)
  const appointment = upcoming.find((a) => Date.parse(a.start) - Date.now() > 48 * 3_600_000)
  expect(appointment, 'an appointment of the demo owner days away').toBeDefined()
  const { tourName, orderId } = appointment as NonNullable<typeof appointment>
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  await page.goto(`/${tourName}/dashboard?modal=reschedule_${orderId}`)
  await waitForListing(page)

  const dialog = changeDialog(page, 'Reschedule your appointment')
  await expect(dialog.getByText(/^Now booked: /)).toBeVisible()
  await expect(dialog.getByRole('grid')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toBeDisabled()
  // Nothing wider than the screen: the dialog and the page scroll only up and down.
  const overflow = await page.evaluate(() => {
    const dialogBox = document.querySelector('dialog')?.getBoundingClientRect()
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      dialog: (dialogBox?.right ?? 0) - window.innerWidth,
    }
  })
  expect(overflow.page).toBeLessThanOrEqual(0)
  expect(overflow.dialog).toBeLessThanOrEqual(0)
  expect(await seriousA11yViolations(page)).toEqual([])
  await lookShot(page, { path: `test-results/screens/change-${test.info().project.name}.png` })

  await dialog.getByRole('button', { name: 'Keep my appointment' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(`/${tourName}/dashboard`)
  expect(errors).toEqual([])
})
