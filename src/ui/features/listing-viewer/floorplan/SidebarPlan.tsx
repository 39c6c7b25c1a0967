// The floor plan beside the tour on wide screens (SPEC §4 Floor plan layout 'sidebar'): the floor switcher on top,
// the interactive plan filling the rest. The tour stage mounts it while the viewer-layout chart is in plan.sidebar
// and gives it the tour's scenes, position and a way to move.
import type { TourMarker } from '../../../../domain/plan-marker'
import type { UnitType } from '../../../../domain/units'
import type { Floor } from '../../../../schemas/Listing'
import type { Scene } from '../../../../schemas/TourConfig'
import { FloorSwitcher } from './FloorSwitcher'
import { InteractivePlan } from './InteractivePlan'
import styles from './PlanPanels.module.css'
import { usePlanFloor } from './usePlanFloor'

export interface PlanPanelProps {
  readonly floors: ReadonlyArray<Floor>
  readonly unit: UnitType
  readonly scenes?: ReadonlyArray<Scene>
  readonly marker?: TourMarker
  readonly onPickScene?: (code: string) => void
}

export function SidebarPlan({ floors, unit, scenes, marker, onPickScene }: PlanPanelProps) {
  const { floor, select } = usePlanFloor(floors, scenes, marker)
  if (!floor) return null
  return (
    <aside className={styles.sidebar} aria-label="Floor plan">
      <div className={styles.sidebarBar}>
        <h2 className={styles.sidebarTitle}>Floor plan</h2>
        <FloorSwitcher floors={floors} current={floor.id} onSelect={select} compact />
      </div>
      <div className={styles.sidebarPlan}>
        <InteractivePlan
          floor={floor}
          unit={unit}
          variant="sidebar"
          {...(scenes ? { scenes } : {})}
          {...(marker ? { marker } : {})}
          {...(onPickScene ? { onPickScene } : {})}
        />
      </div>
    </aside>
  )
}
