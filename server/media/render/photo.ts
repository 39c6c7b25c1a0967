// Listing photos: render any aimed camera, and plan the shoot: one wide shot per room worth showing, taken the way
// a photographer would (from a corner or just inside a doorway, at chest height, across the room's diagonal,
// level with a shifted lens), plus the front from the street and a three-quarter view.
import { innerRect } from '../../demo/house/generate'
import type { House, HouseFloor, Room } from '../../demo/house/model'
import { eyeRoomFor, sceneFor } from './build'
import { lookAt } from './camera'
import { jpeg } from './encode'
import { GROUND_Z } from './exterior'
import { autoExposure, toneMap } from './tonemap'
import { renderHdr, type Vec3 } from './view'

export interface PhotoCamera {
  readonly eye: Vec3
  readonly target: Vec3
  readonly hfovDeg: number
}

export interface PlannedPhoto {
  readonly roomId: string | null
  readonly roomName: string
  readonly camera: PhotoCamera
}

export async function renderPhoto(house: House, camera: PhotoCamera, width: number, height: number): Promise<Buffer> {
  const scene = sceneFor(house)
  const { eye } = camera
  const cam = lookAt(eye, camera.target, camera.hfovDeg, width / height)
  const hdr = renderHdr(scene, cam, width, height, eyeRoomFor(scene, house, eye.x, eye.y, eye.z))
  return jpeg(toneMap(hdr, autoExposure([hdr], 0.45)), width, height, 85)
}

const EYE_HEIGHT = 1400
// Closets and laundry rooms are too cramped for a flattering wide shot; listings leave them out too.
const SKIP = new Set(['closet', 'laundry'])

export function planPhotos(house: House): PlannedPhoto[] {
  const shots: PlannedPhoto[] = []
  for (const floor of house.floors) {
    for (const room of floor.rooms) {
      if (SKIP.has(room.kind)) continue
      const camera = roomShot(house, floor, room)
      if (camera) shots.push({ roomId: room.id, roomName: room.name, camera })
    }
  }
  shots.push(...exteriorShots(house))
  return shots
}

/** The best of the corner and doorway positions: clear of furniture, looking the longest way, windows in view. */
function roomShot(house: House, floor: HouseFloor, room: Room): PhotoCamera | undefined {
  const r = innerRect(room.rect, { x: 0, y: 0, w: house.width, d: house.depth })
  const z = floor.level + EYE_HEIGHT
  const inset = Math.min(450, r.w / 4, r.d / 4)
  const candidates: Array<{ eye: Vec3; target: Vec3 }> = []
  for (const [fx, fy] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const) {
    const eye = { x: fx ? r.x + r.w - inset : r.x + inset, y: fy ? r.y + r.d - inset : r.y + inset, z }
    const target = { x: fx ? r.x + r.w * 0.2 : r.x + r.w * 0.8, y: fy ? r.y + r.d * 0.2 : r.y + r.d * 0.8, z: z - 450 }
    candidates.push({ eye, target })
  }
  for (const door of floor.doors) {
    // Not in a doorway whose open leaf stands right beside the camera.
    if (!door.rooms.includes(room.id) || (door.leaf && door.rooms[0] === room.id)) continue
    const mid = (door.span.from + door.span.to) / 2
    const centre = { x: r.x + r.w / 2, y: r.y + r.d / 2 }
    const eye = door.span.alongX
      ? { x: mid, y: door.span.at < centre.y ? r.y + 250 : r.y + r.d - 250, z }
      : { x: door.span.at < centre.x ? r.x + 250 : r.x + r.w - 250, y: mid, z }
    // Aim past the room's centre, away from the door.
    candidates.push({
      eye,
      target: {
        x: 2 * centre.x - eye.x * 0.5 - centre.x * 0.5,
        y: 2 * centre.y - eye.y * 0.5 - centre.y * 0.5,
        z: z - 450,
      },
    })
  }
  const boxes = room.furniture.flatMap((f) => f.parts).filter((p) => p.h >= 30 && p.z + p.h > floor.level + 200)
  // The staircase and the guard around its well are in the way too.
  const st = house.stairs.rect
  if (st.x >= r.x - 200 && st.x + st.w <= r.x + r.w + 200 && st.y >= r.y - 200 && st.y + st.d <= r.y + r.d + 200) {
    const upper = floor.id === house.stairs.floors[1]
    boxes.push({
      x: st.x - 100,
      y: st.y - 100,
      z: floor.level,
      w: st.w + 200,
      d: st.d + 100,
      h: upper ? 1000 : 2800,
      material: room.wallMaterial,
    })
  }
  // Open door leaves stand in the room too (see openings.ts): keep the camera off them.
  for (const d of floor.doors) {
    if (!d.leaf || d.rooms[0] !== room.id || d.rooms[1] === 'outside') continue
    const width = d.span.to - d.span.from
    const into = (d.span.alongX ? r.y + r.d / 2 : r.x + r.w / 2) > d.span.at ? 1 : -1
    const c0 = Math.min(d.span.at, d.span.at + into * (width + 60))
    const [a0, a1] = [d.span.from - 150, d.span.from + 300]
    boxes.push(
      d.span.alongX
        ? { x: a0, y: c0, z: floor.level, w: a1 - a0, d: width + 60, h: d.height, material: room.wallMaterial }
        : { x: c0, y: a0, z: floor.level, w: width + 60, d: a1 - a0, h: d.height, material: room.wallMaterial },
    )
  }
  const windows = floor.windows.filter((w) => w.room === room.id)
  let best: { score: number; camera: PhotoCamera } | undefined
  for (const c of candidates) {
    // Standing in or right against furniture is not possible; anything large just ahead would fill the frame.
    const gapTo = (b: { x: number; y: number; w: number; d: number }) =>
      Math.max(b.x - c.eye.x, c.eye.x - (b.x + b.w), b.y - c.eye.y, c.eye.y - (b.y + b.d), 0)
    if (boxes.some((b) => gapTo(b) < 250)) continue
    // Anything waist-high close in front, or a door leaf anywhere near, spoils the frame.
    const inTheWay = boxes.filter((b) => {
      const gap = gapTo(b)
      const reach = b.h >= 2000 ? 3500 : 1400
      return gap < reach && b.z + b.h > floor.level + 600 && intrudes(c, b)
    }).length
    const dx = c.target.x - c.eye.x
    const dy = c.target.y - c.eye.y
    const reach = Math.hypot(dx, dy)
    let inView = 0
    for (const w of windows) {
      const wx = w.span.alongX ? (w.span.from + w.span.to) / 2 : w.span.at
      const wy = w.span.alongX ? w.span.at : (w.span.from + w.span.to) / 2
      const cos = ((wx - c.eye.x) * dx + (wy - c.eye.y) * dy) / (Math.hypot(wx - c.eye.x, wy - c.eye.y) * reach || 1)
      if (cos > Math.cos((36 * Math.PI) / 180)) inView++
    }
    const furnished = boxes.filter((b) => ahead(c, b.x + b.w / 2, b.y + b.d / 2)).length
    const score = reach * (1 + 0.35 * Math.min(inView, 2)) + 40 * Math.min(furnished, 12) - 2500 * inTheWay
    if (!best || score > best.score) best = { score, camera: { eye: c.eye, target: c.target, hfovDeg: 75 } }
  }
  return best?.camera
}

