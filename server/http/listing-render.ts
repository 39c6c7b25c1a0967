// Server-rendered listing pages (issue 22): /{tourName} arrives with its header, hero and info section as real HTML,
// rendered from the page data the page carries by the SSR bundle the build keeps in dist/.ssr (scripts/prerender.ts),
// through the same route tree and listing chart as the browser. The browser's first render is that same markup, and
// the keep-painted script covers the moment React swaps it, so the app takes over without a flash or a second fetch.
// No bundle (an unbuilt app, the tests' fixture build), or a listing that fails to render: the plain shell, as before.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SERVER_BRAND_GLOBAL } from '../../src/domain/brand'
import type { Listing } from '../../src/schemas/Listing'
import type { ListingRow } from '../db/schema'
import { inlineScriptHashes } from '../domain/page-security'

interface ListingRendererModule {
  readonly renderListing: (path: string, listing: Listing) => Promise<string>
}

/** The sections the server renders: the overview, and the tour's place (the page's first paint draws in it). */
export type RenderedSection = undefined | 'tour'

export interface RenderedListing {
  /** The markup for <div id="root">. */
  readonly markup: string
  /** What the page's head gains: the listing route's CSS (first in <head>: it blocks the first paint), and its
   * module preloads. */
  readonly styles: string
  readonly head: string
  /** The keep-painted script, placed after #root, and its Content-Security-Policy hash. */
  readonly script: string
  readonly scriptHash: string
  /** The tour's first paint (src/ui/first-paint), for a rendered tour section; with its CSP hash. */
  readonly tourScript: string
  readonly tourScriptHash: string
}

export interface ListingRenderer {
  /**
   * A visitor's overview (no session, no permission: the page the server renders is the signed-out one, so a
   * session's own would never match the browser's first render). Undefined when the app has no renderer, or when
   * this listing could not be rendered (logged).
   */
  render(row: ListingRow, listing: Listing, section: RenderedSection): Promise<RenderedListing | undefined>
}

interface Loaded {
  readonly module: ListingRendererModule
  readonly styles: string
  readonly head: string
  readonly script: string
  readonly scriptHash: string
  readonly tourScript: string
  readonly tourScriptHash: string
  /**
   * Rendered markup per listing object and section: the visitors' listing cache (server/http/listing-page-data.ts) hands out one
   * object per listing version for a minute at most, so a render lives as long as the data it shows.
   */
  readonly rendered: WeakMap<Listing, Map<RenderedSection, Promise<string>>>
}

export function listingRenderer(clientDir: string, brandName: string, log: (line: string) => void): ListingRenderer {
  const folder = path.join(clientDir, '.ssr')
  const entry = path.join(folder, 'prerender.js')
  const pageFile = path.join(folder, 'listing-page.json')
  let loaded: Promise<Loaded | undefined> | undefined
  // listing-page.json's time when the bundle was loaded: a rebuild in place writes a new one.
  let loadedFor = -1
  // Looked at on every listing page (a stat): the first bundle is loaded on the first page, and a build written
  // in place while the server runs replaces it; without one, pages are simply not rendered.
  const load = (): Promise<Loaded | undefined> => {
    const builtMs = statSync(pageFile, { throwIfNoEntry: false })?.mtimeMs ?? 0
    if (loaded && builtMs === loadedFor) return loaded
    loadedFor = builtMs
    loaded = (async () => {
      if (builtMs === 0 || !existsSync(entry)) return undefined
      const page = JSON.parse(readFileSync(pageFile, 'utf8')) as {
        styles: string
        head: string
        script: string
        tourScript: string
      }
      // The configured brand, before the bundle's modules read it; a new build is a new module graph.
      Object.assign(globalThis, { [SERVER_BRAND_GLOBAL]: brandName })
      const href = `${pathToFileURL(entry).href}?build=${builtMs}`
      const module = (await import(href)) as ListingRendererModule
      const script = `<script>${page.script}</script>`
      const [scriptHash] = inlineScriptHashes(script)
      const tourScript = `<script>${page.tourScript}</script>`
      const [tourScriptHash] = inlineScriptHashes(tourScript)
      if (!scriptHash || !tourScriptHash) throw new Error('the keep-painted or first-paint script has no hash')
      return {
        module,
        styles: page.styles,
        head: page.head,
        script,
        scriptHash,
        tourScript,
        tourScriptHash,
        rendered: new WeakMap(),
      }
    })().catch((error: unknown) => {
      log(`the listing renderer could not be loaded: ${error instanceof Error ? error.message : String(error)}`)
      return undefined
    })
    return loaded
  }

  return {
    async render(row, listing, section) {
      const renderer = await load()
      if (!renderer) return undefined
      try {
        let renders = renderer.rendered.get(listing)
        if (!renders) {
          renders = new Map()
          renderer.rendered.set(listing, renders)
        }
        let markup = renders.get(section)
        if (!markup) {
          // Its own address, however the request spelled it: one render per listing and section, not per spelling.
          const made = renderer.module.renderListing(`/${row.tour_name}${section ? `/${section}` : ''}`, listing)
          renders.set(section, made)
          made.catch(() => renders.delete(section))
          markup = made
        }
        const { styles, head, script, scriptHash, tourScript, tourScriptHash } = renderer
        return { markup: await markup, styles, head, script, scriptHash, tourScript, tourScriptHash }
      } catch (error) {
        log(`listing ${row.tour_name} could not be rendered: ${error instanceof Error ? error.message : String(error)}`)
        return undefined
      }
    },
  }
}
