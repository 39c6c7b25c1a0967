// The outside of the house: facade walls (on the footprint plus half the wall thickness) with window and door holes,
// a plinth and corner boards, a gable roof with overhangs and gutters, front stoop, lawn, path, street, hedges,
// trees and a distant tree line, so windows look out on a garden rather than onto a void.
import type { House } from '../../demo/house/model'
import { BARK, FOLIAGE, HEDGE, PAVING, ROAD } from '../../demo/house/palette'
import type { SceneBuilder } from './builder'
import { hash2 } from './noise'
import type { OutdoorInfo } from './outdoor'
import { blob, trunk } from './shapes'
import { type Opening, wallWithHoles } from './walls'

/** Lawn height relative to the ground floor: the house stands on a low plinth. */
export const GROUND_Z = -250
const HALF = 120
const OVERHANG = 450
const RAKE = 300
const ROOF_T = 180

export function addExterior(b: SceneBuilder, house: House): OutdoorInfo {
  const { width: W, depth: D, exterior: ex } = house
  const upper = house.floors[house.floors.length - 1]!
  const zEave = upper.level + upper.ceiling + 300
  const wall = b.material(ex.wall)
  const trim = b.material(ex.trim)
  const stone = b.material({ kind: 'stone', color: [0.55, 0.54, 0.52] })
  const paving = b.material(PAVING)
  // Facades, with every window and outside door of every floor cut out.
  const sides = [
    { axis: 1, at: -HALF, sign: -1, from: -HALF, to: W + HALF, alongX: true, line: 0 },
    { axis: 1, at: D + HALF, sign: 1, from: -HALF, to: W + HALF, alongX: true, line: D },
    { axis: 0, at: -HALF, sign: -1, from: -HALF, to: D + HALF, alongX: false, line: 0 },
    { axis: 0, at: W + HALF, sign: 1, from: -HALF, to: D + HALF, alongX: false, line: W },
  ] as const
  for (const s of sides) {
    const holes: Opening[] = []
    for (const f of house.floors) {
      for (const w of f.windows)
        if (w.span.alongX === s.alongX && w.span.at === s.line)
          holes.push({ from: w.span.from, to: w.span.to, z0: f.level + w.sill, z1: f.level + w.head })
      for (const d of f.doors)
        if (d.rooms[1] === 'outside' && d.span.alongX === s.alongX && d.span.at === s.line)
          holes.push({ from: d.span.from, to: d.span.to, z0: f.level, z1: f.level + d.height })
    }
    wallWithHoles(b, s.axis, s.at, s.sign, s.from, s.to, -60, zEave, holes, wall, -1)
    // The plinth: a stone band a little proud of the wall, and its ledge.
    const pa = s.at + s.sign * 25
    b.rect(s.axis, pa, s.from - 25, s.to + 25, GROUND_Z - 10, -30, s.sign, stone, -1)
    if (s.axis === 1) b.rect(2, -30, s.from - 25, s.to + 25, Math.min(s.at, pa), Math.max(s.at, pa), 1, stone, -1)
    else b.rect(2, -30, Math.min(s.at, pa), Math.max(s.at, pa), s.from - 25, s.to + 25, 1, stone, -1)
  }
  // Corner boards hide the corner seams and read as real cladding detail.
  for (const [x, y] of [
    [-HALF, -HALF],
    [W + HALF, -HALF],
    [-HALF, D + HALF],
    [W + HALF, D + HALF],
  ] as const) {
    const sx = x < 0 ? -1 : 1
    const sy = y < 0 ? -1 : 1
    const [x0, x1] = [Math.min(x + sx * 22, x - sx * 110), Math.max(x + sx * 22, x - sx * 110)]
    const [y0, y1] = [Math.min(y + sy * 22, y - sy * 110), Math.max(y + sy * 22, y - sy * 110)]
    b.box(x0, y0, -30, x1, y1, zEave, trim, -1)
  }
  const roof = addRoof(b, house, zEave, wall, trim)
  addGrounds(b, house, stone, paving)
  const crowns = addTrees(b, house)
  return {
    ground: GROUND_Z,
    house: [-HALF, -HALF, GROUND_Z, W + HALF, D + HALF, zEave],
    eave: zEave,
    roof,
    crowns,
    hedges: hedgeBoxes(house),
  }
}

