// Prefetching (issue 7, SPEC §9): every 3 s, a batch of at most 4 scenes: first the previews of scenes within the
// preview distance (decoded, they are small), then the full faces of the likeliest next scenes (into the HTTP cache
// only, so they cost no GPU memory until the visitor goes there). Recomputed at each tick from where the visitor
// stands and looks.
import { batches, likeliestNextScenes, previewNeighbours } from '../../domain/tour-view'
import { PREFETCH_BATCH_SIZE, PREFETCH_INTERVAL_MS } from '../../schemas/constants'
import type { Scene, TourConfig } from '../../schemas/TourConfig'
import type { SceneImageCache } from './scene-image-cache'

/** How many of the likeliest next scenes get their full faces warmed. */
const FULL_PREFETCH_SCENES = 2

export function startPrefetching(options: {
  readonly images: SceneImageCache
  readonly config: TourConfig
  readonly where: () => { readonly scene: Scene; readonly pan: number }
  readonly signal: AbortSignal
}): () => void {
  const { images, config, signal } = options
  const tick = () => {
    const { scene, pan } = options.where()
    const previews = previewNeighbours(config.scenes, scene).map((s) => ({ scene: s, full: false }))
    const next = likeliestNextScenes(config.scenesByCode, scene.code, pan)
      .slice(0, FULL_PREFETCH_SCENES)
      .map((s) => ({ scene: s, full: true }))
    const todo = [...previews, ...next].filter((item) => !images.warmed(item.scene, item.full))
    for (const item of batches(todo, PREFETCH_BATCH_SIZE)[0] ?? []) images.prefetch(item.scene, item.full, signal)
  }
  tick()
  const timer = setInterval(tick, PREFETCH_INTERVAL_MS)
  return () => clearInterval(timer)
}
