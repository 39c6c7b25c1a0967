// The floor plan over the tour on narrow screens (SPEC §4 Floor plan layout 'floating' and 'collapsed'): a small
// card the visitor drags by its handle (pointer or arrow keys) and folds away into a 'Show floor plan' pill. Where
// it sits, and whether it is open, are the viewer-layout chart's; this view measures the card and the area it
// floats over (its offset parent, the tour stage), and passes drags and clicks on.
import { useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import type { ViewerLayoutActor } from '../../../../machines/viewer-layout/viewer-layout.machine'
import { FloorSwitcher } from './FloorSwitcher'
import { InteractivePlan } from './InteractivePlan'
import styles from './PlanPanels.module.css'
import type { PlanPanelProps } from './SidebarPlan'
import { useFloatingCard } from './useFloatingCard'
import { usePlanFloor } from './usePlanFloor'

export function FloatingPlan({ layout, ...props }: PlanPanelProps & { readonly layout: ViewerLayoutActor }) {
  const floating = useSelector(layout, (s) => s.matches({ plan: 'floating' }))
  const collapsed = useSelector(layout, (s) => s.matches({ plan: 'collapsed' }))
  if (collapsed) {
    return (
      <button type="button" className={styles.pill} onClick={() => layout.send({ type: 'plan.expand' })}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M4 4h16v16H4zM4 12h7M11 4v5M11 15v5M15 12h5M15 12V9" />
        </svg>
        Show floor plan
      </button>
    )
  }
  return floating ? <FloatingCard layout={layout} {...props} /> : null
}

function FloatingCard({
  layout,
  floors,
  unit,
  scenes,
  marker,
  onPickScene,
}: PlanPanelProps & { layout: ViewerLayoutActor }) {
  const { floor, select } = usePlanFloor(floors, scenes, marker)
  const offset = useSelector(layout, (s) => s.context.offset)
  const { card, handle } = useFloatingCard(layout)
  const hintId = useId()
  // The plan's zoom buttons live in the title bar, so none of the small plan is covered.
  const [controlsSlot, setControlsSlot] = useState<HTMLElement | null>(null)
  if (!floor) return null
  return (
    <aside
      ref={card}
      className={styles.card}
      style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}
      aria-label="Floor plan"
    >
      <div className={styles.cardBar}>
        <button
          ref={handle}
          type="button"
          className={styles.handle}
          aria-label="Move floor plan"
          aria-describedby={hintId}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01" />
          </svg>
          <span>Floor plan</span>
        </button>
        <span id={hintId} className={styles.visuallyHidden}>
          Drag, or press the arrow keys, to move the floor plan.
        </span>
        <span ref={setControlsSlot} className={styles.cardControls} />
        <button
          type="button"
          className={styles.collapse}
          aria-label="Hide floor plan"
          onClick={() => layout.send({ type: 'plan.collapse' })}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 14h6v6M20 10h-6V4M10 14l-6 6M14 10l6-6" />
          </svg>
        </button>
      </div>
      <FloorSwitcher floors={floors} current={floor.id} onSelect={select} compact />
      <div className={styles.cardPlan}>
        <InteractivePlan
          floor={floor}
          unit={unit}
          variant="floating"
          controlsSlot={controlsSlot}
          {...(scenes ? { scenes } : {})}
          {...(marker ? { marker } : {})}
          {...(onPickScene ? { onPickScene } : {})}
        />
      </div>
    </aside>
  )
}
