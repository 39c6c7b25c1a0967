// Photo Sphere Viewer for its harness: one script (and its stylesheet) built in memory by esbuild from a tiny entry
// that puts the viewer, the cubemap adapter and the virtual-tour plugin on window.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const require = createRequire(import.meta.url)

export interface PsvBundle {
  readonly js: string
  readonly css: string
  /** The script's size raw and at gzip level 9, KB; the stylesheet's at gzip level 9. */
  readonly rawKb: number
  readonly gzipKb: number
  readonly cssGzipKb: number
  /** The three.js version bundled (the one @photo-sphere-viewer/core resolves, nested if it differs from ours). */
  readonly threeVersion: string
}

const ENTRY = `
import '@photo-sphere-viewer/core/index.css'
import '@photo-sphere-viewer/virtual-tour-plugin/index.css'
import { Viewer } from '@photo-sphere-viewer/core'
import { CubemapAdapter } from '@photo-sphere-viewer/cubemap-adapter'
import { VirtualTourPlugin } from '@photo-sphere-viewer/virtual-tour-plugin'
window.PSV = { Viewer, CubemapAdapter, VirtualTourPlugin }
`

/** The version in the package.json above a resolved three.js file. */
function threeVersionAt(file: string): string {
  let dir = path.dirname(file)
  while (!existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) dir = path.dirname(dir)
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version
}

const gzipKb = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length / 1024

/** Builds the bundle, minified, with one copy of three.js: every `three` import resolves as the core's does. */
export async function buildPsv(): Promise<PsvBundle> {
  const coreDir = path.dirname(require.resolve('@photo-sphere-viewer/core'))
  let threeMain = ''
  const result = await build({
    stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    outdir: 'psv-out',
    logLevel: 'silent',
    plugins: [
      {
        name: 'one-three',
        setup(b) {
          b.onResolve({ filter: /^three(\/.*)?$/ }, async (args) => {
            if (args.pluginData === 'one-three') return undefined
            const resolved = await b.resolve(args.path, {
              kind: args.kind,
              resolveDir: coreDir,
              pluginData: 'one-three',
            })
            if (args.path === 'three') threeMain = resolved.path
            return resolved
          })
        },
      },
    ],
  })
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? ''
  const css = result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? ''
  const threeVersion = threeVersionAt(threeMain)
  return {
    js,
    css,
    rawKb: Buffer.byteLength(js) / 1024,
    gzipKb: gzipKb(js),
    cssGzipKb: gzipKb(css),
    threeVersion,
  }
}
