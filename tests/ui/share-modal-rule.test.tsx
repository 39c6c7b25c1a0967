import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Listing } from '../../src/schemas/Listing'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { mountListingRoute } from '../support/listing-route'

const base = listingJson as unknown as Listing
const delivered = { ...base.status, fullyDelivered: true } as Listing['status']

async function open(listing: Listing, query: string) {
  const load = await mountListingRoute(`/12-elm-st/dashboard?${query}`)
  await act(async () => {
    load.resolve(listing)
  })
  // The page is shown once its header is: wait for that, not for time.
  await screen.findByRole('heading', { level: 1, name: /^12 Elm St/ })
}

const shareDialog = () => screen.queryByRole('tablist', { name: 'Ways to share' })
const shareButton = () => screen.queryByRole('link', { name: 'Share' })

installDialogPolyfill()
afterEach(cleanup)
beforeAll(() => import('../../src/ui/features/listing-viewer/sections/DashboardSection'), 60_000)

describe('?modal=share_link opens the share dialog only where the Share button shows', () => {
  it.each([
    ['stats and no status', { status: null }, '', true],
    ['stats and everything delivered', { status: delivered }, '', true],
    ['no stats', { stats: null, status: null }, '', false],
    ['stats, but not everything delivered', {}, '', false],
    ['offline', { status: null, offline: true }, '', false],
    ['unbranded', { status: null }, '&o=u', false],
  ] as const)('%s: %s', async (_, change, mode, offered) => {
    await open({ ...base, ...change } as Listing, `modal=share_link${mode}`)
    expect(shareButton() !== null).toBe(offered)
    expect(shareDialog() !== null).toBe(offered)
  })
})
