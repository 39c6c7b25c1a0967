// `npm run import -- <folder>` (issue 4): a listing from real captures. Everything is checked first (check.ts);
// media are then written into a temporary folder and the rows inserted in one transaction whose last step moves
// the folder into place, so a failure at any point leaves neither files nor rows behind.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { encodeGeohash } from '../../src/domain/geohash'
import type { TourConfigJson } from '../../src/schemas/TourConfig'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/schema'
import { slugOf } from '../demo/dataset/city'
import { floorPlanPdf, UNITS } from '../demo/floorplan'
import { cubeFaceFromEquirect } from '../media/equirect'
import { type MediaStore, mediaKeys } from '../media/store'
import { type CheckedImport, checkImportFolder, ImportError } from './check'
import type { ImportManifest, ImportScene } from './manifest'

export interface ImportResult {
  readonly tourName: string
  readonly mediaSetId: string
  readonly scenes: number
  readonly photos: number
}

const FACE_SIZE = 1024
const PREVIEW_FACE = 256

export async function importListing(
  db: Kysely<Database>,
  store: MediaStore,
  folder: string,
  progress: (line: string) => void = () => {},
): Promise<ImportResult> {
  const checked = await checkImportFolder(folder)
  const { manifest } = checked
  const tourName =
    manifest.tourName ?? slugOf([manifest.address.street, manifest.address.unit].filter(Boolean).join(' '))
  const taken = await db.selectFrom('listings').select('id').where('tour_name', '=', tourName).executeTakeFirst()
  if (taken)
    throw new ImportError([{ file: 'listing.json', field: 'tourName', message: `'${tourName}' is already taken` }])
  const mediaSetId = `import-${tourName}-${Date.now().toString(36)}`
  const setKey = mediaKeys.set(mediaSetId)
  const workDir = path.join(store.scratchDir, `import-${mediaSetId}`)
  let moved = false
  try {
    await mkdir(workDir, { recursive: true })
    const floors = manifest.floors ?? [{ id: 'f1', name: 'Main floor' }]
    const codes = manifest.scenes.map((_, i) => `s${String(i + 1).padStart(2, '0')}`)
    for (const [i, scene] of manifest.scenes.entries()) {
      progress(`panorama ${i + 1}/${manifest.scenes.length}: ${scene.file}`)
      await writeScene(path.join(checked.folder, scene.file), path.join(workDir, 'scenes', codes[i] as string))
    }
    const photos = await writePhotos(checked, workDir, progress)
    await writeFloorPlans(checked.folder, floors, path.join(workDir, 'floorplans'))
    const tourConfig = buildTourConfig(manifest, codes, floors)
    const passcodeHash = manifest.passcode ? await hashPassword(manifest.passcode) : null
    await db.transaction().execute(async (tx) => {
      await insertRows(tx, manifest, { tourName, mediaSetId, tourConfig, floors, photos, passcodeHash })
      moved = true
      await store.writeFolder(setKey, workDir)
    })
    return { tourName, mediaSetId, scenes: codes.length, photos: photos.length }
  } catch (error) {
    await rm(workDir, { recursive: true, force: true })
    if (moved) await store.removeFolder(setKey)
    throw error
  }
}

/**
 * Each drawn floor's SVG and PNG in both units (one drawing serves both: an imported plan carries its own labels),
 * and the printable pages and PDFs a listing's floor plan offers (SPEC §3 Floorplan): one page a floor, the drawing
 * on white, the same with and without branding since the drawing is the customer's own.
 */
async function writeFloorPlans(folder: string, floors: ReadonlyArray<{ id: string; plan?: string }>, dir: string) {
  const pages: Buffer[] = []
  for (const floor of floors) {
    if (!floor.plan) continue
    const svg = await readFile(path.join(folder, floor.plan))
    const png = await sharp(svg, { density: 150 }).png().toBuffer()
    await mkdir(path.join(dir, 'pages'), { recursive: true })
    for (const unit of UNITS) {
      await writeFile(path.join(dir, `${floor.id}-${unit}.svg`), svg)
      await writeFile(path.join(dir, `${floor.id}-${unit}.png`), png)
    }
    pages.push(await sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality: 88 }).toBuffer())
  }
  if (pages.length === 0) return
  const pdf = floorPlanPdf(pages)
  for (const branding of ['branded', 'unbranded']) {
    for (const unit of UNITS) {
      for (const [i, page] of pages.entries())
        await writeFile(path.join(dir, 'pages', `${branding}-${unit}-${i + 1}.jpg`), page)
      await writeFile(path.join(dir, `${branding}-${unit}.pdf`), pdf)
    }
  }
}

