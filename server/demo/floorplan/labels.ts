// Room labels (name over size) fitted into the room: the largest type that fits, then an abbreviated name, then
// the name on two lines. Widths are estimated from per-character advances, because the SVG is rendered elsewhere
// (browsers, librsvg) and there is no text measurement here; the estimate leans wide so labels stay inside.
import type { Rect } from '../house/model'

/** Inter first, then faces with similar metrics, then whatever sans the renderer has. */
export const FONT_FAMILY = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', system-ui, sans-serif"

/** Name sizes in mm of house (the plan's user unit); the size line is a step smaller. */
const NAME_MAX = 270
const NAME_MIN = 140
const SIZE_RATIO = 0.8
const PAD = 110

/** Advance widths as a fraction of the font size, close to Inter's (a little wider than Arial's). */
function advance(ch: string): number {
  if (' \'.,:;!|il1ftjrI"'.includes(ch)) return 0.32
  if ('mwMW'.includes(ch)) return 0.9
  if (ch >= 'A' && ch <= 'Z') return 0.7
  if ('×0123456789'.includes(ch)) return 0.6
  return 0.56
}

export const textWidth = (text: string, size: number) => [...text].reduce((sum, ch) => sum + advance(ch), 0) * size

/** Word swaps that keep a name recognisable in a tight room ('Primary bedroom' → 'Pr. bed'). */
const SHORT: Readonly<Record<string, string>> = {
  primary: 'Pr.',
  bedroom: 'Bed',
  bathroom: 'Bath',
  closet: 'Cl.',
  laundry: 'Laund.',
  kitchen: 'Kit.',
  office: 'Off.',
  living: 'Living',
  dining: 'Dining',
  room: '',
  walk: 'W.',
  'walk-in': 'W/I',
  entry: 'Entry',
  landing: 'Landing',
}

export function abbreviate(name: string): string {
  const words = name.split(/\s+/).map((w, i) => {
    const short = SHORT[w.toLowerCase()]
    if (short === undefined) return w
    // Keep the first word capitalised and later ones in the name's own case.
    return i === 0 || short === '' ? short : /^[a-z]/.test(w) ? short.toLowerCase() : short
  })
  return words.filter(Boolean).join(' ')
}

/** The name split in two lines at the space nearest the middle; undefined for one-word names. */
function wrap(name: string): string[] | undefined {
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index as number)
  if (spaces.length === 0) return undefined
  const at = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best))
  return [name.slice(0, at), name.slice(at + 1)]
}

export interface FittedLabel {
  /** Centre of the text block, house coordinates. */
  readonly x: number
  readonly y: number
  readonly lines: ReadonlyArray<string>
  readonly nameSize: number
  /** Undefined when even the smallest type leaves no room for it. */
  readonly size?: string
  readonly sizeSize: number
}

const blockHeight = (lines: number, nameSize: number, withSize: boolean) =>
  lines * nameSize * 1.18 + (withSize ? nameSize * SIZE_RATIO * 1.3 : 0)

const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.d, b.y + b.d) - Math.max(a.y, b.y))

const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, w: r.w + 2 * by, d: r.d + 2 * by })

/** Things a label avoids: `hard` ones (door swings, stair arrows) it must not touch, `soft` ones (furniture) it may. */
export interface Obstacles {
  readonly hard: ReadonlyArray<Rect>
  readonly soft: ReadonlyArray<Rect>
}

/**
 * The centre nearest the middle of `area` where a w × h block stays inside and clear of the hard obstacles, with
 * its penalty (distance off-centre, furniture covered); undefined if there is none.
 */