/** The gable roof (ridge east–west) with rake and eave overhangs; returns its top faces for sun shadows. */
function addRoof(b: SceneBuilder, house: House, zEave: number, wall: number, trim: number): number[][] {
  const { width: W, depth: D, exterior: ex } = house
  const p = ex.roofPitch
  const roofMat = b.material(ex.roof)
  const gutter = b.material({ kind: 'metal', color: [0.9, 0.9, 0.88] })
  const hs = D / 2 + HALF
  const ym = D / 2
  const zR = zEave + p * hs
  const xL = -HALF - RAKE
  const xR = W + HALF + RAKE
  const tops: number[][] = []
  for (const side of [-1, 1]) {
    const yE = side < 0 ? -HALF - OVERHANG : D + HALF + OVERHANG
    const zE = zEave - p * OVERHANG
    const ny = side * p
    const top = [xL, yE, zE + ROOF_T, xR, yE, zE + ROOF_T, xR, ym, zR + ROOF_T, xL, ym, zR + ROOF_T]
    b.poly(top, 0, ny, 1, roofMat, -1)
    tops.push(top)
    b.poly([xL, yE, zE, xR, yE, zE, xR, ym, zR, xL, ym, zR], 0, -ny, -1, trim, -1)
    b.rect(1, yE, xL, xR, zE, zE + ROOF_T, side, trim, -1)
    for (const [x, sx] of [
      [xL, -1],
      [xR, 1],
    ] as const) {
      b.poly([x, yE, zE, x, ym, zR, x, ym, zR + ROOF_T, x, yE, zE + ROOF_T], sx, 0, 0, trim, -1)
    }
    const [g0, g1] = side < 0 ? [yE - 110, yE] : [yE, yE + 110]
    b.box(xL + 20, g0, zE - 20, xR - 20, g1, zE + 90, gutter, -1)
    // The gable: wall cladding up to the roof's underside.
    const gx = side < 0 ? -HALF : W + HALF
    b.poly([gx, -HALF, zEave, gx, D + HALF, zEave, gx, ym, zR], side, 0, 0, wall, -1)
  }
  b.box(xL, ym - 130, zR + ROOF_T - 50, xR, ym + 130, zR + ROOF_T + 40, roofMat, -1)
  return tops
}

function addGrounds(b: SceneBuilder, house: House, stone: number, paving: number) {
  const { width: W, exterior: ex } = house
  const { lot, street } = ex
  const grass = b.material(ex.ground)
  const road = b.material(ROAD)
  const G = GROUND_Z
  b.rect(2, G, lot.x, lot.x + lot.w, lot.y, lot.y + lot.d, 1, grass, -1)
  // Fields to the horizon, just under the lot so their shared edges cannot crack.
  const far = 2_500_000
  b.rect(2, G - 15, -far, far, -far, far, 1, grass, -1)
  const roadN = street.y + street.d - 2600
  const roadRef = b.addRef(street.x, street.y + 600, G, street.x + street.w, roadN, G)
  b.rect(2, G - 6, street.x, street.x + street.w, street.y + 600, roadN, 1, road, -1, roadRef)
  b.box(street.x, roadN, G - 15, street.x + street.w, roadN + 150, G + 90, stone, -1)
  b.rect(2, G + 4, street.x, street.x + street.w, lot.y - 2000, lot.y - 500, 1, paving, -1)
  // Front door: a stoop, a step and a path down to the sidewalk.
  for (const floor of house.floors) {
    for (const d of floor.doors) {
      if (d.rooms[1] !== 'outside' || !d.span.alongX) continue
      const front = d.span.at === 0
      const o = front ? -1 : 1
      const yFace = d.span.at + o * HALF
      const deep = front ? 1500 : 1100
      const [a0, a1] = [d.span.from - 450, d.span.to + 450]
      const [y0, y1] = [Math.min(yFace, yFace + o * deep), Math.max(yFace, yFace + o * deep)]
      b.box(a0, y0, G - 10, a1, y1, -30, paving, -1)
      const [s0, s1] = [
        Math.min(yFace + o * deep, yFace + o * (deep + 340)),
        Math.max(yFace + o * deep, yFace + o * (deep + 340)),
      ]
      b.box(a0 + 80, s0, G - 10, a1 - 80, s1, (G - 30) / 2, paving, -1)
      if (front) {
        const cx = (d.span.from + d.span.to) / 2
        b.rect(2, G + 6, cx - 600, cx + 600, lot.y - 500, s0, 1, paving, -1)
      }
    }
  }
  // Hedges along the back and sides of the lot.
  const hedge = b.material(HEDGE)
  for (const h of hedgeBoxes(house)) b.box(h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, hedge, -1)
  // Foundation shrubs either side of the front path.
  const foliage = b.material(FOLIAGE)
  const doorX = house.outsideSpots[0]?.x ?? W / 2
  for (let x = 500; x < W; x += 1700) {
    if (Math.abs(x - doorX) < 1500) continue
    const r = 450 + 200 * hash2(house.seed, x)
    blob(b, x, -HALF - 650, G + r * 0.7, r * 1.2, r, r * 0.95, house.seed + x, foliage, -1, true)
  }
}

