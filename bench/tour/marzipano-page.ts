// The Marzipano harness page: its HTML and in-page script, which build the scene and time its frames.
import { FRAME_GAPS, SAME_API_CALLS } from './harness-calls'
import type { Size } from './types'

/**
 * The Marzipano harness, served at the demo server's origin by request interception so the scene images load
 * without CORS. It makes the same two API calls our tour page makes before its first image (the listing, then the
 * tour config), then builds one Marzipano scene for the starting scene:
 * - geometry: a cube with two levels, 256 px (the preview, fallback only) and 1024 px (the full faces);
 * - preview level: d.jpg itself, each face cut out by Marzipano's `rect` (createImageBitmap), so Marzipano
 *   downloads the same 1536×256 strip we do, once (the six crops share one image request);
 * - full level: c0.jpg … c5.jpg, Marzipano face f = c1 (north), r = c2 (east), b = c3, l = c4, u = c0, d = c5; our
 *   faces and Marzipano's share orientation (upright sides; the front face adjoins the bottom edge of up and the
 *   top edge of down), checked by screenshot;
 * - view: yaw = our pan (compass degrees clockwise from north; both turn right for positive angles), pitch = −our
 *   tilt (Marzipano's pitch grows downwards), vertical field of view = ours (fieldOfView of the 16:9 container);
 * - pinFirstLevel: a scene's preview loads whole as soon as the scene exists, as ours does.
 * Frames are counted on the stage's renderComplete and timed when it fires (performance.now()), once the frame's work
 * (texture uploads, draws) is done, as our engine's frames are timed after their render. First preview frame: the first frame
 * in which every visible face has a texture (preview or full); first full frame: the first in which every visible
 * face has its full one.
 */
export const marzipanoHarness = (fovRad: number, size: Size) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Marzipano bench</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:#000}
#pano{position:absolute;left:0;top:0;width:${size.width}px;height:${size.height}px}</style>
</head><body><div id="pano"></div>
<script src="/__bench/marzipano.js"></script>
<script>
'use strict'
const FOV = ${fovRad}
// Marzipano face letter → our face index (docs/panoramas.md).
const FACE = { u: 0, f: 1, r: 2, b: 3, l: 4, d: 5 }
const stats = (window.__marzipanoStats = { frames: 0 })
const frameListeners = new Set()
const tourName = new URLSearchParams(location.search).get('tour')
const viewer = new Marzipano.Viewer(document.getElementById('pano'))
const geometry = new Marzipano.CubeGeometry([
  { tileSize: 256, size: 256, fallbackOnly: true },
  { tileSize: 1024, size: 1024 },
])
let config
const created = {}
let current
const rad = (deg) => (deg * Math.PI) / 180
const frameTime = () => performance.now()

function createScene(code, pan, tilt) {
  const scene = config.scenes.find((s) => s.code === code)
  const base = '/media/' + tourName + '/scenes/' + scene.code + '/'
  const v = '?v=' + scene.version
  const source = new Marzipano.ImageUrlSource((tile) =>
    tile.z === 0
      ? { url: base + 'd.jpg' + v, rect: { x: FACE[tile.face] / 6, y: 0, width: 1 / 6, height: 1 } }
      : { url: base + 'c' + FACE[tile.face] + '.jpg' + v },
  )
  // Marzipano's pitch grows downwards, our tilt upwards.
  const view = new Marzipano.RectilinearView({ yaw: rad(pan), pitch: rad(-tilt), fov: FOV })
  const mScene = viewer.createScene({ source, geometry, view, pinFirstLevel: true })
  const loaded = new Set()
  const store = mScene.layer().textureStore()
  store.addEventListener('textureLoad', (tile) => loaded.add(tile.z + tile.face))
  store.addEventListener('textureUnload', (tile) => loaded.delete(tile.z + tile.face))
  created[code] = { code, scene: mScene, view, layer: mScene.layer(), loaded }
  return created[code]
}

