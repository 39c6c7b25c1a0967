// Printable floor plan pages and PDFs carry the listing's own address, while its media set (the drawing) is shared
// with other listings; so they are made per listing on the first request and kept in the media store's cache.
import { floorPlanPages, floorPlanPdf } from '../demo/floorplan'
import { generateHouse } from '../demo/house/generate'
import type { House } from '../demo/house/model'
import { isSafeSegment, type MediaStore, mediaKeys } from './store'

export interface FloorPlanDocumentRequest {
  readonly store: MediaStore
  readonly setId: string
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

/** The stored key for a document name, made first if needed; undefined for a page the plan does not have. */
export async function floorPlanDocument(req: FloorPlanDocumentRequest, name: string): Promise<string | undefined> {
  const wanted = parseDocumentName(name)
  if (!wanted || !isSafeSegment(req.tourName)) return undefined
  const stem = `${wanted.branded ? 'branded' : 'unbranded'}-${wanted.unit}`
  const file = wanted.page === undefined ? `${stem}.pdf` : `${stem}-${wanted.page}.jpg`
  const keyOf = (name: string) => mediaKeys.cache(req.setId, 'floorplans', req.tourName, name)
  if (await req.store.info(keyOf(file))) return keyOf(file)
  const jobKey = keyOf(stem)
  let job = inFlight.get(jobKey)
  if (!job) {
    job = make(req, keyOf, stem, wanted).finally(() => inFlight.delete(jobKey))
    inFlight.set(jobKey, job)
  }
  await job
  return (await req.store.info(keyOf(file))) ? keyOf(file) : undefined
}

async function make(
  req: FloorPlanDocumentRequest,
  keyOf: (name: string) => string,
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
  for (const [i, page] of pages.entries()) await req.store.write(keyOf(`${stem}-${i + 1}.jpg`), page)
  // The PDF last: a document is looked for by its own key, and the pages are there before it.
  await req.store.write(keyOf(`${stem}.pdf`), floorPlanPdf(pages))
}
