// The embedded script API (SPEC §6, docs/embed-api.md, protocol version 2) for a listing page inside another site's
// iframe with enablejsapi. The bridge lives as long as the page, so commands a host sends while the listing loads
// are kept, and the host hears section changes; the tour and its guided tour attach themselves while they are on
// screen (useEmbedTour, useEmbedAutoplay), and commands meant for them are refused with `tour-not-shown` meanwhile.
import { useRouteContext } from '@tanstack/react-router'
import { createContext, useContext, useEffect, useRef, useState } from 'react'
import { floorEntryScene, visitableFloors } from '../../../domain/tour-floors'
import type { AutoplayState } from '../../../embed/messages'
import {
  type CommandOutcome,
  sceneSummaries,
  startTourEmbedBridge,
  type TourEmbedBridge,
} from '../../../embed/tour-bridge'
import { publicAutoplayState, type TourAutoplayActorRef } from '../../../machines/tour-autoplay/tour-autoplay.machine'
import type { TourConfig } from '../../../schemas/TourConfig'
import type { RunningTour } from './tour/start-tour'
import type { ViewerSettings } from './useListingViewer'

/** The guided tour's side: start and stop answer what they did. */
export interface EmbedAutoplay {
  start(): CommandOutcome
  stop(): CommandOutcome
}

/**
 * The sections that show the tour (the floor plan's beside or under the plan). Leaving them, the section changes at
 * once but the tour stays mounted until the next section's code has loaded: commands in between are refused too.
 */
const TOUR_SECTIONS: ReadonlySet<string> = new Set(['tour', 'floorplan'])

export interface EmbedApi {
  /** The tour is on screen: the first time tells the host ready, later times where the visitor stands. */
  attachTour(tour: RunningTour, config: TourConfig, tourName: string): () => void
  attachAutoplay(autoplay: EmbedAutoplay): () => void
  autoplayChanged(state: AutoplayState): void
  sectionChanged(section: string): void
}

export const EmbedApiContext = createContext<EmbedApi | undefined>(undefined)

/**
 * Starts the bridge when the page is embedded with enablejsapi; undefined otherwise. One bridge per listing: a list's
 * previous and next keep the page mounted, and the next listing must be announced with its own ready (its scenes
 * and floors), and only once it shows (it may ask for a passcode first).
 */
export function useEmbedApi(
  settings: ViewerSettings,
  tourName: string,
  section: string | undefined,
): EmbedApi | undefined {
  const embedded = useRouteContext({ from: '__root__', select: (c) => c.embedded })
  const enabled = embedded && settings.search.enablejsapi === true
  const [api, setApi] = useState<{ api: EmbedApi; bridge: TourEmbedBridge }>()
  // The section a bridge starts with only seeds it; later sections arrive through the second effect.
  const latestSection = useRef(section)
  latestSection.current = section

  useEffect(() => {
    if (!enabled || !tourName) return
    const started = startEmbedApi(latestSection.current ?? 'info')
    setApi(started)
    return () => {
      started.bridge.stop()
      setApi(undefined)
    }
  }, [enabled, tourName])

  useEffect(() => {
    if (api && section) api.api.sectionChanged(section)
  }, [api, section])
  return api?.api
}

