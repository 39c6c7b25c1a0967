// A render worker thread: takes jobs from the pool, renders them from the house its seed generates (cached per
// seed, so a house is built once per worker) and writes the files. One job at a time; the pool keeps it busy.
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { FolderStore } from '../media/folder-store'
import { planPhotos, renderPanorama, renderPhoto } from '../media/render'
import { mediaKeys } from '../media/store'
import { floorPlanPng, floorPlanSvg } from './floorplan'
import { generateHouse } from './house/generate'
import type { House } from './house/model'
import { mediaSetId, type RenderJob } from './media-set'

const drawn = new FolderStore((workerData as { renderDir: string }).renderDir)
const houses = new Map<number, House>()
const houseFor = (seed: number) => {
  let house = houses.get(seed)
  if (!house) {
    house = generateHouse(seed)
    houses.set(seed, house)
  }
  return house
}

/** Photos are rendered at 1800×1200 (3:2, 6×4 in at 300 dpi): enough for print, resized on demand for the web. */
const PHOTO_SIZE = { width: 1800, height: 1200 }

async function run(job: RenderJob) {
  const house = houseFor(job.seed)
  const set = mediaSetId(job.seed)
  switch (job.kind) {
    case 'scene': {
      const { faces, preview, thumbnail, equirect } = await renderPanorama(house, job.eye)
      const dir = path.dirname(drawn.fileOf(mediaKeys.scene(set, job.code, 'c0.jpg')))
      await mkdir(dir, { recursive: true })
      await Promise.all([
        ...faces.map((face, i) => writeFile(path.join(dir, `c${i}.jpg`), face)),
        writeFile(path.join(dir, 'd.jpg'), preview),
        writeFile(path.join(dir, 't.jpg'), thumbnail),
        writeFile(path.join(dir, 'adjusted-pano.jpg'), equirect),
      ])
      return
    }
    case 'photo': {
      const shot = planPhotos(house)[job.index]
      if (!shot) throw new Error(`house ${job.seed} has no photo ${job.index}`)
      const file = drawn.fileOf(mediaKeys.setFile(set, job.key))
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, await renderPhoto(house, shot.camera, PHOTO_SIZE.width, PHOTO_SIZE.height))
      return
    }
    case 'plan': {
      const svg = floorPlanSvg(house, job.floorId, job.unit)
      const base = drawn.fileOf(mediaKeys.setFile(set, `floorplans/${job.floorId}-${job.unit}.svg`))
      await mkdir(path.dirname(base), { recursive: true })
      await writeFile(base, svg)
      await writeFile(base.replace(/\.svg$/, '.png'), await floorPlanPng(svg, 2000))
      return
    }
  }
}

parentPort?.on('message', (job: RenderJob) => {
  run(job).then(
    () => parentPort?.postMessage({ ok: true }),
    (error: unknown) =>
      parentPort?.postMessage({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  )
})
