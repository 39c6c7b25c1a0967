// The Photo Sphere Viewer harness page: its HTML and in-page script, which build the tour and time its frames.
import { FRAME_GAPS, SAME_API_CALLS } from './harness-calls'
import { LOAD_TIMEOUT_MS } from './settings'
import type { Size } from './types'

/**
 * The PSV harness, served at the demo server's origin by request interception (as Marzipano's). It makes the same
 * two API calls our tour page makes before its first image (the listing, then the tour config), then:
 * - preview: the viewer opens on the starting scene's d.jpg as a cubemap "stripe" (the cubemap adapter's one-file
 *   form, faces in the strip's order c0 … c5 = top, front, right, back, left, bottom), the same 1536×256 image we
 *   download; at the same time PSV's own textureLoader.preloadPanorama fetches the six 1024 px faces;
 * - full: once the preview is shown and the faces are loaded, the virtual-tour plugin gets the nodes (our scenes,
 *   panorama = the six faces as PSV's { left: c4, front: c1, right: c2, back: c3, top: c0, bottom: c5 }, links from
 *   linkedScenes) and its start node, which replaces the preview with no transition;
 * - view: yaw = our pan, pitch = our tilt (both in radians; PSV's yaw turns right and its pitch up, as ours), vertical
 *   field of view = ours (PSV's zoom maps onto its vertical fov: maxFov = ours at zoom level 0);
 * - no navbar, no loader during moves: the canvas shows the panorama alone, as Marzipano's does; no MSAA (PSV's
 *   default renderer has antialias: true; ours and Marzipano's have none).
 * Frames are counted on the viewer's 'render' event (fired right after each renderer.render, PSV draws on demand) and
 * timed when it fires. First preview frame: the first render after the preview's 'panorama-loaded'; first full frame:
 * the first render after the start node's 'panorama-loaded'.
 */
