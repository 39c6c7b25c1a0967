// Preload hints for a public listing's tour page (issue 7 performance): the browser starts downloading the tour's
// code, its config and the opening scene's preview strip while the app itself still boots, instead of one after the
// other once the app asks. Only for public listings whose tour is ready: a passcode-protected or offline listing
// must not reveal anything in its page (ARCHITECTURE §4), and other pages should not pay for a tour they don't show.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sceneImageUrl } from '../../src/domain/cube-faces'
import { facesAnyStageShows } from '../../src/domain/cube-projection'
import { decodeStartView } from '../../src/domain/start-view'
import { openingView } from '../../src/domain/tour-view'
import type { TourConfig } from '../../src/schemas/TourConfig'
import { FIRST_PAINT_DATA_ID, type FirstPaintData } from '../../src/ui/first-paint/first-paint-handle'

/** The lazy chunks the tour section loads (their sources, as the Vite manifest names them). */
const TOUR_CHUNKS = ['src/ui/features/listing-viewer/sections/TourAndPlan.tsx', 'src/ui/three/index.ts']

interface ManifestEntry {
  readonly file: string
  readonly imports?: ReadonlyArray<string>
  readonly css?: ReadonlyArray<string>
}

/** The scripts and styles of the tour's chunks and what they import, read once from the build's manifest. */
export function tourAssets(clientDir: string): { scripts: string[]; styles: string[] } {
  const file = path.join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(file)) return { scripts: [], styles: [] }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestEntry>
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const visit = (key: string) => {
    const entry = manifest[key]
    // index.html is the app's entry, already loading.
    if (!entry || key === 'index.html' || scripts.has(entry.file)) return
    scripts.add(entry.file)
    for (const css of entry.css ?? []) styles.add(css)
    for (const imported of entry.imports ?? []) visit(imported)
  }
  for (const key of TOUR_CHUNKS) visit(key)
  return { scripts: [...scripts], styles: [...styles] }
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The opening scene's preview strip and faces, as the engine asks for them, and the opening view in its cube. */
export function tourOpening(tourName: string, config: TourConfig, d1: string | undefined): FirstPaintData | undefined {
  const opening = openingView(config, decodeStartView(d1))
  const scene = opening ? config.scenesByCode[opening.sceneCode] : undefined
  if (!opening || !scene) return undefined
  const file = (f: string) => sceneImageUrl(tourName, scene, f)
  return {
    strip: file('d.jpg'),
    faces: [0, 1, 2, 3, 4, 5].map((k) => file(`c${k}.jpg`)),
    heading: opening.pan - scene.yaw,
    tilt: opening.tilt,
  }
}

/**
 * The data the page's first paint reads (src/ui/first-paint/tour-first-paint.ts), as a JSON script: never run, so
 * it needs no CSP hash; `<` is escaped so no value can close the element.
 */
export function firstPaintDataTag(data: FirstPaintData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">${json}</script>`
}

/**
 * The preview strip's preload for a page whose first paint draws it from an image element (src/ui/first-paint): an
 * image preload, which that element's request matches (the engine's later fetch finds it in the HTTP cache).
 */
export const stripImagePreload = (href: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${attr(href)}">`

/**
 * The tour page's hints, in three parts. `strip` goes first in <head> (the page's first paint draws from it), and
 * `next` right after the page's styles (which block its first paint): the tour config and the full faces a view of
 * any shape can show from the opening view, all at high priority, before the app's scripts. Over HTTP/1.1 a browser
 * opens six connections to a host, and a strip named after some ninety module preloads waited behind them (issue
 * 21: 700–1,100 ms to arrive under the bench, 3 ms alone). `late`: the tour's own code.
 */
export function tourPreloadTags(options: {
  readonly assets: { readonly scripts: ReadonlyArray<string>; readonly styles: ReadonlyArray<string> }
  readonly apiBasePath: string
  readonly tourName: string
  readonly version: number
  readonly config: TourConfig
  readonly d1: string | undefined
}): { readonly strip: string; readonly next: string; readonly late: string } {
  const { assets, tourName, version, config } = options
  const name = encodeURIComponent(tourName)
  // Fetched with fetch() (CORS mode, same-origin credentials), which crossorigin="anonymous" matches.
  const preload = (href: string) =>
    `<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="high" href="${attr(href)}">`
  const opening = tourOpening(tourName, config, options.d1)
  // The faces the first paint draws sharp from, which the engine then finds in the cache.
  const faces = opening ? [...facesAnyStageShows(opening.heading, opening.tilt)].map((k) => opening.faces[k] ?? '') : []
  const late = [
    ...assets.scripts.map((f) => `<link rel="modulepreload" href="/${attr(f)}">`),
    // crossorigin like the stylesheet links Vite adds, or the browser would not use the preload.
    ...assets.styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${attr(f)}">`),
  ]
  return {
    strip: opening ? preload(opening.strip) : '',
    next: [`${options.apiBasePath}/tour/${name}?v=${version}`, ...faces].map(preload).join(''),
    late: late.join(''),
  }
}

/**
 * The server's stage (TourPending's, `data-tour-pending`) with the opening view's picture (server/media/view-poster.ts)
 * first in it, covering it: painted with the page's first frame; the painter starts once it is on the screen.
 * Undefined when the markup has no such stage.
 */
export function withViewPoster(markup: string, src: string): string | undefined {
  const stage = markup.indexOf('data-tour-pending=""')
  const open = stage < 0 ? -1 : markup.indexOf('>', stage)
  if (open < 0) return undefined
  const picture =
    `<img data-tour-poster="" elementtiming="tour-poster" alt="" src="${attr(src)}" ` +
    'style="position:absolute;inset:0;width:100%;height:100%;object-fit:cover">'
  return `${markup.slice(0, open + 1)}${picture}${markup.slice(open + 1)}`
}