function startEmbedApi(section: string): { api: EmbedApi; bridge: TourEmbedBridge } {
  let attached: { tour: RunningTour; config: TourConfig } | undefined
  let autoplay: EmbedAutoplay | undefined
  let announced = false
  let current = section
  /** The tour, when it is on screen. */
  const onScreen = () => (TOUR_SECTIONS.has(current) ? attached : undefined)

  /**
   * The host takes the view over as a visitor's own move would: a guided tour pauses first (it would otherwise wait
   * for an arrival the host's move replaced).
   */
  const takeOver = (tour: RunningTour, go: (tour: RunningTour) => void): CommandOutcome => {
    autoplay?.stop()
    go(tour)
    return undefined
  }
  /** A scene command's target, or why there is none: hidden scenes are never shown to visitors. */
  const toScene = (code: string, go: (tour: RunningTour) => void): CommandOutcome => {
    const shown = onScreen()
    if (!shown) return 'tour-not-shown'
    const scene = shown.config.scenesByCode[code]
    if (!scene || scene.hidden) return 'unknown-scene'
    return takeOver(shown.tour, go)
  }

  /** A guided-tour command: only with the tour on screen, and its guided tour there (the full-size tour has it). */
  const guided = (command: (link: EmbedAutoplay) => CommandOutcome): CommandOutcome => {
    if (!onScreen()) return 'tour-not-shown'
    return autoplay ? command(autoplay) : 'autoplay-unavailable'
  }

  const bridge = startTourEmbedBridge({
    self: window,
    parent: window.parent,
    section,
    commands: {
      jump: (code) => toScene(code, (tour) => tour.move(code, { instant: true })),
      move: (code) => toScene(code, (tour) => tour.move(code)),
      rotate(pan, tilt) {
        const shown = onScreen()
        if (!shown) return 'tour-not-shown'
        return takeOver(shown.tour, (tour) => tour.look(pan, tilt))
      },
      setFloor(floor) {
        const shown = onScreen()
        if (!shown) return 'tour-not-shown'
        const entry = floorEntryScene(shown.config.scenes, floor, shown.tour.store.getSnapshot().sceneCode)
        if (!entry) return 'unknown-floor'
        return entry.move ? takeOver(shown.tour, (tour) => tour.move(entry.code)) : undefined
      },
      startAutoplay: () => guided((link) => link.start()),
      stopAutoplay: () => guided((link) => link.stop()),
    },
  })

  const api: EmbedApi = {
    attachTour(tour, config, tourName) {
      attached = { tour, config }
      const sceneCode = tour.store.getSnapshot().sceneCode
      if (announced) {
        // Back from another section: a new tour, standing and looking where it opened.
        bridge.moved(sceneCode)
        const view = tour.view()
        bridge.rotated(view.pan, view.tilt)
      } else {
        announced = true
        bridge.ready({
          tourName,
          sceneCode,
          ...tour.view(),
          scenes: sceneSummaries(config.scenes),
          floors: visitableFloors(config.floors, config.scenes),
        })
      }
      const unfollow = [
        tour.on('arrived', (code) => bridge.moved(code)),
        tour.on('viewed', (pan, tilt) => bridge.rotated(pan, tilt)),
        tour.on('failed', (code) => bridge.failed(code)),
      ]
      return () => {
        for (const u of unfollow) u()
        if (attached?.tour === tour) attached = undefined
      }
    },
    attachAutoplay(link) {
      autoplay = link
      return () => {
        if (autoplay === link) autoplay = undefined
      }
    },
    autoplayChanged: (state) => bridge.autoplayChanged(state),
    sectionChanged(next) {
      current = next
      bridge.sectionChanged(next)
    },
  }
  return { api, bridge }
}

/** For the tour view: attaches the running tour to the page's script API once its first picture shows. */
export function useEmbedTour(
  tour: RunningTour | undefined,
  config: TourConfig | undefined,
  tourName: string,
  opening: boolean,
) {
  const api = useContext(EmbedApiContext)
  useEffect(() => {
    if (api && tour && config && !opening) return api.attachTour(tour, config, tourName)
  }, [api, tour, config, tourName, opening])
}

/** For the guided tour's view: its state goes to the host, and the host's start and stop come to it. */
export function useEmbedAutoplay(actor: TourAutoplayActorRef) {
  const api = useContext(EmbedApiContext)
  useEffect(() => {
    if (!api) return
    const report = (snapshot: ReturnType<TourAutoplayActorRef['getSnapshot']>) => {
      const state = publicAutoplayState(snapshot)
      if (state) api.autoplayChanged(state)
    }
    report(actor.getSnapshot())
    const subscription = actor.subscribe(report)
    // The chart decides what a start or stop does; what it did is read back from its state.
    const detach = api.attachAutoplay({
      start() {
        actor.send({ type: 'autoplay.start' })
        return actor.getSnapshot().matches('playing') ? undefined : 'autoplay-unavailable'
      },
      stop() {
        actor.send({ type: 'autoplay.stop' })
        return undefined
      },
    })
    return () => {
      subscription.unsubscribe()
      detach()
      // The guided tour goes with its view (another section, or the tour shown small beside the plan); when the
      // tour shows again, a new one waits for the visitor. Without a1 it stays off.
      if (publicAutoplayState(actor.getSnapshot()) !== 'off') api.autoplayChanged('idle')
    }
  }, [api, actor])
}
