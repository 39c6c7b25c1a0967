// Serves the built browser app: hashed assets with long-lived caching, prerendered pages where the build made
// them, the SPA shell for app and listing paths, and the app's 404 page (status 404) for everything else. A
// listing's page carries its link-preview tags and its Last-Modified (the update notice polls it with HEAD).
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { classifyPagePath } from '../../src/domain/app-path'
import { CONSOLE_URL_META } from '../../src/domain/console-links'
import { STREET_VIEW_META } from '../../src/domain/map-urls'
import { openingView } from '../../src/domain/tour-view'
import type { ListingRow } from '../db/schema'
import { escapeHtml } from '../domain/html-text'
import { metadataTags } from '../domain/listing-metadata'
import { listingOrderPath } from '../domain/listing-order'
import { brandedPage } from '../domain/page-brand'
import { inlineScriptHashes } from '../domain/page-security'
import { shownPartsOf } from '../listings/listing'
import { rowVersion, VersionedCache } from '../listings/lookup-cache'
import {
  appendToHead,
  deferModules,
  hasPublicMetadata,
  hoistStylesheets,
  inlineStylesheets,
  NO_INDEX,
  prependToHead,
  publicMetadata,
  withHeadTags,
} from '../listings/metadata'
import { cachedTourConfig } from '../listings/tour-config'
import { mediaStoreOf } from '../media/store-from-config'
import { viewPosterCache } from '../media/view-poster'
import type { AppDeps, AppEnv } from './context'
import { EMBED_FOLDER, embedExampleRoutes, embedFileHeaders } from './embed-files'
import { requestLinkOrigin } from './link-origin'
import { listingForCaller } from './listing-for-caller'
import { inlinePageDataTag, listingPageData } from './listing-page-data'
import { listingRenderer } from './listing-render'
import { currentUser } from './middleware'
import { pageDataRoutes } from './page-data'
import {
  firstPaintDataTag,
  stripImagePreload,
  tourAssets,
  tourOpening,
  tourPreloadTags,
  withViewPoster,
} from './tour-preloads'

/** Public pages are the same for everyone: what a visitor without permissions is shown. */
const NO_PERMISSIONS = { permissions: [], debugMode: false }

/** Where the app mounts, empty in the built shell: a rendered listing page fills it. */
const EMPTY_ROOT = '<div id="root"></div>'

