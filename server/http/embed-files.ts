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

export function embedExampleRoutes(deps: AppDeps) {
  const file = path.join(deps.config.clientDir, EXAMPLE_PAGE)
  return new Hono<AppEnv>().get(EXAMPLE_PAGE, async (c) => {
    if (!existsSync(file)) return c.notFound()
    if (!c.req.query('tour')) {
      // The first public listing whose tour is ready: the same for every visitor, so no one learns anything new.
      const page = await searchListings(deps.db.kysely, { kind: 'explore' }, {})
      const listing = page.listings.find((l) => l.tourReady && !l.passcode)
      if (listing) return c.redirect(`${EXAMPLE_PAGE}?tour=${encodeURIComponent(listing.tourName)}`, 302)
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(readFileSync(file, 'utf8'))
  })
}
