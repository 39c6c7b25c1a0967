// The preparation guide of an appointment to come (SPEC §4 Timeline): download it, then thanks with the time since
// (and the date after 36 hours) and "Download again" (the preparation-guide chart).
import { useSelector } from '@xstate/react'
import { guideThanks } from '../../../../../../domain/guide-download'
import { preparationGuideActors } from '../../../../../../machines/preparation-guide/preparation-guide.actors'
import { preparationGuideMachine } from '../../../../../../machines/preparation-guide/preparation-guide.machine'
import type { OrderEvent } from '../../../../../../schemas/OrderEvent'
import { useChartActor } from '../../../../../use-chart-actor'
import { useRuntimeBound } from '../../../../../use-runtime-bound'
import styles from './Timeline.module.css'

const useGuideMachine = (): typeof preparationGuideMachine =>
  useRuntimeBound(preparationGuideMachine, (runtime) =>
    preparationGuideMachine.provide({ actors: preparationGuideActors(runtime) }),
  )

export function GuidePanel({ event }: { event: OrderEvent }) {
  const own = event.feedbacks.find((f) => f.isCurrentUser)
  const actor = useChartActor(useGuideMachine(), {
    input: { orderId: event.orderId, downloadedAt: own?.guideDownloaded ?? null },
  })
  const state = useSelector(actor, (s) => s)
  const { downloadedAt, now, error } = state.context
  const downloading = state.hasTag('downloading')
  const thanks = downloadedAt === null ? undefined : guideThanks(downloadedAt, now)
  return (
    <section className={styles.panel} aria-label="Preparation guide">
      {thanks ? (
        <p className={styles.panelTitle} role="status">
          Thanks for downloading the preparation guide {thanks.since}
          {thanks.date ? ` (${thanks.date})` : ''}.
        </p>
      ) : (
        <>
          <p className={styles.panelTitle}>Get the home ready</p>
          <p className={styles.muted}>
            A room-by-room checklist for this visit, so the shoot is quick and every room looks its best.
          </p>
        </>
      )}
      <button
        type="button"
        className={thanks ? styles.textButton : styles.primary}
        aria-disabled={downloading || undefined}
        onClick={() => {
          if (!downloading) actor.send({ type: 'download' })
        }}
      >
        {downloading ? 'Preparing the guide…' : thanks ? 'Download again' : 'Download the preparation guide'}
      </button>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
