import { describe, expect, it } from 'vitest'
import { gridLines, gridStep } from '../../src/domain/plan-grid'

/** SPEC §9, restated: grid width about 80 px, metric 1 m; a foot is 304.8 mm. */
const M = 1000
const FT = 304.8

describe('gridStep: a whole number of metres or feet, nearest 80 px on screen', () => {
  it.each<[string, number, 'metric' | 'imperial', number]>([
    ['1 m is exactly 80 px', 80 / M, 'metric', M],
    ['1 m is 100 px: still 1 m', 0.1, 'metric', M],
    ['1 m is 50 px: 2 m (100 px) is nearer by ratio', 0.05, 'metric', 2 * M],
    ['1 m is 20 px: 5 m (100 px)', 0.02, 'metric', 5 * M],
    ['1 m is 8 px: 10 m', 0.008, 'metric', 10 * M],
    ['zoomed far in: never less than 1 m', 1, 'metric', M],
    ['1 ft is 80 px', 80 / FT, 'imperial', FT],
    ['1 ft is 16 px: 5 ft (80 px)', 16 / FT, 'imperial', 5 * FT],
    ['1 ft is 8 px: 10 ft', 8 / FT, 'imperial', 10 * FT],
    ['1 ft is 30 px: 2 ft (60 px) beats 5 ft (150 px)', 30 / FT, 'imperial', 2 * FT],
  ])('%s', (_, scale, unit, step) => expect(gridStep(scale, unit)).toBeCloseTo(step, 9))
})

describe('gridLines', () => {
  it('draws lines through the origin every step, inside the box only', () => {
    // 1 m = 80 px; the tour origin (900, 10700) is drawn at (20 + 72, 10 + 856).
    const view = { scale: 0.08, x: 20, y: 10 }
    const { xs, ys } = gridLines(view, { width: 300, height: 200 }, M, { x: 900, y: 10700 })
    expect(xs.map((x) => Math.round(x * 1000) / 1000)).toEqual([12, 92, 172, 252])
    expect(ys.map((y) => Math.round(y * 1000) / 1000)).toEqual([66, 146])
  })

  it('includes lines exactly on the box edges', () => {
    const { xs } = gridLines({ scale: 1, x: 0, y: 0 }, { width: 100, height: 10 }, 50, { x: 0, y: 0 })
    expect(xs).toEqual([0, 50, 100])
  })
})