async function writeScene(panorama: string, dir: string) {
  await mkdir(dir, { recursive: true })
  const { data, info } = await sharp(panorama)
    .resize({ width: 4096, height: 2048, fit: 'fill', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pano = { width: info.width, height: info.height, data: new Uint8Array(data) }
  const size = Math.min(FACE_SIZE, Math.floor(info.width / 4))
  const previews: Buffer[] = []
  for (let face = 0; face < 6; face++) {
    const img = cubeFaceFromEquirect(pano, face, size)
    const raw = sharp(Buffer.from(img.data), { raw: { width: size, height: size, channels: 3 } })
    await writeFile(path.join(dir, `c${face}.jpg`), await raw.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer())
    previews.push(await raw.clone().resize(PREVIEW_FACE, PREVIEW_FACE).raw().toBuffer())
  }
  // d.jpg: the six faces at 256 px in one strip, c0…c5, for the tour's first paint.
  const strip = await sharp({
    create: { width: PREVIEW_FACE * 6, height: PREVIEW_FACE, channels: 3, background: '#000' },
  })
    .composite(
      previews.map((input, i) => ({
        input,
        raw: { width: PREVIEW_FACE, height: PREVIEW_FACE, channels: 3 as const },
        left: i * PREVIEW_FACE,
        top: 0,
      })),
    )
    .jpeg({ quality: 70 })
    .toBuffer()
  await writeFile(path.join(dir, 'd.jpg'), strip)
  const panoJpeg = sharp(Buffer.from(pano.data), { raw: { width: pano.width, height: pano.height, channels: 3 } })
  await writeFile(path.join(dir, 'adjusted-pano.jpg'), await panoJpeg.clone().jpeg({ quality: 85 }).toBuffer())
  // t.jpg: the view straight ahead (north), the middle half of the panorama's width and height.
  const thumb = await panoJpeg
    .extract({
      left: Math.round(pano.width * 0.375),
      top: Math.round(pano.height * 0.3),
      width: Math.round(pano.width * 0.25),
      height: Math.round(pano.height * 0.4),
    })
    .resize(480, 320, { fit: 'cover' })
    .jpeg({ quality: 78 })
    .toBuffer()
  await writeFile(path.join(dir, 't.jpg'), thumb)
}

async function writePhotos(checked: CheckedImport, workDir: string, progress: (line: string) => void) {
  const out: Array<{ key: string; caption: string; hidden: boolean; aspect: number; name: string }> = []
  const photos = checked.manifest.photos ?? []
  if (photos.length > 0) await mkdir(path.join(workDir, 'photos'), { recursive: true })
  for (const [i, photo] of photos.entries()) {
    progress(`photo ${i + 1}/${photos.length}: ${photo.file}`)
    const key = `photos/${String(i + 1).padStart(2, '0')}.jpg`
    const info = await sharp(path.join(checked.folder, photo.file))
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 86, mozjpeg: true })
      .toFile(path.join(workDir, key))
    out.push({
      key,
      caption: photo.caption ?? '',
      hidden: photo.hidden ?? false,
      aspect: info.width / info.height,
      name: path.basename(photo.file, path.extname(photo.file)),
    })
  }
  return out
}

