// The owner's dashboard timeline (issue 17; SPEC §4 Timeline): the owner walks each timeline state (a shoot booked,
// under way, done and in production, delivered, cancelled) and sees the panel the spec gives it; downloads the
// preparation guide (a real PDF, read back) and finds the thanks again after a reload; answers the survey from both
// of its later start states; asks for a revision; and an internal admin sees everyone's answers.
import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { FACE, ownAnswers, ownerTimelines, timelineEntry } from './pages/dashboard-timeline'
import { ADMIN, signInByApi, waitForListing, watchViewerErrors } from './pages/listing-viewer'
import { placeOrderByApi } from './pages/placed-orders'
import { ONE_SCREEN } from './pages/screens'
import { lookShot } from './pages/screenshots'
import { OWNER } from './pages/site-nav'

async function openDashboard(page: Page, tourName: string) {
  await page.goto(`/${tourName}/dashboard`)
  await waitForListing(page)
  await expect(page.getByRole('heading', { name: 'Status', level: 3 })).toBeVisible()
}

const expanded = (page: Page) => page.getByRole('button', { expanded: true })

// The timeline's rules and the guide's record are the same on any screen; the phone's layout of the same panels is
// seen by the Next steps and Insights journeys.
test(
  'a booked shoot: the guide is a PDF made for the order, and its thanks stay after a reload',
  ONE_SCREEN,
  async ({ page, baseURL }) => {
    const errors = watchViewerErrors(page)
    await signInByApi(page.request, baseURL as string, OWNER.email)
    // A shoot of the owner's own, so no other journey moves it meanwhile.
    const order = await placeOrderByApi(page.request, baseURL as string, 8)
    await openDashboard(page, order.tourName)
    // The first unstarted appointment is both active and expanded.
    const booked = timelineEntry(page, /^Shoot booked/)
    await expect(booked.item).toHaveAttribute('aria-current', 'step')
    await expect(booked.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(booked.item.getByRole('link')).toHaveText(['Reschedule', 'Cancel'])
    const guide = booked.item.getByRole('region', { name: 'Preparation guide' })
    await expect(guide).toContainText('Get the home ready')
    await lookShot(page, { path: test.info().outputPath('timeline-guide.png'), fullPage: true })

    const download = page.waitForEvent('download')
    await guide.getByRole('button', { name: 'Download the preparation guide' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('preparation-guide.pdf')
    const bytes = new Uint8Array(await readFile((await file.path()) as string))
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('Preparing for your shoot')
    expect(flat).toContain(order.orderCode)
    expect(flat).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' }).format(
        new Date(order.start),
      ),
    )
    await expect(guide.getByRole('status')).toHaveText('Thanks for downloading the preparation guide now.')
    await expect(guide.getByRole('button', { name: 'Download again' })).toBeVisible()

    // The download was recorded: after a reload the thanks are still there.
    await page.reload()
    await waitForListing(page)
    const again = timelineEntry(page, /^Shoot booked/).item.getByRole('region', { name: 'Preparation guide' })
    await expect(again.getByRole('status')).toHaveText(
      /^Thanks for downloading the preparation guide (now|1 minute ago)\.$/,
    )
    await expect(again.getByRole('button', { name: 'Download again' })).toBeVisible()
    expect(errors).toEqual([])
  },
)

test(
  'each timeline state shows its panel: under way, done and in production, delivered, cancelled',
  ONE_SCREEN,
  async ({ page, playwright, baseURL }) => {
    const timelines = await ownerTimelines(playwright, baseURL as string)
    const errors = watchViewerErrors(page)
    await signInByApi(page.request, baseURL as string, OWNER.email)

    // A shoot under way: active and expanded, with the guide still there and no change links for the owner.
    const underWay = timelines.find((t) => t.events.some((e) => e.type === 'appointment' && e.started && !e.ended))
    expect(underWay, 'a shoot of the owner’s under way (the demo seeds one)').toBeDefined()
    await openDashboard(page, underWay?.tourName as string)
    const inProgress = timelineEntry(page, /^Shoot in progress/)
    await expect(inProgress.item).toHaveAttribute('aria-current', 'step')
    await expect(inProgress.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(inProgress.item.getByRole('region', { name: 'Preparation guide' })).toBeVisible()
    await expect(inProgress.item.getByRole('link')).toHaveCount(0)

    // Done, delivery pending: the delivery is active, the shoot expanded with the survey.
    const inProduction = timelines.find(
      (t) =>
        t.events.some((e) => e.type === 'appointment' && e.ended) &&
        t.events.some((e) => e.type === 'delivery') &&
        !t.events.some((e) => e.type === 'delivered'),
    )
    expect(inProduction, 'an order of the owner’s in production').toBeDefined()
    await openDashboard(page, inProduction?.tourName as string)
    await expect(timelineEntry(page, /^Delivery expected/).item).toHaveAttribute('aria-current', 'step')
    const done = timelineEntry(page, /^Shoot done/)
    await expect(done.toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(done.item.getByRole('button', { name: FACE[1] })).toBeVisible()
    // The visitor may open another item: the delivery to come says what happens next.
    await timelineEntry(page, /^Delivery expected/).toggle.click()
    await expect(expanded(page)).toHaveCount(1)
    await expect(timelineEntry(page, /^Delivery expected/).item).toContainText('We will e-mail you as soon as')

    // Delivered: the delivery is active and expanded with the Next steps.
    const delivered = timelines.find((t) => t.fullyDelivered && t.events.at(-1)?.type === 'delivered')
    await openDashboard(page, delivered?.tourName as string)
    const deliveredEntry = timelineEntry(page, /^Delivered/)
    await expect(deliveredEntry.item).toHaveAttribute('aria-current', 'step')
    await expect(deliveredEntry.item.getByRole('heading', { name: 'Next steps' })).toBeVisible()
    await lookShot(page, {
      path: test.info().outputPath('timeline-next-steps.png'),
      fullPage: true,
    })

    // Cancelled: ended at once, it offers Reschedule.
    const cancelled = timelines.find((t) => t.events.length === 1 && t.events[0]?.type === 'cancelled')
    expect(cancelled, 'a cancelled order of the owner’s').toBeDefined()
    await openDashboard(page, cancelled?.tourName as string)
    const called = timelineEntry(page, /^Shoot cancelled/)
    await expect(called.item).toHaveAttribute('aria-current', 'step')
    await expect(called.item.getByRole('link')).toHaveText(['Reschedule'])
    await called.toggle.click()
    await expect(called.item).toContainText('This shoot was cancelled.')
    expect(errors).toEqual([])
  },
)

test('Next steps: the unbranded link, sharing, and a revision request sent to the team', async ({
  page,
  playwright,
  baseURL,
}) => {
  const timelines = await ownerTimelines(playwright, baseURL as string)
  const delivered = timelines.filter((t) => t.fullyDelivered && t.events.at(-1)?.type === 'delivered')
  const listing = delivered[test.info().project.name === 'phone' ? 1 : 0]
  expect(listing, 'a delivered listing of the owner’s').toBeDefined()
  const tourName = listing?.tourName as string
  const errors = watchViewerErrors(page)
  await signInByApi(page.request, baseURL as string, OWNER.email)
  await openDashboard(page, tourName)
  const steps = page.getByRole('region', { name: 'Next steps' })
  await expect(steps.getByRole('button', { name: 'MLS photos' })).toBeVisible()
  await expect(steps.getByRole('button', { name: 'Print photos' })).toBeVisible()
  await expect(steps.getByRole('textbox', { name: /^Unbranded tour link/ })).toHaveValue(`${baseURL}/${tourName}?o=u`)

  await steps.getByRole('button', { name: 'Request a revision' }).click()
  const box = steps.getByRole('textbox', { name: 'What should we change?' })
  await expect(box).toBeFocused()
  await box.fill('Please straighten the kitchen photo.')
  await steps.getByRole('button', { name: 'Send to the team' }).click()
  await expect(steps.getByRole('status')).toHaveText('Sent. The team will reply by e-mail within one business day.')

  await steps.getByRole('link', { name: 'Embed code' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page).toHaveURL(/modal=share_embed/)
  expect(errors).toEqual([])
})

test(
  'the survey from its later start states, then everyone’s answers for an internal admin',
  ONE_SCREEN,
  async ({ page, playwright, baseURL }) => {
    const timelines = await ownerTimelines(playwright, baseURL as string)
    const delivered = timelines.filter((t) => t.events.some((e) => e.type === 'delivered'))
    const answered = delivered.find((t) => ownAnswers(t)?.rating && ownAnswers(t)?.comment)
    const ratedOnly = delivered.find((t) => ownAnswers(t)?.rating && ownAnswers(t)?.comment === null)
    expect(answered, 'a delivered listing the owner rated and commented on (the demo seeds one)').toBeDefined()
    expect(ratedOnly, 'a delivered listing the owner only rated (the demo seeds one)').toBeDefined()
    const errors = watchViewerErrors(page)
    await signInByApi(page.request, baseURL as string, OWNER.email)

    // Rated only: the survey opens at the comment, the rating shown pressed.
    await openDashboard(page, ratedOnly?.tourName as string)
    const rated = timelineEntry(page, /^Shoot done/)
    await rated.toggle.click()
    const rating = ownAnswers(ratedOnly as NonNullable<typeof ratedOnly>)?.rating as 1 | 2 | 3 | 4 | 5
    await expect(rated.item.getByRole('button', { name: FACE[rating] })).toHaveAttribute('aria-pressed', 'true')
    const comment = rated.item.getByRole('textbox', { name: /^Anything we should know\?/ })
    await comment.fill('Friendly photographer, lovely light.')
    await lookShot(page, { path: test.info().outputPath('timeline-survey.png'), fullPage: true })
    await rated.item.getByRole('button', { name: 'Send' }).click()
    await expect(rated.item.getByRole('status')).toHaveText('Thank you for your feedback!')
    await expect(rated.item).toContainText('Friendly photographer, lovely light.')

    // Rated and commented: it opens at the thanks; the answers can be changed, the comment kept in its box.
    await openDashboard(page, answered?.tourName as string)
    const thanked = timelineEntry(page, /^Shoot done/)
    await thanked.toggle.click()
    await expect(thanked.item.getByRole('status')).toHaveText('Thank you for your feedback!')
    const before = ownAnswers(answered as NonNullable<typeof answered>)?.comment as string
    await expect(thanked.item).toContainText(before)
    await thanked.item.getByRole('button', { name: 'Change your answers' }).click()
    await thanked.item.getByRole('button', { name: FACE[2] }).click()
    const box = thanked.item.getByRole('textbox', { name: /^Anything we should know\?/ })
    await expect(box).toHaveValue(before)
    await box.fill('On reflection, the hallway photos are dark.')
    await thanked.item.getByRole('button', { name: 'Send' }).click()
    await expect(thanked.item.getByRole('status')).toHaveText('Thank you for your feedback!')
    await expect(thanked.item).toContainText('Unhappy')
    await lookShot(page, { path: test.info().outputPath('timeline-survey-thanks.png'), fullPage: true })

    // The answers were saved: after a reload they are still there.
    await page.reload()
    await waitForListing(page)
    await timelineEntry(page, /^Shoot done/).toggle.click()
    await expect(timelineEntry(page, /^Shoot done/).item).toContainText('On reflection, the hallway photos are dark.')

    // The owner gets no links to the tour consoles; an internal admin does, and sees every user's answers.
    await expect(page.getByRole('navigation', { name: 'Tour consoles' })).toHaveCount(0)
    await signInByApi(page.request, baseURL as string, ADMIN.email)
    await openDashboard(page, answered?.tourName as string)
    const consoles = page.getByRole('navigation', { name: 'Tour consoles' }).getByRole('link')
    await expect(consoles).toHaveText([
      'Info',
      'Capture',
      'Assemble',
      'Draw',
      'Draft',
      'Label',
      'Comp',
      'Edit',
      'Review',
    ])
    await expect(consoles.first()).toHaveAttribute('href', /^https:\/\/consoles\.showhome\.example\/info\/[^/]+$/)
    await timelineEntry(page, /^Shoot done/).toggle.click()
    const results = page.getByRole('table', { name: "Everyone's feedback" })
    const ownerRow = results.getByRole('row').filter({ hasText: OWNER.email })
    await expect(ownerRow).toContainText('Olive Owner')
    await expect(ownerRow).toContainText('2 of 5')
    await expect(ownerRow).toContainText('On reflection, the hallway photos are dark.')
    await lookShot(page, { path: test.info().outputPath('timeline-feedback-admin.png'), fullPage: true })
    expect(errors).toEqual([])
  },
)

test(
  'a verified user who does not own the listing is told so instead of the dashboard',
  ONE_SCREEN,
  async ({ page, playwright, baseURL }) => {
    const owned = (await ownerTimelines(playwright, baseURL as string)).find((t) => t.fullyDelivered)
    const errors = watchViewerErrors(page)
    await signInByApi(page.request, baseURL as string, 'visitor@showhome.example')
    await page.goto(`/${owned?.tourName}/dashboard`)
    await waitForListing(page)
    await expect(page).toHaveURL(`/${owned?.tourName}`)
    await expect(page.getByRole('alert')).toHaveText('Your account does not own this listing.')
    await expect(page.getByRole('heading', { name: 'Status', level: 3 })).toHaveCount(0)
    // Going elsewhere drops the notice.
    await page.getByRole('link', { name: 'Photos', exact: true }).first().click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(errors).toEqual([])
  },
)

test(
  'an order admin edits a placed order from the Orders tab: the adjustment shows at once',
  ONE_SCREEN,
  async ({ page, baseURL }) => {
    const errors = watchViewerErrors(page)
    await signInByApi(page.request, baseURL as string, OWNER.email)
    const order = await placeOrderByApi(page.request, baseURL as string, 10)
    await signInByApi(page.request, baseURL as string, 'orders@showhome.example')
    await page.goto(`/${order.tourName}/dashboard/orders`)
    await waitForListing(page)
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: `Order ${order.orderCode}` }) })
    await card.getByText('Order admin: owner, instructions, adjustments').click()
    const panel = card.getByRole('region', { name: 'Order admin' })
    await panel.getByLabel('Adjustment', { exact: true }).fill('Second visit for the garden')
    await panel.getByLabel('Amount ($, − for a credit)').fill('75')
    await panel.getByRole('button', { name: 'Add adjustment' }).click()
    await expect(panel.getByRole('status')).toHaveText('Adjustment added.')
    await expect(panel.getByRole('list', { name: 'Adjustments' })).toContainText('Second visit for the garden')
    await lookShot(page, { path: test.info().outputPath('orders-admin.png'), fullPage: true })
    // Saved on the server: the owner's own read of the order has it.
    await signInByApi(page.request, baseURL as string, OWNER.email)
    const response = await page.request.post(`${baseURL}/api/v1/booking/getforlisting`, {
      data: { tourName: order.tourName },
      headers: { Origin: baseURL as string },
    })
    const orders = (await response.json()) as Array<{ confirm: { priceAdjustments: Array<{ description: string }> } }>
    expect(orders[0]?.confirm.priceAdjustments.map((a) => a.description)).toEqual(['Second visit for the garden'])
    expect(errors).toEqual([])
  },
)

