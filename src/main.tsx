// Composition root (ARCHITECTURE §2): builds the Effect runtime once, gives every chart its real effects, starts the
// app chart from what the page already knows (the authorisation cookie, local storage, the address), and mounts
// the router.
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createActor } from 'xstate'
import { classifyPagePath } from './domain/app-path'
import { navigationFor } from './domain/navigation'
import { accountDialogActors } from './machines/account-dialog/account-dialog.actors'
import { accountDialogMachine } from './machines/account-dialog/account-dialog.machine'
import { appActors } from './machines/app/app.actors'
import { appMachine } from './machines/app/app.machine'
import { listingListActions, listingListActors } from './machines/listing-list/listing-list.actors'
import { listingListMachine } from './machines/listing-list/listing-list.machine'
import { userFromCookies } from './schemas/authorisation-cookie'
import { adminElementEnabled, unitPreference } from './schemas/local-store'
import { chartInspector } from './services/chart-inspector'
import { LocalStore } from './services/LocalStore'
import { PageData, readInlinePageData } from './services/PageData'
import { makeLiveRuntime } from './services/runtime'
import { createAppRouter } from './ui/router'
import { isEmbedded, NOT_FOUND_MARKER } from './ui/router-context'
import { registerServiceWorker } from './ui/service-worker'
import './ui/styles/global.css'

// The session the page starts with (the authorisation cookie), before the app chart confirms it.
const cookieUser = userFromCookies(document.cookie)
// The listing page's HTML carries the visitor's page data, so the listing is not asked for again; only if it was
// made for this same person.
const runtime = makeLiveRuntime({}, readInlinePageData(document, cookieUser?.email ?? null))
const embedded = isEmbedded(window)
const params = new URLSearchParams(window.location.search)
const authToken = params.get('authToken')
const authOrigin = params.get('authOrigin')

const answeredStatus = document.querySelector(`meta[name="${NOT_FOUND_MARKER}"]`)?.getAttribute('content')
const app = createActor(
  appMachine.provide({
    actors: {
      ...appActors(runtime),
      accountDialog: accountDialogMachine.provide({ actors: accountDialogActors(runtime) }),
    },
  }),
  {
    inspect: chartInspector,
    input: {
      user: cookieUser,
      adminElementsEnabled: runtime.runSync(LocalStore.use((store) => store.get(adminElementEnabled))),
      unit: runtime.runSync(LocalStore.use((store) => store.get(unitPreference))),
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

// Page data was made for whoever was signed in then: a sign-in or sign-out forgets it (src/services/PageData.ts).
let pageDataUser = app.getSnapshot().context.user?.email ?? null
app.subscribe((snapshot) => {
  const user = snapshot.context.user?.email ?? null
  if (user === pageDataUser) return
  pageDataUser = user
  runtime.runFork(PageData.use((pageData) => pageData.clear))
})

const router = createAppRouter({
  app,
  machines: {
    listingList: listingListMachine.provide({
      actors: listingListActors(runtime),
      actions: listingListActions(runtime),
    }),
  },
  runtime,
  embedded,
  ...(answeredStatus === '404' ? { notFoundPath: window.location.pathname } : {}),
  ...(answeredStatus === '500' ? { errorPath: window.location.pathname } : {}),
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)

registerServiceWorker()
