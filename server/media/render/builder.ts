// Builds a Scene: polygons arrive as flat vertex lists with the side they face, materials as the model's (sRGB)
// colours; build() freezes everything into typed arrays with bounding spheres for culling.
import type { Material } from '../../demo/house/model'
import type { RoomInfo } from './lighting'
import type { OutdoorInfo } from './outdoor'
import { FLAG_ART, FLAG_BOOKS, FLAG_SHARED, FLAG_SOFT, K, type Kind, type MatInfo, type Scene } from './scene'

const srgbToLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)

export class SceneBuilder {
  private readonly verts: number[] = []
  private readonly polyStart: number[] = []
  private readonly polyLen: number[] = []
  private readonly normal: number[] = []
  private readonly planeD: number[] = []
  private readonly mats: number[] = []
  private readonly rooms: number[] = []
  private readonly refIds: number[] = []
  private readonly flagList: number[] = []
  private readonly refs: number[] = []
  private readonly materials: MatInfo[] = []
  private readonly matIndex = new Map<string, number>()

  /** Registers a material (colours arrive as sRGB and are stored linear); equal materials share an index. */
  material(m: Material | { kind: Kind; color: readonly [number, number, number]; scale?: number }): number {
    const key = `${m.kind}|${m.color.join(',')}|${m.scale ?? 0}`
    const known = this.matIndex.get(key)
    if (known !== undefined) return known
    const [r, g, b] = m.color.map(srgbToLinear) as [number, number, number]
    this.materials.push({ kind: K[m.kind], r, g, b, scale: m.scale ?? 0 })
    this.matIndex.set(key, this.materials.length - 1)
    return this.materials.length - 1
  }

  /** Adds bounds to the reference list (for AO exclusion, soft edges, smooth normals); returns the index. */
  addRef(x0: number, y0: number, z0: number, x1: number, y1: number, z1: number): number {
    this.refs.push(x0, y0, z0, x1, y1, z1)
    return this.refs.length / 6 - 1
  }

  /**
   * Adds a convex polygon (flat x, y, z list). Its vertex order is fixed up so its normal points along `facing`,
   * so callers say which way a face looks instead of getting winding right.
   */
  poly(p: ArrayLike<number>, fx: number, fy: number, fz: number, mat: number, room: number, ref = -1, flags = 0) {
    const n = p.length / 3
    let nx = 0
    let ny = 0
    let nz = 0
    for (let i = 0; i < n; i++) {
      const j = (i + 1) % n
      const [x0, y0, z0, x1, y1, z1] = [
        p[3 * i]!,
        p[3 * i + 1]!,
        p[3 * i + 2]!,
        p[3 * j]!,
        p[3 * j + 1]!,
        p[3 * j + 2]!,
      ]
      nx += (y0 - y1) * (z0 + z1)
      ny += (z0 - z1) * (x0 + x1)
      nz += (x0 - x1) * (y0 + y1)
    }
    const len = Math.hypot(nx, ny, nz)
    if (len < 1e-6) return
    const flip = nx * fx + ny * fy + nz * fz < 0
    this.polyStart.push(this.verts.length / 3)
    this.polyLen.push(n)
    for (let k = 0; k < n; k++) {
      const i = flip ? n - 1 - k : k
      this.verts.push(p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!)
    }
    const s = flip ? -1 / len : 1 / len
    this.normal.push(nx * s, ny * s, nz * s)
    this.planeD.push((nx * p[0]! + ny * p[1]! + nz * p[2]!) * s)
    this.mats.push(mat)
    this.rooms.push(room)
    this.refIds.push(ref)
    this.flagList.push(flags)
  }

  /**
   * An axis-aligned rectangle in the plane `axis` = `at` (0 x, 1 y, 2 z), spanning a0..a1 and b0..b1 on the other
   * two axes in order (x-plane: y, z; y-plane: x, z; z-plane: x, y), facing the `sign` side.
   */
  rect(
    axis: number,
    at: number,
    a0: number,
    a1: number,
    b0: number,
    b1: number,
    sign: number,
    mat: number,
    room: number,
    ref = -1,
    flags = 0,
  ) {
    if (a1 - a0 < 0.01 || b1 - b0 < 0.01) return
    const q =
      axis === 0
        ? [at, a0, b0, at, a1, b0, at, a1, b1, at, a0, b1]
        : axis === 1
          ? [a0, at, b0, a1, at, b0, a1, at, b1, a0, at, b1]
          : [a0, b0, at, a1, b0, at, a1, b1, at, a0, b1, at]
    this.poly(q, axis === 0 ? sign : 0, axis === 1 ? sign : 0, axis === 2 ? sign : 0, mat, room, ref, flags)
  }

