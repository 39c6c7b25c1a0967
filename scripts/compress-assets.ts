// Runs after the build: writes a brotli (.br) and a gzip (.gz) copy beside every text asset in dist/assets, so the
// server hands browsers the compressed file without compressing on each request (server/http/pages.ts serves them
// with serveStatic's `precompressed`). Compressed once at the highest levels, since it costs nothing per visit: the
// gzip copy is made by Zopfli, a deflate encoder that searches harder than zlib's level 9 and writes 3.6 % fewer
// bytes for the same gzip stream (measured on this build; docs/benchmarks.md), for about 20 s of build time.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'

const assets = path.resolve(import.meta.dirname, '..', 'dist', 'assets')
const TEXT = /\.(js|css|svg|json|map)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024
/** Zopfli's passes per block: 15 (its default) saves 0.02 % more than 5 and takes 15 % longer. */
const ZOPFLI_ITERATIONS = 5

let before = 0
let after = 0
for (const name of readdirSync(assets).filter((n) => TEXT.test(n) && !n.endsWith('.map'))) {
  const file = path.join(assets, name)
  const body = readFileSync(file)
  if (body.length < MIN_BYTES) continue
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, await gzipAsync(body, { numiterations: ZOPFLI_ITERATIONS }))
  before += body.length
  after += br.length
}
console.log(`compressed assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`)
