// Binds the tour engine (src/ui/three) to the tour-session chart, the one actor the page drives the tour through:
// the chart decides moves (latest wins, loads before moving) and tells followers of arrivals, failures and the
// visitor's own moves; the engine prepares scenes, plays the transitions and reports clicks and views. The view
// direction changes every frame of a drag, so it goes from the engine to its followers without the chart.

import { createActor } from 'xstate'
import { sceneImageUrl } from '../../../../domain/cube-faces'
import type { StartingViewLike } from '../../../../domain/tour-view'
import { tourSessionActors } from '../../../../machines/tour-session/tour-session.actors'
import {
  type InteractionKind,
  type TourSessionActorRef,
  type TourState,
  tourSessionMachine,
  tourStateOf,
  transitionOf,
} from '../../../../machines/tour-session/tour-session.machine'
import type { TourEngineModule } from '../../../../machines/tour-viewer/tour-viewer.machine'
import type { Scene, TourConfig } from '../../../../schemas/TourConfig'
import { chartInspector } from '../../../../services/chart-inspector'

export type { InteractionKind, TourState }

/** What the running tour tells its followers (the embed API, autoplay, hints). */
export interface TourEvents {
  /** Every arrival in a scene, the opening one included. */
  arrived: (sceneCode: string) => void
  /** A move could not load its scene; the tour stays where it was. */
  failed: (sceneCode: string) => void
  /** Every change of view direction, at most once a frame. */
  viewed: (pan: number, tilt: number) => void
  /** The visitor dragged, zoomed, used the keys or picked a scene to walk to (autoplay stops). */
  interacted: (kind: InteractionKind) => void
}

export interface StartTourOptions {
  readonly container: HTMLElement
  readonly module: TourEngineModule
  readonly config: TourConfig
  readonly opening: StartingViewLike
  readonly tourName: string
  readonly reducedMotion: boolean
}

export interface RunningTour {
  /** Walk to a scene (a marker click, the plan, the embed API); `instant` skips the animation (jump). */
  move(code: string, options?: { view?: { pan: number; tilt: number }; instant?: boolean }): void
  /** The visitor walks somewhere (the walk-to buttons, the plan): a move that also counts as their own. */
  walk(code: string, via?: 'walk' | 'plan'): void
  look(pan: number, tilt: number): void
  /** Tries the opening scene again after it failed. */
  reopen(): void
  /** Where the camera looks now (compass pan, tilt up-positive, degrees). */
  view(): { readonly pan: number; readonly tilt: number }
  /** Turns steadily (the guided tour), 0 to stop. */
  spin(degreesPerSecond: number): void
  /** What the view draws, read from the session's charts (for useSyncExternalStore). */
  readonly store: { subscribe(listener: () => void): () => void; getSnapshot(): TourState }
  readonly session: TourSessionActorRef
  readonly canvas: HTMLCanvasElement
  /** Follows one kind of tour event; returns the unfollow. */
  on<K extends keyof TourEvents>(type: K, follower: TourEvents[K]): () => void
  stop(): void
}

const imagesOf = (tourName: string) => (scene: Scene, file: string) => sceneImageUrl(tourName, scene, file)

export function startTour(options: StartTourOptions): RunningTour {
  const { config, opening } = options
  const viewers = new Set<TourEvents['viewed']>()
  let view = { pan: opening.pan, tilt: opening.tilt }
  // The engine's callbacks can only fire once the visitor acts, after the session below has started.
  let session: TourSessionActorRef | undefined

  const engine = new options.module.TourEngine({
    container: options.container,
    config,
    imageUrl: imagesOf(options.tourName),
    start: opening,
    reducedMotion: options.reducedMotion,
    label: '3D tour. Drag or use the arrow keys to look around; click a circle on the floor to walk there.',
    onView: (v) => {
      view = { pan: v.pan, tilt: v.tilt }
      for (const viewer of viewers) viewer(v.pan, v.tilt)
    },
    onPick: (code) => session?.send({ type: 'scene.walk', code, via: 'walk' }),
    onInteract: (kind) => session?.send({ type: 'engine.interacted', kind }),
  })

  const started = createActor(tourSessionMachine.provide({ actors: tourSessionActors(engine) }), {
    input: { scenes: config.scenes, opening: opening.sceneCode },
    inspect: chartInspector,
  }).start()
  session = started
  const transition = transitionOf(started)
  // The same object until something the view draws changes, as useSyncExternalStore needs.
  let shown = tourStateOf(started.getSnapshot(), transition.getSnapshot())
  const current = () => {
    const next = tourStateOf(started.getSnapshot(), transition.getSnapshot())
    const keys = Object.keys(next) as Array<keyof TourState>
    if (keys.some((key) => next[key] !== shown[key])) shown = next
    return shown
  }

  return {
    move: (code, move) => started.send({ type: 'scene.move', code, ...move }),
    walk: (code, via = 'walk') => started.send({ type: 'scene.walk', code, via }),
    look: (pan, tilt) => engine.look(pan, tilt),
    view: () => view,
    reopen: () => started.send({ type: 'reopen' }),
    spin: (rate) => engine.spin(rate),
    store: {
      subscribe: (listener) => {
        const subscriptions = [started.subscribe(listener), transition.subscribe(listener)]
        return () => {
          for (const subscription of subscriptions) subscription.unsubscribe()
        }
      },
      getSnapshot: current,
    },
    session: started,
    canvas: engine.canvas,
    on: (type, follower) => {
      if (type === 'viewed') {
        const viewer = follower as TourEvents['viewed']
        viewers.add(viewer)
        return () => viewers.delete(viewer)
      }
      const subscription =
        type === 'interacted'
          ? started.on('tour.interacted', (e) => (follower as TourEvents['interacted'])(e.kind))
          : started.on(type === 'arrived' ? 'tour.arrived' : 'tour.failed', (e) =>
              (follower as TourEvents['arrived'])(e.code),
            )
      return () => subscription.unsubscribe()
    },
    stop: () => {
      started.stop()
      engine.dispose()
    },
  }
}