const SERVER_ERROR = `<!doctype html><meta charset="utf-8"><title>Something went wrong</title>
<h1>Something went wrong on our side.</h1><p>Please try again in a moment.</p>`

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Not built</title>
<p>The browser app has not been built. Run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>`

export function pageRoutes(deps: AppDeps) {
  const root = deps.config.clientDir
  const app = new Hono<AppEnv>()
  // Before the static files: a listing's page data is made per caller, and every answer here is JSON.
  app.route('/page-data', pageDataRoutes(deps))
  app.route('/', embedExampleRoutes(deps))
  if (!existsSync(root)) deps.log(`the browser app is not built (${root} is missing): run npm run build`)
  else {
    app.use(
      '/assets/*',
      serveStatic({
        root,
        // scripts/compress-assets.ts wrote .br and .gz copies at build time.
        precompressed: true,
        onFound: (_path, c) => {
          c.header('Cache-Control', 'public, max-age=31536000, immutable')
          c.header('Vary', 'Accept-Encoding')
        },
      }),
    )
    // Only files with an extension are static files; page paths (and their prerendered index.html) go through the
    // page handler below, which sets the status (a bare /404 must answer 404, not the file's 200). Nothing under a
    // dot folder is public: .vite/manifest.json maps every source file of the app to its chunk.
    const files = serveStatic({
      root,
      // The service worker is looked at again on every visit (browsers check at most daily otherwise).
      onFound: (file, c) => {
        if (file.endsWith(`${path.sep}sw.js`) || file.endsWith('/sw.js')) c.header('Cache-Control', 'no-cache')
        if (c.req.path.startsWith(EMBED_FOLDER)) embedFileHeaders((name, value) => c.header(name, value))
      },
    })
    app.use('/*', (c, next) => (isPublicFile(c.req.path) ? files(c, next) : next()))
  }

  // Each page file with the hashes of its inline scripts, which its Content-Security-Policy allows.
  // Served under the configured brand (the build wrote the default one).
  const readHtml = cachedFile((file: string, modifiedMs: number): HtmlFile => {
    const text = brandedPage(readFileSync(file, 'utf8'), deps.config.brandName)
    return { text, scripts: inlineScriptHashes(text), modifiedMs }
  })
  // What the browser app cannot know by itself: whether a street view provider is configured (so it never asks
  // for a picture that cannot exist, which would log a failed request in every visitor's console).
  // And where the tour consoles are, for the links `global` users get (the address alone opens nothing).
  const appSettings = [
    `<meta name="${STREET_VIEW_META}" content="${deps.config.streetViewUrl ? 'on' : 'off'}">`,
    ...(deps.config.consoleUrl
      ? [`<meta name="${CONSOLE_URL_META}" content="${escapeHtml(deps.config.consoleUrl)}">`]
      : []),
  ].join('')
  // The build's stylesheets by address (/assets/…css), for pages that inline them; immutable, so read once.
  const readCss = cachedFile((file: string) => readFileSync(file, 'utf8'))
  const assetCss = (href: string) =>
    /^\/assets\/[\w.-]{1,200}\.css$/.test(href) ? readCss(path.join(root, href)) : undefined
  const notBuilt: HtmlFile = { text: brandedPage(NOT_BUILT, deps.config.brandName), scripts: [], modifiedMs: 0 }
  // app.html is the bare SPA shell; index.html may be the prerendered home page once the build prerenders.
  const shellFile = () => readHtml(path.join(root, 'app.html')) ?? readHtml(path.join(root, 'index.html')) ?? notBuilt
  /** The page's HTML, its inline scripts named for the Content-Security-Policy. */
  const html = (c: Context<AppEnv>, file: HtmlFile, text: string, status: 200 | 404 | 500 = 200) => {
    c.set('inlineScripts', file.scripts)
    return c.html(text, status)
  }
  const shell = (c: Context<AppEnv>, status: 200 | 404 = 200, extraHead = '') => {
    const file = shellFile()
    const page = appendToHead(file.text, appSettings)
    return html(c, file, extraHead ? appendToHead(page, extraHead) : page, status)
  }

  const notFoundPage = (c: Context<AppEnv>) => {
    const page = prerenderedFile(root, '/404')
    const file = page && readHtml(page)
    return file ? html(c, file, file.text, 404) : shell(c, 404)
  }

  /** A page the server failed to make: the app's 500 page (it offers Try again), never a stack or a JSON body. */
  const serverErrorPage = (c: Context<AppEnv>, error: unknown) => {
    deps.log(
      `error ${c.req.method} ${c.req.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    )
    c.header('Cache-Control', 'no-store')
    const page = prerenderedFile(root, '/500')
    const file = page && readHtml(page)
    return file ? html(c, file, file.text, 500) : c.html(brandedPage(SERVER_ERROR, deps.config.brandName), 500)
  }

  /**
   * An offline listing the caller may not see is not found, like an unknown name. Only public listings carry their
   * tags; protected and offline ones keep the shell's generic ones and stay out of search engines. Last-Modified
   * goes to whoever can see the listing: the later of the listing's updated_at and the shell's build, so the update
   * notice appears after a redeploy too (a page is never left running one build's app against the next build's
   * chunks). It is not answered with 304: HEAD is what the notice polls.
   */
  const assets = tourAssets(root)
  const renderer = listingRenderer(root, deps.config.brandName, deps.log)
  const viewPosters = viewPosterCache(mediaStoreOf(deps), deps.log)
  // A public listing's page (the shell with its tags) per listing version and shell file: its cover photo, title
  // and words change only with the listing (updated_at), the shell only with a build.
  const publicPages = new VersionedCache<{ readonly shell: HtmlFile; readonly html: string }>(2000, 10 * 60 * 1000)
  // Keyed by the links' origin too: without PUBLIC_URL, a page's links follow the address it was asked at.
  const publicPage = async (row: ListingRow, file: HtmlFile, origin: string) => {
    const key = `${row.id}|${origin}`
    const version = rowVersion(row)
    const kept = publicPages.get(key, version)
    if (kept?.shell === file) return kept.html
    const tags = metadataTags(await publicMetadata(deps.db.kysely, deps.config, row, origin), deps.config.brandName)
    return publicPages.set(key, version, {
      shell: file,
      html: withHeadTags(appendToHead(file.text, appSettings), tags),
    }).html
  }
  const listingPage = async (c: Context<AppEnv>, tourName: string, section: string | undefined) => {
    const found = await listingForCaller(c, deps, tourName)
    // The page carries what this caller may see (its page data below): never kept by a shared cache.
    c.header('Cache-Control', 'private, no-cache')
    // Still a 404 for crawlers, but the page is the listing viewer, which shows the listing's own not-found view
    // ('Oops! {tourName} could not be loaded.', SPEC §8) with the way to explore.
    if (!found || found.visibility === 'notFound') return shell(c, 404, NO_INDEX)
    const { row } = found
    const file = shellFile()
    if (found.visibility === 'visible') c.header('Last-Modified', pageLastModified(row.updated_at, file.modifiedMs))
    const isGet = c.req.method === 'GET'
    // Not for HEAD (the update notice polls every 60 s and reads only Last-Modified): the caller's page data, which
    // the browser's loader takes instead of asking for the listing again.
    // A bonus too: a failure to make it serves the page without it, and the browser asks for the listing itself.
    const data = isGet
      ? await listingPageData(c, deps, found, c.req.path).catch((error: unknown) => {
          deps.log(`page data of ${row.tour_name} could not be made: ${error instanceof Error ? error.message : error}`)
          return undefined
        })
      : undefined
    const dataTag = data ? inlinePageDataTag(data) : ''
    if (!hasPublicMetadata(row)) return shell(c, 200, `${NO_INDEX}${dataTag}`)
    const page = await publicPage(row, file, requestLinkOrigin(c, deps.config))
    // Hints are a bonus: a failure to read the config serves the page without them rather than failing it.
    // Only a tour the page's visitors are shown: the preloads name its scene's files.
    const wantsHints = section === 'tour' && shownPartsOf(row, NO_PERMISSIONS).tour && isGet
    const config = wantsHints ? await cachedTourConfig(deps.db.kysely, row, false).catch(() => undefined) : undefined
    const hints = config
      ? tourPreloadTags({
          assets,
          apiBasePath: deps.config.apiBasePath,
          tourName: row.tour_name,
          version: row.tour_config_version,
          config,
          d1: c.req.query('d1'),
        })
      : undefined
    // The overview, and the tour whose config is at hand, as plainly addressed (a query may change the page's mode),
    // arrive rendered; the tour's with its first paint, which draws the opening view before the app's code runs.
    const opening = config && section === 'tour' ? tourOpening(row.tour_name, config, undefined) : undefined
    // The opening view's picture, made (or found) while the page renders.
    const openingScene = opening && config ? openingView(config)?.sceneCode : undefined
    const posterMade =
      opening && openingScene && row.media_set_id
        ? viewPosters(row.media_set_id, openingScene, opening.strip, opening.heading, opening.tilt)
        : undefined
    const renderable = section === undefined || opening !== undefined
    const rendered =
      isGet &&
      renderable &&
      !c.req.url.includes('?') &&
      data?.result.kind === 'listing' &&
      !c.get('user') &&
      found.permissions.length === 0 &&
      page.includes(EMPTY_ROOT)
        ? await renderer.render(row, data.result.listing, opening ? 'tour' : undefined)
        : undefined
    const extraHead = `${hints?.late ?? ''}${rendered ? `${rendered.styles}${rendered.head}` : ''}${dataTag}`
    const appended = extraHead ? appendToHead(page, extraHead) : page
    if (!rendered) return html(c, file, hints ? prependToHead(appended, `${hints.strip}${hints.next}`) : appended)
    // A rendered page paints once its styles are in: they come first, then what the tour needs next. The tour's
    // first paint draws before any script, so its page carries its styles inline.
    const styled = opening
      ? inlineStylesheets(appended, hints?.next ?? '', assetCss)
      : hoistStylesheets(appended, hints?.next ?? '')
    // The first paint goes first in <head>, after the strip's preload, so it asks for the strip while the styles
    // load and draws once the page can render. The app's entry and module preloads are taken out of the page and
    // handed to it: it starts them once it has drawn the view sharp (src/ui/first-paint/tour-first-paint.ts), so
    // parsing some ninety modules does not compete with its drawing for a small machine's cores. So are the links
    // only the app needs (its dormant stylesheets, the next chunks' styles): a dozen downloads during the page's
    // first frame put the preview 20–40 ms later on the screen.
    const deferred = opening ? deferModules(styled) : undefined
    const poster = posterMade ? await posterMade : undefined
    const markup = (poster && withViewPoster(rendered.markup, poster)) || rendered.markup
    const firstPaint = opening
      ? `${firstPaintDataTag({
          ...opening,
          poster: markup !== rendered.markup,
          app: deferred?.entry,
          modules: deferred?.modules,
          dormantStyles: deferred?.dormantStyles,
          styles: deferred?.styles,
        })}${rendered.tourScript}`
      : ''
    const strip = opening ? stripImagePreload(opening.strip) : (hints?.strip ?? '')
    const withHead = prependToHead(deferred?.html ?? styled, `${strip}${firstPaint}`)
    c.set('inlineScripts', [...file.scripts, rendered.scriptHash, ...(firstPaint ? [rendered.tourScriptHash] : [])])
    return c.html(
      withHead.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>\n    ${rendered.script}`),
    )
  }

  /** /order/{tourName}: an order for the listing's address, when the caller may see the listing; else a new order. */
  const orderForListing = async (c: Context<AppEnv>, tourName: string) => {
    const found = await listingForCaller(c, deps, tourName)
    if (found?.visibility !== 'visible') return shell(c)
    const { row } = found
    const place = {
      street: row.street,
      unit: row.unit,
      city: row.city,
      region: row.region,
      postalCode: row.postal_code,
    }
    return c.redirect(listingOrderPath(place, new URL(c.req.url).searchParams), 302)
  }

  // The signed-in user decides whether an offline or protected listing's page may be seen.
  app.use('*', currentUser(deps))
  app.on(['GET', 'HEAD'], '*', (c) => page(c).catch((error: unknown) => serverErrorPage(c, error)))
  const page = async (c: Context<AppEnv>) => {
    const kind = classifyPagePath(c.req.path)
    c.header('Cache-Control', 'no-cache')
    if (kind.kind === 'static') {
      const prerendered = prerenderedFile(root, c.req.path)
      const file = prerendered && readHtml(prerendered)
      return file ? html(c, file, file.text) : shell(c)
    }
    if (kind.kind === 'app' && kind.controller === 'order' && kind.tourName) return orderForListing(c, kind.tourName)
    if (kind.kind === 'app' || kind.kind === 'legacyApp') return shell(c)
    if (kind.kind === 'listing') return listingPage(c, kind.tourName, kind.section)
    return notFoundPage(c)
  }
  return app
}

/**
 * A file of the build others may fetch: it has an extension, is no page and lies in no dot folder (the path as sent:
 * no file of the build needs an escaped character, so none is looked up).
 */
export const isPublicFile = (p: string) =>
  /\.[a-z0-9]+$/i.test(p) &&
  !p.endsWith('.html') &&
  !p.includes('%') &&
  !p.split('/').some((segment) => segment.startsWith('.'))

/** dist/product/index.html for /product, where the build prerenders it (whether it did, readHtml finds out). */
function prerenderedFile(root: string, pagePath: string): string | undefined {
  const file = path.join(root, pagePath === '/' ? '' : pagePath, 'index.html')
  return file.startsWith(root) ? file : undefined
}

interface HtmlFile {
  readonly text: string
  /** CSP sources of its inline scripts. */
  readonly scripts: ReadonlyArray<string>
  /** When the build wrote it (0 for the built-in "not built" page). */
  readonly modifiedMs: number
}

/** A listing page changes when its listing changes or when a new build replaces the app around it. */
export const pageLastModified = (updatedAt: Date | string, shellModifiedMs: number) =>
  new Date(Math.max(new Date(updatedAt).getTime(), Math.floor(shellModifiedMs / 1000) * 1000)).toUTCString()

/** How long a file's version is trusted before it is looked at again. */
const FILE_CHECK_MS = 1000

/**
 * Reads a file once per version: a build made while the server runs is picked up within a second. A file's absence
 * is remembered as long, so page requests do not each cost file-system calls.
 */
function cachedFile<T>(
  read: (file: string, modifiedMs: number) => T,
  now: () => number = Date.now,
): (file: string) => T | undefined {
  const memo = new Map<string, { readonly mtimeMs: number; readonly text: T | undefined; checkedAt: number }>()
  return (file) => {
    const hit = memo.get(file)
    const at = now()
    if (hit && at - hit.checkedAt < FILE_CHECK_MS) return hit.text
    const stats = statSync(file, { throwIfNoEntry: false })
    const mtimeMs = stats?.isFile() ? stats.mtimeMs : -1
    if (hit?.mtimeMs === mtimeMs) {
      hit.checkedAt = at
      return hit.text
    }
    const text = mtimeMs < 0 ? undefined : read(file, mtimeMs)
    memo.set(file, { mtimeMs, text, checkedAt: at })
    return text
  }
}
