// Binds the tour engine (src/ui/three) to the scene-transition chart: the chart decides moves (latest wins, loads
// before moving), the engine prepares scenes, plays the transitions and reports clicks and views. Framework-free;
// the React view subscribes to `store` for what it draws (current scene, view direction, loading).
import { createActor, fromPromise } from 'xstate'
import type { StartingViewLike } from '../../../../domain/tour-view'
import { sceneTransitionMachine } from '../../../../machines/scene-transition/scene-transition.machine'
import type { TourEngineModule } from '../../../../machines/tour-viewer/tour-viewer.machine'
import type { Scene, TourConfig } from '../../../../schemas/TourConfig'
import { chartInspector } from '../../../../services/chart-inspector'

/**
 * What the view draws from the tour, changing only on moves and loads. The view direction changes every frame while
 * the visitor drags; it is read with `view()` or followed with `on('viewed')`, so React does not re-render per frame.
 */
export interface TourState {
  readonly sceneCode: string
  /** A move is loading its scene (the view shows a throbber after 500 ms). */
  readonly loading: boolean
  /** The last move failed to load. */
  readonly error: string | undefined
  /** The first picture is not there yet. */
  readonly opening: boolean
  /** The opening scene could not be shown (its images failed); `reopen` tries again. */
  readonly openFailed: boolean
}

/** What the visitor did: looked around, walked (a circle or a button), picked a spot on the plan, or missed. */
export type InteractionKind = 'drag' | 'zoom' | 'key' | 'walk' | 'plan' | 'miss'

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

type Followers = { [K in keyof TourEvents]: Set<TourEvents[K]> }

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
  readonly store: { subscribe(listener: () => void): () => void; getSnapshot(): TourState }
  readonly canvas: HTMLCanvasElement
  /** Follows one kind of tour event; returns the unfollow. */
  on<K extends keyof TourEvents>(type: K, follower: TourEvents[K]): () => void
  stop(): void
}

const sceneImageUrl = (tourName: string) => (scene: Scene, file: string) =>
  `/media/${encodeURIComponent(tourName)}/scenes/${encodeURIComponent(scene.code)}/${file}?v=${scene.version}`

export function startTour(options: StartTourOptions): RunningTour {
  const { config, opening } = options
  const followers: Followers = { arrived: new Set(), failed: new Set(), viewed: new Set(), interacted: new Set() }
  const tell = {
    arrived: (code: string) => {
      for (const f of followers.arrived) f(code)
    },
    failed: (code: string) => {
      for (const f of followers.failed) f(code)
    },
    viewed: (pan: number, tilt: number) => {
      for (const f of followers.viewed) f(pan, tilt)
    },
    interacted: (kind: InteractionKind) => {
      for (const f of followers.interacted) f(kind)
    },
  }
  let state: TourState = {
    sceneCode: opening.sceneCode,
    loading: false,
    error: undefined,
    opening: true,
    openFailed: false,
  }
  let view = { pan: opening.pan, tilt: opening.tilt }
  const listeners = new Set<() => void>()
  const update = (patch: Partial<TourState>) => {
    const next = { ...state, ...patch }
    if (Object.keys(patch).every((k) => next[k as keyof TourState] === state[k as keyof TourState])) return
    state = next
    for (const l of listeners) l()
  }

  const engine = new options.module.TourEngine({
    container: options.container,
    config,
    imageUrl: sceneImageUrl(options.tourName),
    start: opening,
    reducedMotion: options.reducedMotion,
    label: '3D tour. Drag or use the arrow keys to look around; click a circle on the floor to walk there.',
    onView: (v) => {
      view = { pan: v.pan, tilt: v.tilt }
      tell.viewed(v.pan, v.tilt)
    },
    onPick: (code) => {
      tell.interacted('walk')
      transition.send({ type: 'scene.move', code })
    },
    onInteract: (kind) => tell.interacted(kind),
  })

  const transition = createActor(
    sceneTransitionMachine.provide({
      actors: { loadScene: fromPromise(({ input, signal }) => engine.prepare(input.code, signal)) },
    }),
    { input: { scenes: config.scenes, current: opening.sceneCode }, inspect: chartInspector },
  )
  transition.on('scene.leaving', (e) => {
    void engine
      .transition(e.to, e.instant ? 'instant' : e.kind, e.view)
      // Not after stop(): the tour was closed mid-move.
      .then(() => {
        if (transition.getSnapshot().status === 'active') transition.send({ type: 'transition.done' })
      })
  })
  transition.on('scene.arrived', (e) => {
    // Followers first (the embed API's move event), then the view's own re-render.
    tell.arrived(e.code)
    update({ sceneCode: e.code })
  })
  transition.on('scene.failed', (e) => tell.failed(e.code))
  transition.subscribe((snapshot) =>
    update({ loading: snapshot.hasTag('loading'), error: snapshot.context.error ?? undefined }),
  )
  transition.start()
  const open = () => {
    update({ opening: true, openFailed: false })
    engine.open().then(
      () => {
        update({ opening: false })
        tell.arrived(opening.sceneCode)
      },
      () => update({ opening: false, openFailed: true }),
    )
  }
  open()

  return {
    move: (code, move) => transition.send({ type: 'scene.move', code, ...move }),
    walk: (code, via = 'walk') => {
      tell.interacted(via)
      transition.send({ type: 'scene.move', code })
    },
    look: (pan, tilt) => engine.look(pan, tilt),
    view: () => view,
    reopen: open,
    spin: (rate) => engine.spin(rate),
    store: {
      subscribe: (l) => {
        listeners.add(l)
        return () => listeners.delete(l)
      },
      getSnapshot: () => state,
    },
    canvas: engine.canvas,
    on: (type, follower) => {
      const set = followers[type] as Set<typeof follower>
      set.add(follower)
      return () => set.delete(follower)
    },
    stop: () => {
      transition.stop()
      engine.dispose()
    },
  }
}
