// The walkable tour (SPEC §4 tour section): the engine's canvas edge to edge, a throbber when a scene takes more than
// 500 ms, 'Unable to load tour' with a retry, and the controls floating at the bottom centre (DESIGN.md Tour).
// Renders what the tour-viewer chart and the running tour say; decisions live in the charts.
import { useSelector } from '@xstate/react'
import { type ReactNode, useContext, useEffect, useLayoutEffect, useRef } from 'react'
import type { Listing } from '../../../../schemas/Listing'
import type { TourConfig } from '../../../../schemas/TourConfig'
import { useEmbedTour } from '../embed-api'
import type { ViewerSettings } from '../useListingViewer'
import type { RunningTour } from './start-tour'
import { TourAutoplay } from './TourAutoplay'
import { TourControls } from './TourControls'
import { TipsButton, TourHintBubble, TourHintsContext } from './TourHints'
import { TourArrival, TourRoomPhotos, TourRooms } from './TourRooms'
import styles from './TourStage.module.css'
import { useSceneAnalytics } from './useSceneAnalytics'
import { useRunningTour, useTourState, useTourViewer } from './useTour'

export function TourStage({
  listing,
  settings,
  basePath,
  compact = false,
  onTour,
  children,
}: {
  listing: Listing
  settings: ViewerSettings
  basePath: string
  /** Beside the floor plan: a small window without the controls. */
  compact?: boolean
  /** Hears the running tour (and loses it on unmount), for the floor plan beside it. */
  onTour?: (tour?: RunningTour, config?: TourConfig) => void
  /** Drawn over the tour (the floating floor plan). */
  children?: ReactNode
}) {
  const actor = useTourViewer(listing, settings)
  const phase = useSelector(actor, (s) => (s.hasTag('failed') ? 'failed' : s.hasTag('ready') ? 'ready' : 'loading'))
  const config = useSelector(actor, (s) => s.context.loaded?.config)
  const container = useRef<HTMLDivElement>(null)
  const tour = useRunningTour(container, actor, listing.tourName)
  const state = useTourState(tour)
  useEmbedTour(tour, config, listing.tourName, state.opening)
  useSceneAnalytics(tour)
  useEffect(() => {
    onTour?.(tour, config)
    return () => onTour?.(undefined, undefined)
  }, [onTour, tour, config])

  const stage = useRef<HTMLDivElement>(null)
  // The tour fills what is left of the screen below the header (CSS reads --tour-top), followed while the page
  // above settles: on a phone a web font arriving after mount moved the header's lines, and the stage ended 27 px
  // short of the screen's bottom. Measured in the page's coordinates, so scrolling changes nothing.
  useLayoutEffect(() => {
    const el = stage.current
    if (!el) return
    const measure = () => {
      const top = `${Math.round(el.getBoundingClientRect().top + window.scrollY)}px`
      if (el.style.getPropertyValue('--tour-top') !== top) el.style.setProperty('--tour-top', top)
    }
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure)
    observer?.observe(document.documentElement)
    void document.fonts?.ready.then(measure)
    return () => observer?.disconnect()
  }, [])

  const busy = phase === 'loading' || (phase === 'ready' && !state.openFailed && (state.opening || state.loading))
  return (
    <div
      ref={stage}
      className={compact ? styles.compactStage : styles.stage}
      data-tour-phase={phase}
      data-scene={state.sceneCode || undefined}
    >
      <div ref={container} className={styles.canvas} />
      {busy ? (
        <div className={styles.throbber} role="status" data-throbber="">
          <span className={styles.spinner} aria-hidden="true" />
          <span className={styles.visuallyHidden}>Loading the tour…</span>
        </div>
      ) : null}
      {phase === 'failed' || state.openFailed ? (
        <div className={styles.failure} role="alert">
          <p>Unable to load tour</p>
          <button
            type="button"
            className={styles.retry}
            onClick={() => (phase === 'failed' ? actor.send({ type: 'retry' }) : tour?.reopen())}
          >
            Try again
          </button>
        </div>
      ) : null}
      {/* A move that failed leaves the visitor where they were, free to look and walk elsewhere: a note, no wall. */}
      {state.error && !state.openFailed ? (
        <p className={styles.notice} role="alert">
          {state.error}
        </p>
      ) : null}
      {tour && config && !state.opening && !compact ? (
        <TourControls tour={tour} state={state} config={config} above={<HintSlot />}>
          <TourRooms tour={tour} config={config} sceneCode={state.sceneCode} />
          <TourRoomPhotos
            config={config}
            sceneCode={state.sceneCode}
            photos={listing.photos}
            photosPath={`${basePath}/photos`}
            search={settings.search}
          />
          <TourAutoplay tour={tour} config={config} settings={settings} infoPath={basePath} />
          <TipsButtonSlot />
        </TourControls>
      ) : null}
      {tour && config && !state.opening ? (
        <TourArrival tour={tour} config={config} sceneCode={state.sceneCode} photos={listing.photos} />
      ) : null}
      {/* After the controls, so the keyboard reaches the tour's own controls first. */}
      {children}
    </div>
  )
}

/** The current hint, when the stage is shown with hints. */
function HintSlot() {
  const hints = useContext(TourHintsContext)
  return hints ? <TourHintBubble hints={hints} /> : null
}

/** The ? button, when the stage is shown with hints (not in the tests' bare stage). */
function TipsButtonSlot() {
  const hints = useContext(TourHintsContext)
  return hints ? <TipsButton hints={hints} /> : null
}
