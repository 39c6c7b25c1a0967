// Changing a placed order in the browser (issue 16; SPEC §4 Change flow and Timeline, §6 roles): the owner reschedules
// before the start from the dashboard; the owner cancels inside the late-change window from the address and sees the
// fee; an internal admin reschedules an appointment that has started, which the owner may no longer change; an order
// admin forces a time nobody is free for, adds an adjustment and waives the late-change charge; two waitlisted
// orders race for a freed time from their e-mail links, and the one that takes it second is told it is gone. These
// change the demo's orders, so they run once (desktop); order-change-layout.spec.ts looks at the modal on every
// screen.
import { expect, type Locator, test } from '@playwright/test'
import { CONTACT } from '../support/booking-fixtures'
import { ADMIN, signInByApi, waitForListing, watchViewerErrors } from './pages/listing-viewer'
import {
  changeDialog,
  chooseFreeTime,
  chooseUnavailableTime,
  lateCharge,
  orderOf,
  othersStartedAppointments,
  ownerAppointments,
  timelineItem,
  timelineTime,
} from './pages/order-change'
import { outboxMails } from './pages/outbox'
import { cancelByApi, type PlacedOrder, placeOrderByApi } from './pages/placed-orders'
import { OWNER } from './pages/site-nav'

const HOUR = 3_600_000

test('the owner reschedules before the start from the dashboard, free of charge', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { upcoming } = await ownerAppointments(playwright, baseURL as string)
  const appointment = upcoming.find((a) => Date.parse(a.start) - Date.now() > 48 * HOUR)
  expect(appointment, 'an appointment of the demo owner days away').toBeDefined()
  const { tourName, orderId, start, timeZone } = appointment as NonNullable<typeof appointment>
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  await page.goto(`/${tourName}/dashboard`)
  await waitForListing(page)

  const booked = timelineItem(page, 'Shoot booked')
  await expect(booked).toContainText(timelineTime(start, timeZone))
  await booked.getByRole('link', { name: 'Reschedule' }).click()
  await expect(page).toHaveURL(new RegExp(`modal=reschedule_${orderId}$`))
  const dialog = changeDialog(page, 'Reschedule your appointment')
  await expect(dialog.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  // Next only once something differs from the booking.
  await expect(dialog.getByRole('button', { name: 'Next', exact: true })).toBeDisabled()
  const chosen = await chooseFreeTime(dialog, start.slice(0, 10))
  await dialog.getByRole('button', { name: 'Next', exact: true }).click()

  await expect(dialog.getByText('Order total after the change')).toBeVisible()
  await expect(dialog.getByTestId('change-charge')).toHaveText('No charge')
  await expect(dialog.getByText(/^Free to change until /)).toBeVisible()
  await expect(dialog.getByText(/^Cancellation policy: /)).toBeVisible()
  await dialog.getByRole('button', { name: 'Confirm the new time' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your appointment is rescheduled' })).toBeVisible()
  await expect(dialog.getByText(`New time:`)).toContainText(chosen.label)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()

  const order = await orderOf(page.request, baseURL as string, tourName, orderId)
  expect(order.changes).toMatchObject([{ kind: 'rescheduled', byName: 'Olive Owner' }])
  // The order moved to the day and time chosen, read in the order's zone.
  const moved = order.changes[0]?.to as string
  expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(moved))).toBe(chosen.date)
  expect(
    new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(moved)),
  ).toBe(chosen.label)
  // The page reads the listing again: the timeline shows the new time.
  await expect(timelineItem(page, 'Shoot booked')).toContainText(timelineTime(moved, timeZone))
  expect(errors).toEqual([])
})

