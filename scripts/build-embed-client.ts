// Builds the embedded tour's host client (src/embed/standalone.ts) as one classic script defining the global
// ShowhomeTour, at the stable address the docs give hosts (docs/embed-api.md): dist/embed/v2/tour-api.js. It is
// not hashed, since hosts name it in their own pages; the server sends it with a short cache and CORS (pages.ts).
import path from 'node:path'
import { build } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'dist', 'embed', 'v2')

await build({
  configFile: false,
  root,
  logLevel: 'warn',
  build: {
    outDir,
    // dist/ holds the app built just before; only this folder is written.
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: {
      entry: path.join(root, 'src', 'embed', 'standalone.ts'),
      name: 'ShowhomeTour',
      formats: ['iife'],
      fileName: () => 'tour-api.js',
    },
  },
})
console.log(`embed client: ${path.relative(root, outDir)}/tour-api.js`)
