// The floor plan's measuring grid (SPEC §9 Viewer: grid width about 80 px with metric 1 m). A cell is a whole
// number of metres (metric) or feet (imperial), chosen among 1-2-5 steps so that it is nearest 80 px on screen at the
// current zoom; lines start at the tour's origin on the plan, so they line up with the house, not the page.
import { FLOOR_PLAN_GRID_WIDTH_PX, FLOOR_PLAN_METRIC_GRID_M, MM_PER_FOOT } from '../schemas/constants'
import type { Point, Size, View } from './plan-view'
import type { UnitType } from './units'

/** Cell sizes as multiples of the base unit: round numbers a visitor can count in. */
const MULTIPLES = [1, 2, 5, 10, 20, 50, 100] as const

/** Plan units (millimetres) in one base cell: 1 m, or 1 ft. */
export const gridBase = (unit: UnitType) => (unit === 'metric' ? FLOOR_PLAN_METRIC_GRID_M * 1000 : MM_PER_FOOT)

/**
 * The cell size in plan units whose width on screen is nearest FLOOR_PLAN_GRID_WIDTH_PX. Nearness is measured as a
 * ratio (40 px and 160 px are equally far from 80 px), which is how a too-fine or too-coarse grid looks.
 */
export function gridStep(scale: number, unit: UnitType): number {
  const base = gridBase(unit)
  let best: number = base
  let bestDistance = Number.POSITIVE_INFINITY
  for (const multiple of MULTIPLES) {
    const distance = Math.abs(Math.log((base * multiple * scale) / FLOOR_PLAN_GRID_WIDTH_PX))
    if (distance < bestDistance) {
      best = base * multiple
      bestDistance = distance
    }
  }
  return best
}

/** The grid's lines inside the box, in box pixels: x of each vertical line, y of each horizontal one. */
export function gridLines(
  view: View,
  box: Size,
  step: number,
  origin: Point,
): { readonly xs: ReadonlyArray<number>; readonly ys: ReadonlyArray<number> } {
  const axis = (offset: number, start: number, length: number) => {
    const cell = step * view.scale
    if (!(cell > 0)) return []
    // The first line at or right of the box's edge: origin + k·step on the plan.
    const first = Math.ceil((-offset / view.scale - start) / step)
    const lines: number[] = []
    for (let k = first; ; k++) {
      const at = (start + k * step) * view.scale + offset
      if (at > length) break
      lines.push(at)
    }
    return lines
  }
  return { xs: axis(view.x, origin.x, box.width), ys: axis(view.y, origin.y, box.height) }
}