test('the owner cancels inside the late-change window from the address and sees the fee first', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { upcoming } = await ownerAppointments(playwright, baseURL as string)
  const appointment = upcoming.find((a) => Date.parse(a.start) - Date.now() < 24 * HOUR)
  expect(appointment, 'an appointment of the demo owner within 24 hours').toBeDefined()
  const { tourName, orderId } = appointment as NonNullable<typeof appointment>
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  const before = await orderOf(page.request, baseURL as string, tourName, orderId)
  await page.goto(`/${tourName}/dashboard?modal=cancel_${orderId}`)
  await waitForListing(page)

  const dialog = changeDialog(page, 'Cancel your appointment')
  // SCHEDULING.md's charge, worked out from the order's own figures.
  await expect(dialog.getByTestId('change-charge')).toHaveText(lateCharge(before.confirm))
  await expect(dialog.getByText(/^The free-change period ended .*, so a late-change charge applies/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel the appointment' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your appointment is cancelled' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(page).not.toHaveURL(/modal=/)

  const cancelled = timelineItem(page, 'Shoot cancelled')
  await expect(cancelled).toBeVisible()
  // A cancelled appointment offers Reschedule (SPEC §4 Timeline), and nothing else.
  await expect(cancelled.getByRole('link')).toHaveText(['Reschedule'])
  const after = await orderOf(page.request, baseURL as string, tourName, orderId)
  expect(after.info.cancelledDate).not.toBeNull()
  expect(after.changes).toMatchObject([{ kind: 'cancelled', byName: 'Olive Owner' }])
  expect(errors).toEqual([])
})

test('after the start only an internal admin may reschedule: the owner sees no links, the admin moves it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { started } = await ownerAppointments(playwright, baseURL as string)
  const appointment = started[0]
  expect(appointment, 'an appointment of the demo owner under way').toBeDefined()
  const { tourName, orderId, start } = appointment as NonNullable<typeof appointment>
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  await page.goto(`/${tourName}/dashboard`)
  await waitForListing(page)
  await expect(timelineItem(page, /^Shoot (in progress|done)$/)).toBeVisible()
  await expect(timelineItem(page, /^Shoot (in progress|done)$/).getByRole('link')).toHaveCount(0)

  await signInByApi(page.request, baseURL as string, ADMIN.email)
  await page.goto(`/${tourName}/dashboard`)
  await waitForListing(page)
  await timelineItem(page, /^Shoot (in progress|done)$/)
    .getByRole('link', { name: 'Reschedule' })
    .click()
  const dialog = changeDialog(page, 'Reschedule your appointment')
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
  await chooseFreeTime(dialog, today > start.slice(0, 10) ? today : start.slice(0, 10))
  await dialog.getByRole('button', { name: 'Next', exact: true }).click()
  await dialog.getByRole('button', { name: 'Confirm the new time' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your appointment is rescheduled' })).toBeVisible()
  await expect(dialog.getByText('Rescheduled by Ada Admin.')).toBeVisible()
  const order = await orderOf(page.request, baseURL as string, tourName, orderId)
  expect(order.changes.at(-1)).toMatchObject({ kind: 'rescheduled', byName: 'Ada Admin' })
  expect(errors).toEqual([])
})

test('an order admin forces a time ignoring availability, adds an adjustment and waives the charge', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [appointment] = await othersStartedAppointments(playwright, baseURL as string, ADMIN.email)
  expect(appointment, 'an appointment under way on a listing the demo owner does not own').toBeDefined()
  const { tourName, orderId } = appointment as NonNullable<typeof appointment>
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, 'orders@showhome.example')
  const before = await orderOf(page.request, baseURL as string, tourName, orderId)
  await page.goto(`/${tourName}/dashboard?modal=reschedule_${orderId}`)
  await waitForListing(page)

  const dialog = changeDialog(page, 'Reschedule your appointment')
  await dialog.getByRole('checkbox', { name: 'Ignore availability' }).check()
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
  await chooseUnavailableTime(dialog, today)
  await dialog.getByRole('button', { name: 'Next', exact: true }).click()
  await expect(dialog.getByText('Nobody is free at this time: it is forced, ignoring availability.')).toBeVisible()
  // The appointment has started, so the late-change charge applies, worked out from the order's own figures.
  await expect(dialog.getByTestId('change-charge')).toHaveText(lateCharge(before.confirm))

  const admin = dialog.getByRole('region', { name: 'Order admin' })
  await admin.getByRole('button', { name: 'Add adjustment' }).click()
  await expect(admin.getByText('Required')).toHaveCount(2)
  await admin.getByLabel('Adjustment', { exact: true }).fill('Goodwill credit')
  await admin.getByLabel('Amount ($, − for a credit)').fill('-50')
  await admin.getByRole('button', { name: 'Add adjustment' }).click()
  await expect(admin.getByText('Adjustment added.')).toBeVisible()
  await expect(admin.getByRole('list', { name: 'Adjustments' })).toContainText('Goodwill credit−$50.00')
  await expect(dialog.getByRole('row', { name: /Adjustments/ })).toContainText('−$50.00')

  await dialog.getByRole('checkbox', { name: 'Waive the charge (order admin)' }).check()
  await expect(dialog.getByTestId('change-charge')).toHaveText('No chargeWaived')
  await dialog.getByRole('button', { name: 'Confirm the new time' }).click()
  await expect(dialog.getByRole('heading', { name: 'Your appointment is rescheduled' })).toBeVisible()
  await expect(dialog.getByText('Rescheduled by Oscar Orders.')).toBeVisible()

  const after = await orderOf(page.request, baseURL as string, tourName, orderId)
  expect(after.changes.at(-1)).toMatchObject({ kind: 'rescheduled', byName: 'Oscar Orders' })
  expect(after.confirm.priceAdjustmentsTotal).toBe(before.confirm.priceAdjustmentsTotal - 5_000)
  expect(errors).toEqual([])
})

