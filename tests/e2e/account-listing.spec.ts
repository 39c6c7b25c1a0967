// /account/{tourName} (SPEC §2's path with a tour name): the Account page's plans priced for that listing, from the
// real server's listing; a listing the visitor may not see is not named beyond what the address already said.
import { expect, test } from '@playwright/test'
import { listingPriceCents, PAY_AS_YOU_GO, planPricing } from '../../src/domain/subscription'
import { ADMIN, listingsSeenBy, type Summary, watchViewerErrors } from './pages/listing-viewer'
import { waitForClientRender } from './pages/public-page'

type Sized = Summary & { stats: { areaPrimary: number | null; areaSecondary: number | null } | null }

const area = (listing: Sized) => (listing.stats?.areaPrimary ?? 0) + (listing.stats?.areaSecondary ?? 0)
const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`

test('the Account page opened for a listing prices each plan for it; a protected one is not shown', async ({
  page,
  playwright,
  baseURL,
}) => {
  const everything = (await listingsSeenBy(playwright.request, baseURL as string, ADMIN.email)) as Sized[]
  const open = everything.find((l) => !l.passcode && !l.offline && area(l) > 0)
  const hidden = everything.find((l) => l.passcode && !l.offline)
  expect(open, 'a public listing with a recorded size in the demo world').toBeDefined()
  expect(hidden, 'a protected listing in the demo world').toBeDefined()
  const errors = watchViewerErrors(page, [])

  await page.goto(`/account/${open!.tourName}`)
  await waitForClientRender(page)
  const note = page.getByRole('region', { name: 'Listing' })
  const street = open!.address.unit ? `${open!.address.street}, ${open!.address.unit}` : open!.address.street
  await expect(note).toHaveText(`Prices for ${street}, ${area(open!).toLocaleString('en-US')} sq ft.`)
  const plans = page.getByRole('region', { name: 'Plans', exact: true }).getByRole('listitem')
  await expect(plans.filter({ hasText: 'Pay as you go' }).getByText(street, { exact: true })).toBeVisible()
  await expect(plans.filter({ has: page.getByRole('heading', { name: 'Agent' }) })).toContainText(
    `${street}${dollars(listingPriceCents(planPricing('AGENT', 'monthly'), area(open!)))}`,
  )
  await expect(plans.filter({ has: page.getByRole('heading', { name: 'Pay as you go' }) })).toContainText(
    `${street}${dollars(listingPriceCents(PAY_AS_YOU_GO, area(open!)))}`,
  )
  await page.getByRole('button', { name: /^Annual/ }).click()
  await expect(plans.filter({ has: page.getByRole('heading', { name: 'Team' }) })).toContainText(
    `${street}${dollars(listingPriceCents(planPricing('TEAM', 'annual'), area(open!)))}`,
  )

  await page.goto(`/account/${hidden!.tourName}`)
  await waitForClientRender(page)
  await expect(note).toHaveText(
    `${hidden!.tourName} could not be found, or you cannot see it. The plans below apply to every listing.`,
  )
  await expect(page.getByText(hidden!.address.street)).toHaveCount(0)
  expect(errors).toEqual([])
})
