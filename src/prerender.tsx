// Build-time renderer for the static pages (scripts/prerender.ts): renders one path with the same route tree the
// browser uses, so the prerendered markup and the client's first render match and the swap is invisible.
import { RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { classifyPagePath } from './domain/app-path'
import { DEFAULT_BRAND } from './domain/brand'
import { navigationFor } from './domain/navigation'
import { appMachine } from './machines/app/app.machine'
import { listingListMachine } from './machines/listing-list/listing-list.machine'
import type { Listing } from './schemas/Listing'
import { unprovidedViewerMachines } from './ui/features/listing-viewer/viewer-machines'
import { createRouterAt } from './ui/router'

export type Prerendered = {
  /** The markup that goes inside <div id="root">. */
  readonly html: string
  readonly title: string
  readonly description: string | undefined
  /** Matched route ids, root first: the prerender script links each route chunk's CSS from them. */
  readonly routeIds: ReadonlyArray<string>
}

export async function render(path: string): Promise<Prerendered> {
  // A prerendered page is what a signed-out visitor sees first; the chart starts with nobody signed in, so it
  // invokes nothing (its actors are deliberately not provided here).
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: true, mode: 'page' } }).start()
  const router = createRouterAt(path, {
    app,
    embedded: false,
    machines: { listingList: listingListMachine },
  })
  await router.load()
  const rendered = renderToString(<RouterProvider router={router} />)
  app.stop()
  const { matches } = router.state
  const meta = matches.flatMap((match) => match.meta ?? [])
  const title = meta.findLast((tag) => tag?.title)?.title ?? DEFAULT_BRAND
  const description = meta.findLast((tag) => tag?.name === 'description')?.content
  return { html: withoutHeadTags(rendered), title, description, routeIds: matches.map((match) => match.routeId) }
}

/** React's mark of a Suspense boundary it could not render on the server (an error, or code still loading). */
const CLIENT_RENDERED = '<!--$!-->'

/**
 * A listing's overview page (/{tourName}) as the server sends it before any JavaScript (server/http/pages.ts):
 * rendered from the listing the page's own page data carries, through the same route tree and the same chart the
 * browser starts from it, so the browser's first render is this markup again and the swap is invisible. Signed out,
 * like every prerendered page; whatever a visitor's session adds, the browser adds. Throws when any part of the
 * page fails to render, so the server sends the plain shell rather than half a page.
 */
export async function renderListing(path: string, listing: Listing): Promise<string> {
  // The bar the browser shows on this path (src/main.tsx does the same).
  const { mode } = navigationFor({ path: classifyPagePath(path), embedded: false, unbranded: false, tourOnly: false })
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: true, mode } }).start()
  const router = createRouterAt(path, {
    app,
    embedded: false,
    machines: { listingList: listingListMachine },
    viewerMachines: { ...unprovidedViewerMachines, takeCarriedListing: () => listing },
  })
  try {
    await router.load()
    const html = renderToString(<RouterProvider router={router} />)
    // A part that threw or was not loaded is left for the browser to render (React marks it so): no half pages.
    if (html.includes(CLIENT_RENDERED)) throw new Error(`part of ${path} could not be rendered on the server`)
    return withoutHeadTags(html)
  } finally {
    app.stop()
  }
}

/**
 * <HeadContent/> renders the route's <title> and <meta> tags where it stands; the script writes them into the
 * document's <head> instead, so they are dropped from the body markup (the client renders them into <head>), as
 * are the image preloads React hoists.
 */
function withoutHeadTags(html: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/g, '')
    .replace(/<meta\b[^>]*>/g, '')
    .replace(/<link rel="preload"[^>]*>/g, '')
}
