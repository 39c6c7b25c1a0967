// The view the plan draws this frame: the chart's view, reached by a 0.25 s tween when the chart says the change is
// one to animate (buttons, keys, fit; SPEC §9 zoom tween), at once otherwise (hands, resizes, reduced motion, which
// the chart already folds into `animate`). Frames are drawing only; where the plan ends up is the chart's.
import { useLayoutEffect, useRef, useState } from 'react'
import { easeInOut, interpolateView, type View } from '../../../../domain/plan-view'
import { FLOOR_PLAN_ZOOM_TWEEN_MS } from '../../../../schemas/constants'

export interface TweenedView {
  /** What to draw now. */
  readonly view: View | null
  /** A tween is on its way to the chart's view; false once the drawing shows where the plan ends up. */
  readonly tweening: boolean
}

export function useTweenedView(target: View | null, animate: boolean): TweenedView {
  const [shown, setShown] = useState<TweenedView>({ view: target, tweening: false })
  const current = useRef(target)

  // A layout effect: a new target's first frame (or its end, when not animated) is set before the browser paints,
  // so `tweening` is never seen false while the drawing still shows the old view.
  useLayoutEffect(() => {
    const show = (view: View | null, tweening: boolean) => {
      current.current = view
      setShown({ view, tweening })
    }
    const from = current.current
    if (!target || !from || !animate) {
      show(target, false)
      return
    }
    let frame = 0
    const started = performance.now()
    const step = (now: number) => {
      const t = Math.min(1, (now - started) / FLOOR_PLAN_ZOOM_TWEEN_MS)
      show(interpolateView(from, target, easeInOut(t)), t < 1)
      if (t < 1) frame = requestAnimationFrame(step)
    }
    setShown({ view: from, tweening: true })
    frame = requestAnimationFrame(step)
    // A new target mid-tween starts from wherever this one had got to.
    return () => cancelAnimationFrame(frame)
  }, [target, animate])

  return shown
}
