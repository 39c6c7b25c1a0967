// Runs after `vite build`: renders every static page (src/domain/app-path.ts, plus /404 and /500) into
// dist/{path}/index.html so it paints before any JavaScript runs, and keeps the bare SPA shell as dist/app.html
// for app and listing paths. The browser then mounts with createRoot and renders the same markup again.
//
//   1. dist/index.html (the Vite-built template) -> dist/app.html
//   2. an SSR bundle of src/prerender.tsx -> .tmp/ssr (Vite's programmatic build, same config and plugins)
//   3. for each path: render, then write the template with the markup in #root, the page's <title> and meta
//      description, and <link>s for the CSS (and preloads for the JS) of the matched routes' code-split chunks.
//   4. the page-data files of those pages (scripts/page-data.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as esbuild } from 'esbuild'
import { build } from 'vite'
import { STATIC_PAGES } from '../src/domain/app-path'
import type { Prerendered } from '../src/prerender'
import { NOT_FOUND_MARKER } from '../src/ui/router-context'
import { type PageHead, writePageData } from './page-data'

const root = path.resolve(import.meta.dirname, '..')
const dist = path.join(root, 'dist')
const ssrDir = path.join(root, '.tmp', 'ssr')
const PATHS = [...STATIC_PAGES, '/404', '/500'] as const

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; css?: string[]; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

async function main() {
  const templatePath = path.join(dist, 'index.html')
  if (!existsSync(templatePath)) throw new Error('dist/index.html is missing: run `vite build` first')
  // On a rebuild without `vite build`, index.html is already a prerendered page; app.html is the clean shell.
  const appShell = path.join(dist, 'app.html')
  const template = existsSync(appShell) && isPrerendered(templatePath) ? readFileSync(appShell, 'utf8') : null
  const shell = template ?? readFileSync(templatePath, 'utf8')
  if (!shell.includes('<div id="root"></div>')) throw new Error('the template has no empty <div id="root">')
  writeFileSync(appShell, shell)

  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest

  rmSync(ssrDir, { recursive: true, force: true })
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false, manifest: false },
  })
  const entry = pathToFileURL(path.join(ssrDir, 'prerender.js')).href
  const { render } = (await import(entry)) as { render: (p: string) => Promise<Prerendered> }

  const heads: PageHead[] = []
  for (const pagePath of PATHS) {
    const page = await render(pagePath)
    heads.push({ path: pagePath, title: page.title, description: page.description })
    if (page.routeIds.length < 2) throw new Error(`${pagePath} matched no route: add src/ui/routes for it`)
    if (!page.html.includes('<h1')) throw new Error(`${pagePath} rendered without an <h1>`)
    let html = fillTemplate(shell, page, routeAssets(manifest, page.routeIds))
    // The server answers every unknown path with the 404 page, and a page it failed to make with the 500 page; the
    // marker tells the browser app to keep showing that page for the path instead of routing it (src/main.tsx).
    if (pagePath === '/404' || pagePath === '/500')
      html = html.replace('</head>', `  <meta name="${NOT_FOUND_MARKER}" content="${pagePath.slice(1)}" />\n  </head>`)
    const out = path.join(dist, pagePath === '/' ? '' : pagePath, 'index.html')
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, html)
    console.log(`prerendered ${pagePath.padEnd(22)} ${path.relative(root, out)}  "${page.title}"`)
  }
  await writeListingRenderer(manifest)
  rmSync(ssrDir, { recursive: true, force: true })
  rmSync(path.join(dist, 'page-data'), { recursive: true, force: true })
  const pageData = writePageData(dist, shell, heads)
  console.log(`page data: ${pageData.files} files, build ${pageData.buildHash}`)
}

/** The listing route, as TanStack names it. */
const LISTING_ROUTE = '/$tourName/{-$section}/{-$subSection}'

/**
 * What the server needs to render a listing's page per request (server/http/listing-render.ts), in dist/.ssr (a dot
 * folder, never served): the SSR bundle, and the head and script a rendered listing page adds to the shell (the
 * listing route's CSS, so the page paints styled before any JavaScript, and the keep-painted script).
 */
async function writeListingRenderer(manifest: Manifest) {
  const out = path.join(dist, '.ssr')
  rmSync(out, { recursive: true, force: true })
  cpSync(ssrDir, out, { recursive: true })
  const assets = routeAssets(manifest, ['__root__', LISTING_ROUTE])
  if (assets.css.length === 0) throw new Error('the listing route has no CSS in the manifest: is its file renamed?')
  // Styles apart: the server puts them first in <head>, since they block the page's first paint, and over HTTP/1.1
  // they would otherwise wait behind the module preloads.
  const styles = assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('')
  const head = assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
  const tourScript = await firstPaintScript()
  writeFileSync(path.join(out, 'listing-page.json'), JSON.stringify({ styles, head, script: KEEP_PAINTED, tourScript }))
  console.log(`listing renderer: dist/.ssr (${assets.css.length} CSS and ${assets.js.length} JS files in its head)`)
  console.log(`tour first paint: ${tourScript.length} bytes inline`)
}

