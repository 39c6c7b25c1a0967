import { describe, expect, it } from 'vitest'
import {
  clampView,
  easeInOut,
  fitView,
  interpolateView,
  MAX_ZOOM_OVER_FIT,
  padBounds,
  panView,
  parseViewBox,
  planFrame,
  planToScreen,
  type Rect,
  sameView,
  screenToPlan,
  showPoint,
  type View,
  zoomAround,
} from '../../src/domain/plan-view'

/** SPEC §9, restated: margin 10 px, bounds padded 10 %. */
const MARGIN = 10
/** The demo house's shared viewBox (docs/floorplans.md), in millimetres. */
const demo: Rect = { x: 0, y: 0, width: 15800, height: 13500 }

describe('parseViewBox', () => {
  it.each<[string, string, Rect | null]>([
    ['demo drawing', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 15800 13500" width="1580">', demo],
    ['commas and negatives', "<svg viewBox='-10,-20, 300 , 400.5'>", { x: -10, y: -20, width: 300, height: 400.5 }],
    ['with an XML prolog', '<?xml version="1.0"?>\n<svg viewBox="1 2 3 4"></svg>', { x: 1, y: 2, width: 3, height: 4 }],
    ['width and height only', '<svg width="800px" height="600">', { x: 0, y: 0, width: 800, height: 600 }],
    [
      'an inner viewBox does not count',
      '<svg width="8" height="6"><symbol viewBox="0 0 1 1"/></svg>',
      { x: 0, y: 0, width: 8, height: 6 },
    ],
    ['zero size', '<svg viewBox="0 0 0 10">', null],
    ['percent size, no viewBox', '<svg width="100%" height="100%">', null],
    ['not an SVG', '<html><body>404</body></html>', null],
    ['an upper-case tag', '<SVG viewBox="0 0 5 6">', { x: 0, y: 0, width: 5, height: 6 }],
    ['not an <svg> tag', '<svgx viewBox="0 0 1 1"><svg viewBox="0 0 2 3">', { x: 0, y: 0, width: 2, height: 3 }],
    ['many openings without a closing', '<svg viewBox="0 0 1 1"'.repeat(5_000), null],
  ])('%s', (_, text, expected) => expect(parseViewBox(text)).toEqual(expected))
})

describe('padBounds (10 % in all, half on each side)', () => {
  it('grows the demo viewBox by 10 % of each dimension', () => {
    expect(padBounds(demo)).toEqual({ x: -790, y: -675, width: 17380, height: 14850 })
  })
})

describe('fitView', () => {
  it.each<[string, { width: number; height: number }]>([
    ['wide box: height limits', { width: 1200, height: 600 }],
    ['tall box: width limits', { width: 390, height: 700 }],
    ['floating card', { width: 180, height: 160 }],
  ])('%s: the padded bounds touch the margin on one axis, centred on both', (_, box) => {
    const bounds = padBounds(demo)
    const view = fitView(bounds, box)
    const topLeft = planToScreen(view, bounds)
    const bottomRight = planToScreen(view, { x: bounds.x + bounds.width, y: bounds.y + bounds.height })
    const gaps = [topLeft.x, topLeft.y, box.width - bottomRight.x, box.height - bottomRight.y]
    expect(Math.min(...gaps)).toBeCloseTo(MARGIN, 9)
    expect(topLeft.x).toBeCloseTo(box.width - bottomRight.x, 9)
    expect(topLeft.y).toBeCloseTo(box.height - bottomRight.y, 9)
  })
})

describe('view limits', () => {
  const frame = planFrame(demo, { width: 1000, height: 600 })
  const fit = frame.fit

  it('zooms in about a point, which stays under the pointer', () => {
    const at = { x: 450, y: 260 }
    const before = screenToPlan(fit, at)
    const zoomed = zoomAround(frame, fit, 2, at)
    expect(zoomed.scale).toBeCloseTo(fit.scale * 2, 12)
    const after = screenToPlan(zoomed, at)
    expect(after.x).toBeCloseTo(before.x, 6)
    expect(after.y).toBeCloseTo(before.y, 6)
  })

  it('zooming near an edge keeps the plan against the margin rather than open a gap', () => {
    const zoomed = zoomAround(frame, fit, 2, { x: 300, y: 200 })
    expect(planToScreen(zoomed, frame.bounds).x).toBeCloseTo(MARGIN, 9)
  })

  it('never zooms out past the fit, nor in past the maximum', () => {
    expect(zoomAround(frame, fit, 0.5, { x: 500, y: 300 })).toEqual(fit)
    const deep = zoomAround(frame, fit, 1000, { x: 500, y: 300 })
    expect(deep.scale).toBeCloseTo(fit.scale * MAX_ZOOM_OVER_FIT, 12)
  })

  it('does not pan a plan that fits: it stays centred', () => {
    expect(panView(frame, fit, 200, -150)).toEqual(fit)
  })

  it('pans a zoomed plan until its padded edge meets the margin, no further', () => {
    const zoomed = zoomAround(frame, fit, 3, { x: 500, y: 300 })
    const moved = panView(frame, zoomed, 40, 0)
    expect(moved.x).toBeCloseTo(zoomed.x + 40, 9)
    const farLeft = panView(frame, zoomed, 1e6, 1e6)
    const topLeft = planToScreen(farLeft, frame.bounds)
    expect(topLeft.x).toBeCloseTo(MARGIN, 9)
    expect(topLeft.y).toBeCloseTo(MARGIN, 9)
    const farRight = panView(frame, zoomed, -1e6, -1e6)
    const corner = planToScreen(farRight, {
      x: frame.bounds.x + frame.bounds.width,
      y: frame.bounds.y + frame.bounds.height,
    })
    expect(corner.x).toBeCloseTo(1000 - MARGIN, 9)
    expect(corner.y).toBeCloseTo(600 - MARGIN, 9)
  })

  it('clamps a view from a larger box back into a smaller one', () => {
    const small = planFrame(demo, { width: 300, height: 300 })
    const clamped = clampView(small, { scale: 10, x: 5000, y: -9000 })
    expect(clamped.scale).toBeCloseTo(small.maxScale, 12)
    expect(clampView(small, clamped)).toEqual(clamped)
  })
})

describe('screen and plan points', () => {
  it('round-trip', () => {
    const view: View = { scale: 0.04, x: 12, y: -30 }
    const p = { x: 4200, y: 7100 }
    const back = screenToPlan(view, planToScreen(view, p))
    expect(back.x).toBeCloseTo(p.x, 9)
    expect(back.y).toBeCloseTo(p.y, 9)
  })
})

describe('sameView', () => {
  const fit = { scale: 0.039057239057239054, x: 12.5, y: -40.25 }
  it.each([
    ['the same numbers', fit, true],
    ['in and out by 1.5, rounded', { ...fit, scale: (fit.scale * 1.5) / 1.5 }, true],
    ['a millionth of a pixel off', { ...fit, x: fit.x + 1e-7 }, true],
    ['a pixel off', { ...fit, x: fit.x + 1 }, false],
    ['a thousandth of a pixel off vertically', { ...fit, y: fit.y - 1e-3 }, false],
    ['zoomed by 0.1 %', { ...fit, scale: fit.scale * 1.001 }, false],
  ])('%s: %s', (_name, view, same) => {
    expect(sameView(view, fit)).toBe(same)
    expect(sameView(fit, view)).toBe(same)
  })
})

describe('interpolateView', () => {
  const from: View = { scale: 0.05, x: 10, y: 20 }
  const at = { x: 450, y: 260 }
  const frame = planFrame(demo, { width: 1000, height: 600 })
  const to = zoomAround(frame, frame.fit, 2, at)

  it('starts and ends at the two views', () => {
    expect(interpolateView(from, to, 0)).toEqual(from)
    expect(interpolateView(from, to, 1)).toEqual(to)
  })

  it('keeps the zoom point still all the way (a zoom looks like one)', () => {
    const start = frame.fit
    const anchor = screenToPlan(start, at)
    for (const t of [0.25, 0.5, 0.75]) {
      const mid = interpolateView(start, to, t)
      const p = planToScreen(mid, anchor)
      expect(p.x).toBeCloseTo(at.x, 6)
      expect(p.y).toBeCloseTo(at.y, 6)
      expect(mid.scale).toBeGreaterThan(start.scale)
      expect(mid.scale).toBeLessThan(to.scale)
    }
  })

  it('moves a pan linearly', () => {
    expect(interpolateView({ scale: 1, x: 0, y: 0 }, { scale: 1, x: 100, y: -40 }, 0.25)).toEqual({
      scale: 1,
      x: 25,
      y: -10,
    })
  })

  it('eases in and out', () => {
    expect(easeInOut(0)).toBe(0)
    expect(easeInOut(0.5)).toBe(0.5)
    expect(easeInOut(1)).toBe(1)
    expect(easeInOut(0.1)).toBeLessThan(0.1)
    expect(easeInOut(0.9)).toBeGreaterThan(0.9)
  })
})

describe('showPoint', () => {
  const frame = planFrame(demo, { width: 1000, height: 600 })
  const zoomed = zoomAround(frame, frame.fit, 4, { x: 500, y: 300 })

  it('leaves the view alone when the point is in sight', () => {
    const inSight = screenToPlan(zoomed, { x: 200, y: 150 })
    expect(showPoint(frame, zoomed, inSight)).toBe(zoomed)
  })

  it('centres a point out of sight, as far as the limits allow', () => {
    const away = screenToPlan(zoomed, { x: 1400, y: 300 })
    const shown = showPoint(frame, zoomed, away)
    const at = planToScreen(shown, away)
    expect(at.x).toBeGreaterThanOrEqual(MARGIN)
    expect(at.x).toBeLessThanOrEqual(1000 - MARGIN)
    expect(shown.scale).toBe(zoomed.scale)
  })

  it('counts a point within the margin as out of sight', () => {
    const edge = screenToPlan(zoomed, { x: 5, y: 300 })
    expect(showPoint(frame, zoomed, edge)).not.toBe(zoomed)
  })
})