/** Whether any corner or the centre of a box's footprint lies within the camera's horizontal field. */
function intrudes(c: { eye: Vec3; target: Vec3 }, b: { x: number; y: number; w: number; d: number }): boolean {
  const xs = [b.x, b.x + b.w, b.x + b.w / 2]
  const ys = [b.y, b.y + b.d, b.y + b.d / 2]
  return xs.some((x) => ys.some((y) => ahead(c, x, y)))
}

/** Whether (x, y) lies within the camera's horizontal field (about ±37°) in front of it. */
function ahead(c: { eye: Vec3; target: Vec3 }, x: number, y: number): boolean {
  const dx = c.target.x - c.eye.x
  const dy = c.target.y - c.eye.y
  const px = x - c.eye.x
  const py = y - c.eye.y
  const cos = (px * dx + py * dy) / (Math.hypot(px, py) * Math.hypot(dx, dy) || 1)
  return cos > Math.cos((37 * Math.PI) / 180)
}

/** The front from the sidewalk, and a three-quarter view from whichever front corner trees hide least. */
function exteriorShots(house: House): PlannedPhoto[] {
  const { width: W, depth: D, exterior } = house
  // From across the front lawn with the camera on a raised pole, as listing photographers do, so the roof shows.
  const z = GROUND_Z + 2300
  const front: PhotoCamera = {
    eye: { x: W / 2, y: exterior.lot.y - 4000, z },
    target: { x: W / 2, y: 0, z: z + 1200 },
    hfovDeg: 62,
  }
  const centre = { x: W / 2, y: D / 2, z: 2800 }
  const options = [
    { x: -6500, y: -8500 },
    { x: W + 6500, y: -8500 },
    { x: -4500, y: exterior.lot.y - 1200 },
    { x: W + 4500, y: exterior.lot.y - 1200 },
  ]
  const aims = [
    { x: 0, y: 0 },
    { x: W, y: 0 },
    { x: W / 2, y: 0 },
    { x: 0, y: D },
    { x: W, y: D },
  ]
  const hidden = (e: { x: number; y: number }) =>
    aims.filter((a) =>
      exterior.trees.some((t) => {
        // Distance from the crown's centre to the sight line, in plan.
        const vx = a.x - e.x
        const vy = a.y - e.y
        const s = Math.max(0, Math.min(1, ((t.x - e.x) * vx + (t.y - e.y) * vy) / (vx * vx + vy * vy)))
        return Math.hypot(e.x + s * vx - t.x, e.y + s * vy - t.y) < t.radius * 0.8
      }),
    ).length
  // A trunk right beside the camera would fill the frame: count it as hiding most of the house.
  const cost = (e: { x: number; y: number }) =>
    hidden(e) + (exterior.trees.some((t) => Math.hypot(t.x - e.x, t.y - e.y) < t.radius + 3500) ? 3 : 0)
  const eye = options.reduce((a, b) => (cost(b) < cost(a) ? b : a))
  const threeQuarter: PhotoCamera = { eye: { ...eye, z }, target: centre, hfovDeg: 70 }
  return [
    { roomId: null, roomName: 'Front', camera: front },
    { roomId: null, roomName: 'Exterior', camera: threeQuarter },
  ]
}
