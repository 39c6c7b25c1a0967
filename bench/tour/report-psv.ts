// The tour section's paragraphs on Photo Sphere Viewer and on the empty page with one image: how each is measured.
import { ROTATION_DEG_PER_S, ROTATION_MS, SETTLE_MS } from './settings'
import type { TourBench } from './types'

export function psvMarkdown(b: TourBench): string[] {
  const js = b.psvJs
  return [
    '',
    'How Photo Sphere Viewer is measured (bench/tour/psv-page.ts, psv-side.ts):',
    '',
    `- JavaScript: \`@photo-sphere-viewer/core\`, \`cubemap-adapter\` and \`virtual-tour-plugin\` bundled by esbuild (minified, one`,
    `  copy of three.js ${js.threeVersion}, the version PSV depends on) from an entry that puts the three on \`window\`:`,
    `  ${js.rawKb.toFixed(1)} KB raw, gzip level 9 in the table; its stylesheet, ${js.cssGzipKb.toFixed(1)} KB gzip, is not counted. Served, like the`,
    "  harness page, by request interception at the demo server's origin; the page makes the same two API calls first.",
    "- Same images: the cubemap adapter has no preview level, so the harness opens on the starting scene's `d.jpg` as",
    '  a cubemap "stripe" (the adapter\'s one-file form, order top, front, right, back, left, bottom = c0 … c5) while',
    "  PSV's own `textureLoader.preloadPanorama` fetches the six 1024 px faces (left = c4, front = c1, right = c2,",
    '  back = c3, top = c0, bottom = c5, `flipTopBottom`; orientation checked against ours by screenshot). Once both',
    '  are in, the virtual-tour plugin gets the nodes (our scenes, their six faces, links from `linkedScenes`) and',
    '  opens the start node, replacing the preview with no transition. PSV loads all six faces of a panorama before',
    '  showing any, where Marzipano fetches only the visible ones.',
    "- Same view: yaw = our pan, pitch = our tilt (radians; PSV's pitch grows upwards); PSV's zoom level 0 is its",
    "  `maxFov`, set to our vertical field of view (PSV's fov is vertical); no navbar, no loader during moves.",
    "- Frames: counted on the viewer's `render` event, which PSV fires right after each `renderer.render` (it draws",
    "  on demand), timed then. First preview: the first `render` after the stripe's `panorama-loaded`; first full:",
    "  the first `render` after the start node's `panorama-loaded`.",
    `- Frames per second: framed at the same viewport by a same-origin host page, \`viewer.rotate({ yaw, pitch })\` once`,
    `  per animation frame, ${ROTATION_DEG_PER_S}°/s for ${ROTATION_MS / 1000} s, after a ${SETTLE_MS} ms rest. PSV also draws the plugin's link arrows.`,
    `- Scene switch: \`setCurrentNode\` with the plugin's \`transitionOptions\` { effect: 'fade', speed: ${b.transition.ms} (ms),`,
    "  rotation: false }. Arrival: from the call to the first `render` after the plugin's `node-changed` event (or the",
    "  event itself, had no frame followed within 250 ms; node-changed is listed per run). Before the move the plugin's own",
    "  `preload: true` has fetched the linked nodes' six faces (the harness waits for it, as Marzipano's target is",
    "  created ahead): PSV's move loads nothing, where Marzipano and ours have only the preview. A node's panorama",
    '  is its six 1024 px faces, faded in whole, so "sharp" is the arrival.',
    '',
    'The empty page with one image (bench/tour/one-image.ts): an empty HTML page, served by interception at the demo',
    "server's origin, with one `<img>` of the starting scene's `d.jpg` (the URL our page asks for) at our canvas's",
    'size, opened in a fresh context like the others and taking turns with them. Its figure is the',
    "`largest-contentful-paint` entry's render time (ms after opening the page); ours is our first preview frame (the",
    "frame in which the preview strip is first on screen), Marzipano's and PSV's likewise; the goal (issue 21) is ours",
    "within 1.5× of it. A script's timestamp (ours, laid out; Marzipano's and PSV's, drawn) comes a frame or more",
    "before the screen shows the frame, and the render time is the browser's own idea of a paint, so both pages are also",
    'timed as the screen shows them (bench/tour/on-screen.ts): each loaded once more in a fresh context under a Chromium',
    'trace that keeps a screenshot of every frame drawn, the time being the first screenshot in which the upper half of',
    'the stage (of the image) shows a picture rather than a flat background, by the same rule for both.',
  ]
}
