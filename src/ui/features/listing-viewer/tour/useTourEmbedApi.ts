// The embedded script API (SPEC §6, docs/embed-api.md) for the running tour: only inside another site's frame with
// enablejsapi. Commands from the host page move, jump and turn the tour; arrivals and view changes go back out.
import { useRouteContext } from '@tanstack/react-router'
import { useEffect } from 'react'
import { sceneSummaries, startTourEmbedBridge } from '../../../../embed/tour-bridge'
import type { TourConfig } from '../../../../schemas/TourConfig'
import type { ViewerSettings } from '../useListingViewer'
import type { RunningTour, TourState } from './start-tour'

export function useTourEmbedApi(
  settings: ViewerSettings,
  tourName: string,
  config: TourConfig | undefined,
  tour: RunningTour | undefined,
  state: TourState,
) {
  const embedded = useRouteContext({ from: '__root__', select: (c) => c.embedded })
  const enabled = embedded && settings.search.enablejsapi === true
  const ready = enabled && tour !== undefined && config !== undefined && !state.opening
  useEffect(() => {
    if (!ready || !tour || !config) return
    const known = (code: string) => config.scenesByCode[code] !== undefined && !config.scenesByCode[code]?.hidden
    const bridge = startTourEmbedBridge({
      self: window,
      parent: window.parent,
      commands: {
        // Unknown codes are the host's typo; the tour stays where it is.
        jump: (code) => known(code) && tour.move(code, { instant: true }),
        move: (code) => known(code) && tour.move(code),
        rotate: (pan, tilt) => tour.look(pan, tilt),
      },
    })
    const view = { ...tour.view(), sceneCode: tour.store.getSnapshot().sceneCode }
    bridge.ready({
      tourName,
      sceneCode: view.sceneCode,
      pan: view.pan,
      tilt: view.tilt,
      scenes: sceneSummaries(config.scenes),
    })
    const unfollow = [
      tour.on('arrived', (code) => bridge.moved(code)),
      tour.on('viewed', (pan, tilt) => bridge.rotated(pan, tilt)),
    ]
    return () => {
      for (const u of unfollow) u()
      bridge.stop()
    }
  }, [ready, tour, config, tourName])
}
