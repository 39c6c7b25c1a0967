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

export function markFrame(stats: TourStats, kind: 'firstPreviewFrame' | 'firstFullFrame', now: number) {
  if (stats[kind] !== undefined) return
  stats[kind] = now
  performance.mark(kind === 'firstPreviewFrame' ? 'showhome:tour-preview-frame' : 'showhome:tour-full-frame')
}
