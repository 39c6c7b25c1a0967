// Stand-ins for the demo world's media files (tests/support/demo-world.ts seeds the media sets' descriptions but renders
// nothing): a tiny JPEG for every scene file and photo, an SVG and a PNG for every floor, and, per listing, the floor
// plan documents and a photo zip already in the cache, so media routes answer 200 wherever they may serve a file and
// a 404 tells a refusal, not a missing file.
import sharp from 'sharp'
import { zipFileName } from '../../server/domain/photo-zip'
import { mediaKeys, SCENE_FILES } from '../../server/media/store'
import type { TestServer } from './test-server'

const images = new Map<string, Promise<Buffer>>()
/** A 16×16 image, made once per format. */
const PNG_OR_JPEG = (format: 'png' | 'jpeg') => {
  let image = images.get(format)
  if (!image) {
    image = sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 120, g: 140, b: 160 } } })
      [format]()
      .toBuffer()
    images.set(format, image)
  }
  return image
}

/** Writes every media set's scene files, photos and floor plan drawings. */
export async function writeDemoMedia(server: TestServer): Promise<void> {
  const files = new Map<string, Buffer | string>()
  const write = (key: string, data: Buffer | string) => files.set(key, data)
  const [jpeg, png] = await Promise.all([PNG_OR_JPEG('jpeg'), PNG_OR_JPEG('png')])
  const db = server.db.kysely
  const sets = await db.selectFrom('media_sets').select(['id', 'tour_config', 'floorplan']).execute()
  const photos = await db
    .selectFrom('listing_photos')
    .innerJoin('listings', 'listings.id', 'listing_photos.listing_id')
    .select(['listings.media_set_id', 'listing_photos.media_key'])
    .distinct()
    .execute()
  for (const set of sets) {
    const config = set.tour_config as { scenes?: ReadonlyArray<{ code: string }> } | null
    for (const scene of config?.scenes ?? []) {
      for (const file of SCENE_FILES) write(mediaKeys.scene(set.id, scene.code, file), jpeg)
    }
    const plan = set.floorplan as { floors?: ReadonlyArray<{ id: string }> } | null
    for (const floor of plan?.floors ?? []) {
      for (const unit of ['imperial', 'metric']) {
        write(
          mediaKeys.setFile(set.id, `floorplans/${floor.id}-${unit}.svg`),
          '<svg xmlns="http://www.w3.org/2000/svg"/>',
        )
        write(mediaKeys.setFile(set.id, `floorplans/${floor.id}-${unit}.png`), png)
      }
    }
  }
  for (const photo of photos)
    if (photo.media_set_id) write(mediaKeys.setFile(photo.media_set_id, photo.media_key), jpeg)
  await writeAll(server, files)
}

/** Stores the files a few at a time (hundreds of them; the S3 store takes one request each). */
async function writeAll(server: TestServer, files: ReadonlyMap<string, Buffer | string>) {
  const queue = [...files]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await server.media.write(next[0], Buffer.from(next[1]))
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}

/**
 * The listing's printable floor plan page 1 and PDF (branded, imperial) and a photo zip of print size, placed where the
 * server keeps the ones it makes; answers their URLs.
 */
export async function placeListingDocuments(server: TestServer, tourName: string) {
  const row = await server.db.kysely
    .selectFrom('listings')
    .select(['id', 'media_set_id'])
    .where('tour_name', '=', tourName)
    .executeTakeFirstOrThrow()
  const setId = row.media_set_id as string
  const jpeg = await PNG_OR_JPEG('jpeg')
  const document = (name: string) => mediaKeys.cache(setId, 'floorplans', tourName, name)
  const files = new Map<string, Buffer | string>([
    [document('branded-imperial-1.jpg'), jpeg],
    [document('branded-imperial.pdf'), '%PDF-1.4\n% a stand-in\n'],
  ])
  // Print size: a web zip built by POST /listing/zip replaces older web zips, and would remove this one.
  const zip = zipFileName('0123456789abcdef', ['print'])
  files.set(mediaKeys.zip(setId, row.id, zip), 'PK\u0005\u0006 a stand-in')
  await writeAll(server, files)
  const base = `/media/${tourName}`
  return {
    page: `${base}/floorplans/pages/branded-imperial-1.jpg`,
    pdf: `${base}/floorplans/branded-imperial.pdf`,
    zip: `${base}/zips/${zip}`,
  }
}
