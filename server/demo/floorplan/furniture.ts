// Furniture footprints with just enough detail to read at a glance (pillows on a bed, the back of a sofa, a basin
// in a vanity), drawn light so the walls and labels stay in front. The model gives only a rectangle, so a piece's
// back is taken to be the side nearest a wall of its room (pieces are placed against walls).
import type { Furniture, Rect, Side } from '../house/model'

const STROKE = '#aeb8bf'
const FILL = '#f5f7f8'
const n = (v: number) => String(Math.round(v))
const attrs = (fill = FILL) => `fill="${fill}" stroke="${STROKE}" stroke-width="14"`

const rect = (r: Rect, rx = 30, fill = FILL) =>
  `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.d)}" rx="${rx}" ${attrs(fill)}/>`
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill = '#fff') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" ${attrs(fill)}/>`

/**
 * The side a piece backs onto. The tallest parts of its 3D model (headboard, sofa back, cistern) sit at the back;
 * when they are central (tables, bookcases), the wall nearest the footprint along its long side is taken.
 */
function backSide(piece: Furniture, o: Rect, inner: Rect): Side {
  const top = Math.max(...piece.parts.map((p) => p.z + p.h))
  const tall = piece.parts.filter((p) => p.z + p.h >= top - 1)
  const x0 = Math.min(...tall.map((p) => p.x))
  const x1 = Math.max(...tall.map((p) => p.x + p.w))
  const y0 = Math.min(...tall.map((p) => p.y))
  const y1 = Math.max(...tall.map((p) => p.y + p.d))
  const dx = ((x0 + x1) / 2 - (o.x + o.w / 2)) / o.w
  const dy = ((y0 + y1) / 2 - (o.y + o.d / 2)) / o.d
  if (Math.max(Math.abs(dx), Math.abs(dy)) > 0.12) {
    if (Math.abs(dx) > Math.abs(dy)) return dx > 0 ? 'east' : 'west'
    return dy > 0 ? 'north' : 'south'
  }
  const gaps: Array<[Side, number]> = [
    ['south', o.y - inner.y],
    ['north', inner.y + inner.d - (o.y + o.d)],
    ['west', o.x - inner.x],
    ['east', inner.x + inner.w - (o.x + o.w)],
  ]
  const long = o.w >= o.d ? ['south', 'north'] : ['west', 'east']
  const candidates = Math.abs(o.w - o.d) < 50 ? gaps : gaps.filter(([side]) => long.includes(side))
  return candidates.reduce((best, g) => (g[1] < best[1] ? g : best))[0]
}

/**
 * A frame local to the piece: u runs along its back wall, v out from it (0 at the back, depth at the front), so
 * one drawing serves every orientation.
 */
function frame(o: Rect, side: Side) {
  const alongX = side === 'north' || side === 'south'
  const length = alongX ? o.w : o.d
  const depth = alongX ? o.d : o.w
  const at = (u: number, v: number): [number, number] => {
    switch (side) {
      case 'south':
        return [o.x + u, o.y + v]
      case 'north':
        return [o.x + u, o.y + o.d - v]
      case 'west':
        return [o.x + v, o.y + u]
      case 'east':
        return [o.x + o.w - v, o.y + u]
    }
  }
  /** A rectangle given in the local frame, back in house coordinates. */
  const box = (u: number, v: number, du: number, dv: number): Rect => {
    const [x1, y1] = at(u, v)
    const [x2, y2] = at(u + du, v + dv)
    return { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), d: Math.abs(y2 - y1) }
  }
  return { length, depth, at, box, alongX }
}

export function furnitureSvg(piece: Furniture, inner: Rect): string {
  const o = piece.planOutline
  if (!o) return ''
  const f = frame(o, backSide(piece, o, inner))
  const { length: L, depth: D } = f
  const cx = o.x + o.w / 2
  const cy = o.y + o.d / 2
  switch (piece.kind) {
    case 'bed': {
      const pillowW = L > 1300 ? (L - 300) / 2 : L - 200
      const pillows = L > 1300 ? [100, 200 + pillowW] : [100]
      return (
        rect(o) +
        rect(f.box(0, 0, L, 90), 10) +
        pillows.map((u) => rect(f.box(u, 170, pillowW, 380), 80, '#fff')).join('') +
        rect(f.box(25, 0.62 * D, L - 50, 0.38 * D - 25), 20, '#eef1f3')
      )
    }
    case 'sofa':
    case 'armchair': {
      const arm = Math.min(180, L * 0.18)
      const seats = piece.kind === 'sofa' ? Math.max(2, Math.round((L - 2 * arm) / 700)) : 1
      const seatW = (L - 2 * arm) / seats
      const cushions = Array.from({ length: seats }, (_, i) =>
        rect(f.box(arm + i * seatW, 220, seatW, D - 240), 40, '#fff'),
      )
      return rect(o, 60) + rect(f.box(0, 0, L, 200), 40) + cushions.join('')
    }
    case 'toilet': {
      const [bx, by] = f.at(L / 2, 200 + (D - 200) * 0.5)
      const [rx, ry] = f.alongX ? [L * 0.4, (D - 200) * 0.48] : [(D - 200) * 0.48, L * 0.4]
      return rect(f.box(L * 0.05, 0, L * 0.9, 200), 30) + ellipse(bx, by, rx, ry, FILL)
    }
    case 'bathtub':
      return rect(o, 40) + rect({ x: o.x + 90, y: o.y + 90, w: o.w - 180, d: o.d - 180 }, 220, '#fff')
    case 'vanity': {
      const [bx, by] = f.at(L / 2, D * 0.52)
      const [rx, ry] = f.alongX ? [Math.min(260, L * 0.3), D * 0.3] : [D * 0.3, Math.min(260, L * 0.3)]
      return rect(o, 20) + ellipse(bx, by, rx, ry)
    }
    case 'kitchen cabinets': {
      // The counter with a hob (four rings) and a sink, where the 3D model puts them (30% and 70% along).
      const [hx, hy] = f.at(L * 0.3, 300)
      const hob = [-1, 1]
        .flatMap((a) => [-1, 1].map((b) => [a, b]))
        .map(([a, b]) => {
          const [dx, dy] = f.alongX
            ? [(a as number) * 170, (b as number) * 130]
            : [(b as number) * 130, (a as number) * 170]
          return `<circle cx="${n(hx + dx)}" cy="${n(hy + dy)}" r="${(a as number) < 0 ? 85 : 105}" fill="none" stroke="${STROKE}" stroke-width="14"/>`
        })
      return (
        rect(o, 10) +
        rect(f.box(L * 0.3 - 375, 80, 750, 440), 20, '#fff') +
        hob.join('') +
        rect(f.box(L * 0.7 - 400, 90, 800, 420), 60, '#fff')
      )
    }
    case 'washer': {
      const half = L / 2
      return [0, half]
        .map((u) => {
          const [x, y] = f.at(u + half / 2, D / 2)
          return (
            rect(f.box(u + 15, 0, half - 30, D), 30) + ellipse(x, y, Math.min(half, D) * 0.32, Math.min(half, D) * 0.32)
          )
        })
        .join('')
    }
    case 'plant':
    case 'floor lamp':
      return ellipse(cx, cy, o.w / 2, o.d / 2, FILL)
    case 'bookcase':
    case 'media unit':
      return rect(o, 10) + rect(f.box(40, 40, L - 80, D - 80), 0, 'none')
    default:
      return rect(o)
  }
}
