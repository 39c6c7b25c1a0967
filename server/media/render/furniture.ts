// Furniture from the model's boxes. Fabric gets soft edges (cushions), plants become leafy blobs over their pots,
// lamps become round shades and fixtures, art and book rows get their own textures, and a box's face that sits on
// the floor is left out (nothing can see it).
import { innerRect } from '../../demo/house/generate'
import type { House } from '../../demo/house/model'
import type { SceneBuilder } from './builder'
import { hash2 } from './noise'
import { FLAG_ART, FLAG_BOOKS, FLAG_SOFT } from './scene'
import { blob, prism } from './shapes'

export function addFurniture(b: SceneBuilder, house: House, roomIndex: Map<string, number>) {
  let seed = house.seed * 7919
  for (const floor of house.floors) {
    for (const room of floor.rooms) {
      const ri = roomIndex.get(room.id)!
      const inner = innerRect(room.rect, { x: 0, y: 0, w: house.width, d: house.depth })
      for (const piece of room.furniture) {
        for (const part of piece.parts) {
          const mat = b.material(part.material)
          const kind = part.material.kind
          seed++
          if (kind === 'plant') {
            plant(b, part.x, part.y, part.z, part.w, part.d, part.h, seed, mat, ri)
            continue
          }
          if (kind === 'light') {
            lamp(b, part.x, part.y, part.z, part.w, part.d, part.h, floor.level + floor.ceiling, mat, ri)
            continue
          }
          const flags =
            piece.kind === 'art' && part !== piece.parts[0]
              ? FLAG_ART
              : piece.kind === 'bookcase' && kind === 'fabric'
                ? FLAG_BOOKS
                : kind === 'fabric' || kind === 'leather'
                  ? FLAG_SOFT
                  : 0
          const onFloor = part.z <= floor.level + 1 ? 16 : 0
          // Nothing may pass through a wall into the next room (a rug in front of a bed can reach that far).
          const x0 = Math.max(part.x, inner.x)
          const y0 = Math.max(part.y, inner.y)
          const x1 = Math.min(part.x + part.w, inner.x + inner.w)
          const y1 = Math.min(part.y + part.d, inner.y + inner.d)
          if (x1 - x0 < 1 || y1 - y0 < 1) continue
          b.box(x0, y0, part.z, x1, y1, part.z + part.h, mat, ri, flags, onFloor)
        }
      }
    }
  }
}

/** A lamp: a flat round fixture at the ceiling, otherwise a drum shade a little narrower at the top. */
function lamp(
  b: SceneBuilder,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  ceiling: number,
  mat: number,
  room: number,
) {
  const r = Math.min(w, d) / 2
  const cx = x + w / 2
  const cy = y + d / 2
  if (z + h >= ceiling - 5) prism(b, cx, cy, z, ceiling, r, r * 0.92, 12, mat, room)
  else prism(b, cx, cy, z, z + h, r, r * 0.8, 12, mat, room)
}

/** A house plant: a few overlapping leafy blobs filling the model's box. */
function plant(
  b: SceneBuilder,
  x: number,
  y: number,
  z: number,
  w: number,
  d: number,
  h: number,
  seed: number,
  mat: number,
  room: number,
) {
  const cx = x + w / 2
  const cy = y + d / 2
  const r = Math.min(w, d) / 2
  const stem = b.material({ kind: 'bark', color: [0.35, 0.28, 0.2] })
  b.box(cx - 15, cy - 15, z, cx + 15, cy + 15, z + h * 0.5, stem, room)
  blob(b, cx, cy, z + h * 0.62, r * 0.95, r * 0.95, h * 0.4, seed, mat, room)
  for (let i = 0; i < 3; i++) {
    const a = hash2(seed, 100 + i) * Math.PI * 2
    const off = r * 0.45
    blob(
      b,
      cx + Math.cos(a) * off,
      cy + Math.sin(a) * off,
      z + h * (0.3 + 0.12 * i),
      r * 0.6,
      r * 0.6,
      h * 0.28,
      seed + i + 1,
      mat,
      room,
    )
  }
}
