// The floating card's measurements and its handle: the card's size and the area it floats over (its offset parent)
// are reported to the viewer-layout chart as they change, and the handle turns pointer travel and arrow keys into
// `plan.drag`. The chart keeps the card inside the area.
import { useEffect, useRef } from 'react'
import type { ViewerLayoutActor } from '../../../../machines/viewer-layout/viewer-layout.machine'

/** One arrow key press moves the card this far: a few presses cross a phone screen. */
const KEY_STEP_PX = 24

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
}

export function useFloatingCard(layout: ViewerLayoutActor) {
  const card = useRef<HTMLElement>(null)
  const handle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const element = card.current
    const area = element?.offsetParent
    if (!element || !(area instanceof HTMLElement)) return
    const measure = () =>
      layout.send({
        type: 'plan.bounds',
        area: { width: area.clientWidth, height: area.clientHeight },
        card: { width: element.offsetWidth, height: element.offsetHeight },
      })
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    observer.observe(area)
    measure()
    return () => observer.disconnect()
  }, [layout])

  useEffect(() => {
    const grip = handle.current
    if (!grip) return
    let last: { id: number; x: number; y: number } | null = null
    const down = (e: PointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return
      grip.setPointerCapture?.(e.pointerId)
      last = { id: e.pointerId, x: e.clientX, y: e.clientY }
    }
    const move = (e: PointerEvent) => {
      if (!last || e.pointerId !== last.id) return
      layout.send({ type: 'plan.drag', dx: e.clientX - last.x, dy: e.clientY - last.y })
      last = { id: e.pointerId, x: e.clientX, y: e.clientY }
    }
    const up = (e: PointerEvent) => {
      if (last?.id === e.pointerId) last = null
    }
    const key = (e: KeyboardEvent) => {
      const step = ARROWS[e.key]
      if (!step) return
      e.preventDefault()
      layout.send({ type: 'plan.drag', dx: step[0], dy: step[1] })
    }
    grip.addEventListener('pointerdown', down)
    grip.addEventListener('pointermove', move)
    grip.addEventListener('pointerup', up)
    grip.addEventListener('pointercancel', up)
    grip.addEventListener('keydown', key)
    return () => {
      grip.removeEventListener('pointerdown', down)
      grip.removeEventListener('pointermove', move)
      grip.removeEventListener('pointerup', up)
      grip.removeEventListener('pointercancel', up)
      grip.removeEventListener('keydown', key)
    }
  }, [layout])

  return { card, handle }
}
