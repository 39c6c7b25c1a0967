// Starts the viewer-layout chart (src/machines/viewer-layout) for the listing viewer and keeps it told: the section
// on screen, what the listing has, and the viewport's width as it changes. Whoever lays out the tour and the plan
// side by side (the tour stage) calls it once, high enough to outlive section changes, and renders from its
// snapshot: `matches({ tour: 'full' | 'sidebar' | 'inactive' })`, `matches({ plan: 'full' | 'sidebar' | 'floating'
// | 'collapsed' | 'inactive' })`; FloatingPlan takes the actor itself.
import { useEffect } from 'react'
import type { ViewerSection } from '../../../../domain/app-path'
import { viewerLayoutMachine } from '../../../../machines/viewer-layout/viewer-layout.machine'
import { useChartActor } from '../../../use-chart-actor'

export { layoutSubject } from '../../../../domain/viewer-layout'

const viewportWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth)

export function useViewerLayout(section: ViewerSection, hasTour: boolean, hasPlan: boolean) {
  const actor = useChartActor(viewerLayoutMachine, {
    input: { section, viewportWidth: viewportWidth(), hasTour, hasPlan },
  })
  useEffect(() => {
    actor.send({ type: 'section.changed', section })
  }, [actor, section])
  useEffect(() => {
    actor.send({ type: 'listing.changed', hasTour, hasPlan })
  }, [actor, hasTour, hasPlan])
  useEffect(() => {
    const resized = () => actor.send({ type: 'viewport.changed', width: viewportWidth() })
    window.addEventListener('resize', resized)
    resized()
    return () => window.removeEventListener('resize', resized)
  }, [actor])
  return actor
}
