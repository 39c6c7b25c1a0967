// The tour engine's lazy chunk: the listing viewer imports this only when a tour is shown, so three.js never
// weighs on other pages (issue 7: tour chunk ≤ 150 KB gzip).

export type { LookDirection, TourEngineOptions, TourView, TransitionKind } from './tour-engine'
export { FLY_IN_MS, FLY_OUT_MS, REDUCED_MOTION_MS, SLIDE_MS, TourEngine } from './tour-engine'
