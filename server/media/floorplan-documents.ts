// Printable floor plan pages and PDFs carry the listing's own address, while its media set (the drawing) is shared
// with other listings; so they are made per listing on the first request and kept in the cache folder.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { floorPlanPages, floorPlanPdf } from '../demo/floorplan'
import { generateHouse } from '../demo/house/generate'
import type { House } from '../demo/house/model'
import { isFile, isSafeSegment } from './store'

export interface FloorPlanDocumentRequest {
  readonly cacheDir: string
  readonly setSeed: number
  readonly tourName: string
  readonly address: string
  readonly brandName: string
}

/** 'pages/branded-imperial-1.jpg' or 'unbranded-metric.pdf' → what to make; undefined when not such a name. */
export function parseDocumentName(name: string) {
  const match = /^(?:pages\/)?(branded|unbranded)-(imperial|metric)(?:-(\d+)\.jpg|\.pdf)$/.exec(name)
  if (!match) return undefined
  const isPage = name.startsWith('pages/')
  if (isPage !== (match[3] !== undefined)) return undefined
  return {
    branded: match[1] === 'branded',
    unit: match[2] as 'imperial' | 'metric',
    page: match[3] ? Number(match[3]) : undefined,
  }
}

const houses = new Map<number, House>()
const inFlight = new Map<string, Promise<void>>()

/** The cached file for a document name, made first if needed; undefined for a page the plan does not have. */
export async function floorPlanDocument(req: FloorPlanDocumentRequest, name: string): Promise<string | undefined> {
  const wanted = parseDocumentName(name)
  if (!wanted || !isSafeSegment(req.tourName)) return undefined
  const dir = path.join(req.cacheDir, 'floorplans', req.tourName)
  const stem = `${wanted.branded ? 'branded' : 'unbranded'}-${wanted.unit}`
  const file = wanted.page === undefined ? path.join(dir, `${stem}.pdf`) : path.join(dir, `${stem}-${wanted.page}.jpg`)
  if (await isFile(file)) return file
  const key = `${dir}/${stem}`
  let job = inFlight.get(key)
  if (!job) {
    job = make(req, dir, stem, wanted).finally(() => inFlight.delete(key))
    inFlight.set(key, job)
  }
  await job
  return (await isFile(file)) ? file : undefined
}

async function make(
  req: FloorPlanDocumentRequest,
  dir: string,
  stem: string,
  wanted: { branded: boolean; unit: 'imperial' | 'metric' },
) {
  let house = houses.get(req.setSeed)
  if (!house) {
    house = generateHouse(req.setSeed)
    houses.set(req.setSeed, house)
  }
  const pages = await floorPlanPages(house, wanted.unit, {
    branded: wanted.branded,
    brandName: req.brandName,
    address: req.address,
  })
  await mkdir(dir, { recursive: true })
  const write = async (name: string, data: Buffer) => {
    const temporary = path.join(dir, `.${name}.${process.pid}.tmp`)
    await writeFile(temporary, data)
    await rename(temporary, path.join(dir, name))
  }
  for (const [i, page] of pages.entries()) await write(`${stem}-${i + 1}.jpg`, page)
  await write(`${stem}.pdf`, floorPlanPdf(pages))
}
