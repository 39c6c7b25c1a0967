// Preload hints for a public listing's tour page (issue 7 performance): the browser starts downloading the tour's
// code, its config and the opening scene's preview strip while the app itself still boots, instead of one after the
// other once the app asks. Only for public listings whose tour is ready: a passcode-protected or offline listing
// must not reveal anything in its page (ARCHITECTURE §4), and other pages should not pay for a tour they don't show.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { decodeStartView } from '../../src/domain/start-view'
import { openingView } from '../../src/domain/tour-view'
import type { TourConfig } from '../../src/schemas/TourConfig'

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

export function tourPreloadTags(options: {
  readonly assets: { readonly scripts: ReadonlyArray<string>; readonly styles: ReadonlyArray<string> }
  readonly apiBasePath: string
  readonly tourName: string
  readonly version: number
  readonly config: TourConfig
  readonly d1: string | undefined
}): string {
  const { assets, tourName, version, config } = options
  const name = encodeURIComponent(tourName)
  const links = [
    ...assets.scripts.map((f) => `<link rel="modulepreload" href="/${attr(f)}">`),
    // crossorigin like the stylesheet links Vite adds, or the browser would not use the preload.
    ...assets.styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${attr(f)}">`),
    // Fetched by the app with fetch() (CORS mode, same-origin credentials), which crossorigin="anonymous" matches.
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(`${options.apiBasePath}/tour/${name}?v=${version}`)}">`,
  ]
  const opening = openingView(config, decodeStartView(options.d1))
  const scene = opening ? config.scenesByCode[opening.sceneCode] : undefined
  if (scene) {
    const strip = `/media/${name}/scenes/${encodeURIComponent(scene.code)}/d.jpg?v=${scene.version}`
    links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${attr(strip)}">`)
  }
  return links.join('')
}