/** 'none' | 'preview' | 'full': what the scene's visible faces show at best in the frame just drawn. */
function shown(s) {
  const tiles = []
  s.layer.visibleTiles(tiles)
  if (tiles.length === 0) return 'none'
  const store = s.layer.textureStore()
  if (tiles.every((t) => t.z === 1 && store.texture(t))) return 'full'
  if (tiles.every((t) => store.texture(t) || (t.parent() && store.texture(t.parent())))) return 'preview'
  return 'none'
}

viewer.stage().addEventListener('renderComplete', () => {
  const t = frameTime()
  stats.frames++
  if (current) {
    const level = shown(current)
    if (stats.firstPreviewFrame === undefined && level !== 'none') stats.firstPreviewFrame = t
    if (stats.firstFullFrame === undefined && level === 'full') stats.firstFullFrame = t
  }
  for (const listener of [...frameListeners]) listener(t)
})

${FRAME_GAPS}
const nextFrameWhere = (test) =>
  new Promise((resolve) => {
    const listener = (t) => {
      if (!test()) return
      frameListeners.delete(listener)
      resolve(t)
    }
    frameListeners.add(listener)
  })

window.__bench = {
  /** Looks somewhere (degrees, as our pan and tilt), for the orientation check. */
  look(pan, tilt) {
    current.view.setParameters({ yaw: rad(pan), pitch: rad(-tilt) })
  },
  /** Creates a scene ahead of a move, so its preview loads (Marzipano's own tool creates every scene at start). */
  prepare(code) {
    createScene(code, 0, 0)
  },
  /** Loads the full level of every face (not only the visible ones) and resolves once all six are there. */
  async pinFull() {
    current.layer.pinLevel(1)
    while (['f', 'b', 'l', 'r', 'u', 'd'].some((f) => !current.loaded.has('1' + f))) {
      await new Promise((r) => setTimeout(r, 20))
    }
  },
  /** Turns right at degPerS for ms, one setYaw per animation frame; the frames counted are those Marzipano drew. */
  rotate(ms, degPerS) {
    const view = current.view
    const yaw0 = view.yaw()
    const frames0 = stats.frames
    const t0 = performance.now()
    return new Promise((resolve) => {
      const step = () => {
        const t = performance.now() - t0
        view.setYaw(yaw0 + rad(degPerS) * (Math.min(t, ms) / 1000))
        if (t < ms) requestAnimationFrame(step)
        else resolve({ frames: stats.frames - frames0, ms: t })
      }
      requestAnimationFrame(step)
    })
  },
  /**
   * switchTo the scene, looking the same way: ms until the frame showing the cross-fade's end is drawn (arrival), until
   * its done callback (done), and until a frame shows every visible face of it at full resolution (sharp).
   */
  async move(code, transitionMs) {
    const gaps = frameGaps(window)
    const t0 = performance.now()
    const view = current.view
    const target = created[code] ?? createScene(code, 0, 0)
    target.view.setParameters({ yaw: view.yaw(), pitch: view.pitch() })
    await new Promise((resolve) => target.scene.switchTo({ transitionDuration: transitionMs }, resolve))
    const done = performance.now() - t0
    // Marzipano calls done from its tween's animation frame, whose last update only invalidates the stage: its
    // render loop draws the arrival in the next frame. Arrival is that frame, as ours is the frame drawn at the end.
    const arrival = (await nextFrameWhere(() => true)) - t0
    const longestFrame = gaps()
    current = target
    const sharp = shown(target) === 'full' ? arrival : (await nextFrameWhere(() => shown(target) === 'full')) - t0
    return { arrival, done, sharp: Math.max(arrival, sharp), longestFrame }
  },
}

;(async () => {
${SAME_API_CALLS}
  const start = config.starting
  current = createScene(start.sceneCode, start.pan, start.tilt)
  current.scene.switchTo({ transitionDuration: 0 })
})()
</script>
</body></html>`
