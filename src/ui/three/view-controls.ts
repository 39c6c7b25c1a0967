// Looking around: drag (mouse, pen, one finger), pinch and wheel to zoom, arrow keys and +/− on the focused canvas.
// A press that travelled no more than the click tolerance (3 px mouse, 10 px touch; SPEC §9) is a click, which picks
// a marker. Framework-free; the engine owns the view and is told what the visitor did.
import { CLICK_TOLERANCE_MOUSE_PX, CLICK_TOLERANCE_TOUCH_PX } from '../../schemas/constants'

export interface ViewControlsTarget {
  /** Turns the view by screen pixels dragged (the engine converts with its field of view). */
  drag(dx: number, dy: number): void
  /** Zooms by a factor on the field of view (> 1 widens). */
  zoom(factor: number): void
  /** Turns by degrees, from the keyboard. */
  turn(dPan: number, dTilt: number): void
  click(x: number, y: number): void
  hover(x: number, y: number): void
  /** Any interaction (markers show, autoplay stops). */
  interacted(kind: 'drag' | 'zoom' | 'key'): void
}

const KEY_STEP_DEG = 10
const KEY_ZOOM = 1.15

interface Press {
  readonly startX: number
  readonly startY: number
  x: number
  y: number
  readonly tolerance: number
  moved: boolean
}

export function attachViewControls(element: HTMLElement, target: ViewControlsTarget): () => void {
  const presses = new Map<number, Press>()
  let pinchDistance = 0

  const distance = () => {
    const [a, b] = [...presses.values()]
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0
  }
  const local = (e: { clientX: number; clientY: number }) => {
    const box = element.getBoundingClientRect()
    return { x: e.clientX - box.left, y: e.clientY - box.top }
  }

  const onDown = (e: PointerEvent) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return
    element.setPointerCapture?.(e.pointerId)
    const tolerance = e.pointerType === 'mouse' ? CLICK_TOLERANCE_MOUSE_PX : CLICK_TOLERANCE_TOUCH_PX
    presses.set(e.pointerId, {
      startX: e.clientX,
      startY: e.clientY,
      x: e.clientX,
      y: e.clientY,
      tolerance,
      moved: false,
    })
    if (presses.size === 2) pinchDistance = distance()
  }
  const onMove = (e: PointerEvent) => {
    const press = presses.get(e.pointerId)
    if (!press) {
      if (e.pointerType === 'mouse') {
        const p = local(e)
        target.hover(p.x, p.y)
      }
      return
    }
    const dx = e.clientX - press.x
    const dy = e.clientY - press.y
    press.x = e.clientX
    press.y = e.clientY
    if (!press.moved && Math.hypot(press.x - press.startX, press.y - press.startY) > press.tolerance) press.moved = true
    if (presses.size >= 2) {
      const d = distance()
      if (pinchDistance > 0 && d > 0) target.zoom(pinchDistance / d)
      pinchDistance = d
      target.interacted('zoom')
      return
    }
    if (press.moved) {
      target.drag(dx, dy)
      target.interacted('drag')
    }
  }
  const onUp = (e: PointerEvent) => {
    const press = presses.get(e.pointerId)
    presses.delete(e.pointerId)
    if (presses.size < 2) pinchDistance = 0
    if (press && !press.moved && presses.size === 0 && e.type === 'pointerup') {
      const p = local(e)
      target.click(p.x, p.y)
    }
  }
  const onWheel = (e: WheelEvent) => {
    e.preventDefault()
    target.zoom(Math.exp(e.deltaY * 0.0015))
    target.interacted('zoom')
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [-KEY_STEP_DEG, 0],
      ArrowRight: [KEY_STEP_DEG, 0],
      ArrowUp: [0, KEY_STEP_DEG],
      ArrowDown: [0, -KEY_STEP_DEG],
    }
    const turn = turns[e.key]
    if (turn) target.turn(turn[0], turn[1])
    else if (e.key === '+' || e.key === '=') target.zoom(1 / KEY_ZOOM)
    else if (e.key === '-' || e.key === '_') target.zoom(KEY_ZOOM)
    else return
    e.preventDefault()
    target.interacted('key')
  }

  element.addEventListener('pointerdown', onDown)
  element.addEventListener('pointermove', onMove)
  element.addEventListener('pointerup', onUp)
  element.addEventListener('pointercancel', onUp)
  element.addEventListener('wheel', onWheel, { passive: false })
  element.addEventListener('keydown', onKey)
  return () => {
    element.removeEventListener('pointerdown', onDown)
    element.removeEventListener('pointermove', onMove)
    element.removeEventListener('pointerup', onUp)
    element.removeEventListener('pointercancel', onUp)
    element.removeEventListener('wheel', onWheel)
    element.removeEventListener('keydown', onKey)
  }
}
