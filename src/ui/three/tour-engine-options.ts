// What the tour engine is given and what it reports: its options (container, config, images, opening view, the
// visitor's picks and interactions) and the view it tells its followers about. Kept apart from the engine so the
// contract reads on its own.
import type { TourConfig, Scene as TourScene } from '../../schemas/TourConfig'

export interface TourView {
  readonly sceneCode: string
  readonly pan: number
  readonly tilt: number
  readonly fov: number
}

export interface LookDirection {
  readonly pan: number
  readonly tilt: number
}

export interface TourEngineOptions {
  readonly container: HTMLElement
  readonly config: TourConfig
  /** URL of a scene's image file ('d.jpg' preview strip, 'c0.jpg' … 'c5.jpg'). */
  readonly imageUrl: (scene: TourScene, file: string) => string
  readonly start: { readonly sceneCode: string } & LookDirection
  readonly reducedMotion: boolean
  readonly label: string
  readonly onView: (view: TourView) => void
  readonly onPick: (sceneCode: string) => void
  /** The visitor dragged, zoomed, used the keys, or clicked where there is nothing to walk to ('miss'). */
  readonly onInteract: (kind: 'drag' | 'zoom' | 'key' | 'miss') => void
}
