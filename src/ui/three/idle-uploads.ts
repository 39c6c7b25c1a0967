// Puts prefetched scene previews on the GPU while the page has nothing else to do (issue 21), so a move to one of
// them starts in the task that asked for it: no upload, and no wait, between the visitor's click and the slide.
// One scene per idle period, never during a move (its frames come first); whatever is left when the engine goes
// is dropped, and only the latest few stay on the GPU.
import type { Texture } from 'three'

/**
 * Runs `callback` once the page is idle (within a second even on a page never idle, such as a guided tour's steady
 * turn), with requestIdleCallback where the browser has it; elsewhere (Safari) after a short timer, which is as good
 * off a move. Returns a cancel.
 */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 1000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(callback, 50)
  return () => clearTimeout(handle)
}

/**
 * How many scenes' previews stay on the GPU (1.5 MB each), the latest uploaded or moved to; an older one not on
 * screen gives its GPU copy back (its image stays, and goes up again in a couple of ms if a move goes there). This
 * bounds what a long visit to a large tour holds on a phone's GPU.
 */
export const PREVIEWS_KEPT_ON_GPU = 12

/** What the uploads need of the engine's GPU. */
export interface PreviewGpu {
  upload(texture: Texture): void
  /** Gives a texture's GPU copy back (three uploads it again on its next use). */
  release(texture: Texture): void
  /** True while the engine animates: uploads wait for the next idle period. */
  busy(): boolean
  /** Whether a cube shows one of these textures now: those are never released. */
  inUse(textures: ReadonlyArray<Texture>): boolean
}

export class IdleUploads {
  private readonly queue: Array<ReadonlyArray<Texture>> = []
  /** On the GPU, oldest first. */
  private readonly kept: Array<ReadonlyArray<Texture>> = []
  private cancel: (() => void) | undefined

  constructor(private readonly gpu: PreviewGpu) {}

  /** Uploads these textures (one scene's) in a later idle period. */
  later(textures: ReadonlyArray<Texture>) {
    this.queue.push(textures)
    this.schedule()
  }

  /** Uploads these textures now (three skips the ones already up), and drops them from the queue. */
  now(textures: ReadonlyArray<Texture>) {
    const queued = this.queue.indexOf(textures)
    if (queued >= 0) this.queue.splice(queued, 1)
    this.upload(textures)
  }

  dispose() {
    this.queue.length = 0
    this.kept.length = 0
    this.cancel?.()
    this.cancel = undefined
  }

  private upload(textures: ReadonlyArray<Texture>) {
    for (const t of textures) this.gpu.upload(t)
    const at = this.kept.indexOf(textures)
    if (at >= 0) this.kept.splice(at, 1)
    this.kept.push(textures)
    while (this.kept.length > PREVIEWS_KEPT_ON_GPU) {
      const oldest = this.kept.findIndex((kept) => !this.gpu.inUse(kept))
      if (oldest < 0) return
      for (const t of this.kept.splice(oldest, 1)[0] ?? []) this.gpu.release(t)
    }
  }

  private schedule() {
    if (this.cancel || this.queue.length === 0) return
    this.cancel = whenIdle(() => {
      this.cancel = undefined
      const next = this.gpu.busy() ? undefined : this.queue.shift()
      if (next) this.upload(next)
      this.schedule()
    })
  }
}
