// The page-weight tables (issue 22): where each page's JavaScript comes from, by package and by our own folders, and
// the largest chunks with the pages that load them at first paint. Read from the scripts the route and listing
// benches recorded, split by their source maps (bench/bundle-attribution.ts).
import path from 'node:path'
import { attributeScripts } from './bundle-attribution'
import type { ScriptSize } from './pages'

export interface PageScripts {
  readonly name: string
  readonly scripts: ReadonlyArray<ScriptSize>
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Groups below this size on every page are summed into one row. */
const SMALL_GROUP_BYTES = 1024

/** The table of groups (rows) by page (columns), KB gzip on the wire. */
function groupTable(distDir: string, pages: ReadonlyArray<PageScripts>): string[] {
  const perPage = pages.map((p) => attributeScripts(distDir, p.scripts))
  const largest = new Map<string, number>()
  for (const groups of perPage)
    for (const [group, bytes] of groups) largest.set(group, Math.max(largest.get(group) ?? 0, bytes))
  const shown = [...largest].filter(([, bytes]) => bytes >= SMALL_GROUP_BYTES).sort((a, b) => b[1] - a[1])
  const shownNames = new Set(shown.map(([group]) => group))
  const rest = perPage.map((groups) =>
    [...groups].filter(([group]) => !shownNames.has(group)).reduce((n, [, bytes]) => n + bytes, 0),
  )
  const total = pages.map((p) => p.scripts.reduce((n, s) => n + s.wire, 0))
  return [
    `| from | ${pages.map((p) => p.name).join(' | ')} |`,
    `|---|${pages.map(() => '---:').join('|')}|`,
    ...shown.map(([group]) => `| ${group} | ${perPage.map((groups) => kb(groups.get(group) ?? 0)).join(' | ')} |`),
    `| everything else | ${rest.map(kb).join(' | ')} |`,
    `| **total** | ${total.map((t) => `**${kb(t)}**`).join(' | ')} |`,
  ]
}

/** The chunk's name without its content hash: `assets/main-M9CbPLAz.js` → `main`. */
export const chunkName = (scriptPath: string) => path.basename(scriptPath).replace(/-[A-Za-z0-9_-]{8}\.js$/, '')

/** The largest chunks any page loads at first paint: size, its two largest groups, and which pages load it. */
function chunkTable(distDir: string, pages: ReadonlyArray<PageScripts>, count: number): string[] {
  const chunks = new Map<string, { script: ScriptSize; pages: string[] }>()
  for (const page of pages)
    for (const script of page.scripts) {
      const seen = chunks.get(script.path) ?? { script, pages: [] }
      seen.pages.push(page.name)
      chunks.set(script.path, seen)
    }
  const largest = [...chunks.values()].sort((a, b) => b.script.wire - a.script.wire).slice(0, count)
  return [
    '| chunk | KB gzip | mostly | loaded by |',
    '|---|---:|---|---|',
    ...largest.map(({ script, pages: loadedBy }) => {
      const groups = [...attributeScripts(distDir, [script])]
        .slice(0, 2)
        .map(([group, bytes]) => `${group} ${kb(bytes)}`)
        .join(', ')
      const by = loadedBy.length === pages.length ? 'every page' : loadedBy.join(', ')
      return `| \`${chunkName(script.path)}\` | ${kb(script.wire)} | ${groups} | ${by} |`
    }),
  ]
}

export function pageWeightMarkdown(distDir: string, pages: ReadonlyArray<PageScripts>): string {
  return [
    '## Where the JavaScript comes from',
    '',
    'The same scripts as above (each route, and the listing page), split by their source maps: every character of a',
    'chunk belongs to the source it was built from, and the chunk’s gzip bytes are shared out in proportion',
    '(bench/bundle-attribution.ts: exact per chunk, an estimate per source, as gzip compresses a chunk as a whole).',
    'Packages by name, our code by its folder under src/. KB gzip.',
    '',
    ...groupTable(distDir, pages),
    '',
    'The largest chunks loaded before interaction:',
    '',
    ...chunkTable(distDir, pages, 15),
  ].join('\n')
}