  /** An axis-aligned box; `skip` leaves faces out (bit order: -x, +x, -y, +y, -z, +z). Returns its ref index. */
  box(
    x0: number,
    y0: number,
    z0: number,
    x1: number,
    y1: number,
    z1: number,
    mat: number,
    room: number,
    flags = 0,
    skip = 0,
  ) {
    const ref = this.addRef(x0, y0, z0, x1, y1, z1)
    const grain = flags & 3 ? flags & 3 : x1 - x0 >= y1 - y0 ? (z1 - z0 > x1 - x0 ? 2 : 0) : z1 - z0 > y1 - y0 ? 2 : 1
    const f = (flags & ~3) | grain
    if (!(skip & 1)) this.rect(0, x0, y0, y1, z0, z1, -1, mat, room, ref, f)
    if (!(skip & 2)) this.rect(0, x1, y0, y1, z0, z1, 1, mat, room, ref, f)
    if (!(skip & 4)) this.rect(1, y0, x0, x1, z0, z1, -1, mat, room, ref, f)
    if (!(skip & 8)) this.rect(1, y1, x0, x1, z0, z1, 1, mat, room, ref, f)
    if (!(skip & 16)) this.rect(2, z0, x0, x1, y0, y1, -1, mat, room, ref, f)
    if (!(skip & 32)) this.rect(2, z1, x0, x1, y0, y1, 1, mat, room, ref, f)
    return ref
  }

  get count() {
    return this.polyLen.length
  }

  /** Marks polygons from index `from` on as spanning rooms (FLAG_SHARED). */
  markShared(from: number) {
    for (let p = from; p < this.flagList.length; p++) this.flagList[p]! |= FLAG_SHARED
  }

  build(rooms: RoomInfo[], outdoor: OutdoorInfo): Scene {
    const bound = new Float64Array(this.polyLen.length * 4)
    for (let p = 0; p < this.polyLen.length; p++) {
      const s = this.polyStart[p]!
      const n = this.polyLen[p]!
      let [x, y, z] = [0, 0, 0]
      for (let i = 0; i < n; i++) {
        x += this.verts[3 * (s + i)]! / n
        y += this.verts[3 * (s + i) + 1]! / n
        z += this.verts[3 * (s + i) + 2]! / n
      }
      let r = 0
      for (let i = 0; i < n; i++) {
        const d = Math.hypot(
          this.verts[3 * (s + i)]! - x,
          this.verts[3 * (s + i) + 1]! - y,
          this.verts[3 * (s + i) + 2]! - z,
        )
        if (d > r) r = d
      }
      bound.set([x, y, z, r], 4 * p)
    }
    const flat = new Uint8Array(this.polyLen.length)
    const smooth = new Set<number>([K.paint, K.metal, K.ceramic])
    for (let p = 0; p < flat.length; p++) {
      const plain = !(this.flagList[p]! & (FLAG_ART | FLAG_BOOKS | FLAG_SOFT))
      flat[p] = this.rooms[p]! >= 0 && plain && smooth.has(this.materials[this.mats[p]!]!.kind) ? 1 : 0
    }
    return {
      bound,
      flat,
      verts: Float64Array.from(this.verts),
      polyStart: Int32Array.from(this.polyStart),
      polyLen: Uint8Array.from(this.polyLen),
      normal: Float64Array.from(this.normal),
      planeD: Float64Array.from(this.planeD),
      mat: Uint16Array.from(this.mats),
      room: Int16Array.from(this.rooms),
      ref: Int32Array.from(this.refIds),
      flags: Uint8Array.from(this.flagList),
      polyCount: this.polyLen.length,
      refs: Float64Array.from(this.refs),
      materials: this.materials,
      rooms,
      outdoor,
    }
  }
}
