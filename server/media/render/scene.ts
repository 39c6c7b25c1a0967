// The renderer's scene: every surface of the house as a planar convex polygon in flat typed arrays (the rasteriser
// walks them once per view), each with a material, an outward normal and the room whose lighting it takes (-1 =
// outdoors). Polygons are one-sided: back faces are culled, so the two faces of a wall never fight.
import type { RoomInfo } from './lighting'
import type { OutdoorInfo } from './outdoor'

/** Material kinds: the model's, plus window glass seen from outside (renderer-only). */
export const KINDS = [
  'paint',
  'wood',
  'tile',
  'carpet',
  'stone',
  'fabric',
  'leather',
  'metal',
  'ceramic',
  'glass',
  'plant',
  'screen',
  'light',
  'siding',
  'brick',
  'roof',
  'grass',
  'paving',
  'road',
  'bark',
  'foliage',
  'windowGlass',
] as const
export type Kind = (typeof KINDS)[number]
export const K = Object.fromEntries(KINDS.map((k, i) => [k, i])) as Record<Kind, number>

export interface MatInfo {
  readonly kind: number
  /** Linear albedo. */
  readonly r: number
  readonly g: number
  readonly b: number
  readonly scale: number
}

/** Polygon flags. The low two bits are the wood grain axis (0 x, 1 y, 2 z). */
export const FLAG_SMOOTH = 4 // shade with a normal from the reference box's centre (foliage blobs)
export const FLAG_SOFT = 8 // darken towards the reference box's edges (cushions, mattresses)
export const FLAG_SHARED = 16 // spans rooms (the staircase): never limited to another room's openings
export const FLAG_ART = 32 // a painting: an abstract picture across the reference box
export const FLAG_BOOKS = 64 // a row of books: spines across the reference box

export interface Scene {
  readonly verts: Float64Array
  readonly polyStart: Int32Array
  readonly polyLen: Uint8Array
  readonly normal: Float64Array
  readonly planeD: Float64Array
  readonly mat: Uint16Array
  readonly room: Int16Array
  /** Index of the box (or blob bounds) the polygon belongs to in `refs`, or -1. */
  readonly ref: Int32Array
  readonly flags: Uint8Array
  readonly polyCount: number
  /** Bounding sphere per polygon (x, y, z, r), for frustum culling. */
  readonly bound: Float64Array
  /**
   * 1 for indoor polygons whose texture is too faint to need every pixel (paint, metal, porcelain): their albedo is
   * taken with the light, once per 2×2 block.
   */
  readonly flat: Uint8Array
  /** Bounds of boxes and blobs: x0, y0, z0, x1, y1, z1. */
  readonly refs: Float64Array
  readonly materials: ReadonlyArray<MatInfo>
  readonly rooms: RoomInfo[]
  readonly outdoor: OutdoorInfo
}
