// How the visitor's hands and keys act on the floor plan (SPEC §9: click tolerance 3 px mouse, 10 px touch). A press
// that travels no further than the tolerance is a click (it picks a scene); further, it is a drag (it pans). Wheel
// and keys are turned into zoom factors and pans here, so the chart and the view only pass them on.
import { CLICK_TOLERANCE_MOUSE_PX, CLICK_TOLERANCE_TOUCH_PX } from '../schemas/constants'
import { type Point, ZOOM_STEP } from './plan-view'

/** PointerEvent.pointerType: a pen counts as a hand (it wobbles like a finger), anything else as a mouse. */
export const clickTolerance = (pointerType: string) =>
  pointerType === 'touch' || pointerType === 'pen' ? CLICK_TOLERANCE_TOUCH_PX : CLICK_TOLERANCE_MOUSE_PX

/** Whether a press from `start` that is now at `at` is still a click. */
export const isWithinClick = (start: Point, at: Point, pointerType: string) =>
  Math.hypot(at.x - start.x, at.y - start.y) <= clickTolerance(pointerType)

/** WheelEvent.deltaMode: pixels, lines, pages. */
const WHEEL_UNIT_PX = [1, 16, 400] as const
/** Wheel travel (px) that halves or doubles the scale: one notch of a mouse wheel (100 px) is a gentle step. */
const WHEEL_PX_PER_DOUBLING = 400

/** The zoom factor of one wheel event: up (negative deltaY) zooms in. */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const px = deltaY * (WHEEL_UNIT_PX[deltaMode as 0 | 1 | 2] ?? 1)
  return 2 ** (-px / WHEEL_PX_PER_DOUBLING)
}

/** How far one arrow key press moves the plan, in box pixels. */
export const KEY_PAN_PX = 64

export type PlanKeyCommand =
  | { readonly kind: 'zoom'; readonly factor: number }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'fit' }

/**
 * The command of a key (KeyboardEvent.key), or null for keys the plan leaves alone. Arrows look that way (the plan
 * moves the other), + and = zoom in (= shares the + key without Shift), − and _ zoom out, 0 fits the plan again.
 */
export function planKeyCommand(key: string): PlanKeyCommand | null {
  switch (key) {
    case 'ArrowLeft':
      return { kind: 'pan', dx: KEY_PAN_PX, dy: 0 }
    case 'ArrowRight':
      return { kind: 'pan', dx: -KEY_PAN_PX, dy: 0 }
    case 'ArrowUp':
      return { kind: 'pan', dx: 0, dy: KEY_PAN_PX }
    case 'ArrowDown':
      return { kind: 'pan', dx: 0, dy: -KEY_PAN_PX }
    case '+':
    case '=':
      return { kind: 'zoom', factor: ZOOM_STEP }
    case '-':
    case '_':
      return { kind: 'zoom', factor: 1 / ZOOM_STEP }
    case '0':
      return { kind: 'fit' }
    default:
      return null
  }
}
