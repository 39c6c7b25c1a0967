// The `modal=share_link` parameter obeys the Share button's rule (SPEC §6: share shows only when the listing has
// stats and either no status or everything delivered; never offline or unbranded): a link cannot open a dialog the
// page would not offer. Asserted on the real listing route, against the rule as the spec words it.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { appMachine } from '../../src/machines/app/app.machine'
import { listingViewerMachine } from '../../src/machines/listing-viewer/listing-viewer.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { createAppRouter } from '../../src/ui/router'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { stubMachines } from '../support/listing-list-stub'
import { deferred } from '../support/stub-actors'

const base = listingJson as unknown as Listing
const delivered = { ...base.status, fullyDelivered: true } as Listing['status']

async function open(listing: Listing, query: string) {
  const load = deferred<Listing | PasscodeRequired>()
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: true, mode: 'app' } }).start()
  const router = createAppRouter(
    {
      app,
      machines: stubMachines,
      viewerMachines: {
        ...unprovidedViewerMachines,
        listingViewer: listingViewerMachine.provide({ actors: { loadListing: load.logic } }),
      },
      embedded: false,
    },
    createMemoryHistory({ initialEntries: [`/12-elm-st/dashboard?${query}`] }),
  )
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  await act(async () => {
    load.resolve(listing)
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
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
