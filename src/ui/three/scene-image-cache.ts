// Which scene images are loaded, loading or warmed, so nothing is downloaded twice: previews stay (they are small,
// and going back is common), full faces are kept only for the scenes on screen and released on leaving them.
import type { Texture } from 'three'
import type { Scene } from '../../schemas/TourConfig'
import { IdleUploads, type PreviewGpu } from './idle-uploads'
import { loadFullFace, loadPreviewFaces, releaseTexture, warm } from './scene-images'

export interface SceneImages {
  readonly preview: ReadonlyArray<Texture>
  /** Full faces by index, as they arrive. */
  readonly faces: Array<Texture | undefined>
}

const FACE_FILES = ['c0.jpg', 'c1.jpg', 'c2.jpg', 'c3.jpg', 'c4.jpg', 'c5.jpg'] as const

/** The clones share the strip's image: close it once, dispose every texture. */
function releasePreview(preview: ReadonlyArray<Texture>) {
  for (const [k, t] of preview.entries()) {
    if (k === 0) releaseTexture(t)
    else t.dispose()
  }
}

/** The promise, or a rejection as soon as `signal` aborts (the promise itself runs on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** A signal that aborts when either does. */
const either = (a: AbortSignal, b: AbortSignal) => AbortSignal.any([a, b])

export class SceneImageCache {
  private readonly loaded = new Map<string, SceneImages>()
  private readonly loading = new Map<string, Promise<SceneImages>>()
  private readonly faceLoads = new Map<string, { controller: AbortController; pending: Set<number> }>()
  /** Full faces by scene, apart from the previews: they may be asked for (and arrive) before the strip decodes. */
  private readonly fullFaces = new Map<string, Array<Texture | undefined>>()
  private readonly warmedKeys = new Set<string>()
  private readonly uploads: IdleUploads

  constructor(
    private readonly imageUrl: (scene: Scene, file: string) => string,
    private readonly lifetime: AbortSignal,
    /** The engine's GPU, for the previews' uploads (idle-uploads.ts). */
    gpu: PreviewGpu,
  ) {
    this.uploads = new IdleUploads(gpu)
  }

  cached(scene: Scene): SceneImages | undefined {
    return this.loaded.get(scene.code)
  }

  /**
   * The scene's preview faces as textures; a second call while loading shares the first download. The download
   * runs for the engine's lifetime (the strip is small, and a visitor who changed their mind often comes back);
   * `signal` only stops this caller waiting, so a cancelled move never fails the next move to the same scene.
   */
  preview(scene: Scene, signal: AbortSignal): Promise<SceneImages> {
    return untilAborted(this.load(scene), signal)
  }

  /**
   * The scene's preview loaded and on the GPU, so the move to it never waits (issue 7). One already loaded (a
   * prefetched neighbour, most often uploaded while the page was idle) is ready at once: the promise has settled
   * before the page re-renders for the move, so the slide starts in the task that asked for it (issue 21).
   */
  ready(scene: Scene, signal: AbortSignal): Promise<void> {
    const loaded = this.loaded.get(scene.code)
    if (loaded) {
      this.uploads.now(loaded.preview)
      return Promise.resolve()
    }
    return this.preview(scene, signal).then((images) => {
      if (!signal.aborted && !this.lifetime.aborted) this.uploads.now(images.preview)
    })
  }

  private load(scene: Scene): Promise<SceneImages> {
    const done = this.loaded.get(scene.code)
    if (done) return Promise.resolve(done)
    const inFlight = this.loading.get(scene.code)
    if (inFlight) return inFlight
    const load = loadPreviewFaces(this.imageUrl(scene, 'd.jpg'), this.lifetime).then(
      (preview) => {
        if (this.lifetime.aborted) {
          // Decoded after the engine went away: free it now, nobody else will.
          releasePreview(preview)
          throw new Error('The tour was closed')
        }
        const images: SceneImages = { preview, faces: this.facesOf(scene.code) }
        this.loaded.set(scene.code, images)
        this.loading.delete(scene.code)
        this.uploads.later(images.preview)
        return images
      },
      (error: unknown) => {
        this.loading.delete(scene.code)
        throw error
      },
    )
    this.loading.set(scene.code, load)
    return load
  }

  /** The scene's full faces, one array shared with its SceneImages once its preview is loaded. */
  private facesOf(code: string): Array<Texture | undefined> {
    let faces = this.fullFaces.get(code)
    if (!faces) {
      faces = []
      this.fullFaces.set(code, faces)
    }
    return faces
  }

  /**
   * Starts loading the full faces not yet loaded or loading, in `order`; `onFace` hears each one arrive. It does not
   * wait for the preview: a face that arrives first is kept, and shown with the preview.
   */
  faces(scene: Scene, order: ReadonlyArray<number>, signal: AbortSignal, onFace: (k: number, t: Texture) => void) {
    const faces = this.facesOf(scene.code)
    let entry = this.faceLoads.get(scene.code)
    if (!entry) {
      entry = { controller: new AbortController(), pending: new Set() }
      this.faceLoads.set(scene.code, entry)
    }
    const { controller, pending } = entry
    for (const k of order) {
      if (faces[k] || pending.has(k)) continue
      pending.add(k)
      const file = FACE_FILES[k] ?? 'c0.jpg'
      loadFullFace(this.imageUrl(scene, file), either(either(signal, controller.signal), this.lifetime))
        .then((texture) => {
          pending.delete(k)
          if (controller.signal.aborted) return releaseTexture(texture)
          faces[k] = texture
          onFace(k, texture)
        })
        // A face that fails keeps its preview; the visitor still sees the room, only softer.
        .catch(() => pending.delete(k))
    }
  }

  /** Frees a scene's full faces (GPU memory) and stops their downloads; its preview stays. */
  releaseFaces(code: string) {
    this.faceLoads.get(code)?.controller.abort()
    this.faceLoads.delete(code)
    const faces = this.fullFaces.get(code)
    if (!faces) return
    for (const t of faces) if (t) releaseTexture(t)
    faces.length = 0
  }

  warmed(scene: Scene, full: boolean): boolean {
    return full ? this.warmedKeys.has(`${scene.code}|full`) : this.loaded.has(scene.code)
  }

  /** Prefetches a scene: its preview as textures, or its full faces into the HTTP cache only. */
  prefetch(scene: Scene, full: boolean, signal: AbortSignal) {
    if (!full) {
      this.load(scene).catch(() => {})
      return
    }
    this.warmedKeys.add(`${scene.code}|full`)
    for (const file of FACE_FILES) warm(this.imageUrl(scene, file), signal).catch(() => {})
  }

  dispose() {
    this.uploads.dispose()
    for (const code of [...this.faceLoads.keys()]) this.releaseFaces(code)
    for (const images of this.loaded.values()) {
      for (const t of images.faces) if (t) releaseTexture(t)
      releasePreview(images.preview)
    }
    this.loaded.clear()
  }
}
