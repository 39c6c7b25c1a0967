// Build-time renderer for the static pages (scripts/prerender.ts): renders one path with the same route tree the
// browser uses, so the prerendered markup and the client's first render match and the swap is invisible.
import { RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createActor } from 'xstate'
import { DEFAULT_BRAND } from './domain/brand'
import { appMachine } from './machines/app/app.machine'
import { listingListMachine } from './machines/listing-list/listing-list.machine'
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