export function hedgeBoxes(house: House): number[][] {
  const { lot } = house.exterior
  const z0 = GROUND_Z
  const z1 = GROUND_Z + 1300
  return [
    [lot.x, lot.y + lot.d - 900, z0, lot.x + lot.w, lot.y + lot.d, z1],
    [lot.x, lot.y + 6000, z0, lot.x + 900, lot.y + lot.d - 900, z1],
    [lot.x + lot.w - 900, lot.y + 6000, z0, lot.x + lot.w, lot.y + lot.d - 900, z1],
  ]
}

/** The lot's trees and a ring of distant ones; returns the crowns as spheres (x, y, z, r) for shadows. */
function addTrees(b: SceneBuilder, house: House): number[] {
  const bark = b.material(BARK)
  const leaves = b.material(FOLIAGE)
  const crowns: number[] = []
  const G = GROUND_Z
  const tree = (x: number, y: number, h: number, r: number, seed: number, casts: boolean) => {
    trunk(b, x, y, G, G + h * 0.6, r * 0.09, r * 0.05, bark, -1)
    // Crowns start well above head height, so trees have trunks and windows see through under them.
    const cz = Math.max(G + h - r * 0.95, G + 2600 + r * 1.05)
    blob(b, x, y, cz, r * 0.9, r * 0.9, r * 0.85, seed, leaves, -1, false, !casts)
    // Lumps around the crown break its outline up like clumps of leaves.
    const lumps = casts ? 9 : 2
    for (let i = 0; i < lumps; i++) {
      const a = hash2(seed, i) * Math.PI * 2 + i * 2.4
      const up = (hash2(seed, i + 20) - 0.35) * 0.9
      const rr = r * (0.38 + 0.2 * hash2(seed, i + 9))
      const reach = r * 0.62 * Math.sqrt(1 - up * up)
      const [bx, by, bz] = [x + Math.cos(a) * reach, y + Math.sin(a) * reach, cz + up * r * 0.7]
      blob(b, bx, by, bz, rr, rr, rr * 0.85, seed + i + 1, leaves, -1, false, true)
    }
    // Only the lot's own trees cast shadows that matter; testing far ones would cost every outdoor pixel.
    if (casts) crowns.push(x, y, cz, r * 1.05)
  }
  house.exterior.trees.forEach((t, i) => {
    // A crown keeps a metre and a half off the walls, so upstairs windows look past it rather than into it.
    const gapX = Math.max(-HALF - t.x, t.x - house.width - HALF, 0)
    const gapY = Math.max(-HALF - t.y, t.y - house.depth - HALF, 0)
    const r = Math.max(1200, Math.min(t.radius, Math.hypot(gapX, gapY) - 1500))
    tree(t.x, t.y, t.height, r, house.seed * 31 + i, true)
  })
  const cx = house.width / 2
  const cy = house.depth / 2
  const { street } = house.exterior
  for (let i = 0; i < 44; i++) {
    const a = (i / 44) * Math.PI * 2 + hash2(house.seed, i) * 0.12
    const dist = 42000 + 40000 * hash2(house.seed + 1, i)
    const x = cx + Math.cos(a) * dist
    const y = cy + Math.sin(a) * dist
    if (y > street.y - 1500 && y < street.y + street.d + 1500) continue
    const h = 9000 + 8000 * hash2(house.seed + 2, i)
    tree(x, y, h, h * 0.32, house.seed * 97 + i, false)
  }
  return crowns
}
