// The smooth part of indoor light (window and doorway form factors, lamps, bounce, darkening towards the room's
// edges), evaluated on a lazily filled grid per room and per axis-aligned normal and interpolated trilinearly: the
// exact polygon form factors cost too much to evaluate per pixel. Grids live on the RoomInfo, so every view of a
// house shares them.
import type { RoomInfo } from './lighting'
import { evaluate } from './lightsource'

const SPACING = 150
const MARGIN = 3

export interface LightGrid {
  readonly ox: number
  readonly oy: number
  readonly oz: number
  readonly hx: number
  readonly hy: number
  readonly hz: number
  readonly nx: number
  readonly ny: number
  readonly nz: number
  readonly data: Array<Float32Array | undefined>
  readonly done: Array<Uint8Array | undefined>
  /** The corners of the cell last looked up (cell index × 6 + normal). */
  lastCell: number
  readonly last: Float64Array
}

function gridOf(info: RoomInfo): LightGrid {
  let g = info.grid
  if (g) return g
  const [x0, y0, z0, x1, y1, z1] = info.box as unknown as [number, number, number, number, number, number]
  const cells = (len: number) => Math.max(1, Math.ceil(len / SPACING))
  const [cx, cy, cz] = [cells(x1 - x0), cells(y1 - y0), cells(z1 - z0)]
  const [hx, hy, hz] = [(x1 - x0) / cx, (y1 - y0) / cy, (z1 - z0) / cz]
  g = {
    ox: x0 - MARGIN * hx,
    oy: y0 - MARGIN * hy,
    oz: z0 - MARGIN * hz,
    hx,
    hy,
    hz,
    nx: cx + 2 * MARGIN + 1,
    ny: cy + 2 * MARGIN + 1,
    nz: cz + 2 * MARGIN + 1,
    data: [],
    done: [],
    lastCell: -1,
    last: new Float64Array(24),
  }
  info.grid = g
  return g
}

/** Adds the smooth indoor light for axis normal k at (x, y, z), times `w`, into out. */
export function roomLight(info: RoomInfo, k: number, x: number, y: number, z: number, w: number, out: Float64Array) {
  const g = info.grid ?? gridOf(info)
  let fx = (x - g.ox) / g.hx
  let fy = (y - g.oy) / g.hy
  let fz = (z - g.oz) / g.hz
  fx = fx < 0 ? 0 : fx > g.nx - 1.001 ? g.nx - 1.001 : fx
  fy = fy < 0 ? 0 : fy > g.ny - 1.001 ? g.ny - 1.001 : fy
  fz = fz < 0 ? 0 : fz > g.nz - 1.001 ? g.nz - 1.001 : fz
  const ix = fx | 0
  const iy = fy | 0
  const iz = fz | 0
  const tx = fx - ix
  const ty = fy - iy
  const tz = fz - iz
  // Neighbouring pixels mostly fall in the same cell: keep its eight corners at hand.
  const cell = ((iz * g.ny + iy) * g.nx + ix) * 6 + k
  const v = g.last
  if (g.lastCell !== cell) {
    loadCorners(info, g, k, ix, iy, iz, v)
    g.lastCell = cell
  }
  const ux = 1 - tx
  const uy = 1 - ty
  const uz = 1 - tz
  const w0 = ux * uy * uz
  const w1 = tx * uy * uz
  const w2 = ux * ty * uz
  const w3 = tx * ty * uz
  const w4 = ux * uy * tz
  const w5 = tx * uy * tz
  const w6 = ux * ty * tz
  const w7 = tx * ty * tz
  for (let c = 0; c < 3; c++) {
    out[c]! +=
      w *
      (w0 * v[c]! +
        w1 * v[3 + c]! +
        w2 * v[6 + c]! +
        w3 * v[9 + c]! +
        w4 * v[12 + c]! +
        w5 * v[15 + c]! +
        w6 * v[18 + c]! +
        w7 * v[21 + c]!)
  }
}

/** Copies (evaluating where still missing) the light at a cell's eight corners into v. */
function loadCorners(info: RoomInfo, g: LightGrid, k: number, ix: number, iy: number, iz: number, v: Float64Array) {
  let data = g.data[k]
  let done = g.done[k]
  if (!data || !done) {
    data = g.data[k] = new Float32Array(g.nx * g.ny * g.nz * 3)
    done = g.done[k] = new Uint8Array(g.nx * g.ny * g.nz)
  }
  for (let c = 0; c < 8; c++) {
    const cx = ix + (c & 1)
    const cy = iy + ((c >> 1) & 1)
    const cz = iz + (c >> 2)
    const idx = (cz * g.ny + cy) * g.nx + cx
    if (!done[idx]) {
      evaluate(info, k, g.ox + cx * g.hx, g.oy + cy * g.hy, g.oz + cz * g.hz, data, idx * 3)
      done[idx] = 1
    }
    v[3 * c] = data[idx * 3]!
    v[3 * c + 1] = data[idx * 3 + 1]!
    v[3 * c + 2] = data[idx * 3 + 2]!
  }
}
