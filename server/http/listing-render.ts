// Server-rendered listing pages (issue 22): /{tourName} arrives with its header, hero and info section as real HTML,
// rendered from the page data the page carries by the SSR bundle the build keeps in dist/.ssr (scripts/prerender.ts),
// through the same route tree and listing chart as the browser. The browser's first render is that same markup, and
// the keep-painted script covers the moment React swaps it, so the app takes over without a flash or a second fetch.
// No bundle (an unbuilt app, the tests' fixture build), or a listing that fails to render: the plain shell, as before.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_BRAND } from '../../src/domain/brand'
import type { Listing } from '../../src/schemas/Listing'
import type { ListingRow } from '../db/schema'
import { escapeHtml } from '../domain/html-text'
import { inlineScriptHashes } from '../domain/page-security'
import { rowVersion, VersionedCache } from '../listings/lookup-cache'

interface ListingRendererModule {
  readonly renderListing: (path: string, listing: Listing) => Promise<string>
}

export interface RenderedListing {
  /** The markup for <div id="root">. */
  readonly markup: string
  /** What the page's head gains: the listing route's CSS and module preloads. */
  readonly head: string
  /** The keep-painted script, placed after #root, and its Content-Security-Policy hash. */
  readonly script: string
  readonly scriptHash: string
}

export interface ListingRenderer {
  /** Undefined when the app has no renderer, or when this listing could not be rendered (logged). */
  render(row: ListingRow, pagePath: string, listing: Listing, forVisitor: boolean): Promise<RenderedListing | undefined>
}

export function listingRenderer(clientDir: string, brandName: string, log: (line: string) => void): ListingRenderer {
  // The bundle names the default brand, like the built pages (server/domain/page-brand.ts).
  const branded = (markup: string) =>
    brandName === DEFAULT_BRAND ? markup : markup.replaceAll(DEFAULT_BRAND, () => escapeHtml(brandName))
  const folder = path.join(clientDir, '.ssr')
  const entry = path.join(folder, 'prerender.js')
  const pageFile = path.join(folder, 'listing-page.json')
  // Loaded once, on the first listing page; a build without the bundle simply renders nothing.
  let loaded: Promise<{ module: ListingRendererModule; head: string; script: string; scriptHash: string } | undefined>
  const load = () => {
    loaded ??= (async () => {
      if (!existsSync(entry) || !existsSync(pageFile)) return undefined
      const page = JSON.parse(readFileSync(pageFile, 'utf8')) as { head: string; script: string }
      const module = (await import(pathToFileURL(entry).href)) as ListingRendererModule
      const script = `<script>${page.script}</script>`
      const [scriptHash] = inlineScriptHashes(script)
      if (!scriptHash) throw new Error('the keep-painted script has no hash')
      return { module, head: page.head, script, scriptHash }
    })().catch((error: unknown) => {
      log(`the listing renderer could not be loaded: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    })
    return loaded
  }
  // A visitor's page is the same for every visitor, per listing version (its page data is, server/http/
  // listing-page-data.ts); a session's own is rendered each time.
  const forVisitors = new VersionedCache<string>(500, 10 * 60 * 1000)

  return {
    async render(row, pagePath, listing, forVisitor) {
      const renderer = await load()
      if (!renderer) return undefined
      try {
        const make = async () => branded(await renderer.module.renderListing(pagePath, listing))
        const markup = forVisitor
          ? await forVisitors.getOrLoad(`${row.id}|${pagePath}`, rowVersion(row), make)
          : await make()
        return { markup, head: renderer.head, script: renderer.script, scriptHash: renderer.scriptHash }
      } catch (error) {
        log(`listing ${row.tour_name} could not be rendered: ${error instanceof Error ? error.message : String(error)}`)
        return undefined
      }
    },
  }
}
