// The real listing route mounted at a path, its listing-viewer chart's loading left to the test (a deferred the
// test resolves or rejects), every other chart of the viewer unprovided.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import { createActor } from 'xstate'
import { appMachine } from '../../src/machines/app/app.machine'
import { listingViewerMachine } from '../../src/machines/listing-viewer/listing-viewer.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { createAppRouter } from '../../src/ui/router'
import { stubMachines } from './listing-list-stub'
import { deferred } from './stub-actors'

export async function mountListingRoute(path: string) {
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
    createMemoryHistory({ initialEntries: [path] }),
  )
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  return load
}