function buildTourConfig(
  m: ImportManifest,
  codes: ReadonlyArray<string>,
  floors: ReadonlyArray<{ id: string; name: string; z?: number }>,
): typeof TourConfigJson.Type {
  const codeOf = new Map(m.scenes.map((s, i) => [s.id, codes[i] as string]))
  const floorOf = (s: ImportScene) => s.floor ?? (floors[0]?.id as string)
  const floorZ = (id: string) => floors.find((f) => f.id === id)?.z ?? 0
  const links = new Map<string, Set<string>>(m.scenes.map((s) => [s.id, new Set<string>()]))
  const join = (a: string, b: string) => {
    links.get(a)?.add(b)
    links.get(b)?.add(a)
  }
  if (m.scenes.some((s) => s.links !== undefined)) {
    for (const s of m.scenes) for (const other of s.links ?? []) join(s.id, other)
  } else {
    // No links given: each scene walks to its two nearest neighbours on its floor, which keeps a capture path whole.
    for (const s of m.scenes) {
      const near = m.scenes
        .filter((o) => o !== s && floorOf(o) === floorOf(s))
        .sort((a, b) => Math.hypot(a.x - s.x, a.y - s.y) - Math.hypot(b.x - s.x, b.y - s.y))
        .slice(0, 2)
      for (const o of near) join(s.id, o.id)
    }
  }
  const first = m.scenes[0] as ImportScene
  // Each room's name as the manifest wrote it, under the cluster code made from it (the first spelling wins).
  const roomNames = new Map<string, string>()
  for (const s of m.scenes) if (!roomNames.has(slugOf(s.room))) roomNames.set(slugOf(s.room), s.room.trim())
  return {
    scenes: m.scenes.map((s) => ({
      code: codeOf.get(s.id) as string,
      version: 1,
      group: floors.find((f) => f.id === floorOf(s))?.name ?? '',
      setting: 'day',
      cluster: slugOf(s.room),
      floor: floorOf(s),
      x: s.x,
      y: s.y,
      z: floorZ(floorOf(s)) + (s.z ?? 1.5),
      height: Math.round((s.z ?? 1.5) * 100),
      yaw: 0,
      pitch: 0,
      linkedScenes: [...(links.get(s.id) ?? [])].map((id) => codeOf.get(id) as string).sort(),
      hidden: false,
    })),
    height: 150,
    minZ: Math.min(0, ...floors.map((f) => f.z ?? 0)),
    floors: floors.map((f) => ({ id: f.id, name: f.name, z: f.z ?? 0 })),
    starting: m.starting
      ? { sceneCode: codeOf.get(m.starting.scene) as string, pan: m.starting.pan, tilt: m.starting.tilt }
      : { sceneCode: codeOf.get(first.id) as string, pan: 0, tilt: 0 },
    rooms: [...roomNames].map(([id, name]) => ({ id, name })),
  }
}

async function insertRows(
  tx: Kysely<Database>,
  m: ImportManifest,
  p: {
    tourName: string
    mediaSetId: string
    tourConfig: typeof TourConfigJson.Type
    floors: ReadonlyArray<{ id: string; name: string; plan?: string }>
    photos: ReadonlyArray<{ key: string; caption: string; hidden: boolean; aspect: number; name: string }>
    passcodeHash: string | null
  },
) {
  const floorplan = {
    floors: p.floors.map((f) => ({ id: f.id, name: f.name, rooms: [], areaSqFt: null, hasPlan: Boolean(f.plan) })),
    area: [],
  }
  await tx
    .insertInto('media_sets')
    .values({
      id: p.mediaSetId,
      kind: 'imported',
      tour_config: JSON.stringify(p.tourConfig),
      floorplan: JSON.stringify(floorplan),
      photos: JSON.stringify(p.photos.map((ph) => ({ key: ph.key, aspect: ph.aspect }))),
    })
    .execute()
  const listing = await tx
    .insertInto('listings')
    .values({
      tour_name: p.tourName,
      media_set_id: p.mediaSetId,
      tour_ready: true,
      starting_scene: p.tourConfig.starting.sceneCode,
      passcode_hash: p.passcodeHash,
      description: m.description ?? '',
      lat: m.location.lat,
      lng: m.location.lng,
      geohash: encodeGeohash(m.location.lat, m.location.lng, 9),
      street: m.address.street,
      unit: m.address.unit ?? null,
      neighborhood: m.address.neighborhood ?? null,
      city: m.address.city,
      region: m.address.region,
      postal_code: m.address.postalCode,
      country: m.address.country ?? 'US',
      bedrooms_primary: m.stats?.bedrooms ?? null,
      bathrooms_primary: m.stats?.bathrooms ?? null,
      area_primary: m.stats?.areaSqFt ?? null,
      price_cents: m.stats?.priceDollars === undefined ? null : m.stats.priceDollars * 100,
      tour_delivered: true,
      photos_delivered: p.photos.length > 0,
      floorplan_delivered: p.floors.some((f) => f.plan),
      fully_delivered: true,
      published_at: new Date(),
      agent_names: (m.agents ?? []).map((a) => a.name).join(' '),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const [position, photo] of p.photos.entries()) {
    await tx
      .insertInto('listing_photos')
      .values({
        listing_id: listing.id,
        code: `p${String(position + 1).padStart(2, '0')}`,
        position,
        media_key: photo.key,
        name: photo.name,
        caption: photo.caption,
        hidden: photo.hidden,
        aspect: photo.aspect,
      })
      .execute()
  }
  for (const [position, agent] of (m.agents ?? []).entries()) {
    const row = await tx
      .insertInto('agents')
      .values({
        name: agent.name,
        company: agent.company ?? null,
        title: agent.title ?? null,
        phone: agent.phone ?? null,
        email: agent.email ?? null,
        website: agent.website ?? null,
        photo_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await tx.insertInto('listing_agents').values({ listing_id: listing.id, agent_id: row.id, position }).execute()
  }
}
