// Load and frame figures of the tour, for `npm run bench` (bench/tour/) and for anyone profiling: the first frame
// with the preview, the first frame with every visible face at full resolution (performance.now() ms), and the
// number of frames drawn. Also left as performance marks, which the browser's performance panel shows.
export interface TourStats {
  firstPreviewFrame?: number
  firstFullFrame?: number
  frames: number
}

declare global {
  interface Window {
    __showhomeTourStats?: TourStats
  }
}

export function resetTourStats(): TourStats {
  const stats: TourStats = { frames: 0 }
  window.__showhomeTourStats = stats
  return stats
}

/**
 * Times a frame when its work is done (shader compile, texture uploads and draws happen inside the render), not by
 * the animation frame's timestamp, which is taken before that work and read a frame early by up to its length.
 */
export function markFrame(stats: TourStats, kind: 'firstPreviewFrame' | 'firstFullFrame') {
  if (stats[kind] !== undefined) return
  stats[kind] = performance.now()
  performance.mark(kind === 'firstPreviewFrame' ? 'showhome:tour-preview-frame' : 'showhome:tour-full-frame')
}
