// Runs after the build: writes a brotli (.br) and a gzip (.gz) copy beside every text asset in dist/assets, so the
// server hands browsers the compressed file without compressing on each request (server/http/pages.ts serves them
// with serveStatic's `precompressed`). Compressed once at the highest levels, since it costs nothing per visit.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const assets = path.resolve(import.meta.dirname, '..', 'dist', 'assets')
const TEXT = /\.(js|css|svg|json|map)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

let before = 0
let after = 0
for (const name of readdirSync(assets).filter((n) => TEXT.test(n) && !n.endsWith('.map'))) {
  const file = path.join(assets, name)
  const body = readFileSync(file)
  if (body.length < MIN_BYTES) continue
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  before += body.length
  after += br.length
}
console.log(`compressed assets: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`)
