// The tour engine's lazy chunk: the listing viewer imports this only when a tour is shown, so three.js never
// weighs on other pages (issue 7: tour chunk ≤ 150 KB gzip).
export { FLY_IN_MS, FLY_OUT_MS, REDUCED_MOTION_MS, SLIDE_MS, type TransitionKind } from './scene-moves'
export { TourEngine } from './tour-engine'
export type { LookDirection, TourEngineOptions, TourView } from './tour-engine-options'
