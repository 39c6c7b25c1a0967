// Composition root (ARCHITECTURE §2): gives every chart its real effects, starts the app chart from what the page
// already knows (the authorisation cookie, local storage, the address), and mounts the router. The Effect runtime,
// the HTTP client and the account dialog load on first use, not with the page (docs/decisions.md, issue 22): a page
// that calls no backend before the visitor acts never loads them.
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor, fromPromise } from 'xstate'
import { classifyPagePath } from './domain/app-path'
import { navigationFor } from './domain/navigation'
import type { accountDialogMachine } from './machines/account-dialog/account-dialog.machine'
import { appMachine } from './machines/app/app.machine'
import { forkLazy, lazyEffects, logicOnceLoaded } from './machines/shared/lazyEffects'
import { userFromCookies } from './schemas/authorisation-cookie'
import { readBootPreferences } from './services/boot-store'
import { chartInspector } from './services/chart-inspector'
import { type LazyModule, lazyModule } from './services/lazy-module'
import { forgetOfflineCopies } from './services/offline-copies'
import type { AppRuntime } from './services/runtime'
import { firstPaintSettled } from './ui/first-paint/first-paint-handle'
import { createAppRouter } from './ui/router'
import { isEmbedded, NOT_FOUND_MARKER } from './ui/router-context'
import { registerServiceWorker } from './ui/service-worker'
import './ui/styles/global.css'

// The session the page starts with (the authorisation cookie), before the app chart confirms it.
const cookieUser = userFromCookies(document.cookie)
// Whose page data the runtime may use: the signed-in person's, kept up to date below.
let pageDataUser: string | null = cookieUser?.email ?? null
const runtime: LazyModule<AppRuntime> = lazyModule(async () => {
  const [{ makeLiveRuntime }, { readInlinePageData }] = await Promise.all([
    import('./services/runtime'),
    import('./services/PageData'),
  ])
  // The listing page's HTML carries the visitor's page data, so the listing is not asked for again; only if it was
  // made for whoever is signed in when the runtime starts.
  return makeLiveRuntime({}, readInlinePageData(document, pageDataUser))
})
const accountDialog: LazyModule<typeof accountDialogMachine> = lazyModule(async () => {
  const [{ accountDialogMachine }, { accountDialogActors }, loaded] = await Promise.all([
    import('./machines/account-dialog/account-dialog.machine'),
    import('./machines/account-dialog/account-dialog.actors'),
    runtime.load(),
  ])
  return accountDialogMachine.provide({ actors: accountDialogActors(loaded) })
})
const appPrograms = lazyModule(() => import('./machines/app/app.actors').then((m) => m.appPrograms))
const listingListPrograms = lazyModule(() =>
  import('./machines/listing-list/listing-list.actors').then((m) => m.listingListPrograms),
)
const preferences = readBootPreferences(safeLocalStorage())
const embedded = isEmbedded(window)
const params = new URLSearchParams(window.location.search)
const authToken = params.get('authToken')
const authOrigin = params.get('authOrigin')

const answeredStatus = document.querySelector(`meta[name="${NOT_FOUND_MARKER}"]`)?.getAttribute('content')
const app = createActor(
  appMachine.provide({
    actors: {
      ...lazyEffects(runtime, appPrograms, {
        verifySso: true,
        confirmSession: true,
        saveAdminElementsEnabled: true,
        saveUnitPreference: true,
      }),
      accountDialog: logicOnceLoaded(accountDialog, 'accountDialog'),
      loadAccountDialog: fromPromise(async () => {
        await accountDialog.load()
      }),
    },
  }),
  {
    inspect: chartInspector,
    input: {
      user: cookieUser,
      adminElementsEnabled: preferences.adminElementsEnabled,
      unit: preferences.unit,
      accountCodeLoaded: false,
      mode: navigationFor({
        path: classifyPagePath(window.location.pathname),
        embedded,
        unbranded: false,
        tourOnly: false,
      }).mode,
      ...(params.get('modal') ? { modal: params.get('modal') as string } : {}),
      ...(authToken && authOrigin ? { sso: { token: authToken, origin: authOrigin } } : {}),
    },
  },
).start()

// Page data was made for whoever was signed in then: a sign-in or sign-out forgets it (src/services/PageData.ts), and
// a sign-out the offline copies of what they saw.
// Before the runtime has loaded there is nothing to forget, and it reads the inline data for this user.
pageDataUser = app.getSnapshot().context.user?.email ?? null
app.subscribe((snapshot) => {
  const user = snapshot.context.user?.email ?? null
  if (user === pageDataUser) return
  // What the last person saw stays on the device no longer than their session (src/services/offline-copies.ts).
  if (pageDataUser !== null) void forgetOfflineCopies().catch(() => undefined)
  pageDataUser = user
  if (runtime.loaded())
    forkLazy(runtime, () => import('./services/PageData').then((m) => m.PageData.use((p) => p.clear)))
})

const router = createAppRouter({
  app,
  machines: {
    // Only Explore and My listings start it, so its code loads with theirs (their loaders preload it).
    listingList: lazyModule(() =>
      import('./machines/listing-list/listing-list.machine').then(({ listingListMachine }) =>
        listingListMachine.provide({
          actors: lazyEffects(runtime, listingListPrograms, { loadListings: true }),
          actions: {
            prefetchListing: (_: unknown, { tourName }: { tourName: string }) =>
              forkLazy(runtime, () =>
                import('./machines/listing-list/listing-list.actors').then((m) => m.prefetchListing(tourName)),
              ),
          },
        }),
      ),
    ),
  },
  runtime,
  embedded,
  ...(answeredStatus === '404' ? { notFoundPath: window.location.pathname } : {}),
  ...(answeredStatus === '500' ? { errorPath: window.location.pathname } : {}),
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
// A server-rendered tour page draws its opening view first (src/ui/first-paint); that takes a few milliseconds once
// the preview strip is in, and at most half a second is spent waiting for it.
await firstPaintSettled(500)
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)

registerServiceWorker()

/** window.localStorage, or nothing where reading it throws (storage disabled, an opaque origin). */
function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}
