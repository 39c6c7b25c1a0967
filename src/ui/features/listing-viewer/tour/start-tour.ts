// Binds the tour engine (src/ui/three) to the scene-transition chart: the chart decides moves (latest wins, loads
// before moving), the engine prepares scenes, plays the transitions and reports clicks and views. Framework-free;
// the React view subscribes to `store` for what it draws (current scene, view direction, loading).
import { createActor, fromPromise } from 'xstate'
import type { StartingViewLike } from '../../../../domain/tour-view'
import { sceneTransitionMachine } from '../../../../machines/scene-transition/scene-transition.machine'
import type { TourEngineModule } from '../../../../machines/tour-viewer/tour-viewer.machine'
import type { Scene, TourConfig } from '../../../../schemas/TourConfig'

export interface TourState {
  readonly sceneCode: string
  readonly pan: number
  readonly tilt: number
  /** A move is loading its scene (the view shows a throbber after 500 ms). */
  readonly loading: boolean
  /** The last move failed to load. */
  readonly error: string | undefined
  /** The first picture is not there yet. */
  readonly opening: boolean
}

export interface TourListener {
  /** Every arrival in a scene (the embed API's move, analytics). */
  arrived?(sceneCode: string): void
  /** Every change of view direction, at most once a frame (the embed API's rotate). */
  viewed?(pan: number, tilt: number): void
  /** The visitor dragged, zoomed or used the keys (autoplay stops). */
  interacted?(): void
}

export interface StartTourOptions {
  readonly container: HTMLElement
  readonly module: TourEngineModule
  readonly config: TourConfig
  readonly opening: StartingViewLike
  readonly tourName: string
  readonly reducedMotion: boolean
  readonly listener: TourListener
}

export interface RunningTour {
  /** Walk to a scene (a marker click, the plan, the embed API); `instant` skips the animation (jump). */
  move(code: string, options?: { view?: { pan: number; tilt: number }; instant?: boolean }): void
  look(pan: number, tilt: number): void
  readonly store: { subscribe(listener: () => void): () => void; getSnapshot(): TourState }
  readonly canvas: HTMLCanvasElement
  stop(): void
}

const sceneImageUrl = (tourName: string) => (scene: Scene, file: string) =>
  `/media/${encodeURIComponent(tourName)}/scenes/${encodeURIComponent(scene.code)}/${file}?v=${scene.version}`

export function startTour(options: StartTourOptions): RunningTour {
  const { config, opening, listener } = options
  let state: TourState = { ...opening, loading: false, error: undefined, opening: true }
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
    onView: (view) => {
      update({ pan: view.pan, tilt: view.tilt })
      listener.viewed?.(view.pan, view.tilt)
    },
    onPick: (code) => transition.send({ type: 'scene.move', code }),
    onInteract: () => listener.interacted?.(),
  })

  const transition = createActor(
    sceneTransitionMachine.provide({
      actors: { loadScene: fromPromise(({ input, signal }) => engine.prepare(input.code, signal)) },
    }),
    { input: { scenes: config.scenes, current: opening.sceneCode } },
  )
  transition.on('scene.leaving', (e) => {
    void engine
      .transition(e.to, e.instant ? 'instant' : e.kind, e.view)
      .then(() => transition.send({ type: 'transition.done' }))
  })
  transition.on('scene.arrived', (e) => {
    update({ sceneCode: e.code })
    listener.arrived?.(e.code)
  })
  transition.subscribe((snapshot) =>
    update({ loading: snapshot.hasTag('loading'), error: snapshot.context.error ?? undefined }),
  )
  transition.start()
  engine.open().then(
    () => {
      update({ opening: false })
      listener.arrived?.(opening.sceneCode)
    },
    () => update({ opening: false, error: 'Unable to load tour' }),
  )

  return {
    move: (code, move) => transition.send({ type: 'scene.move', code, ...move }),
    look: (pan, tilt) => engine.look(pan, tilt),
    store: {
      subscribe: (l) => {
        listeners.add(l)
        return () => listeners.delete(l)
      },
      getSnapshot: () => state,
    },
    canvas: engine.canvas,
    stop: () => {
      transition.stop()
      engine.dispose()
    },
  }
}
