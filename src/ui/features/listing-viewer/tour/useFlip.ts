// The fly-in and fly-out between tour layouts (SPEC §4 Tour layout: full, sidebar, inactive, with fly-in/fly-out
// transitions): when `key` changes, the element is drawn where it was and glides to where it now is (FLIP: first,
// last, invert, play). Only transform and opacity animate, so the canvas resizes once and the glide stays smooth.
import { type RefObject, useLayoutEffect, useRef } from 'react'

const FLIGHT_MS = 350

export function useFlip(ref: RefObject<HTMLElement | null>, key: string) {
  const last = useRef<DOMRect | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger; the element is read from the ref
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const now = el.getBoundingClientRect()
    const was = last.current
    last.current = now
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
    if (!was || reduced || now.width === 0 || was.width === 0) {
      el.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: reduced ? 0 : FLIGHT_MS / 2 })
      return
    }
    const dx = was.left - now.left
    const dy = was.top - now.top
    el.animate?.(
      [
        {
          transformOrigin: 'top left',
          transform: `translate(${dx}px, ${dy}px) scale(${was.width / now.width}, ${was.height / now.height})`,
        },
        { transformOrigin: 'top left', transform: 'none' },
      ],
      { duration: FLIGHT_MS, easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    )
  }, [key])
}
