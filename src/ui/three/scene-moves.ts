// The moves between scenes (SPEC §4 Scene change): a slide inside a room (walk towards the next spot while its
// panorama fades in), a fly-out then fly-in between rooms (walk towards the door while the room fades to dark, then
// come in from behind into the next room), an instant jump (the embed API), and a short cross-fade for visitors who
// prefer reduced motion. Positions are in the tour's frame, relative to the scene being left.
import type { Vector3 } from 'three'
import { easeInOut, easeOut } from './animations'
import type { PanoramaCube } from './panorama-cube'

/** Transition lengths: a walk inside a room, and leaving one room for another (out, then in). */
export const SLIDE_MS = 650
export const FLY_OUT_MS = 350
export const FLY_IN_MS = 450
/** With reduced motion, every move is a short cross-fade. */
export const REDUCED_MOTION_MS = 150
/** How far the fly-out walks towards the next room at most, metres. */
const FLY_OUT_MAX_M = 2.5
/** How much the view narrows at the height of a flight, degrees. */
const FLY_ZOOM_DEG = 12

export type TransitionKind = 'slide' | 'fly'

export interface MoveParts {
  readonly front: PanoramaCube
  readonly back: PanoramaCube
  /** The camera's offset from the scene being left; the caller draws from there. */
  readonly eye: Vector3
  readonly reducedMotion: boolean
  setFovOffset(deg: number): void
  /** Turns the view towards the requested direction, 0 … 1 of the way. */
  lookAt(t: number): void
  animate(ms: number, step: (t: number) => void): Promise<void>
  /** False once the engine is disposed: a flight stops between its two halves. */
  alive(): boolean
}

export async function playMove(parts: MoveParts, kind: TransitionKind | 'instant', offset: Vector3): Promise<void> {
  const { front, back, eye, lookAt, animate } = parts
  if (kind === 'instant') {
    lookAt(1)
    return
  }
  if (kind === 'slide' || parts.reducedMotion) {
    back.group.position.copy(offset)
    back.opacity = 0
    await animate(parts.reducedMotion ? REDUCED_MOTION_MS : SLIDE_MS, (t) => {
      const e = easeInOut(t)
      eye.copy(offset).multiplyScalar(parts.reducedMotion ? 0 : e)
      front.opacity = 1 - e
      back.opacity = e
      lookAt(e)
    })
    return
  }
  const out = offset.clone().setLength(Math.min(offset.length() * 0.5, FLY_OUT_MAX_M))
  back.opacity = 0
  await animate(FLY_OUT_MS, (t) => {
    const e = easeOut(t)
    eye.copy(out).multiplyScalar(e)
    front.opacity = 1 - t
    parts.setFovOffset(-FLY_ZOOM_DEG * e)
    lookAt(0.5 * e)
  })
  if (!parts.alive()) return
  back.group.position.copy(offset)
  const inFrom = offset.clone().sub(out)
  await animate(FLY_IN_MS, (t) => {
    const e = easeOut(t)
    eye.copy(inFrom).lerp(offset, e)
    back.opacity = e
    parts.setFovOffset(-FLY_ZOOM_DEG * (1 - e))
    lookAt(0.5 + 0.5 * e)
  })
}
