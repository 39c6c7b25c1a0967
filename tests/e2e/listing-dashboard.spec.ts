// The owner's dashboard (SPEC §2 Dashboard sub-sections, Photo editing): its tabs and the sub-section rule, and
// Manage Photos end to end: hide a photo, save, and see it gone for visitors; reorder with the keyboard and discard.
import { expect, test } from '@playwright/test'
import type { Order } from '../../src/schemas/Order'
import {
  getListing,
  listingsSeenBy,
  type Summary,
  showcaseListing,
  signInByApi,
  waitForListing,
  watchViewerErrors,
} from './pages/listing-viewer'
import { ownerAppointments } from './pages/order-change'
import { OWNER } from './pages/site-nav'

async function ownedListing(playwright: { request: Parameters<typeof listingsSeenBy>[0] }, baseURL: string) {
  const owned = await listingsSeenBy(playwright.request, baseURL, OWNER.email)
  const api = await playwright.request.newContext()
  // The other specs look at the showcase listing while this one edits photos: never edit that one.
  const showcase = await showcaseListing(api, baseURL)
  await api.dispose()
  const candidates = owned.filter(
    (l) => !l.offline && !l.passcode && l.fullyDelivered && l.tourName !== showcase.tourName,
  )
  // Desktop and phone run at the same time against one server: each edits its own listing.
  const listing = candidates[test.info().project.name === 'phone' ? 1 : 0] as Summary
  expect(listing, 'a delivered, public listing of the demo owner').toBeDefined()
  return listing
}

test('the dashboard shows Status, Orders and Manage Photos, and an unknown tab goes back to Status', async ({
  page,
  playwright,
  baseURL,
}) => {
  const listing = await ownedListing(playwright, baseURL as string)
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  await page.goto(`/${listing.tourName}/dashboard/nope`)
  await waitForListing(page)
  await expect(page).toHaveURL(`/${listing.tourName}/dashboard`)
  const tabs = page.getByRole('navigation', { name: 'Dashboard' })
  await expect(tabs.getByRole('link')).toHaveText(['Status', 'Orders', 'Manage Photos', 'Insights'])
  await expect(tabs.getByRole('link', { name: 'Status' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { name: 'Status', level: 3 })).toBeVisible()
  await tabs.getByRole('link', { name: 'Orders' }).click()
  await expect(page).toHaveURL(`/${listing.tourName}/dashboard/orders`)
  await expect(page.getByRole('heading', { name: 'Orders', level: 3 })).toBeVisible()
  // A delivered listing's order: its status and its history, confirmed by someone, then delivered.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Order SH-\d+$/ }) })
  await expect(card).toHaveCount(1)
  await expect(card.getByText('Status: Delivered', { exact: true })).toBeVisible()
  const history = card.getByRole('list', { name: /^History of order SH-\d+$/ })
  await expect(history.getByRole('listitem')).toHaveText([/^Confirmed .+ by .+$/, /^Delivered /])
  // Nothing to change on a delivered order.
  await expect(card.getByRole('checkbox')).toHaveCount(0)
  await expect(card.getByRole('link')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('an upcoming order in the Orders tab: confirmed, on the waitlist, and its change links', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { upcoming } = await ownerAppointments(playwright, baseURL as string)
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  // An upcoming order of the owner's on the waitlist (the demo's days-away one, unless another journey has moved
  // orders around meanwhile: any waitlisted one will do).
  let found: { tourName: string; orderId: string } | undefined
  for (const appointment of upcoming) {
    const response = await page.request.post(`${baseURL}/api/v1/booking/getforlisting`, {
      data: { tourName: appointment.tourName },
      headers: { Origin: baseURL as string },
    })
    const orders = (await response.json()) as Order[]
    const order = orders.find((o) => o.info.id === appointment.orderId)
    if (order?.schedule.waitlistEnabled && order.info.cancelledDate === null && orders.length === 1) {
      found = { tourName: appointment.tourName, orderId: appointment.orderId }
      break
    }
  }
  expect(found, 'an upcoming, waitlisted order of the demo owner').toBeDefined()
  const { tourName, orderId } = found as NonNullable<typeof found>
  await page.goto(`/${tourName}/dashboard/orders`)
  await waitForListing(page)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Order SH-\d+$/ }) })
  await expect(card.getByText('Status: Confirmed', { exact: true })).toBeVisible()
  // Confirmed first and the scheduled delivery last (another journey may reschedule this order meanwhile).
  const lines = card.getByRole('list', { name: /^History of order/ }).getByRole('listitem')
  await expect(lines.first()).toHaveText(/^Confirmed .+ by .+$/)
  await expect(lines.last()).toHaveText(/^Scheduled delivery /)
  // The demo's days-away order is on the waitlist; the setting is the order's own.
  await expect(
    card.getByRole('checkbox', { name: 'Keep this time, and offer me an earlier one if it opens up' }),
  ).toBeChecked()
  await expect(card.getByRole('link', { name: 'Reschedule' })).toHaveAttribute(
    'href',
    new RegExp(`/${tourName}/dashboard/orders\\?modal=reschedule_${orderId}$`),
  )
  await card.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog', { name: 'Cancel your appointment' })).toBeVisible()
  expect(errors).toEqual([])
})

test('Manage Photos: hide a photo and save; visitors no longer get it; a move can be discarded', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const listing = await ownedListing(playwright, baseURL as string)
  const before = await getListing(request, baseURL as string, listing.tourName)
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  await page.goto(`/${listing.tourName}/dashboard/photos`)
  await waitForListing(page)
  const save = page.getByRole('button', { name: 'Save' })
  const discard = page.getByRole('button', { name: 'Discard changes' })
  await expect(save).toBeDisabled()

  // A keyboard move, then discarded: nothing to save any more.
  await page
    .getByRole('button', { name: /later$/ })
    .first()
    .click()
  await expect(page.getByText('unsaved changes', { exact: false })).toBeVisible()
  await expect(save).toBeEnabled()
  await discard.click()
  await expect(save).toBeDisabled()

  // Hide the first shown photo and save.
  const shown = page.getByRole('button', { name: /: shown$/ })
  const label = (await shown.first().getAttribute('aria-label')) as string
  const name = label.replace(/: shown$/, '')
  await shown.first().click()
  await expect(page.getByRole('button', { name: `${name}: hidden` })).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(save).toBeDisabled()
  await expect(page.getByText('unsaved changes', { exact: false })).toHaveCount(0)

  const after = await getListing(request, baseURL as string, listing.tourName)
  expect(after.photos.length).toBe(before.photos.length - 1)

  // Still hidden after a reload (the server has it), then shown again for the tests that follow.
  await page.reload()
  await waitForListing(page)
  const hidden = page.getByRole('button', { name: `${name}: hidden` })
  await expect(hidden).toBeVisible()
  await hidden.click()
  await save.click()
  await expect(save).toBeDisabled()
  expect((await getListing(request, baseURL as string, listing.tourName)).photos.length).toBe(before.photos.length)
  expect(errors).toEqual([])
})
