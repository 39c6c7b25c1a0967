// Starts loading and evaluating the tour's code while the listing itself is still being fetched, when the address
// already says the tour section: the first picture then waits for the listing and the images, not for three.js
// to be parsed after them (issue 7 benchmark: time to the first preview frame). The server's preload hints have
// usually downloaded the files by then; this runs them.
let warmed = false

export function warmTour() {
  if (warmed) return
  warmed = true
  void import('../sections/TourAndPlan').catch(() => {})
  void import('../../../../ui/three').catch(() => {})
}
