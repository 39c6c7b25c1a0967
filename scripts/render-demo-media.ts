// Renders the demo houses and portraits into MEDIA_DIR ahead of the server, which then finds them drawn
// (server/demo/world.ts). `npm test` runs it in the background at low priority while the type-check and the unit
// and server suites leave a core idle, so the browser tests' server need not spend its first minute and a half on it.
import path from 'node:path'
import { renderDemoMedia } from '../server/demo/world'

const mediaDir = path.resolve(process.env.MEDIA_DIR ?? '.tmp/demo-media')
await renderDemoMedia({
  mediaDir,
  log: (line) => console.log(line),
  out: { write: (text) => process.stdout.write(text), isTty: false },
})
console.log(`demo media ready in ${mediaDir}`)
