// The page-data files (SPEC §7 Site infrastructure; shapes in src/schemas/api/page-data.ts). The build wrote those
// of the prerendered pages, app-data.json and the static queries into dist/page-data; a listing's is made here, per
// caller, under the same rule as its page and POST /listing/get (server/http/listing-for-caller.ts): the listing
// when the caller may see it, only the fact that a passcode is needed when it is protected, and the one not-found
// answer otherwise. Built files are served under the configured brand, like the pages they describe.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { type Context, Hono } from 'hono'
import { classifyPagePath } from '../../src/domain/app-path'
import { DEFAULT_BRAND } from '../../src/domain/brand'
import { APP_DATA_PATH, PAGE_DATA_PREFIX, pageDataPath, pagePathOfPageData } from '../../src/domain/page-data'
import type { AppDeps, AppEnv } from './context'
import { listingForCaller } from './listing-for-caller'
import { listingPageData } from './listing-page-data'
import { currentUser } from './middleware'

const NOT_FOUND = { message: 'No page data for this address.' }
/** A static query's file is named by the hash of its content: it never changes. */
const STATIC_QUERY = /^\/page-data\/sq\/d\/[0-9a-f]{16}\.json$/

export function pageDataRoutes(deps: AppDeps) {
  const root = path.join(deps.config.clientDir, PAGE_DATA_PREFIX)
  /** A file the build wrote under dist/page-data, or undefined. The address was checked to name no other place. */
  const builtFile = (address: string): string | undefined => {
    const file = path.join(deps.config.clientDir, address)
    if (!file.startsWith(`${root}${path.sep}`) || !statSync(file, { throwIfNoEntry: false })?.isFile()) return
    return readFileSync(file, 'utf8')
  }
  // The name as it reads inside a JSON string (a quote or backslash in it must not end the string).
  const brandInJson = JSON.stringify(deps.config.brandName).slice(1, -1)
  const branded = (text: string) =>
    deps.config.brandName === DEFAULT_BRAND ? text : text.replaceAll(DEFAULT_BRAND, () => brandInJson)
  const json = (c: Context<AppEnv>, text: string, cacheControl: string) => {
    c.header('Cache-Control', cacheControl)
    c.header('Content-Type', 'application/json; charset=UTF-8')
    return c.body(text)
  }

  const listingData = async (c: Context<AppEnv>, pagePath: string, tourName: string) => {
    const data = await listingPageData(c, deps, await listingForCaller(c, deps, tourName), pagePath)
    // What the caller may see depends on who asks, the refusal too: never kept by a shared cache.
    c.header('Cache-Control', 'private, no-cache')
    return data ? c.json(data) : c.json(NOT_FOUND, 404)
  }

  const app = new Hono<AppEnv>()
  app.use('*', currentUser(deps))
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const address = c.req.path
    if (address === APP_DATA_PATH) {
      const text = builtFile(address)
      return text ? json(c, text, 'no-cache') : c.json(NOT_FOUND, 404)
    }
    if (STATIC_QUERY.test(address)) {
      const text = builtFile(address)
      return text ? json(c, text, 'public, max-age=31536000, immutable') : c.json(NOT_FOUND, 404)
    }
    const pagePath = pagePathOfPageData(address)
    if (pagePath === null) return c.json(NOT_FOUND, 404)
    const kind = classifyPagePath(pagePath)
    if (kind.kind === 'listing') return listingData(c, pagePath, kind.tourName)
    // A prerendered page's, or a page with no data (the app's pages are made in the browser).
    const text =
      kind.kind === 'static' || pagePath === '/404' || pagePath === '/500'
        ? builtFile(pageDataPath(pagePath))
        : undefined
    return text ? json(c, branded(text), 'no-cache') : c.json(NOT_FOUND, 404)
  })
  return app
}
