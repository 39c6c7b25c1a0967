// Which way the tour camera looks and what to load next (SPEC §9 Viewer, issue 7 tour engine). Pure, in the tour's
// frame: x east, y north, z up, metres; pan is the compass heading (0 north, 90 east), tilt is up-positive, both in
// degrees, the same angles as the d1 starting view.
import type { Scene, TourRoom } from '../schemas/TourConfig'
import { CUBE_FACES } from './cube-faces'
import { normaliseYaw } from './plan-transform'
import { withinPreviewDistance } from './tour-geometry'

export type Vec3 = readonly [number, number, number]

const toRad = (deg: number) => (deg * Math.PI) / 180
const toDeg = (rad: number) => (rad * 180) / Math.PI

/** The unit vector the camera looks along. */
export function viewVector(pan: number, tilt: number): Vec3 {
  const p = toRad(pan)
  const t = toRad(tilt)
  return [Math.cos(t) * Math.sin(p), Math.cos(t) * Math.cos(p), Math.sin(t)]
}

/** The pan and tilt of a direction (inverse of viewVector); straight up or down keeps pan 0. */
export function panTiltOf(x: number, y: number, z: number): { pan: number; tilt: number } {
  const flat = Math.hypot(x, y)
  return { pan: flat === 0 ? 0 : normaliseYaw(toDeg(Math.atan2(x, y))), tilt: toDeg(Math.atan2(z, flat)) }
}

/** The compass heading from one scene to another (where to look to face it). */
export function headingTo(from: Pick<Scene, 'x' | 'y'>, to: Pick<Scene, 'x' | 'y'>): number {
  return panTiltOf(to.x - from.x, to.y - from.y, 0).pan
}

/** The shortest signed turn from one heading to another, in (−180, 180]. */
export function turnBetween(from: number, to: number): number {
  const d = normaliseYaw(to - from)
  return d > 180 ? d - 360 : d
}

/** Where each cube face looks (c0 up, c1 north, c2 east, c3 south, c4 west, c5 down). */
export const CUBE_FACE_FORWARD: ReadonlyArray<Vec3> = CUBE_FACES.map((face) => face.f)

/**
 * The order to load a scene's full faces in: the face the camera looks at first, then the others by how much of
 * them the view can hold (the dot product of their direction with the view), so the visible ones sharpen first.
 * Ties keep face order, so the result is stable.
 */
export function faceLoadOrder(pan: number, tilt: number): number[] {
  const v = viewVector(pan, tilt)
  const score = (k: number) => {
    const f = CUBE_FACE_FORWARD[k] ?? [0, 0, 0]
    return f[0] * v[0] + f[1] * v[1] + f[2] * v[2]
  }
  return [0, 1, 2, 3, 4, 5].sort((a, b) => score(b) - score(a) || a - b)
}

/**
 * The scenes a visitor is likeliest to walk to next from `current` looking towards `pan`: its visible linked scenes,
 * the ones closest to the view direction first, then the nearer one. Their full faces are the only ones prefetched.
 */
export function likeliestNextScenes(
  scenesByCode: Readonly<Record<string, Scene>>,
  current: string,
  pan: number,
): Scene[] {
  const here = scenesByCode[current]
  if (!here) return []
  const linked = here.linkedScenes.flatMap((code) => {
    const s = scenesByCode[code]
    return s && !s.hidden && s.code !== current ? [s] : []
  })
  const off = (s: Scene) => Math.abs(turnBetween(pan, headingTo(here, s)))
  const dist = (s: Scene) => Math.hypot(s.x - here.x, s.y - here.y)
  return linked.sort((a, b) => off(a) - off(b) || dist(a) - dist(b))
}

/** The scenes whose small previews are preloaded from `current` (SPEC §9: within the preview distance), nearest first. */
export function previewNeighbours(scenes: ReadonlyArray<Scene>, current: Scene): Scene[] {
  const dist = (s: Scene) => (s.x - current.x) ** 2 + (s.y - current.y) ** 2
  return scenes
    .filter((s) => s.code !== current.code && !s.hidden && withinPreviewDistance(current, s))
    .sort((a, b) => dist(a) - dist(b))
}

/** Splits a list into batches of `size` (prefetching goes one batch per interval). */
export function batches<T>(items: ReadonlyArray<T>, size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += Math.max(1, size)) out.push(items.slice(i, i + Math.max(1, size)))
  return out
}

/** A readable name for a cluster code ('f1-living' → 'Living', 'outside' → 'Outside') for marker labels. */
export function clusterLabel(cluster: string): string {
  const words = cluster
    .replace(/^f\d+-/, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
  const text = words.join(' ')
  return text ? text[0]?.toUpperCase() + text.slice(1) : 'Next room'
}

/** A cluster's name: the config's own for it when it has one, else read from the code. */
export function roomName(cluster: string, rooms: ReadonlyArray<TourRoom> | undefined): string {
  const named = rooms?.find((room) => room.id === cluster)?.name.trim()
  return named ? named : clusterLabel(cluster)
}

/**
 * Where the tour opens (SPEC §2 d1, §3 Tour config starting): the d1 view when it names a visible scene of this
 * tour, else the config's starting view, else the first visible scene looking north. A shared link to a scene
 * that was hidden or removed since still opens the tour, at its start.
 */
export function openingView(
  config: { readonly scenes: ReadonlyArray<Scene>; readonly starting: StartingViewLike },
  requested?: StartingViewLike,
): StartingViewLike | undefined {
  const visible = (code: string) => config.scenes.some((s) => s.code === code && !s.hidden)
  if (requested && visible(requested.sceneCode)) return requested
  if (visible(config.starting.sceneCode)) return config.starting
  const first = config.scenes.find((s) => !s.hidden)
  return first ? { sceneCode: first.code, pan: 0, tilt: 0 } : undefined
}

export interface StartingViewLike {
  readonly sceneCode: string
  readonly pan: number
  readonly tilt: number
}

/** Where a turn of `turnDeg` (from the view to a target) points, in words: ahead, behind, to the left or right. */
export function sideOf(turnDeg: number): 'ahead' | 'behind' | 'to the right' | 'to the left' {
  const off = Math.abs(turnDeg)
  if (off < 30) return 'ahead'
  if (off > 150) return 'behind'
  return turnDeg > 0 ? 'to the right' : 'to the left'
}

/**
 * The scenes one can walk to from `current`, named for people using the keyboard ('Kitchen, to the left'): the
 * visible linked scenes, in the config's order, with the room and where it lies from the view heading `pan`.
 */
export function walkTargets(
  scenesByCode: Readonly<Record<string, Scene>>,
  current: string,
  pan: number,
  rooms?: ReadonlyArray<TourRoom>,
): Array<{ code: string; label: string }> {
  const here = scenesByCode[current]
  if (!here) return []
  return here.linkedScenes.flatMap((code) => {
    const s = scenesByCode[code]
    if (!s || s.hidden) return []
    return [{ code, label: `${roomName(s.cluster, rooms)}, ${sideOf(turnBetween(pan, headingTo(here, s)))}` }]
  })
}
