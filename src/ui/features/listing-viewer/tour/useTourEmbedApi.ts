// The embedded script API (SPEC §6, docs/embed-api.md) for the running tour: only inside another site's frame with
// enablejsapi. The bridge listens from the start, so commands a host sends while the tour loads are kept and
// carried out once it shows; then arrivals and view changes go back out.
import { useRouteContext } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { sceneSummaries, startTourEmbedBridge } from '../../../../embed/tour-bridge'
import type { TourConfig } from '../../../../schemas/TourConfig'
import type { ViewerSettings } from '../useListingViewer'
import type { RunningTour, TourState } from './start-tour'

type Bridge = ReturnType<typeof startTourEmbedBridge>

export function useTourEmbedApi(
  settings: ViewerSettings,
  tourName: string,
  config: TourConfig | undefined,
  tour: RunningTour | undefined,
  state: TourState,
) {
  const embedded = useRouteContext({ from: '__root__', select: (c) => c.embedded })
  const enabled = embedded && settings.search.enablejsapi === true
  // Commands reach whatever tour is running when the bridge replays them (after ready, so there is one).
  const current = useRef<{ tour?: RunningTour; config?: TourConfig }>({})
  current.current = { ...(tour ? { tour } : {}), ...(config ? { config } : {}) }
  const [bridge, setBridge] = useState<Bridge>()

  useEffect(() => {
    if (!enabled) return
    const visible = (code: string) => {
      const scene = current.current.config?.scenesByCode[code]
      return scene !== undefined && !scene.hidden
    }
    const started = startTourEmbedBridge({
      self: window,
      parent: window.parent,
      commands: {
        // Unknown or hidden codes are the host's typo; the tour stays where it is.
        jump: (code) => visible(code) && current.current.tour?.move(code, { instant: true }),
        move: (code) => visible(code) && current.current.tour?.move(code),
        rotate: (pan, tilt) => current.current.tour?.look(pan, tilt),
      },
    })
    setBridge(started)
    return () => {
      started.stop()
      setBridge(undefined)
    }
  }, [enabled])

  const shown = tour !== undefined && config !== undefined && !state.opening
  useEffect(() => {
    if (!bridge || !shown || !tour || !config) return
    bridge.ready({
      tourName,
      sceneCode: tour.store.getSnapshot().sceneCode,
      ...tour.view(),
      scenes: sceneSummaries(config.scenes),
    })
    const unfollow = [
      tour.on('arrived', (code) => bridge.moved(code)),
      tour.on('viewed', (pan, tilt) => bridge.rotated(pan, tilt)),
    ]
    return () => {
      for (const u of unfollow) u()
    }
  }, [bridge, shown, tour, config, tourName])
}