/** The tour page's first paint (src/ui/first-paint/tour-first-paint.ts) as one inline script. */
async function firstPaintScript(): Promise<string> {
  const result = await esbuild({
    entryPoints: [path.join(root, 'src/ui/first-paint/tour-first-paint.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  })
  const code = result.outputFiles[0]?.text.trim()
  if (!code) throw new Error('the tour first paint built to nothing')
  // Inline in a <script>: nothing in it may close the element.
  if (code.toLowerCase().includes('</script')) throw new Error('the tour first paint contains </script')
  return code
}

function isPrerendered(file: string) {
  return !readFileSync(file, 'utf8').includes('<div id="root"></div>')
}

/** The route files a route id comes from, in TanStack's file-route naming. */
function routeFiles(routeId: string): string[] {
  if (routeId === '__root__') return ['src/ui/routes/__root.tsx']
  const base = `src/ui/routes${routeId.replace(/\/$/, '/index')}`
  // Flat file routes name their segments with dots: /$tourName/{-$section} is $tourName.{-$section}.tsx.
  const flat = `src/ui/routes/${routeId.slice(1).replaceAll('/', '.')}.tsx`
  return [`${base}.tsx`, `${base}/index.tsx`, `${base}/route.tsx`, flat]
}

/**
 * CSS and JS of the chunks split off the matched route files (TanStack's code splitting names them
 * `src/ui/routes/x.tsx?tsr-split=component`), with everything they import, minus what the entry already loads.
 */
function routeAssets(manifest: Manifest, routeIds: ReadonlyArray<string>) {
  // The product's entry only: charts.html (the chart gallery) is a page of its own.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key === 'index.html')
  const loadedByEntry = new Set<string>()
  const walk = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const imported of manifest[key]?.imports ?? []) walk(imported, seen)
  }
  for (const key of entryKeys) walk(key, loadedByEntry)

  const chunks = new Set<string>()
  for (const file of routeIds.flatMap(routeFiles)) {
    for (const key of Object.keys(manifest)) {
      if ((key === file || key.startsWith(`${file}?`)) && !loadedByEntry.has(key)) walk(key, chunks)
    }
  }
  const entryCss = new Set([...loadedByEntry].flatMap((key) => manifest[key]?.css ?? []))
  const css = new Set<string>()
  const js = new Set<string>()
  for (const key of chunks) {
    if (loadedByEntry.has(key)) continue
    const chunk = manifest[key]
    if (!chunk) continue
    js.add(chunk.file)
    for (const file of chunk.css ?? []) if (!entryCss.has(file)) css.add(file)
  }
  return { css: [...css], js: [...js] }
}

function fillTemplate(shell: string, page: Prerendered, assets: { css: string[]; js: string[] }) {
  const links = [
    ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ')
  let html = shell.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
  if (page.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(page.description)}" />`
    html = /<meta name="description"[^>]*>/.test(html)
      ? html.replace(/<meta name="description"[^>]*>/, meta)
      : html.replace('</head>', `  ${meta}\n  </head>`)
  }
  if (links) html = html.replace('</head>', `  ${links}\n  </head>`)
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>\n    <script>${KEEP_PAINTED}</script>`,
  )
}

/**
 * The browser's first React commit renders the router's pending state (nothing) until the route is loaded, which
 * would blank the prerendered page for a moment. This inline script runs before the app's module: when React
 * empties #root, it puts a copy of the prerendered markup back (in the same task, so no frame shows the gap), and
 * removes the copy as soon as React's own markup arrives. When the client renders the page in its first commit
 * (the router loaded before mounting), #root is never seen empty and the script does nothing.
 */
const KEEP_PAINTED = `(function () {
  var root = document.getElementById('root');
  var markup = root.innerHTML;
  var ghost = null;
  var observer = new MutationObserver(function () {
    if (ghost) {
      if (root.childNodes.length > 1) { ghost.remove(); observer.disconnect(); }
    } else if (root.childNodes.length === 0) {
      ghost = document.createElement('div');
      ghost.style.display = 'contents';
      ghost.setAttribute('aria-hidden', 'true');
      ghost.innerHTML = markup;
      root.appendChild(ghost);
    }
  });
  observer.observe(root, { childList: true });
  setTimeout(function () { observer.disconnect(); }, 10000);
})();`

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

await main()
