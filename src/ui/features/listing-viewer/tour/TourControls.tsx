// The tour's floating controls (DESIGN.md: bottom centre, large touch targets): copy a link to this very view (d1),
// and, for keyboard and screen-reader visitors, the scenes one can walk to from here (the circles on the floor).
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { viewLink } from '../../../../domain/tour-geometry'
import type { TourConfig } from '../../../../schemas/TourConfig'
import { useChartActor } from '../../../use-chart-actor'
import { useViewerMachines } from '../viewer-machines'
import { useWalkTargets } from './followed-tour'
import type { RunningTour, TourState } from './start-tour'
import styles from './TourStage.module.css'

export function TourControls({
  tour,
  state,
  config,
  children,
  above,
}: {
  tour: RunningTour
  state: TourState
  config: TourConfig
  /** More buttons in the row (the guided tour, tips). */
  children?: ReactNode
  /** Shown above the row (the current hint), so it never covers a button whatever the row's height. */
  above?: ReactNode
}) {
  const copier = useChartActor(useViewerMachines().copyText)
  const copied = useSelector(copier, (s) => s.hasTag('copied'))
  const failed = useSelector(copier, (s) => s.hasTag('failed'))
  const nearby = useWalkTargets(tour, config, state.sceneCode)
  const copyLink = () => {
    if (!state.sceneCode) return
    copier.send({
      type: 'copy',
      text: viewLink(window.location.href, { ...tour.view(), sceneCode: state.sceneCode }),
    })
  }
  return (
    <div className={styles.controls}>
      {nearby.length > 0 ? (
        <nav className={styles.walk} aria-label="Walk to">
          <ul>
            {nearby.map((n, i) => (
              // Keyed by position, so the focused button stays focused when the list changes after a move.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>
                <button type="button" className={styles.walkButton} onClick={() => tour.walk(n.code)}>
                  {n.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {above}
      <div className={styles.row}>
        {children}
        {/* Always there, so screen readers hear the text change (a status inserted with its text often goes unsaid). */}
        <p className={copied || failed ? styles.toast : styles.visuallyHidden} role="status">
          {copied ? 'Link copied' : failed ? 'The link could not be copied' : ''}
        </p>
        <button type="button" className={styles.control} onClick={copyLink} aria-label="Copy link to this view">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
            <path
              d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>
            Copy link<span className={styles.wideOnly}> to this view</span>
          </span>
        </button>
      </div>
    </div>
  )
}
