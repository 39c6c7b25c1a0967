// The guided tour's controls (SPEC §2 o=w and a1, §4 video states replay, resume, explore, more, pause): the
// tour-autoplay chart decides; this follows its moves and turns on the running tour, and tells it when the visitor
// takes over, the tab is hidden, or the section changes (the tour unmounts).
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { degreesPerSecondFor, guidedRotationMs, guidedScenes } from '../../../../domain/guided-tour'
import { autoplaysOnLoad } from '../../../../domain/view-flags'
import type { TourConfig } from '../../../../schemas/TourConfig'
import { useChartActor } from '../../../use-chart-actor'
import { useEmbedAutoplay } from '../embed-api'
import type { ViewerSettings } from '../useListingViewer'
import { useViewerMachines } from '../viewer-machines'
import type { RunningTour } from './start-tour'
import { useCompleteHint } from './TourHints'
import styles from './TourStage.module.css'
import { prefersReducedMotion } from './useTour'

/** The one main button: it stays mounted and changes with the state, so keyboard focus stays on it. */
const PRIMARY = [
  { tag: 'pause', event: 'autoplay.toggle', label: 'Pause', play: false },
  { tag: 'resume', event: 'resume', label: 'Resume', play: true },
  { tag: 'replay', event: 'replay', label: 'Replay', play: true },
] as const
const IDLE = { event: 'autoplay.toggle', label: 'Guided tour', play: true } as const

export function TourAutoplay(props: {
  tour: RunningTour
  config: TourConfig
  settings: ViewerSettings
  infoPath: string
}) {
  const { tour, config, settings, infoPath } = props
  const actor = useChartActor(useViewerMachines().tourAutoplay, {
    input: {
      allowed: settings.flags.allowAutoplay,
      startOnLoad: autoplaysOnLoad(settings.flags),
      scenes: guidedScenes(config.scenes),
      reducedMotion: prefersReducedMotion(),
    },
  })
  useEmbedAutoplay(actor)
  const navigate = useNavigate()
  const completeHint = useCompleteHint()
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: 'visibility.changed', visible: document.visibilityState === 'visible' })
    document.addEventListener('visibilitychange', onVisibility)
    const subscriptions = [
      actor.on('scene.go', (e) => {
        // Already there: the tour has no move to make, so no arrival will come; the scene starts now.
        if (tour.store.getSnapshot().sceneCode === e.code) actor.send({ type: 'tour.arrived', code: e.code })
        else tour.move(e.code)
      }),
      actor.on('more', () => void navigate({ to: infoPath as '/', search: settings.search as never })),
    ]
    const unfollow = [
      tour.on('interacted', () => actor.send({ type: 'user.moved' })),
      // A guided scene turns and counts its time from the arrival, however long the load and the flight took.
      tour.on('arrived', (code) => actor.send({ type: 'tour.arrived', code })),
      tour.on('failed', (code) => actor.send({ type: 'tour.failed', code })),
    ]
    // Listening now: the chart may decide (and play on load with o=w and a1).
    actor.send({ type: 'tour.shown' })
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      for (const s of subscriptions) s.unsubscribe()
      for (const u of unfollow) u()
    }
  }, [actor, tour, navigate, infoPath, settings.search])

  // The turn follows the chart's state (not a one-off event), so it is right whenever this view (re)subscribes.
  const rate = useSelector(actor, (s) =>
    s.matches({ playing: { scene: 'turning' } })
      ? degreesPerSecondFor(guidedRotationMs(s.context.scenes[s.context.index]?.rotationMs))
      : 0,
  )
  useEffect(() => {
    tour.spin(rate)
    return () => tour.spin(0)
  }, [tour, rate])

  const primaryButton = useRef<HTMLButtonElement>(null)
  const off = useSelector(actor, (s) => s.matches('off') || s.matches('waiting'))
  const primary = useSelector(actor, (s) => PRIMARY.find((p) => s.hasTag(p.tag)) ?? (s.matches('idle') ? IDLE : null))
  const explore = useSelector(actor, (s) => s.hasTag('explore'))
  const more = useSelector(actor, (s) => s.hasTag('more'))
  if (off || !primary) return null
  return (
    <fieldset className={styles.videoStates}>
      <legend className={styles.visuallyHidden}>Guided tour</legend>
      <button
        ref={primaryButton}
        type="button"
        className={styles.control}
        onClick={() => {
          if (primary === IDLE) completeHint('autoplay')
          actor.send({ type: primary.event })
        }}
      >
        {primary.play ? <PlayIcon /> : null}
        {primary.label}
      </button>
      {explore ? (
        <button
          type="button"
          className={styles.control}
          onClick={() => {
            actor.send({ type: 'explore' })
            // The button goes away with the guided tour; the main one stays, so focus moves there.
            primaryButton.current?.focus()
          }}
        >
          Explore on my own
        </button>
      ) : null}
      {more ? (
        <button type="button" className={styles.control} onClick={() => actor.send({ type: 'more' })}>
          About this home
        </button>
      ) : null}
    </fieldset>
  )
}

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  )
}
