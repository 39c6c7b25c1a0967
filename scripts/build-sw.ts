// Runs after `vite build`: bundles the service worker (src/sw/sw.ts) into dist/sw.js, one classic script at the
// site's root so its scope is the whole site. Workbox reads process.env.NODE_ENV to drop its development logging.
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const result = await build({
  entryPoints: [path.join(root, 'src/sw/sw.ts')],
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: path.join(root, 'dist', 'sw.js'),
  logLevel: 'warning',
  metafile: true,
})
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0)
console.log(`service worker: dist/sw.js, ${(bytes / 1024).toFixed(1)} KB`)
