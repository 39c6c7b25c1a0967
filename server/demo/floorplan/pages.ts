// Printable pages (SPEC §3 Floorplan: branded and unbranded page images and PDFs): US letter landscape at 150 dpi,
// one floor per page, a header with the address, the floor and the areas, and a footer. Branded pages carry the
// brand's wordmark and house mark in the footer; unbranded pages carry no brand at all (no name, mark or colour).
import sharp from 'sharp'
import { formatArea, type UnitType } from '../../../src/domain/units'
import type { House } from '../house/model'
import { floorPlanFacts } from './facts'
import { planFrame } from './geometry'
import { escapeXml, FONT_FAMILY } from './labels'
import { floorPlanBody } from './svg'
import { INK, SECONDARY } from './symbols'

/** Letter landscape (11 × 8.5 in) at 150 dpi. */
export const PAGE = { width: 1650, height: 1275, dpi: 150 } as const

const ACCENT = '#0b6bcb'
const LINE = '#e3e7ea'
const MARGIN = 75
const HEADER = 150
const FOOTER = 95
/** Plan margin (mm) the page does without: the header already gives space above, and little is needed below. */
const TRIM = { top: 500, bottom: 450 } as const

export interface PageOptions {
  readonly branded: boolean
  /** Shown in the footer of branded pages ('Showhome'); unused when unbranded. */
  readonly brandName: string
  /** The listing's address as one line. */
  readonly address: string
}

/** One SVG page per floor, ready to rasterise (exported for tests and previews). */
export function floorPlanPageSvgs(house: House, unit: UnitType, options: PageOptions): string[] {
  const facts = floorPlanFacts(house)
  const total = facts.area[facts.area.length - 1]?.sqFt ?? 0
  const frame = planFrame(house)
  return house.floors.map((floor, index) => {
    const floorFacts = facts.floors[index]
    const right = PAGE.width - MARGIN
    const header = [
      text(MARGIN, 92, options.address, 34, INK, 600),
      text(MARGIN, 132, `${floor.name} · ${formatArea(floorFacts?.areaSqFt ?? 0, unit)}`, 23, SECONDARY),
      text(right, 92, formatArea(total, unit), 34, INK, 600, 'end'),
      text(right, 132, 'Total interior area', 23, SECONDARY, 400, 'end'),
      `<line x1="${MARGIN}" y1="${HEADER + 10}" x2="${right}" y2="${HEADER + 10}" stroke="${LINE}" stroke-width="2"/>`,
    ]
    const planTop = HEADER + 30
    const planHeight = PAGE.height - FOOTER - planTop - 20
    const plan =
      `<svg x="${MARGIN}" y="${planTop}" width="${PAGE.width - 2 * MARGIN}" height="${planHeight}" ` +
      `viewBox="0 ${TRIM.top} ${frame.width} ${frame.height - TRIM.top - TRIM.bottom}" preserveAspectRatio="xMidYMid meet">` +
      `${floorPlanBody(house, floor.id, unit)}</svg>`
    const footY = PAGE.height - FOOTER
    const pageNo = `${floor.name} · ${index + 1} of ${house.floors.length}`
    const footer = [
      `<line x1="${MARGIN}" y1="${footY}" x2="${right}" y2="${footY}" stroke="${LINE}" stroke-width="2"/>`,
      options.branded ? brandMark(MARGIN, footY + 22, options.brandName) : '',
      text(
        options.branded ? PAGE.width / 2 : MARGIN,
        footY + 52,
        'Measurements are approximate and for illustration only.',
        19,
        SECONDARY,
        400,
        options.branded ? 'middle' : 'start',
      ),
      text(right, footY + 52, pageNo, 19, SECONDARY, 400, 'end'),
    ]
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}" viewBox="0 0 ${PAGE.width} ${PAGE.height}">` +
      `<rect width="${PAGE.width}" height="${PAGE.height}" fill="#fff"/>` +
      `<g font-family="${FONT_FAMILY}">${header.join('')}${footer.join('')}</g>${plan}</svg>`
    )
  })
}

/** The page images as baseline JPEGs (what PDF's DCTDecode embeds as is), one per floor. */
export async function floorPlanPages(house: House, unit: UnitType, options: PageOptions): Promise<Buffer[]> {
  // 4:4:4 chroma keeps thin coloured lines and small text clean; baseline (not progressive) for PDF readers.
  return Promise.all(
    floorPlanPageSvgs(house, unit, options).map((svg) =>
      sharp(Buffer.from(svg))
        .jpeg({ quality: 88, chromaSubsampling: '4:4:4', progressive: false })
        .withMetadata({ density: PAGE.dpi })
        .toBuffer(),
    ),
  )
}

function text(x: number, y: number, s: string, size: number, fill: string, weight = 400, anchor = 'start'): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(s)}</text>`
}

/** A small house (roof, body, door) in the accent colour beside the brand's wordmark; (x, y) is the mark's top left. */
function brandMark(x: number, y: number, brandName: string): string {
  const s = 46
  const house =
    `<path d="M${x} ${y + s * 0.46} L${x + s / 2} ${y + s * 0.04} L${x + s} ${y + s * 0.46} L${x + s * 0.88} ${y + s * 0.46} ` +
    `L${x + s * 0.88} ${y + s} L${x + s * 0.12} ${y + s} L${x + s * 0.12} ${y + s * 0.46} Z" fill="${ACCENT}"/>` +
    `<rect x="${x + s * 0.4}" y="${y + s * 0.64}" width="${s * 0.2}" height="${s * 0.36}" rx="2" fill="#fff"/>`
  return `${house}${text(x + s + 14, y + s * 0.8, brandName, 30, INK, 700)}`
}
