// Renders the demo houses and portraits into MEDIA_DIR (or MEDIA_S3_BUCKET) ahead of the server, which then finds them drawn
// (server/demo/world.ts). `npm test` runs it in the background at low priority while the type-check and the unit
// and server suites leave a core idle, so the browser tests' server need not spend its first minute and a half on it.
import path from 'node:path'
import { loadConfig } from '../server/config'
import { renderDemoMedia } from '../server/demo/world'
import { FolderStore } from '../server/media/folder-store'
import type { MediaStore } from '../server/media/store'
import { mediaStoreFromConfig } from '../server/media/store-from-config'

const mediaDir = path.resolve(process.env.MEDIA_DIR ?? '.tmp/demo-media')
// Into the configured S3 bucket when one is named (with the server's settings), else into the folder.
const media: MediaStore = process.env.MEDIA_S3_BUCKET
  ? mediaStoreFromConfig(loadConfig(process.env))
  : new FolderStore(mediaDir)
await renderDemoMedia({
  media,
  log: (line) => console.log(line),
  out: { write: (text) => process.stdout.write(text), isTty: false },
})
console.log(`demo media ready in ${process.env.MEDIA_S3_BUCKET ? `s3://${process.env.MEDIA_S3_BUCKET}` : mediaDir}`)
media.close?.()