// Counting a visit is the same on any screen; the phone's layout of the Insights was looked at (npm run screens).
test(
  'Insights: the demo’s weeks of visits, and a new visitor’s walk through the tour counted',
  ONE_SCREEN,
  async ({ page, browser, playwright, baseURL }) => {
    const timelines = await ownerTimelines(playwright, baseURL as string)
    const delivered = timelines.filter((t) => t.fullyDelivered)
    const listing = delivered[delivered.length - 1]
    expect(listing, 'a delivered listing of the owner’s').toBeDefined()
    const tourName = listing?.tourName as string
    const errors = watchViewerErrors(page)
    await signInByApi(page.request, baseURL as string, OWNER.email)
    await page.goto(`/${tourName}/dashboard/insights`)
    await waitForListing(page)
    const insights = page.getByRole('region', { name: 'Insights' })
    await expect(insights.getByRole('button', { name: '28 days' })).toHaveAttribute('aria-pressed', 'true')
    const figure = (name: string) =>
      insights.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[.="${name}"]`) })
    await expect(figure('Visits')).toHaveText(/^\d[\d,]*$/)
    await expect(insights.getByRole('heading', { name: 'Where visitors came from' })).toBeVisible()
    await expect(insights.getByText(/^Embedded on /).first()).toBeVisible()
    await expect(
      insights.getByRole('list', { name: 'Rooms by time spent' }).getByRole('listitem').first(),
    ).toBeVisible()
    await expect(insights.locator('[data-plan-heat] circle').first()).toBeAttached()
    await expect(insights.locator('canvas').first()).toBeVisible()
    await lookShot(page, { path: test.info().outputPath('insights.png'), fullPage: true })

    // The last week, then a stranger's visit: one more visit, and their walk reaches the tour's figures.
    await insights.getByRole('button', { name: '7 days' }).click()
    await expect(insights.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    await expect(insights).not.toHaveAttribute('aria-busy', 'true')
    const before = Number((await figure('Visits').textContent())?.replace(/,/g, ''))
    const stranger = await browser.newContext()
    const visitorPage = await stranger.newPage()
    await visitorPage.goto(`${baseURL}/${tourName}/tour`)
    await expect(visitorPage.locator('[data-tour-phase="ready"]')).toBeAttached({ timeout: 60_000 })
    await expect(visitorPage.locator('[data-scene]')).toBeAttached()
    // The visit counts once the server has its first event.
    await expect
      .poll(async () => {
        await page.reload()
        await waitForListing(page)
        const region = page.getByRole('region', { name: 'Insights' })
        await region.getByRole('button', { name: '7 days' }).click()
        await expect(region).not.toHaveAttribute('aria-busy', 'true')
        return Number((await figure('Visits').textContent())?.replace(/,/g, ''))
      })
      .toBeGreaterThan(before)
    await stranger.close()
    expect(errors).toEqual([])
  },
)
