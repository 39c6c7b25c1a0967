// The tour's frame figures for `npm run bench` (src/ui/three/tour-stats.ts): the first preview frame, the first
// frame sharp in view, and after each move the first frame sharp again, each timed once, when its frame is drawn.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { markArrival, markShown, resetTourStats } from '../../src/ui/three/tour-stats'

afterEach(() => vi.restoreAllMocks())

/** performance.now() reads these, in turn. */
const clockAt = (...times: number[]) => {
  const now = vi.spyOn(performance, 'now')
  for (const t of times) now.mockReturnValueOnce(t)
}

describe('tour stats', () => {
  it('times nothing while no face is shown', () => {
    const stats = resetTourStats()
    markShown(stats, false, () => true)
    expect(stats).toEqual({ frames: 0 })
    expect(window.__showhomeTourStats).toBe(stats)
  })

  it('times the first preview frame, then the first sharp one, each once', () => {
    const stats = resetTourStats()
    clockAt(100, 250, 900, 950)
    markShown(stats, true, () => false)
    markShown(stats, true, () => true)
    markShown(stats, true, () => true)
    expect(stats).toEqual({ frames: 0, firstPreviewFrame: 100, firstFullFrame: 250 })
  })

  it('after each move, times the first frame sharp again, from a new arrival', () => {
    const stats = resetTourStats()
    clockAt(10, 20, 1000, 1040, 1090, 2000, 2300)
    markShown(stats, true, () => true) // preview and full at 10, 20
    markArrival(stats) // 1000
    markShown(stats, true, () => false)
    expect(stats.moveSharpFrame).toBeUndefined()
    markShown(stats, true, () => true) // 1040
    markShown(stats, true, () => true)
    expect([stats.moveArrivedAt, stats.moveSharpFrame]).toEqual([1000, 1040])
    markArrival(stats) // the next move: 1090
    expect(stats.moveSharpFrame).toBeUndefined()
    markShown(stats, true, () => true) // 2000
    expect([stats.moveArrivedAt, stats.moveSharpFrame, stats.firstFullFrame]).toEqual([1090, 2000, 20])
  })

  it('takes a move whose last frame was already sharp as sharp on arrival', () => {
    const stats = resetTourStats()
    clockAt(10, 20, 1000, 1040)
    markShown(stats, true, () => true)
    markArrival(stats, true) // 1000
    markShown(stats, true, () => true)
    expect([stats.moveArrivedAt, stats.moveSharpFrame]).toEqual([1000, 1000])
  })
})

describe('tour stats after the page’s first paint (src/ui/first-paint)', () => {
  afterEach(() => {
    window.__showhomeFirstPaint = undefined
  })

  it('counts the painter’s pictures as the tour’s first frames while it still shows them', () => {
    window.__showhomeFirstPaint = { paintedAt: 300, sharpAt: 480 }
    const stats = resetTourStats()
    expect(stats).toEqual({ frames: 0, firstPreviewFrame: 300, firstFullFrame: 480 })
    clockAt(900)
    markShown(stats, true, () => true)
    expect(stats).toEqual({ frames: 0, firstPreviewFrame: 300, firstFullFrame: 480 })
  })

  it('a preview alone counts as the first preview only', () => {
    window.__showhomeFirstPaint = { paintedAt: 300 }
    const stats = resetTourStats()
    clockAt(900)
    markShown(stats, true, () => true)
    expect(stats).toEqual({ frames: 0, firstPreviewFrame: 300, firstFullFrame: 900 })
  })

  it('once handed over, the next tour (another listing) times its own frames', () => {
    window.__showhomeFirstPaint = { paintedAt: 300, sharpAt: 480, handedOver: true }
    expect(resetTourStats()).toEqual({ frames: 0 })
  })
})
