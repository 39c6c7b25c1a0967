// The width of a grid's container (and the viewport height, for row limits), kept current with a ResizeObserver so
// justified rows are laid out for the space they really have.
import { useEffect, useRef, useState } from 'react'

export function useLayoutBox() {
  const ref = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState({ width: 0, viewportHeight: 800 })
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setBox({ width: element.clientWidth, viewportHeight: window.innerHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, ...box }
}
