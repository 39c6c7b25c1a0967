// The starting-view code, query parameter d1 (SPEC §2, §9 Viewer): five digits holding pan and tilt, followed by
// the scene code. The digits are value = pan × 180 + (tilt + 90), so pan = ⌊value / 180⌋ and
// tilt = (value mod 180) − 90. Shared links carry it, so decoding is forgiving about angles (they are normalised)
// but strict about shape (anything else is not a starting view and the listing's own start applies).
import { START_VIEW_ANGLE_DIGITS, START_VIEW_PAN_DIVISOR, START_VIEW_TILT_OFFSET } from '../schemas/constants'

export interface StartView {
  /** Horizontal angle in whole degrees, 0–359. */
  readonly pan: number
  /** Vertical angle in whole degrees, −90 (down) … 89 (see TILT_MAX). */
  readonly tilt: number
  /** The scene the view starts in. */
  readonly sceneCode: string
}

const FULL_TURN = 360
export const TILT_MIN = -START_VIEW_TILT_OFFSET
/**
 * tilt + 90 is a remainder of division by 180, so it is at most 179: tilt 90 (straight up) cannot be written.
 * Encoding clamps it to 89, one degree short of vertical, which nobody can see; 90 would otherwise overflow into
 * the next pan degree.
 */
export const TILT_MAX = START_VIEW_PAN_DIVISOR - 1 - START_VIEW_TILT_OFFSET

/** Scene codes are URL-unreserved characters only, so the code needs no escaping in a query string. */
const SCENE_CODE = /^[A-Za-z0-9._~-]+$/
const D1 = new RegExp(`^(\\d{${START_VIEW_ANGLE_DIGITS}})(.+)$`)

/** Any angle in degrees → whole degrees 0–359 (−10 → 350, 360 → 0, 359.6 → 0). */
export function normalisePan(pan: number): number {
  const whole = Math.round(pan) % FULL_TURN
  // `+ 0` turns the −0 that `%` returns for negative multiples of 360 into 0.
  return (whole < 0 ? whole + FULL_TURN : whole) + 0
}

/** Any angle in degrees → whole degrees within what d1 can hold, −90 … 89. */
export function clampTilt(tilt: number): number {
  return Math.min(TILT_MAX, Math.max(TILT_MIN, Math.round(tilt))) + 0
}

/**
 * Encodes a starting view: encodeStartView(10, 0, 'a1') → '01890a1'. Angles are normalised (pan mod 360, tilt
 * clamped), so any view the tour reports can be shared. Throws on a non-finite angle or a scene code that is empty
 * or not URL-safe, since that is a programming error rather than user input.
 */
export function encodeStartView(pan: number, tilt: number, sceneCode: string): string {
  if (!Number.isFinite(pan) || !Number.isFinite(tilt)) {
    throw new RangeError(`encodeStartView: angles must be finite (pan ${pan}, tilt ${tilt})`)
  }
  if (!SCENE_CODE.test(sceneCode)) throw new RangeError(`encodeStartView: invalid scene code '${sceneCode}'`)
  const value = normalisePan(pan) * START_VIEW_PAN_DIVISOR + clampTilt(tilt) + START_VIEW_TILT_OFFSET
  return String(value).padStart(START_VIEW_ANGLE_DIGITS, '0') + sceneCode
}

/**
 * Decodes d1, or undefined when it is not five digits followed by a URL-safe scene code. Five digits can say more
 * than a turn (99999 → pan 555): such a pan is normalised to 0–359 rather than rejected, because a hand-edited link
 * still names a real scene and a view near the intended one beats the default.
 */
export function decodeStartView(code: string | null | undefined): StartView | undefined {
  const match = code ? D1.exec(code) : null
  if (!match) return undefined
  const [, digits = '', sceneCode = ''] = match
  if (!SCENE_CODE.test(sceneCode)) return undefined
  const value = Number.parseInt(digits, 10)
  return {
    pan: normalisePan(Math.floor(value / START_VIEW_PAN_DIVISOR)),
    tilt: (value % START_VIEW_PAN_DIVISOR) - START_VIEW_TILT_OFFSET,
    sceneCode,
  }
}
