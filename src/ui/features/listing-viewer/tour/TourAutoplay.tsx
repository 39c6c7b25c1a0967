// The guided tour's controls (SPEC §2 o=w and a1, §4 video states replay, resume, explore, more, pause): the
// tour-autoplay chart decides; this follows its moves and turns on the running tour, and tells it when the visitor
// takes over, the tab is hidden, or the section changes (the tour unmounts).
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { guidedScenes } from '../../../../domain/guided-tour'
import { autoplaysOnLoad } from '../../../../domain/view-flags'
import type { TourConfig } from '../../../../schemas/TourConfig'
import type { ViewerSettings } from '../useListingViewer'
import { useViewerMachines } from '../viewer-machines'
import type { RunningTour } from './start-tour'
import { useCompleteHint } from './TourHints'
import styles from './TourStage.module.css'
import { prefersReducedMotion } from './useTour'

const BUTTONS = [
  { tag: 'pause', event: 'autoplay.toggle', label: 'Pause' },
  { tag: 'resume', event: 'resume', label: 'Resume' },
  { tag: 'replay', event: 'replay', label: 'Replay' },
  { tag: 'explore', event: 'explore', label: 'Explore on my own' },
  { tag: 'more', event: 'more', label: 'About this home' },
] as const

export function TourAutoplay(props: {
  tour: RunningTour
  config: TourConfig
  settings: ViewerSettings
  infoPath: string
}) {
  const { tour, config, settings, infoPath } = props
  const actor = useActorRef(useViewerMachines().tourAutoplay, {
    input: {
      allowed: settings.flags.allowAutoplay,
      startOnLoad: autoplaysOnLoad(settings.flags),
      scenes: guidedScenes(config.scenes),
      reducedMotion: prefersReducedMotion(),
    },
  })
  const navigate = useNavigate()
  const completeHint = useCompleteHint()
  useEffect(() => {
    const onVisibility = () =>
      actor.send({ type: 'visibility.changed', visible: document.visibilityState === 'visible' })
    document.addEventListener('visibilitychange', onVisibility)
    const subscriptions = [
      actor.on('scene.go', (e) => tour.move(e.code)),
      actor.on('rotate', (e) => tour.spin(e.degreesPerSecond)),
      actor.on('more', () => void navigate({ to: infoPath as '/', search: settings.search as never })),
    ]
    const unfollow = tour.on('interacted', () => actor.send({ type: 'user.moved' }))
    // Listening now: the chart may decide (and play on load with o=w and a1).
    actor.send({ type: 'tour.shown' })
    return () => {
      document.removeEventListener('visibilitychange', onVisibility)
      for (const s of subscriptions) s.unsubscribe()
      unfollow()
      tour.spin(0)
    }
  }, [actor, tour, navigate, infoPath, settings.search])

  const off = useSelector(actor, (s) => s.matches('off') || s.matches('waiting'))
  const idle = useSelector(actor, (s) => s.matches('idle'))
  const tags = useSelector(actor, (s) =>
    BUTTONS.filter((b) => s.hasTag(b.tag))
      .map((b) => b.tag)
      .join(' '),
  )
  if (off) return null
  if (idle) {
    return (
      <button
        type="button"
        className={styles.control}
        onClick={() => {
          completeHint('autoplay')
          actor.send({ type: 'autoplay.toggle' })
        }}
      >
        <PlayIcon /> Guided tour
      </button>
    )
  }
  return (
    <fieldset className={styles.videoStates}>
      <legend className={styles.visuallyHidden}>Guided tour</legend>
      {BUTTONS.filter((b) => tags.split(' ').includes(b.tag)).map((b) => (
        <button key={b.tag} type="button" className={styles.control} onClick={() => actor.send({ type: b.event })}>
          {b.tag === 'resume' || b.tag === 'replay' ? <PlayIcon /> : null}
          {b.label}
        </button>
      ))}
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
