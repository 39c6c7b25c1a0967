// The 3D tour engine (issue 7): one WebGL context per page, drawing a scene's cube panorama and its linked-scene
// markers, only when something changes. It is an adaptor: the tour-viewer and scene-transition charts decide where
// to go and when (src/machines), the engine loads, uploads, animates and reports what the visitor did.
import { Color, Group, PerspectiveCamera, Raycaster, Scene, Vector2, Vector3, WebGLRenderer } from 'three'
import { normaliseYaw } from '../../domain/plan-transform'
import { clampPitch, fieldOfView } from '../../domain/tour-geometry'
import { faceLoadOrder, turnBetween, viewVector } from '../../domain/tour-view'
import type { Scene as TourScene } from '../../schemas/TourConfig'
import { firstPaintTakeOver } from '../first-paint/first-paint-handle'
import { lerp, Tweens } from './animations'
import { DrawScheduler } from './draw-scheduler'
import { KeyTurns } from './key-turns'
import { PanoramaCube } from './panorama-cube'
import { startPrefetching } from './prefetch'
import { SceneImageCache, type SceneImages } from './scene-image-cache'
import { SceneMarkers } from './scene-markers'
import { playMove, type TransitionKind } from './scene-moves'
import type { LookDirection, TourEngineOptions, TourView } from './tour-engine-options'
import { markArrival, markShown, resetTourStats } from './tour-stats'
import { attachViewControls } from './view-controls'

const CUBE_RADIUS = 6
/** Zoom: the field of view goes from the container's widest allowed down to this share of it. */
const MIN_ZOOM = 0.35
const MAX_TILT = 89.5

export class TourEngine {
  private readonly renderer: WebGLRenderer
  private readonly scene = new Scene()
  /** The tour's frame (x east, y north, z up) inside three's (y up). */
  private readonly world = new Group()
  private readonly camera = new PerspectiveCamera(90, 1, 0.05, 100)
  private front = new PanoramaCube(CUBE_RADIUS, 0)
  private back = new PanoramaCube(CUBE_RADIUS, 1)
  private readonly markers = new SceneMarkers()
  private readonly tweens = new Tweens()
  private readonly images: SceneImageCache
  private readonly stats = resetTourStats()
  private readonly raycaster = new Raycaster()
  private readonly detachControls: () => void
  private readonly resizeObserver: ResizeObserver
  private readonly abort = new AbortController()
  private readonly frames = new DrawScheduler((now, newFrame) => this.render(now, newFrame))
  private disposed = false
  /** The starting scene's preview is shown: full faces that arrive before it wait for it (open). */
  private opened = false
  private current: TourScene
  private pan: number
  private tilt: number
  private zoomShare = 1
  private maxFov = 90
  /** Camera offset from the current scene during a move, in the tour's frame. */
  private readonly eye = new Vector3()
  private fovOffset = 0
  private lastView = ''
  private stopPrefetch = () => {}
  private readonly keyTurns: KeyTurns
  /** The guided tour's steady turn, degrees per second (0: still). */
  private spinRate = 0
  /**
   * A move steers the view on its way (towards its arrival direction, or holding it still) until a look of the
   * visitor's or the embedding page's takes the view over mid-move; from then on the move only walks.
   */
  private moveSteers = false
  private lastFrame = 0
  private readonly takeOverFirstPaint = firstPaintTakeOver()

