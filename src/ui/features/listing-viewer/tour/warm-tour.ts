// Starts loading and evaluating the tour's code while the listing itself is still being fetched, when the address
// already says the tour section: the first picture then waits for the listing and the images, not for three.js
// to be parsed after them (issue 7 benchmark: time to the first preview frame). The server's preload hints have
// usually downloaded the files by then; this runs them.
let warming: Promise<unknown> | undefined

export function warmTour() {
  if (warming) return
  warming = Promise.all([
    import('../sections/TourAndPlan').catch(() => {}),
    import('../../../../ui/three').catch(() => {}),
  ])
}

/**
 * Resolves once the warm-up has loaded (at once when none started). The view tests wait for it before their file
 * ends: a page test that opened the tour section must not leave modules loading into the next file's torn-down DOM.
 */
export const tourWarmed = (): Promise<unknown> => warming ?? Promise.resolve()
