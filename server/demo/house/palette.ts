// Finishes the generator chooses from: each house gets one coherent palette (a wall colour family, a floor wood, a
// kitchen, fabrics), so its rooms look designed rather than random.
import type { Material } from './model'
import type { Random } from './random'

type Rgb = readonly [number, number, number]
const hex = (value: string): Rgb => {
  const n = Number.parseInt(value.slice(1), 16)
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}
const m = (kind: Material['kind'], color: string, scale?: number): Material =>
  scale === undefined ? { kind, color: hex(color) } : { kind, color: hex(color), scale }

export interface Palette {
  readonly wall: Material
  readonly accentWall: Material
  readonly bathWall: Material
  readonly ceiling: Material
  readonly woodFloor: Material
  readonly tileFloor: Material
  readonly bathFloor: Material
  readonly carpet: Material
  readonly cabinet: Material
  readonly counter: Material
  readonly sofa: Material
  readonly cushion: Material
  readonly rug: Material
  readonly furnitureWood: Material
  readonly darkWood: Material
  readonly metal: Material
  readonly bedding: Material
  readonly throwBlanket: Material
  readonly porcelain: Material
  readonly mirror: Material
  readonly screen: Material
  readonly plant: Material
  readonly pot: Material
  readonly lamp: Material
  readonly art: ReadonlyArray<Material>
  readonly books: ReadonlyArray<Material>
  readonly exteriorWall: Material
  readonly trim: Material
  readonly roof: Material
  readonly door: Material
}

const WALLS = [
  ['#efebe4', '#d9d2c5'],
  ['#e9ebe6', '#c9d3c6'],
  ['#eceeef', '#c3ccd4'],
  ['#f1ede6', '#e0cdb8'],
] as const
const WOODS = ['#b88a5a', '#9c6b43', '#c9a27a', '#7a553a'] as const
const CARPETS = ['#c8bfb0', '#b5b2ad', '#cbc3b8'] as const
const CABINETS = ['#f2f1ed', '#2f3e52', '#8fa08a', '#a77d55', '#3b3b3b'] as const
const SOFAS = ['#8a8f96', '#3e4a5c', '#7b7d5a', '#b98e63', '#d8d2c6'] as const
const CUSHIONS = ['#c9a46a', '#e6dccb', '#a45a4a', '#5f7a8a'] as const
const RUGS = ['#d9cbb5', '#a9b2b8', '#c7b29b', '#8d8277'] as const
const THROWS = ['#4d6a80', '#b5654d', '#7f8c6d', '#c9a46a'] as const
const ART = ['#c2643f', '#3f6e8c', '#e0b44a', '#6e8f5d', '#9b4f6c', '#2f4858'] as const
const BOOKS = ['#8c3b2f', '#2f4f6f', '#d4a73a', '#4d6b4a', '#e6e0d4', '#5a4a6b'] as const
const SIDINGS = ['#f3f1ec', '#8a949b', '#34495e', '#9aa58f', '#c9b79c'] as const
const ROOFS = ['#3c3f44', '#5b4a3f', '#4a5058'] as const

export function pickPalette(random: Random): Palette {
  const [wall, accent] = random.pick(WALLS)
  const wood = random.pick(WOODS)
  const siding = random.pick(SIDINGS)
  return {
    wall: m('paint', wall),
    accentWall: m('paint', accent),
    bathWall: m('tile', '#f4f4f2', 300),
    ceiling: m('paint', '#f7f7f5'),
    woodFloor: m('wood', wood, random.pick([140, 180, 220])),
    tileFloor: m('tile', random.pick(['#d9d6d0', '#c9c6c1', '#e4e1dc']), random.pick([600, 450])),
    bathFloor: m('tile', random.pick(['#cfd3d6', '#e3dfd8', '#b9bcbf']), 300),
    carpet: m('carpet', random.pick(CARPETS)),
    cabinet: m('paint', random.pick(CABINETS)),
    counter: m('stone', random.pick(['#ecebe7', '#d8d6d1', '#2e2e30'])),
    sofa: m('fabric', random.pick(SOFAS)),
    cushion: m('fabric', random.pick(CUSHIONS)),
    rug: m('carpet', random.pick(RUGS)),
    furnitureWood: m('wood', random.pick(['#c49a6c', '#a47148', '#d2b48c']), 0),
    darkWood: m('wood', random.pick(['#5a3e2b', '#4a3526', '#6b4a33']), 0),
    metal: m('metal', random.pick(['#2b2b2b', '#b08d57'])),
    bedding: m('fabric', '#f4f2ee'),
    throwBlanket: m('fabric', random.pick(THROWS)),
    porcelain: m('ceramic', '#f8f8f6'),
    mirror: m('glass', '#c9d6df'),
    screen: m('screen', '#141619'),
    plant: m('plant', random.pick(['#4f7a43', '#5d8a4e', '#3f6b3a'])),
    pot: m('ceramic', random.pick(['#d8cfc4', '#a0522d', '#2f2f2f'])),
    lamp: m('light', '#fff3dc'),
    art: random.shuffle(ART).map((c) => m('paint', c)),
    books: BOOKS.map((c) => m('fabric', c)),
    exteriorWall: m(random.chance(0.25) ? 'brick' : 'siding', siding, 180),
    trim: m('paint', '#f5f5f2'),
    roof: m('roof', random.pick(ROOFS), 250),
    door: m('paint', random.pick(['#2f3e52', '#7a2e2e', '#2b2b2b', '#3f5f4a'])),
  }
}

export const GRASS = m('grass', '#6f9a4f')
export const PAVING = m('paving', '#c9c4bb', 600)
export const ROAD = m('road', '#5d6166')
export const BARK = m('bark', '#5b4636')
export const FOLIAGE = m('foliage', '#557f45')
export const HEDGE = m('foliage', '#4a7140')