  constructor(private readonly options: TourEngineOptions) {
    const start = options.config.scenesByCode[options.start.sceneCode] ?? options.config.scenes[0]
    if (!start) throw new Error('The tour has no scenes')
    this.current = start
    this.pan = normaliseYaw(options.start.pan)
    this.tilt = clampTilt(options.start.tilt)
    this.renderer = new WebGLRenderer({ antialias: false, powerPreference: 'high-performance' })
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2))
    const canvas = this.renderer.domElement
    canvas.tabIndex = 0
    canvas.setAttribute('role', 'application')
    canvas.setAttribute('aria-label', options.label)
    canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;cursor:grab;outline-offset:-3px'
    options.container.appendChild(canvas)
    this.scene.background = new Color(0x1d1f22)
    this.world.rotation.x = -Math.PI / 2
    this.world.add(this.front.group, this.back.group, this.markers.group)
    this.scene.add(this.world)
    this.keyTurns = new KeyTurns(
      this.tweens,
      options.reducedMotion,
      {
        get: () => ({ pan: this.pan, tilt: this.tilt }),
        set: (pan, tilt) => {
          this.pan = normaliseYaw(pan)
          this.tilt = tilt
        },
      },
      clampTilt,
    )
    this.images = new SceneImageCache(options.imageUrl, this.abort.signal, {
      upload: (t) => this.renderer.initTexture(t),
      release: (t) => t.dispose(),
      busy: () => this.tweens.running,
      inUse: (textures) => this.front.shows(textures) || this.back.shows(textures),
    })
    this.detachControls = attachViewControls(canvas, {
      drag: (dx, dy) => {
        const perPx = this.camera.fov / Math.max(1, canvas.clientHeight)
        this.setLook(this.pan - dx * perPx, this.tilt + dy * perPx)
      },
      zoom: (factor) => this.zoom(factor),
      turn: (dPan, dTilt) => this.turnBy(dPan, dTilt),
      click: (x, y) => {
        const code = this.pickAt(x, y)
        if (code) options.onPick(code)
        else options.onInteract('miss')
      },
      hover: (x, y) => {
        this.showRings()
        const code = this.pickAt(x, y)
        canvas.style.cursor = code ? 'pointer' : 'grab'
        if (this.markers.hover(code)) this.invalidate()
      },
      interacted: (kind) => {
        this.showRings()
        options.onInteract(kind)
      },
    })
    this.resizeObserver = new ResizeObserver(() => this.resize())
    this.resizeObserver.observe(options.container)
    this.resize()
  }

  get view(): TourView {
    return { sceneCode: this.current.code, pan: this.pan, tilt: this.tilt, fov: this.camera.fov }
  }

  get canvas(): HTMLCanvasElement {
    return this.renderer.domElement
  }

  /**
   * Shows the starting scene: its preview as soon as it arrives, and its full faces, the visible ones first. The
   * faces are asked for at once, beside the preview strip rather than after it decodes (issue 21): they are what the
   * visitor waits for. One that arrives before the preview waits for it (showPreview puts it in), so no frame ever
   * shows a lone sharp face in an empty cube.
   */
  async open(): Promise<void> {
    this.loadFaces(this.front, this.current)
    const images = await this.images.preview(this.current, this.abort.signal)
    if (this.disposed) return
    this.showPreview(this.front, images)
    this.front.group.rotation.z = -rad(this.current.yaw)
    this.front.opacity = 1
    this.opened = true
    this.showMarkers()
    this.invalidate()
    this.startPrefetch()
  }

  /** Loads a scene's preview and uploads it to the GPU, at once if it is already loaded (scene-image-cache.ts). */
  prepare(code: string, signal: AbortSignal): Promise<void> {
    const scene = this.options.config.scenesByCode[code]
    return scene ? this.images.ready(scene, signal) : Promise.reject(new Error(`No scene ${code}`))
  }

  /** Moves to a prepared scene: slide, fly out and in, or at once; `look` turns the view on the way. */
  async transition(code: string, kind: TransitionKind | 'instant', look?: LookDirection): Promise<void> {
    const target = this.options.config.scenesByCode[code]
    const images = target ? this.images.cached(target) : undefined
    if (!target || !images) return
    this.keyTurns.cancel()
    const from = this.current
    const offset = new Vector3(target.x - from.x, target.y - from.y, target.z - from.z)
    this.back.clear()
    this.showPreview(this.back, images)
    this.back.group.rotation.z = -rad(target.yaw)
    this.markers.opacity = 0
    const [pan0, tilt0] = [this.pan, this.tilt]
    const turn = look ? turnBetween(pan0, look.pan) : 0
    const tiltTo = look ? clampTilt(look.tilt) : tilt0
    const lookAt = (t: number) => {
      if (!this.moveSteers) return
      this.pan = normaliseYaw(pan0 + turn * t)
      this.tilt = lerp(tilt0, tiltTo, t)
    }
    this.moveSteers = true
    const moving = playMove(
      {
        front: this.front,
        back: this.back,
        eye: this.eye,
        reducedMotion: this.options.reducedMotion,
        setFovOffset: (deg) => {
          this.fovOffset = deg
        },
        lookAt,
        animate: (ms, step) => this.animate(ms, step),
        alive: () => !this.disposed,
      },
      kind,
      offset,
    )
    // Asked for once the move's clock runs; each face arrives in a task of its own, so the last frame drew it all.
    this.loadFaces(this.back, target)
    await moving
    this.moveSteers = false
    if (this.disposed) return
    this.arrive(target)
    markArrival(this.stats, this.front.sharpInView(this.camera))
  }

  /** Looks in a direction at once (the embed API's rotate, d1). */
  look(pan: number, tilt: number) {
    this.keyTurns.cancel()
    this.setLook(pan, tilt)
    // Set between frames (the embed API's rotate): drawn at once, unless a move or a spin draws every frame.
    if (!this.tweens.running && this.spinRate === 0) this.frames.now()
  }

  /** Turns steadily at `degreesPerSecond` (the guided tour), or stops turning at 0. */
  spin(degreesPerSecond: number) {
    this.spinRate = this.options.reducedMotion ? 0 : degreesPerSecond
    this.lastFrame = 0
    this.invalidate()
  }

  dispose() {
    if (this.disposed) return
    this.disposed = true
    this.frames.stop()
    this.stopPrefetch()
    this.abort.abort()
    this.tweens.cancelAll()
    this.detachControls()
    this.resizeObserver.disconnect()
    this.images.dispose()
    this.front.dispose()
    this.back.dispose()
    this.markers.dispose()
    this.renderer.dispose()
    // Give the context back now rather than when the canvas is collected: browsers cap live WebGL contexts.
    this.renderer.forceContextLoss()
    this.renderer.domElement.remove()
  }

  private arrive(target: TourScene) {
    const old = this.current
    ;[this.front, this.back] = [this.back, this.front]
    this.back.clear()
    this.back.opacity = 0
    this.front.group.position.set(0, 0, 0)
    this.front.opacity = 1
    this.eye.set(0, 0, 0)
    this.fovOffset = 0
    this.current = target
    this.images.releaseFaces(old.code)
    this.showMarkers()
    // Even mid key turn: after every move the circles come back, or touch and keyboard visitors would not see them.
    this.showRings(true)
  }

  private showPreview(cube: PanoramaCube, images: SceneImages) {
    images.preview.forEach((t, k) => {
      cube.setFace(k, t, false)
    })
    images.faces.forEach((t, k) => {
      if (t) cube.setFace(k, t, true)
    })
  }

  /** Full faces, the ones in view first; each sharpens its face when it arrives, if that scene is still shown. */
  private loadFaces(cube: PanoramaCube, scene: TourScene) {
    // The cube is turned by the scene's yaw, so the face in view is the one at the view's heading minus it.
    const order = faceLoadOrder(this.pan - scene.yaw, this.tilt)
    this.images.faces(scene, order, this.abort.signal, (k, texture) => {
      if (this.disposed || !this.opened) return
      const shown = cube === this.front ? this.current.code : scene.code
      if (shown !== scene.code) return
      cube.setFace(k, texture, true)
      this.invalidate()
    })
  }

  private showMarkers() {
    const { scenesByCode } = this.options.config
    const linked = this.current.linkedScenes.flatMap((c) => {
      const s = scenesByCode[c]
      return s && !s.hidden ? [s] : []
    })
    this.markers.show(this.current, linked)
    this.showRings()
  }

  /** Circles show fully while the visitor interacts (not in the middle of a move, unless forced). */
  private showRings(force = false) {
    if (this.tweens.running && !force) return
    this.markers.wake(() => this.invalidate())
  }

  /** Prefetch in batches of 4 every 3 s: nearby previews, then the full faces of the likeliest next scenes. */
  private startPrefetch() {
    this.stopPrefetch = startPrefetching({
      images: this.images,
      config: this.options.config,
      where: () => ({ scene: this.current, pan: this.pan }),
      signal: this.abort.signal,
    })
  }

  private animate(duration: number, step: (t: number) => void): Promise<void> {
    const run = this.tweens.run(duration, step)
    this.invalidate()
    return run.promise
  }

  /** Looks somewhere at once (a drag, the embed API's rotate); mid-move, the view is this look's from now on. */
  private setLook(pan: number, tilt: number) {
    this.moveSteers = false
    this.pan = normaliseYaw(pan)
    this.tilt = clampTilt(tilt)
    this.invalidate()
  }

  /** A key press turns by a step (key-turns.ts). */
  private turnBy(dPan: number, dTilt: number) {
    this.moveSteers = false
    this.keyTurns.turnBy(dPan, dTilt)
    this.invalidate()
  }

  private zoom(factor: number) {
    this.zoomShare = Math.min(1, Math.max(MIN_ZOOM, this.zoomShare * factor))
    this.invalidate()
  }

  private pickAt(x: number, y: number): string | undefined {
    if (this.tweens.running) return undefined
    const canvas = this.renderer.domElement
    const ndc = new Vector2((x / canvas.clientWidth) * 2 - 1, -(y / canvas.clientHeight) * 2 + 1)
    this.updateCamera()
    this.raycaster.setFromCamera(ndc, this.camera)
    return this.markers.pick(this.raycaster)
  }

  private resize() {
    const { clientWidth: w, clientHeight: h } = this.options.container
    if (w === 0 || h === 0) return
    this.renderer.setSize(w, h, false)
    this.camera.aspect = w / h
    this.maxFov = fieldOfView(w / h)
    this.invalidate()
    // Draw now, not on the next frame: a resized canvas is blank until drawn.
    this.render(performance.now())
  }

  private invalidate() {
    if (!this.disposed) this.frames.soon()
  }

  private updateCamera() {
    this.camera.fov = this.maxFov * this.zoomShare + this.fovOffset
    this.camera.updateProjectionMatrix()
    // Tour frame → three's frame: (x, y, z) → (x, z, −y).
    const [dx, dy, dz] = viewVector(this.pan, this.tilt)
    this.camera.position.set(this.eye.x, this.eye.z, -this.eye.y)
    this.camera.lookAt(this.eye.x + dx, this.eye.z + dz, -this.eye.y - dy)
    this.camera.updateMatrixWorld()
  }

  /** Draws the view; `newFrame` false when it replaces an early draw the same frame will show (DrawScheduler). */
  private render(now: number, newFrame = true) {
    if (this.disposed) return
    this.tweens.advance(now)
    if (this.spinRate !== 0) {
      // Time-based, so the turn keeps its speed whatever the frame rate; a first frame after a pause does not jump.
      if (this.lastFrame > 0)
        this.pan = normaliseYaw(this.pan + (this.spinRate * Math.min(100, now - this.lastFrame)) / 1000)
      this.lastFrame = now
    }
    this.updateCamera()
    this.renderer.render(this.scene, this.camera)
    if (newFrame) this.stats.frames++
    markShown(this.stats, this.front.hasAnyFace, () => this.front.sharpInView(this.camera))
    // The page's first paint (src/ui/first-paint) shows the opening view until a frame shows as much.
    const shown = `${this.current.code}|${this.pan}|${this.tilt}|${this.camera.fov}`
    this.takeOverFirstPaint(this.front.hasAnyFace, shown, () => this.front.sharpInView(this.camera))
    const view = this.view
    const key = `${view.sceneCode}|${view.pan.toFixed(2)}|${view.tilt.toFixed(2)}|${view.fov.toFixed(2)}`
    if (key !== this.lastView) {
      this.lastView = key
      this.options.onView(view)
    }
    if (this.tweens.running || this.spinRate !== 0) this.invalidate()
  }
}

const rad = (deg: number) => (deg * Math.PI) / 180
const clampTilt = (tilt: number) => Math.max(-MAX_TILT, Math.min(MAX_TILT, clampPitch(tilt)))
