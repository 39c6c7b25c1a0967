// The tour benchmark's settings: run count, viewport, rotation, quiet times, the transition Marzipano mirrors.
import { createRequire } from 'node:module'
import { FLY_IN_MS, FLY_OUT_MS, SLIDE_MS } from '../../src/ui/three'

export const TOUR_RUNS = 7
/** Issue 21: the tour's JavaScript at most 100 KB gzip (issue 7 had asked for 150). */
export const TOUR_JS_GOAL_KB = 100
export const VIEWPORT = { width: 1280, height: 720 } as const
export const ROTATION_DEG_PER_S = 90
export const ROTATION_MS = 3000
/**
 * The device pixel ratio of the second turn (a laptop's or phone's high-density display): four times the pixels, so
 * what a frame costs shows in frames per second instead of hiding under the display's 60 Hz.
 */
export const DENSE_SCALE = 2
/** Quiet time after loading and between phases, so late loads do not fall into a measured window. */
export const SETTLE_MS = 1000
export const LOAD_TIMEOUT_MS = 30_000
/**
 * The network of the throttled on-screen runs (bench/tour/network.ts): Lighthouse's desktop figures (40 ms round
 * trip, 10 Mbit/s) as DevTools' throttling applies them, per request.
 */
export const NETWORK = { latencyMs: 40, downloadKbps: 10_240, uploadKbps: 10_240 } as const

/** Our transition lengths (src/ui/three): Marzipano's cross-fade lasts as long as the move we make. */
export const OUR_TRANSITION_MS: Readonly<Record<'slide' | 'fly', number>> = {
  slide: SLIDE_MS,
  fly: FLY_OUT_MS + FLY_IN_MS,
}
export const TRANSITION_SOURCE = { slide: '`SLIDE_MS`', fly: '`FLY_OUT_MS` + `FLY_IN_MS`' } as const

export const MARZIPANO_VERSION = '0.10.2'
/** @photo-sphere-viewer/core, cubemap-adapter and virtual-tour-plugin, pinned alike in package.json. */
export const PSV_VERSION = '5.15.1'
const require = createRequire(import.meta.url)
export const marzipanoPath = (): string => require.resolve('marzipano/dist/marzipano.js')

/** The global our tour page publishes its frame stats under (src/ui/three/tour-stats.ts). */
export const OUR_STATS = '__showhomeTourStats'
