// The embedded tour's files for host sites (docs/embed-api.md): the standalone client at its stable address
// /embed/v2/tour-api.js, which any site may load (CORS, a short cache since the name never changes), and the example
// host page /embed/v2/example.html, opened on a public demo tour when the address names none.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'
import { searchListings } from '../listings/search'
import type { AppDeps, AppEnv } from './context'

export const EMBED_FOLDER = '/embed/v2/'
export const EXAMPLE_PAGE = `${EMBED_FOLDER}example.html`

/** Headers of a file under /embed/: readable by any site's script, checked again within the hour. */
export function embedFileHeaders(set: (name: string, value: string) => void) {
  set('Access-Control-Allow-Origin', '*')
  set('Cross-Origin-Resource-Policy', 'cross-origin')
  set('Cache-Control', 'public, max-age=3600')
}

/** How long the example's chosen tour is kept: a search per minute at most, however often the page is opened. */
const CHOSEN_TOUR_MS = 60_000

export function embedExampleRoutes(deps: AppDeps) {
  const file = path.join(deps.config.clientDir, EXAMPLE_PAGE)
  let chosen: { readonly tourName: string | undefined; readonly at: number } | undefined
  /** The first public listing whose tour is ready: the same for every visitor, so no one learns anything new. */
  const exampleTour = async () => {
    if (chosen && Date.now() - chosen.at < CHOSEN_TOUR_MS) return chosen.tourName
    const page = await searchListings(deps.db.kysely, { kind: 'explore' }, {})
    const tourName = page.listings.find((l) => l.tourReady && !l.passcode)?.tourName
    chosen = { tourName, at: Date.now() }
    return tourName
  }
  return new Hono<AppEnv>().get(EXAMPLE_PAGE, async (c) => {
    if (!existsSync(file)) return c.notFound()
    const tourName = c.req.query('tour') ? undefined : await exampleTour()
    if (tourName) return c.redirect(`${EXAMPLE_PAGE}?tour=${encodeURIComponent(tourName)}`, 302)
    c.header('Cache-Control', 'no-cache')
    // Read on each request (a small file): a rebuild in place is served at once.
    return c.html(readFileSync(file, 'utf8'))
  })
}