function place(area: Rect, w: number, h: number, obstacles: Obstacles) {
  const cx = area.x + area.w / 2
  const cy = area.y + area.d / 2
  const reachX = Math.max(0, (area.w - w) / 2)
  const reachY = Math.max(0, (area.d - h) / 2)
  const offsets: Array<[number, number]> = []
  for (let dx = -reachX; dx <= reachX + 1; dx += Math.max(100, reachX / 6)) {
    for (let dy = -reachY; dy <= reachY + 1; dy += Math.max(100, reachY / 6)) offsets.push([dx, dy])
  }
  offsets.push([0, 0])
  let best: { x: number; y: number; penalty: number } | undefined
  for (const [dx, dy] of offsets) {
    const block = { x: cx + dx - w / 2, y: cy + dy - h / 2, w, d: h }
    if (obstacles.hard.some((o) => overlapArea(grow(o, 60), block) > 0)) continue
    const covered = obstacles.soft.reduce((sum, o) => sum + overlapArea(grow(o, 150), block), 0) / (w * h)
    // Covering furniture at all costs about 25 mm of type size, so a slightly smaller clear label wins.
    const penalty = Math.hypot(dx, dy) / 100 + (covered > 0 ? 25 + covered * 100 : 0)
    if (!best || penalty < best.penalty) best = { x: cx + dx, y: cy + dy, penalty }
  }
  return best
}

/** Fits the label in whichever of `areas` takes it at the largest size, clear of the obstacles. */
export function fitLabel(
  name: string,
  size: string,
  areas: ReadonlyArray<Rect>,
  obstacles: Obstacles = { hard: [], soft: [] },
): FittedLabel {
  const short = abbreviate(name)
  const variants: string[][] = [[name]]
  if (short !== name) variants.push([short])
  for (const v of [wrap(name), short !== name ? wrap(short) : undefined]) if (v) variants.push(v)
  let best: (FittedLabel & { score: number }) | undefined
  for (const area of areas) {
    const inside = { x: area.x + PAD, y: area.y + PAD, w: area.w - 2 * PAD, d: area.d - 2 * PAD }
    for (const [rank, lines] of variants.entries()) {
      for (const withSize of [true, false]) {
        for (let s = NAME_MAX; s >= NAME_MIN; s -= 10) {
          const wide = Math.max(...lines.map((l) => textWidth(l, s)), withSize ? textWidth(size, s * SIZE_RATIO) : 0)
          const high = blockHeight(lines.length, s, withSize)
          if (wide > inside.w || high > inside.d) continue
          const spot = place(inside, wide, high, obstacles)
          if (!spot) continue
          // Bigger type wins; then the full name on one line, the size shown, and a spot near the middle.
          const score = s - rank * 25 - (withSize ? 0 : 120) - spot.penalty
          if (!best || score > best.score) {
            const label = { x: spot.x, y: spot.y, lines, nameSize: s, sizeSize: s * SIZE_RATIO }
            best = { ...label, ...(withSize ? { size } : {}), score }
          }
          break
        }
      }
    }
  }
  if (best) {
    const { score: _score, ...label } = best
    return label
  }
  // Nothing fits (a cupboard): smallest type, shortest name, centred in the first area.
  const area = areas[0] as Rect
  return { x: area.x + area.w / 2, y: area.y + area.d / 2, lines: [short], nameSize: NAME_MIN, sizeSize: 0 }
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
export const escapeXml = esc

/**
 * The label as SVG text at plan position (px, py) (already in SVG units). A white halo keeps it readable over
 * furniture lines.
 */
export function labelSvg(label: FittedLabel, px: number, py: number, ink: string, secondary: string): string {
  const { lines, nameSize, size, sizeSize } = label
  const height = blockHeight(lines.length, nameSize, size !== undefined)
  let baseline = py - height / 2 + nameSize * 0.92
  const halo = (s: number) =>
    `stroke="#fff" stroke-width="${Math.round(s * 0.22)}" stroke-linejoin="round" paint-order="stroke"`
  const out: string[] = []
  for (const line of lines) {
    out.push(
      `<text x="${Math.round(px)}" y="${Math.round(baseline)}" font-size="${nameSize}" font-weight="600" fill="${ink}" ${halo(nameSize)}>${esc(line)}</text>`,
    )
    baseline += nameSize * 1.18
  }
  if (size !== undefined) {
    baseline += sizeSize * 0.12
    out.push(
      `<text x="${Math.round(px)}" y="${Math.round(baseline)}" font-size="${Math.round(sizeSize)}" fill="${secondary}" ${halo(sizeSize)}>${esc(size)}</text>`,
    )
  }
  return out.join('')
}
