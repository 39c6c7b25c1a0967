// Guided tour timing (SPEC §9: guided tour rotation clamped 3–9 s). A scene's own rotation time is kept within the
// range, so a tour never spins dizzyingly fast nor lingers; a scene without a usable time gets the calm maximum.
import { GUIDED_TOUR_ROTATION_MAX_MS, GUIDED_TOUR_ROTATION_MIN_MS } from '../schemas/constants'

/** The time one scene of the guided tour turns, in milliseconds. */
export function guidedRotationMs(ms: number | undefined): number {
  if (ms === undefined || Number.isNaN(ms)) return GUIDED_TOUR_ROTATION_MAX_MS
  return Math.min(GUIDED_TOUR_ROTATION_MAX_MS, Math.max(GUIDED_TOUR_ROTATION_MIN_MS, ms))
}

/** The turning speed that makes one full turn take `ms`. */
export const degreesPerSecondFor = (ms: number) => 360 / (ms / 1000)

/** The guided tour's order: every visible scene in the tour's own order (outside first in the demo), no rotation
 * time of their own, so each turns for the calm maximum. */
export function guidedScenes(scenes: ReadonlyArray<{ readonly code: string; readonly hidden: boolean }>) {
  return scenes.filter((s) => !s.hidden).map((s) => ({ code: s.code }))
}
