// Load and frame figures of the tour, for `npm run bench` (bench/tour/) and for anyone profiling: the first frame
// with the preview, the first frame with every visible face at full resolution (performance.now() ms), and the
// number of frames drawn. Also left as performance marks, which the browser's performance panel shows.
import { firstPaintState } from '../first-paint/first-paint-handle'

export interface TourStats {
  firstPreviewFrame?: number
  firstFullFrame?: number
  /** The latest move: when it arrived (its last frame drawn), and the first frame after with every visible face sharp. */
  moveArrivedAt?: number
  moveSharpFrame?: number
  frames: number
}

declare global {
  interface Window {
    __showhomeTourStats?: TourStats
  }
}

/**
 * New stats for a tour engine. The page's first paint (src/ui/first-paint), when it drew the opening view before
 * this engine and has not yet handed over, drew the tour's first preview frame (and its first full one, if it did).
 */
export function resetTourStats(): TourStats {
  const painted = firstPaintState()
  const stats: TourStats = { frames: 0 }
  if (!painted.handedOver) {
    if (painted.paintedAt !== undefined) stats.firstPreviewFrame = painted.paintedAt
    if (painted.sharpAt !== undefined) stats.firstFullFrame = painted.sharpAt
  }
  window.__showhomeTourStats = stats
  return stats
}

/**
 * Times a frame when its work is done (shader compile, texture uploads and draws happen inside the render), not by
 * the animation frame's timestamp, which is taken before that work and read a frame early by up to its length.
 */
function markFrame(stats: TourStats, kind: 'firstPreviewFrame' | 'firstFullFrame') {
  if (stats[kind] !== undefined) return
  stats[kind] = performance.now()
  performance.mark(kind === 'firstPreviewFrame' ? 'showhome:tour-preview-frame' : 'showhome:tour-full-frame')
}

/** What a drawn frame showed: the first preview, the first frame sharp in view, and the first sharp one after a move. */
export function markShown(stats: TourStats, anyFace: boolean, sharpInView: () => boolean) {
  if (!anyFace) return
  markFrame(stats, 'firstPreviewFrame')
  if (stats.firstFullFrame === undefined && sharpInView()) markFrame(stats, 'firstFullFrame')
  if (stats.moveArrivedAt !== undefined && stats.moveSharpFrame === undefined && sharpInView())
    stats.moveSharpFrame = performance.now()
}

/**
 * A move has arrived (its last frame is drawn). When that frame already showed every face in view sharp, it is the
 * sharp frame; else the next sharp frame is timed from here.
 */
export function markArrival(stats: TourStats, drawnSharp = false) {
  stats.moveArrivedAt = performance.now()
  stats.moveSharpFrame = drawnSharp ? stats.moveArrivedAt : undefined
}
