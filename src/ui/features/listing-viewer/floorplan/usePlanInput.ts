// The visitor's hands and keys on the plan, passed to the plan-view chart as events in the plan's own pixels: one
// pointer presses, moves and releases (the chart tells a click from a drag); two touch points pinch; the wheel and
// keys are offered to the chart and only kept from the page (no scroll, no default) when the chart takes them, so a
// plan already at its limit lets the page scroll. The box's size is reported as it changes.
import { type RefObject, useEffect } from 'react'
import type { Point } from '../../../../domain/plan-view'
import type { PlanViewActor, PlanViewEvent } from '../../../../machines/plan-view/plan-view.machine'

/** Trackpad pinch deltas are a few pixels an event; this makes a pinch zoom about as fast as the fingers move. */
const TRACKPAD_PINCH_GAIN = 4

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y)
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 })

export function usePlanInput(ref: RefObject<HTMLElement | null>, actor: PlanViewActor) {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const local = (e: { clientX: number; clientY: number }): Point => {
      const rect = element.getBoundingClientRect()
      return { x: e.clientX - rect.left, y: e.clientY - rect.top }
    }
    /** Sends the event only when the chart acts on it, and says whether it did. */
    const offer = (event: PlanViewEvent) => {
      if (!actor.getSnapshot().can(event)) return false
      actor.send(event)
      return true
    }
    const pointers = new Map<number, Point>()
    let pinch: { distance: number; mid: Point } | null = null
    const twoPoints = () => {
      const [a, b] = [...pointers.values()]
      return a && b ? { distance: Math.max(1, distance(a, b)), mid: midpoint(a, b) } : null
    }

    const resize = () => actor.send({ type: 'plan.resize', width: element.clientWidth, height: element.clientHeight })
    const observer = new ResizeObserver(resize)
    observer.observe(element)
    resize()

    const down = (e: PointerEvent) => {
      // The zoom buttons sit on the plan; their presses are theirs.
      if ((e.target as Element | null)?.closest('button, a')) return
      if (e.pointerType === 'mouse' && e.button !== 0) return
      element.setPointerCapture?.(e.pointerId)
      pointers.set(e.pointerId, local(e))
      if (pointers.size === 1) {
        actor.send({ type: 'pointer.down', ...local(e), pointerType: e.pointerType })
      } else if (pointers.size === 2) {
        // A second finger turns the press into a pinch: it is neither a click nor a drag any more.
        actor.send({ type: 'pointer.cancel' })
        pinch = twoPoints()
      }
    }
    const move = (e: PointerEvent) => {
      if (!pointers.has(e.pointerId)) return
      pointers.set(e.pointerId, local(e))
      const now = pinch && twoPoints()
      if (pinch && now) {
        const { mid } = pinch
        offer({
          type: 'plan.pinch',
          factor: now.distance / pinch.distance,
          x: mid.x,
          y: mid.y,
          dx: now.mid.x - mid.x,
          dy: now.mid.y - mid.y,
        })
        pinch = now
      } else if (!pinch) {
        actor.send({ type: 'pointer.move', ...local(e) })
      }
    }
    const up = (e: PointerEvent) => {
      if (!pointers.delete(e.pointerId)) return
      // After a pinch the last finger lifting is not a click.
      if (pinch) pinch = pointers.size >= 2 ? twoPoints() : null
      else actor.send({ type: e.type === 'pointercancel' ? 'pointer.cancel' : 'pointer.up' })
    }
    const wheel = (e: WheelEvent) => {
      // Trackpad pinches arrive as ctrl+wheel with small deltas; they never zoom the page over the plan.
      const pinching = e.ctrlKey
      const deltaY = pinching ? e.deltaY * TRACKPAD_PINCH_GAIN : e.deltaY
      const taken = offer({ type: 'plan.wheel', deltaY, deltaMode: e.deltaMode, ...local(e) })
      if (taken || pinching) e.preventDefault()
    }
    const key = (e: KeyboardEvent) => {
      if (e.target !== element || e.altKey || e.ctrlKey || e.metaKey) return
      if (offer({ type: 'plan.key', key: e.key })) e.preventDefault()
    }

    element.addEventListener('pointerdown', down)
    element.addEventListener('pointermove', move)
    element.addEventListener('pointerup', up)
    element.addEventListener('pointercancel', up)
    // Not passive: a wheel the plan takes must not also scroll the page.
    element.addEventListener('wheel', wheel, { passive: false })
    element.addEventListener('keydown', key)
    return () => {
      observer.disconnect()
      element.removeEventListener('pointerdown', down)
      element.removeEventListener('pointermove', move)
      element.removeEventListener('pointerup', up)
      element.removeEventListener('pointercancel', up)
      element.removeEventListener('wheel', wheel)
      element.removeEventListener('keydown', key)
    }
  }, [ref, actor])
}
