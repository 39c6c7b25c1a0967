// The tour and floor plan sections together (SPEC §4 Tour layout full / sidebar / inactive, Floor plan layout full /
// sidebar / floating / collapsed / inactive; wide at 1000 px). One component for both sections, so the tour keeps
// its WebGL context and position when the visitor goes from the tour to the plan and back on a wide screen: the
// tour is the main view with the plan beside it (or floating over it on a phone), or the plan is the main view with
// the tour beside it. The viewer-layout chart decides which; this renders it.
import { useSelector } from '@xstate/react'
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { ViewerSection } from '../../../../domain/app-path'
import type { TourMarker } from '../../../../domain/plan-marker'
import { applicableTourHints } from '../../../../domain/tour-hints'
import type { SectionEntry } from '../../../../domain/viewer-sections'
import type { Listing } from '../../../../schemas/Listing'
import type { TourConfig } from '../../../../schemas/TourConfig'
import { useApp } from '../../../use-app'
import { FloatingPlan } from '../floorplan/FloatingPlan'
import { SidebarPlan } from '../floorplan/SidebarPlan'
import { layoutSubject, useViewerLayout } from '../floorplan/useViewerLayout'
import type { RunningTour } from '../tour/start-tour'
import { TourHintsContext, useHintRequests, useTourHints } from '../tour/TourHints'
import { TourStage } from '../tour/TourStage'
import { useFlip } from '../tour/useFlip'
import { useTourState } from '../tour/useTour'
import type { ViewerSettings } from '../useListingViewer'
import FloorplanSection from './FloorplanSection'
import { MarkedPlan } from './MarkedPlan'
import styles from './TourAndPlan.module.css'

type TourLayout = 'full' | 'sidebar' | 'inactive'

/** The stage re-renders on its own tour state, not each time the layout around it does. */
const Stage = memo(TourStage)
type PlanLayout = 'full' | 'sidebar' | 'floating' | 'collapsed' | 'inactive'

export default function TourAndPlan(props: {
  listing: Listing
  sections: ReadonlyArray<SectionEntry>
  section: ViewerSection
  settings: ViewerSettings
  basePath: string
}) {
  const { listing, sections, section, settings, basePath } = props
  const { hasTour, hasPlan } = layoutSubject(listing, sections)
  const layout = useViewerLayout(section, hasTour, hasPlan)
  const tourLayout = useSelector(layout, (s) => (s.value as { tour: TourLayout }).tour)
  const planLayout = useSelector(layout, (s) => (s.value as { plan: PlanLayout }).plan)
  const unit = useSelector(useApp(), (s) => s.context.unit)
  const [running, setRunning] = useState<{ tour: RunningTour; config: TourConfig }>()
  const onTour = useCallback((tour?: RunningTour, config?: TourConfig) => {
    setRunning(tour && config ? { tour, config } : undefined)
  }, [])
  const state = useTourState(running?.tour)
  const hints = useTourHints()
  useHintRequests(
    hints,
    tourLayout === 'full' && !state.opening ? running?.tour : undefined,
    applicableTourHints({ planLayout, allowAutoplay: settings.flags.allowAutoplay }),
  )
  useEffect(() => {
    // Moving the floating card is what its hint asks for.
    let offset = layout.getSnapshot().context.offset
    const subscription = layout.subscribe((s) => {
      if (s.context.offset === offset) return
      offset = s.context.offset
      hints.send({ type: 'hint.complete', name: 'floatingPlan' })
    })
    return () => subscription.unsubscribe()
  }, [layout, hints])
  const tourArea = useRef<HTMLDivElement>(null)
  useFlip(tourArea, tourLayout)

  const floors = listing.floorplan?.floors ?? []
  const link = running && !state.opening ? running : undefined
  const planProps = {
    floors,
    unit,
    ...(link ? { scenes: link.config.scenes, onPickScene: (code: string) => link.tour.walk(code, 'plan') } : {}),
  }
  // The plan follows the view's heading by itself (MarkedPlan): a turn re-renders the plan, not this layout and the
  // stage in it (whose children the floating plan is on a phone).
  const marked = (plan: (marker: { marker?: TourMarker }) => ReactNode) => (
    <MarkedPlan tour={link?.tour} sceneCode={state.sceneCode}>
      {(marker) => plan(marker ? { marker } : {})}
    </MarkedPlan>
  )
  return (
    <TourHintsContext.Provider value={hints}>
      <div className={styles.layout} data-tour={tourLayout} data-plan={planLayout}>
        {planLayout === 'full' ? (
          <div className={styles.plan}>
            {marked((marker) => (
              <FloorplanSection listing={listing} settings={settings} {...planProps} {...marker} />
            ))}
          </div>
        ) : null}
        {tourLayout !== 'inactive' ? (
          <section ref={tourArea} className={styles.tour} aria-labelledby="tour-title">
            <h2 id="tour-title" className={styles.visuallyHidden}>
              3D tour
            </h2>
            <Stage
              listing={listing}
              settings={settings}
              basePath={basePath}
              compact={tourLayout === 'sidebar'}
              onTour={onTour}
            >
              {planLayout === 'floating' || planLayout === 'collapsed'
                ? marked((marker) => <FloatingPlan layout={layout} {...planProps} {...marker} />)
                : null}
            </Stage>
          </section>
        ) : null}
        {planLayout === 'sidebar' ? (
          <div className={styles.sidebar}>
            {marked((marker) => (
              <SidebarPlan {...planProps} {...marker} />
            ))}
          </div>
        ) : null}
      </div>
    </TourHintsContext.Provider>
  )
}
