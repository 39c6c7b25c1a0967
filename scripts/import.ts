// `npm run import -- <folder>`: creates a listing from a folder of real captures (see docs/importing.md). Uses the
// same configuration as the server (DATA_DIR, DATABASE_URL, MEDIA_DIR or MEDIA_S3_BUCKET); with the embedded database the server must
// be stopped first, since one process owns the data dir at a time.
import path from 'node:path'
import { ConfigError, loadConfig } from '../server/config'
import { openDatabase } from '../server/db/client'
import { DataDirInUse } from '../server/db/data-dir-lock'
import { migrateToLatest } from '../server/db/migrate'
import { ImportError } from '../server/import/check'
import { importListing } from '../server/import/import-listing'
import { mediaStoreFromConfig } from '../server/media/store-from-config'

async function main() {
  const folder = process.argv[2]
  if (!folder) {
    console.error('Usage: npm run import -- <folder with listing.json, panoramas and photos>')
    process.exit(2)
  }
  const config = loadConfig(process.env)
  const db = await openDatabase(config)
  const media = mediaStoreFromConfig(config)
  try {
    await migrateToLatest(db.kysely)
    const started = Date.now()
    const result = await importListing(db.kysely, media, path.resolve(folder), (line) => console.log(line))
    console.log(
      `Imported ${result.tourName}: ${result.scenes} panoramas, ${result.photos} photos in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    )
    console.log(`Open it at ${config.publicUrl}/${result.tourName}`)
  } finally {
    media.close?.()
    await db.close()
  }
}

main().catch((error: unknown) => {
  if (error instanceof ImportError) {
    console.error(`Nothing was imported. Please fix:\n${error.message}`)
  } else if (error instanceof ConfigError || error instanceof DataDirInUse) console.error(error.message)
  else console.error('The import failed:', error)
  process.exit(1)
})
