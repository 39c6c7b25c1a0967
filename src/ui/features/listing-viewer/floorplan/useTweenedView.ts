// The view the plan draws this frame: the chart's view, reached by a 0.25 s tween when the chart says the change is
// one to animate (buttons, keys, fit; SPEC §9 zoom tween), at once otherwise (hands, resizes, reduced motion, which
// the chart already folds into `animate`). Frames are drawing only; where the plan ends up is the chart's.
import { useLayoutEffect, useRef, useState } from 'react'
import { easeInOut, interpolateView, type View } from '../../../../domain/plan-view'
import { FLOOR_PLAN_ZOOM_TWEEN_MS } from '../../../../schemas/constants'

export function useTweenedView(target: View | null, animate: boolean): View | null {
  const [shown, setShown] = useState(target)
  const current = useRef(target)

  useLayoutEffect(() => {
    const show = (view: View | null) => {
      current.current = view
      setShown(view)
    }
    const from = current.current
    if (!target || !from || !animate) {
      show(target)
      return
    }
    let frame = 0
    const started = performance.now()
    const step = (now: number) => {
      const t = Math.min(1, (now - started) / FLOOR_PLAN_ZOOM_TWEEN_MS)
      show(interpolateView(from, target, easeInOut(t)))
      if (t < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    // A new target mid-tween starts from wherever this one had got to.
    return () => cancelAnimationFrame(frame)
  }, [target, animate])

  return shown
}
