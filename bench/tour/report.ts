// The tour's section of the benchmarks page: the figures, the runs, and how the comparison is kept fair.

import { psvMarkdown } from './report-psv'
import {
  DENSE_SCALE,
  MARZIPANO_VERSION,
  NETWORK,
  PSV_VERSION,
  ROTATION_DEG_PER_S,
  ROTATION_MS,
  SETTLE_MS,
  TOUR_JS_GOAL_KB,
  VIEWPORT,
} from './settings'
import { median } from './stats'
import type { Size, TourBench } from './types'

const list = (values: ReadonlyArray<number>, digits = 0) => values.map((v) => v.toFixed(digits)).join(', ')
const sizeText = (s: Size) => `${s.width}×${s.height}`
const networkText = `a ${NETWORK.latencyMs} ms, ${NETWORK.downloadKbps / 1024} Mbit/s network`

export function tourMarkdown(b: TourBench): string {
  const m = b.marzipano
  const p = b.psv
  const o = b.ours
  const ratio = (ours: number | undefined, theirs: number) =>
    ours === undefined || !Number.isFinite(ours) ? '—' : `${(ours / theirs).toFixed(2)}×`
  const row = (
    measure: string,
    ours: ReadonlyArray<number> | undefined,
    marzipano: ReadonlyArray<number>,
    psv: ReadonlyArray<number>,
    digits = 0,
  ) => {
    const ourMedian = ours ? median(ours) : undefined
    const mMedian = median(marzipano)
    const pMedian = median(psv)
    const shownOurs = ourMedian === undefined ? '—' : ourMedian.toFixed(digits)
    return `| ${measure} | ${shownOurs} | ${mMedian.toFixed(digits)} | ${pMedian.toFixed(digits)} | ${ratio(ourMedian, mMedian)} | ${ratio(ourMedian, pMedian)} | — |`
  }
  const jsOurs = o ? b.ourJs.gzipKb : undefined
  const move = `${b.startScene} → ${b.targetScene}`
  const framed = [...new Set(b.canvas?.framed.map(sizeText))]
  const canvas = b.canvas
    ? [
        `Our tour's canvas is ${sizeText(b.canvas.top)} there (below the site's and the listing's headers; framed by the host`,
        `page: ${framed.join(', ')}), and Marzipano and PSV draw into a container of the same size.`,
      ]
    : ['Marzipano and PSV fill the viewport.']
  const oneImage = median(b.oneImageMs)
  const oneImageOnScreen = median(b.oneImageOnScreenMs)
  const oneImageThrottled = median(b.oneImageOnScreenThrottledMs)
  const ofOneImage = (runs: ReadonlyArray<number> | undefined) =>
    runs ? `${(median(runs) / oneImage).toFixed(2)}×` : '—'
  return [
    '## The 3D tour, against Marzipano and Photo Sphere Viewer',
    '',
    `\`/${b.tourName}/tour\` (the first public listing of Explore with a ready tour), Marzipano ${MARZIPANO_VERSION} and Photo Sphere`,
    `Viewer (PSV) ${PSV_VERSION} (cubemap adapter, virtual-tour plugin) fed the same cube faces, in headless Chromium at ${sizeText(VIEWPORT)}.`,
    ...canvas,
    `WebGL as headless Chromium gives it: \`${b.renderer}\`${/swiftshader|llvmpipe|software/i.test(b.renderer) ? ', i.e. software rendering on the CPU' : ''}.`,
    `Medians of ${m.fps.length} runs, each in a fresh context (empty cache), the sides taking turns after one unmeasured`,
    `warm-up run each; loopback network, CPU not slowed (load average ${b.loadAverage.toFixed(1)} on ${b.cores} cores as the tour runs`,
    'began: the machine is shared). Ratios = ours ÷ theirs: below 1 is better, except for frames per second.',
    '',
    `| measure | Showhome | Marzipano ${MARZIPANO_VERSION} | PSV ${PSV_VERSION} | ours ÷ Marzipano | ours ÷ PSV | goal |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    `| tour JavaScript, gzip KB | ${jsOurs === undefined ? '—' : jsOurs.toFixed(1)} | ${b.marzipanoJs.gzipKb.toFixed(1)} | ${b.psvJs.gzipKb.toFixed(1)} | ${ratio(jsOurs, b.marzipanoJs.gzipKb)} | ${ratio(jsOurs, b.psvJs.gzipKb)} | ${TOUR_JS_GOAL_KB} |`,
    row(
      'preview strip requested, ms after opening the page',
      o?.previewRequestMs,
      m.previewRequestMs,
      p.previewRequestMs,
    ),
    row('first preview frame, ms after opening the page', o?.firstPreviewMs, m.firstPreviewMs, p.firstPreviewMs),
    row('first full-resolution frame, ms after opening the page', o?.firstFullMs, m.firstFullMs, p.firstFullMs),
    row(`frames per second, turning ${ROTATION_DEG_PER_S}°/s for ${ROTATION_MS / 1000} s`, o?.fps, m.fps, p.fps, 1),
    row(
      `frames per second, the same turn on a ${DENSE_SCALE}× display (device pixel ratio ${DENSE_SCALE})`,
      o?.denseFps,
      m.denseFps,
      p.denseFps,
      1,
    ),
    row(
      "frames per second, the same turn at 1× with the display's 60 Hz limit lifted",
      o?.uncappedFps,
      m.uncappedFps,
      p.uncappedFps,
      1,
    ),
    row(
      'GPU process WebGL time per frame drawn while turning, ms',
      o?.gpuMsPerFrame,
      m.gpuMsPerFrame,
      p.gpuMsPerFrame,
      1,
    ),
    row(
      `scene switch ${move} (${b.transition.kind}, ${b.transition.ms} ms), ms until arrival`,
      o?.arrivalMs,
      m.arrivalMs,
      p.arrivalMs,
    ),
    row(`scene switch ${move}, ms until every visible face is sharp`, o?.sharpMs, m.sharpMs, p.sharpMs),
    row(`scene switch ${move}, longest frame until arrival, ms`, o?.longestFrameMs, m.longestFrameMs, p.longestFrameMs),
    `| empty page with one image, ms to paint | ${oneImage.toFixed(0)} | — | — | — | — | — |`,
    `| first preview frame ÷ empty page with one image | ${ofOneImage(o?.firstPreviewMs)} | ${ofOneImage(m.firstPreviewMs)} | ${ofOneImage(p.firstPreviewMs)} | — | — | ≤ 1.5 |`,
    `| first preview on the screen (trace screenshots), ms | ${o ? median(o.previewOnScreenMs).toFixed(0) : '—'} | — | — | — | — | — |`,
    `| empty page with one image on the screen, ms | ${oneImageOnScreen.toFixed(0)} | — | — | — | — | — |`,
    `| on the screen: first preview ÷ empty page with one image | ${o ? `${(median(o.previewOnScreenMs) / oneImageOnScreen).toFixed(2)}×` : '—'} | — | — | — | — | ≤ 1.5 |`,
    `| over ${networkText}: first preview on the screen, ms | ${o ? median(o.previewOnScreenThrottledMs).toFixed(0) : '—'} | — | — | — | — | — |`,
    `| over ${networkText}: empty page with one image on the screen, ms | ${oneImageThrottled.toFixed(0)} | — | — | — | — | — |`,
    `| over ${networkText}: first preview ÷ empty page with one image | ${o ? `${(median(o.previewOnScreenThrottledMs) / oneImageThrottled).toFixed(2)}×` : '—'} | — | — | — | — | ≤ 1.5 |`,
    '',
    'Runs, in order:',
    '',
    ...(o
      ? [
          `- Showhome: preview strip requested ${list(o.previewRequestMs)} ms; first preview ${list(o.firstPreviewMs)} ms; first full`,
          `  ${list(o.firstFullMs)} ms; fps ${list(o.fps, 1)}; on a ${DENSE_SCALE}× display ${list(o.denseFps, 1)}; uncapped ${list(o.uncappedFps, 1)}; GPU ms per frame ${list(o.gpuMsPerFrame, 1)}; arrival ${list(o.arrivalMs)} ms; sharp ${list(o.sharpMs)} ms; longest frame ${list(o.longestFrameMs)} ms; the host heard the move event`,
          `  ${list(o.toldMs)} ms; ${b.targetScene}'s images fetched before the move: ${o.targetFetchedBefore.map((f) => f || 'none').join('; ')}.`,
        ]
      : []),
    `- Marzipano: preview strip requested ${list(m.previewRequestMs)} ms; first preview ${list(m.firstPreviewMs)} ms; first full`,
    `  ${list(m.firstFullMs)} ms; fps ${list(m.fps, 1)}; on a ${DENSE_SCALE}× display ${list(m.denseFps, 1)}; uncapped ${list(m.uncappedFps, 1)}; GPU ms per frame ${list(m.gpuMsPerFrame, 1)}; arrival ${list(m.arrivalMs)} ms; sharp ${list(m.sharpMs)} ms; longest frame ${list(m.longestFrameMs)} ms;`,
    `  its done callback ${list(m.toldMs)} ms.`,
    `- PSV: preview strip requested ${list(p.previewRequestMs)} ms; first preview ${list(p.firstPreviewMs)} ms; first full`,
    `  ${list(p.firstFullMs)} ms; fps ${list(p.fps, 1)}; on a ${DENSE_SCALE}× display ${list(p.denseFps, 1)}; uncapped ${list(p.uncappedFps, 1)}; GPU ms per frame ${list(p.gpuMsPerFrame, 1)}; arrival ${list(p.arrivalMs)} ms; sharp ${list(p.sharpMs)} ms; longest frame ${list(p.longestFrameMs)} ms;`,
    `  its node-changed event ${list(p.toldMs)} ms.`,
    ...(o
      ? [
          `- Showhome's first preview on the screen: ${list(o.previewOnScreenMs)} ms; over ${networkText} ${list(o.previewOnScreenThrottledMs)} ms.`,
        ]
      : []),
    `- Empty page with one image: painted ${list(b.oneImageMs)} ms; on the screen ${list(b.oneImageOnScreenMs)} ms; over ${networkText}`,
    `  ${list(b.oneImageOnScreenThrottledMs)} ms.`,
    '',
    ...(b.oursMissing ? [`**Showhome not measured:** ${b.oursMissing}; only Marzipano's figures are new.`, ''] : []),
    'How it is measured, and kept fair:',
    '',
    o
      ? `- Tour JavaScript: the scripts \`/${b.tourName}/tour\` loads beyond those of \`/${b.tourName}\` (${b.ourJs.files.join(', ') || 'none'};` +
        ` ${b.ourJs.rawKb.toFixed(1)} KB raw), as the server sends them gzip-encoded; Marzipano's: \`marzipano.js\``
      : "- Tour JavaScript: Marzipano's is `marzipano.js`",
    `  (${b.marzipanoJs.rawKb.toFixed(1)} KB raw) at gzip level 9.`,
    '- Same images: Marzipano gets a two-level cube, 256 px faces (preview, fallback only) cut by its `rect` option',
    '  from the same `d.jpg` strip we download, and the 1024 px `c0.jpg` … `c5.jpg` (Marzipano f = c1 north, r = c2',
    '  east, b = c3, l = c4, u = c0, d = c5; orientation checked against the faces by screenshot). Its preview level is',
    "  pinned, so a scene's whole preview loads at once, as ours does.",
    '- Same start: both pages are opened directly and make the same API calls before any image (the listing, then',
    "  the tour config); the Marzipano page is served at the demo server's origin by request interception, so it loads",
    '  one script and no app: "preview strip requested" shows how much of our time is the page before the engine.',
    "  Same view: yaw = our pan, pitch = −our tilt (Marzipano's grows downwards), our vertical field of view.",
    '- Frames: first preview = the first frame in which every visible face has a texture; first full = the first in',
    "  which every visible face has its 1024 px texture, both timed when the frame's work is done. Ours come from",
    "  `window.__showhomeTourStats`; Marzipano's from its stage's `renderComplete` and its texture store. Marzipano",
    "  fetches only the faces in view; we fetch all six, the visible ones first. Our first preview is the server's",
    "  picture of the opening view in the page's stage (server/media/view-poster.ts: the strip drawn by the engine's",
    "  projection), timed when the frame that brings it in is laid out; then the page's first paint (src/ui/first-paint:",
    "  a CSS 3D cube over the server-rendered stage, placed by the engine's projection, the strip's faces then the",
    '  1024 px faces in view, each timed likewise; the browser paints them as it would an image) until the three.js',
    '  engine draws as much; on a run where the engine draws first, its frames count.',
    `- Frames per second: ${ROTATION_DEG_PER_S}°/s for ${ROTATION_MS / 1000} s, the view set once per animation frame, both framed at ${sizeText(VIEWPORT)} by a`,
    "  same-origin host page (ours: the embed API's rotate command from the host; Marzipano: `view.setYaw` in its frame); frames",
    "  counted as each engine drew them (both draw on demand), for the turn's steps: our command crosses to the frame as a",
    "  message and is drawn in the next frame, so ours are counted until the draw of the last one, as Marzipano's are",
    "  until its last step's. Before rotating, Marzipano's full level is pinned and",
    `  loaded for all six faces, as ours has them, and both rest ${SETTLE_MS} ms: the figure is drawing, not downloading.`,
    `- On a ${DENSE_SCALE}× display: the same turn in a fresh framed page whose device pixel ratio is ${DENSE_SCALE} (a laptop's or a`,
    "  phone's high-density screen; every engine draws at the screen's resolution, ours up to 2×), after the same",
    '  wait for the full faces and rest: four times the pixels per frame, so what a frame costs shows in frames per',
    '  second instead of under the 60 Hz cap.',
    "- With the display's limit lifted: the same turn at 1× in a fresh framed page of a second browser launched with",
    '  `--disable-frame-rate-limit --disable-gpu-vsync`, so frames come as fast as the page, the engine and the',
    '  compositor can make them: at 60 Hz both tours draw every frame, and this shows which could draw more.',
    '- GPU time per frame: the same turn again, under a Chromium trace (after the measured turn, so tracing slows no',
    "  figure above): the `WebGL` slices of the GPU process's main thread (the page's WebGL command buffers, uploads",
    "  included) over the frames the engine drew. At the display's 60 Hz every engine may draw every frame; this is",
    '  what each frame cost, which frames per second hide until a machine or a stage is slow enough to drop frames.',
    "  It comes before the scene switch (after it, Marzipano would be loading the new scene's tiles while turning),",
    '  which gives our prefetch some 4 s more before the move: the runs above list what of the target it had fetched.',
    `- Scene switch: to ${b.targetScene}, the first scene ${b.startScene} links to, in the same framed page after the rotation. Marzipano`,
    `  cross-fades for ${b.transition.ms} ms (our ${b.transition.kind}: ${b.transition.source}). Arrival: the frame that shows the move's`,
    "  end, timed when drawn. Ours: from the host's embed API move command to the engine's arrival (the tour's",
    "  `moveArrivedAt`, marked after the frame that ends the move is drawn, moved onto the host page's clock; we load the",
    "  target's preview before moving, then play the transition; when the host hears the `move` event, a frame later,",
    '  is listed per run above). Marzipano: from `switchTo` to the first frame drawn after its done callback (it loads',
    "  while fading). Marzipano calls done from its tween's animation frame, whose last update only invalidates the",
    '  stage, so the frame showing the end is drawn in the next animation frame (done is listed per run above; until',
    "  2026-11-29 it was the figure, a frame early). Marzipano's target scene is created (its preview",
    '  pinned) once the start is sharp, as its own tool creates every scene up front; ours prefetches nearby previews',
    '  and the likeliest next scenes\' faces by itself (listed per run above). "Sharp": the first frame after arrival with',
    "  every visible face of the target at 1024 px (ours: the tour's `moveSharpFrame`, moved onto the host page's clock).",
    ...psvMarkdown(b),
  ].join('\n')
}