test('a waitlisted customer claims a freed time from the e-mail link while a second claimer loses', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL as string
  const owner = await browser.newContext()
  const other = await browser.newContext()
  await signInByApi(owner.request, base, OWNER.email)
  await signInByApi(other.request, base, OWNER.email)
  // Three orders of the owner's, weeks away and clear of the demo's: one to cancel, two waitlisted later ones.
  const freed = await placeOrderByApi(owner.request, base, 40)
  const winner = await placeOrderByApi(owner.request, base, 44)
  const loser = await placeOrderByApi(owner.request, base, 48)
  for (const order of [loser, winner]) {
    const joined = await owner.request.post(`${base}/api/v1/booking/enable-waitlist`, {
      data: { orderId: order.id, enabled: true },
      headers: { Origin: base },
    })
    expect(joined.ok()).toBe(true)
  }
  await cancelByApi(owner.request, base, freed.id)

  // Each waitlisted order is mailed a link that opens its change flow on the freed day.
  const linkFor = async (order: PlacedOrder) => {
    const mails = await outboxMails(CONTACT.billingContact.email)
    const offer = mails.find(
      (m) => m.subject.startsWith('An earlier time is free') && m.subject.endsWith(order.orderCode),
    )
    expect(offer, `the offer mailed for ${order.orderCode}`).toBeDefined()
    const link = /https?:\/\/\S+\/dashboard\?modal=\S+/.exec(offer?.text ?? '')?.[0] as string
    return `${new URL(link).pathname}${new URL(link).search}`
  }
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(freed.start))
  const [winnerLink, loserLink] = [await linkFor(winner), await linkFor(loser)]
  expect(winnerLink).toBe(`/${winner.tourName}/dashboard?modal=reschedule_${winner.id}_${day}`)

  const winnerPage = await owner.newPage()
  const loserPage = await other.newPage()
  const errors = [...watchViewerErrors(winnerPage), ...watchViewerErrors(loserPage)]
  const when = (iso: string) =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Chicago',
      timeZoneName: 'short',
    }).format(new Date(iso))
  const slot = when(freed.start)
  // The offer of one time. Other journeys running at once free times too, which every waitlisted order later than them
  // is offered as well: each offer is found by its time.
  const heldOffer = (dialog: Locator, iso: string) =>
    dialog.getByRole('listitem').filter({ hasText: `An earlier time is held for you: ${when(iso)} with` })
  const dialogs = []
  for (const [page, link] of [
    [winnerPage, winnerLink],
    [loserPage, loserLink],
  ] as const) {
    await page.goto(link)
    const dialog = changeDialog(page, 'Reschedule your appointment')
    await expect(heldOffer(dialog, freed.start)).toContainText(slot)
    await expect(heldOffer(dialog, freed.start).getByRole('timer')).toHaveText(/^\d+ min \d\d s$/)
    dialogs.push(dialog)
  }
  const [winnerDialog, loserDialog] = dialogs as [Locator, Locator]

  await heldOffer(winnerDialog, freed.start).getByRole('button', { name: 'Take this time' }).click()
  await expect(winnerDialog.getByText('Order total after the change')).toBeVisible()
  await winnerDialog.getByRole('button', { name: 'Confirm the new time' }).click()
  await expect(winnerDialog.getByRole('heading', { name: 'Your appointment is rescheduled' })).toBeVisible()

  // The second claimer's page still showed the offer: taking it now finds the time gone, and says so.
  await heldOffer(loserDialog, freed.start).getByRole('button', { name: 'Take this time' }).click()
  await expect(loserDialog.getByRole('heading', { name: 'Choose a time' })).toBeVisible()
  await expect(loserDialog.getByText('The earlier time offered to you has been taken')).toBeVisible()
  await expect(
    loserDialog.getByText('The photographer for this time has just been booked by someone else.'),
  ).toBeVisible()
  // The day's times are asked for again: the taken time is no longer offered.
  const slotLabel = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Chicago',
  }).format(new Date(freed.start))
  await expect(
    loserDialog
      .getByRole('list', { name: 'Available times' })
      .or(loserDialog.getByText('No times available. Try another date')),
  ).toBeVisible()
  await expect(
    loserDialog.getByRole('list', { name: 'Available times' }).getByRole('button', { name: slotLabel, exact: true }),
  ).toHaveCount(0)
  // The winner's own old time was freed by its move, and is now held for the order still waiting.
  await expect(heldOffer(loserDialog, winner.start).getByRole('button', { name: 'Take this time' })).toBeVisible()
  await expect(heldOffer(loserDialog, freed.start)).toHaveCount(0)

  const won = await orderOf(owner.request, base, winner.tourName, winner.id)
  expect(won.changes).toMatchObject([{ kind: 'rescheduled', to: new Date(freed.start).toISOString() }])
  const lost = await orderOf(owner.request, base, loser.tourName, loser.id)
  expect(lost.changes).toEqual([])
  expect(errors).toEqual([])
  await owner.close()
  await other.close()
})
