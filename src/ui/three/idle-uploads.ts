// Puts prefetched scene previews on the GPU while the page has nothing else to do (issue 21), so a move to one of
// them starts in the task that asked for it: no upload, and no wait, between the visitor's click and the slide.
// One scene per idle period, never during a move (its frames come first); whatever is left when the engine goes
// is dropped.
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

export class IdleUploads {
  private readonly queue: Array<ReadonlyArray<Texture>> = []
  private cancel: (() => void) | undefined

  constructor(
    private readonly upload: (texture: Texture) => void,
    /** True while the engine animates: uploads wait for the next idle period. */
    private readonly busy: () => boolean,
  ) {}

  /** Uploads these textures (one scene's) in a later idle period. */
  later(textures: ReadonlyArray<Texture>) {
    this.queue.push(textures)
    this.schedule()
  }

  /** Uploads these textures now (three skips the ones already up), and drops them from the queue. */
  now(textures: ReadonlyArray<Texture>) {
    const queued = this.queue.indexOf(textures)
    if (queued >= 0) this.queue.splice(queued, 1)
    for (const t of textures) this.upload(t)
  }

  dispose() {
    this.queue.length = 0
    this.cancel?.()
    this.cancel = undefined
  }

  private schedule() {
    if (this.cancel || this.queue.length === 0) return
    this.cancel = whenIdle(() => {
      this.cancel = undefined
      const next = this.busy() ? undefined : this.queue.shift()
      if (next) for (const t of next) this.upload(t)
      this.schedule()
    })
  }
}
