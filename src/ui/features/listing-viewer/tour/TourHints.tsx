// The tour's hints (SPEC §4 Hints): one at a time by priority, finals last, completed when the visitor does what the
// hint says (held 2 s), dismissed with 'Got it', all skipped with 'Skip tips', and shown again from the ? button.
// The hint-queue chart decides; this asks for the hints that apply and tells it what the visitor did.

import { useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useMemo } from 'react'
import type { HintQueueActorRef } from '../../../../machines/hint-queue/hint-queue.machine'
import { hintHistory } from '../../../../schemas/local-store'
import { LocalStore } from '../../../../services/LocalStore'
import { useAppRuntime } from '../../../use-app-runtime'
import { useChartActor } from '../../../use-chart-actor'
import { useViewerMachines } from '../viewer-machines'
import { TOUR_HINTS, type TourHint, type TourHintName } from './hint-texts'
import type { RunningTour } from './start-tour'
import styles from './TourHints.module.css'

/** Lets the tour's other controls (the guided tour button, the floating plan) complete their hint. */
export const TourHintsContext = createContext<HintQueueActorRef | undefined>(undefined)

export function useCompleteHint() {
  const hints = useContext(TourHintsContext)
  return (name: TourHintName) => hints?.send({ type: 'hint.complete', name })
}

export function useTourHints(): HintQueueActorRef {
  const runtime = useAppRuntime()
  const history = useMemo(() => (runtime ? runtime.runSync(LocalStore.use((s) => s.get(hintHistory))) : {}), [runtime])
  return useChartActor(useViewerMachines().hintQueue, { input: { history } })
}

const request = (hints: HintQueueActorRef, name: TourHintName) => {
  const { priority, ...hint } = TOUR_HINTS[name]
  hints.send({ type: 'hint.request', name: hint.name, priority, ...('final' in hint ? { final: true } : {}) })
}

/** Asks for the hints that apply now and completes them from what the visitor does in the tour. */
export function useHintRequests(
  hints: HintQueueActorRef,
  tour: RunningTour | undefined,
  wanted: ReadonlyArray<TourHintName>,
) {
  const key = wanted.join(' ')
  // Asked again whenever the history changes, so a restart (which forgets every hint) brings them back; the chart
  // ignores requests for hints it already knows.
  const history = useSelector(hints, (s) => s.context.history)
  useEffect(() => {
    if (!tour || !history) return
    for (const name of key.split(' ')) if (name) request(hints, name as TourHintName)
    request(hints, 'again')
  }, [hints, tour, key, history])
  useEffect(() => {
    if (!tour) return
    // Reaching the tour with Tab, or turning it with the keys, makes the hints speak of keys; a drag of pointers.
    const focused = () => {
      if (tour.canvas.matches(':focus-visible')) hints.send({ type: 'hints.inputMode', mode: 'keys' })
    }
    tour.canvas.addEventListener('focus', focused)
    const unfollow = tour.on('interacted', (kind) => {
      if (kind === 'key') hints.send({ type: 'hints.inputMode', mode: 'keys' })
      if (kind === 'drag') hints.send({ type: 'hints.inputMode', mode: 'pointer' })
      if (kind === 'drag' || kind === 'key') hints.send({ type: 'hint.complete', name: 'drag' })
      if (kind === 'walk') hints.send({ type: 'hint.complete', name: 'move' })
      if (kind === 'plan') hints.send({ type: 'hint.complete', name: 'floorPlanClick' })
      if (kind === 'miss' && hints.getSnapshot().context.current?.name === 'move') hints.send({ type: 'hint.shake' })
    })
    return () => {
      tour.canvas.removeEventListener('focus', focused)
      unfollow()
    }
  }, [hints, tour])
}

export function TourHintBubble({ hints }: { hints: HintQueueActorRef }) {
  const current = useSelector(hints, (s) => s.context.current)
  const completed = useSelector(hints, (s) => s.hasTag('completed'))
  const shaking = useSelector(hints, (s) => s.hasTag('shaking'))
  const keys = useSelector(hints, (s) => s.context.inputMode === 'keys')
  if (!current) return null
  const hint: TourHint | undefined = TOUR_HINTS[current.name as TourHintName]
  if (!hint) return null
  return (
    <div className={shaking ? styles.shaking : styles.bubble} role="status" data-hint={current.name}>
      <p className={styles.text}>{completed ? `✓ ${hint.done}` : keys ? (hint.keysText ?? hint.text) : hint.text}</p>
      {completed ? null : (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => hints.send({ type: 'hint.dismiss' })}>
            Got it
          </button>
          {current.final ? null : (
            <button type="button" className={styles.secondary} onClick={() => hints.send({ type: 'hints.skipAll' })}>
              Skip tips
            </button>
          )}
        </div>
      )}
    </div>
  )
}

export function TipsButton({ hints }: { hints: HintQueueActorRef }) {
  return (
    <button
      type="button"
      className={styles.tips}
      aria-label="Show the tips again"
      onClick={() => hints.send({ type: 'hints.restart' })}
    >
      ?
    </button>
  )
}
