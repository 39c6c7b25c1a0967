// The plan's own buttons: zoom in and out (greyed at the limits the chart sets), back to the whole plan, and the
// measuring grid on or off, floating in the plan's corner. Compact (the floating card) keeps only the zoom pair, in
// a row for the card's title bar: the card is small, and the sidebar and the floor plan section have the rest.
import { useSelector } from '@xstate/react'
import type { PlanViewActor } from '../../../../machines/plan-view/plan-view.machine'
import styles from './InteractivePlan.module.css'

const ICONS = {
  in: <path d="M12 6v12M6 12h12" />,
  out: <path d="M6 12h12" />,
  fit: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  grid: <path d="M4 4h16v16H4zM4 9.3h16M4 14.7h16M9.3 4v16M14.7 4v16" />,
}

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  )
}

export function PlanControls({ actor, compact }: { actor: PlanViewActor; compact: boolean }) {
  const canZoomIn = useSelector(actor, (s) => s.can({ type: 'plan.zoomIn' }))
  const canZoomOut = useSelector(actor, (s) => s.can({ type: 'plan.zoomOut' }))
  const grid = useSelector(actor, (s) => s.context.grid)
  return (
    <div className={compact ? styles.compactControls : styles.controls}>
      <div className={styles.zoomGroup}>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label="Zoom in"
          disabled={!canZoomIn}
          onClick={() => actor.send({ type: 'plan.zoomIn' })}
        >
          <Icon name="in" />
        </button>
        <button
          type="button"
          className={styles.zoomButton}
          aria-label="Zoom out"
          disabled={!canZoomOut}
          onClick={() => actor.send({ type: 'plan.zoomOut' })}
        >
          <Icon name="out" />
        </button>
      </div>
      {compact ? null : (
        <>
          <button
            type="button"
            className={styles.control}
            aria-label="Show the whole plan"
            disabled={!canZoomOut}
            onClick={() => actor.send({ type: 'plan.fit' })}
          >
            <Icon name="fit" />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label="Measuring grid"
            aria-pressed={grid}
            onClick={() => actor.send({ type: 'grid.toggle' })}
          >
            <Icon name="grid" />
          </button>
        </>
      )}
    </div>
  )
}