export const psvHarness = (fovDeg: number, size: Size, antialias = false) => `<!doctype html>
<html><head><meta charset="utf-8"><title>PSV bench</title>
<link rel="stylesheet" href="/__bench/psv.css">
<style>html,body{margin:0;height:100%;overflow:hidden;background:#000}
#pano{position:absolute;left:0;top:0;width:${size.width}px;height:${size.height}px}</style>
</head><body><div id="pano"></div>
<script src="/__bench/psv.js"></script>
<script>
'use strict'
const FOV = ${fovDeg}
const stats = (window.__psvStats = { frames: 0 })
const renderListeners = new Set()
const tourName = new URLSearchParams(location.search).get('tour')
const rad = (deg) => (deg * Math.PI) / 180
let viewer
let plugin
let config
// 'preview' once the strip is on screen, 'full' once the start node's faces are.
let pending
let transitionMs = 0

const base = (scene) => '/media/' + tourName + '/scenes/' + scene.code + '/'
const stripe = (scene) => ({
  type: 'stripe',
  path: base(scene) + 'd.jpg?v=' + scene.version,
  order: ['top', 'front', 'right', 'back', 'left', 'bottom'],
  flipTopBottom: true,
})
const faces = (scene) => {
  const c = (i) => base(scene) + 'c' + i + '.jpg?v=' + scene.version
  return {
    type: 'separate',
    paths: { left: c(4), front: c(1), right: c(2), back: c(3), top: c(0), bottom: c(5) },
    flipTopBottom: true,
  }
}
// The plugin's manual mode wants a position for each link's arrow: the bearing from one scene to the other (x east,
// y north), just below the horizon.
const bearing = (from, to) => Math.atan2(to.x - from.x, to.y - from.y)
const nodes = () =>
  config.scenes.map((s) => ({
    id: s.code,
    panorama: faces(s),
    name: s.code,
    links: s.linkedScenes
      .map((code) => config.scenes.find((t) => t.code === code))
      .filter(Boolean)
      .map((t) => ({ nodeId: t.code, position: { yaw: bearing(s, t), pitch: -0.3 } })),
  }))

${FRAME_GAPS}
window.__bench = {
  /** Looks somewhere (degrees, as our pan and tilt), for the orientation check. */
  look(pan, tilt) {
    viewer.rotate({ yaw: rad(pan), pitch: rad(tilt) })
  },
  /** Waits until the plugin's own preload (preload: true) of the target's faces is done. */
  async prepare(code) {
    const deadline = performance.now() + ${LOAD_TIMEOUT_MS}
    while (plugin.state.preload[code] !== true) {
      if (performance.now() > deadline) throw new Error('PSV did not preload ' + code)
      await new Promise((r) => setTimeout(r, 20))
    }
  },
  /** PSV loads all six faces of a node at once: nothing to pin. */
  async pinFull() {},
  /** Turns right at degPerS for ms, one viewer.rotate per animation frame; the frames counted are those PSV drew. */
  rotate(ms, degPerS) {
    const p0 = viewer.getPosition()
    const frames0 = stats.frames
    const t0 = performance.now()
    return new Promise((resolve) => {
      const step = () => {
        const t = performance.now() - t0
        viewer.rotate({ yaw: p0.yaw + rad(degPerS) * (Math.min(t, ms) / 1000), pitch: p0.pitch })
        if (t < ms) requestAnimationFrame(step)
        else resolve({ frames: stats.frames - frames0, ms: t })
      }
      requestAnimationFrame(step)
    })
  },
  /**
   * setCurrentNode with a fade of transitionMs, looking the same way: ms until the frame showing the fade's end
   * (arrival), until the plugin's 'node-changed' (done), and until a frame shows the target's full faces (sharp: a
   * node's panorama is its six 1024 px faces, faded in whole, so every frame of the fade already shows them).
   */
  async move(code, ms) {
    transitionMs = ms
    const gaps = frameGaps(window)
    const t0 = performance.now()
    const arrived = new Promise((resolve) =>
      plugin.addEventListener('node-changed', () => resolve(performance.now()), { once: true }),
    )
    plugin.setCurrentNode(code)
    const done = (await arrived) - t0
    // Arrival is the frame that shows the fade's end: the first drawn after the event, or the event itself when
    // PSV drew that frame before telling (nothing is drawn after it within a few frames).
    const drawn = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), 250)
      renderListeners.add(function once(t) {
        renderListeners.delete(once)
        clearTimeout(timer)
        resolve(t)
      })
    })
    const arrival = drawn === undefined ? done : drawn - t0
    return { arrival, done, sharp: arrival, longestFrame: gaps() }
  },
}

;(async () => {
${SAME_API_CALLS}
  const start = config.starting
  const startScene = config.scenes.find((s) => s.code === start.sceneCode)
  viewer = new PSV.Viewer({
    container: document.getElementById('pano'),
    adapter: PSV.CubemapAdapter,
    panorama: stripe(startScene),
    defaultYaw: rad(start.pan),
    defaultPitch: rad(start.tilt),
    minFov: 10,
    maxFov: FOV,
    defaultZoomLvl: 0,
    navbar: false,
    // PSV's default is antialias: true; ours and Marzipano's draw without MSAA, so PSV does too here.
    rendererParameters: { alpha: true, antialias: ${antialias} },
    plugins: [
      [
        PSV.VirtualTourPlugin,
        {
          positionMode: 'manual',
          preload: true,
          // The start replaces the preview in place; a move fades for as long as Marzipano's cross-fade and ours.
          transitionOptions: (to, from) =>
            from
              ? { effect: 'fade', speed: transitionMs, rotation: false, showLoader: false }
              : { effect: 'none', rotation: false, showLoader: false },
        },
      ],
    ],
  })
  plugin = viewer.getPlugin('virtual-tour')
  pending = 'preview'
  viewer.addEventListener('render', () => {
    const t = performance.now()
    stats.frames++
    for (const listener of [...renderListeners]) listener(t)
    if (pending === 'preview-shown' && stats.firstPreviewFrame === undefined) stats.firstPreviewFrame = t
    if (pending === 'full-shown' && stats.firstFullFrame === undefined) {
      if (stats.firstPreviewFrame === undefined) stats.firstPreviewFrame = t
      stats.firstFullFrame = t
    }
  })
  const full = viewer.textureLoader.preloadPanorama(faces(startScene))
  const previewShown = new Promise((resolve) =>
    viewer.addEventListener('panorama-loaded', () => resolve(), { once: true }),
  )
  await previewShown
  pending = 'preview-shown'
  await full
  viewer.addEventListener('panorama-loaded', () => (pending = 'full-shown'), { once: true })
  plugin.setNodes(nodes(), start.sceneCode)
})()
</script>
</body></html>`
