// The floor plan section (SPEC §4 Floor plan layout 'full'): the interactive plan of the floor on screen in the
// visitor's unit (imperial by default, remembered by the app chart), the floor switcher and the unit toggle, and
// beside it the floor's rooms, the area lines and the downloads the mode allows. Without a tour (no scenes given)
// the plan is still zoomable and pannable, with no marker and no click-to-move; the tour stage passes the tour's
// scenes, position and a way to move when it has them.
import { useSelector } from '@xstate/react'
import { floorplanDownloads } from '../../../../domain/floorplan-downloads'
import type { TourMarker } from '../../../../domain/plan-marker'
import type { UnitType } from '../../../../domain/units'
import type { Listing } from '../../../../schemas/Listing'
import type { Scene } from '../../../../schemas/TourConfig'
import { useApp } from '../../../use-app'
import { FloorSwitcher } from '../floorplan/FloorSwitcher'
import { InteractivePlan } from '../floorplan/InteractivePlan'
import { PlanFacts } from '../floorplan/PlanFacts'
import { usePlanFloor } from '../floorplan/usePlanFloor'
import type { ViewerSettings } from '../useListingViewer'
import styles from './Sections.module.css'

const UNITS: ReadonlyArray<{ unit: UnitType; label: string }> = [
  { unit: 'imperial', label: 'ft' },
  { unit: 'metric', label: 'm' },
]

export interface FloorplanSectionProps {
  readonly listing: Listing
  readonly settings: ViewerSettings
  /** The tour's scenes (all floors), once the tour has loaded. */
  readonly scenes?: ReadonlyArray<Scene>
  /** The tour's current scene and compass yaw. */
  readonly marker?: TourMarker
  /** Walks the tour to a scene picked on the plan. */
  readonly onPickScene?: (code: string) => void
}

export default function FloorplanSection({ listing, settings, scenes, marker, onPickScene }: FloorplanSectionProps) {
  const app = useApp()
  const unit = useSelector(app, (s) => s.context.unit)
  const plan = listing.floorplan
  const { floor, select } = usePlanFloor(plan?.floors ?? [], scenes, marker)
  if (!plan || !floor) return null
  const downloads = floorplanDownloads(plan, floor.id, unit, settings.mode)
  return (
    <section className={styles.floorplan} aria-labelledby="plan-title">
      <div className={styles.planBar}>
        <h2 id="plan-title" className={styles.planTitle}>
          Floor plan
        </h2>
        <FloorSwitcher floors={plan.floors} current={floor.id} onSelect={select} />
        <fieldset className={styles.segmented}>
          <legend className={styles.visuallyHidden}>Units</legend>
          {UNITS.map((u) => (
            <button
              key={u.unit}
              type="button"
              aria-pressed={u.unit === unit}
              className={styles.segment}
              onClick={() => app.send({ type: 'unit.set', unit: u.unit })}
            >
              {u.label}
            </button>
          ))}
        </fieldset>
      </div>
      <div className={styles.planBody}>
        <InteractivePlan
          floor={floor}
          unit={unit}
          variant="full"
          {...(scenes ? { scenes } : {})}
          {...(marker ? { marker } : {})}
          {...(onPickScene ? { onPickScene } : {})}
        />
        <PlanFacts plan={plan} floor={floor} unit={unit} downloads={downloads} />
      </div>
    </section>
  )
}
