// Build-time renderer for the static pages (scripts/prerender.ts): renders one path with the same route tree the
// browser uses, so the prerendered markup and the client's first render match and the swap is invisible.
import { RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
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
  const router = createRouterAt(path)
  await router.load()
  const rendered = renderToString(<RouterProvider router={router} />)
  const { matches } = router.state
  const meta = matches.flatMap((match) => match.meta ?? [])
  const title = meta.findLast((tag) => tag?.title)?.title ?? 'Showhome'
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
