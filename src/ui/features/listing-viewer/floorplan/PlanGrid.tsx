// The measuring grid over the plan (SPEC §9: about 80 px a cell, 1 m in metric): lines in the plan's pixels, so they
// stay one pixel thin at every zoom, through the tour's origin so they line up with the house.
import { gridLines } from '../../../../domain/plan-grid'
import type { Point, Size, View } from '../../../../domain/plan-view'
import styles from './InteractivePlan.module.css'

export function PlanGrid({ view, box, step, origin }: { view: View; box: Size; step: number; origin: Point }) {
  const { xs, ys } = gridLines(view, box, step, origin)
  // Half-pixel positions put a 1 px line on one row of pixels instead of blurring it across two.
  const crisp = (v: number) => Math.round(v) + 0.5
  const d = [...xs.map((x) => `M${crisp(x)} 0V${box.height}`), ...ys.map((y) => `M0 ${crisp(y)}H${box.width}`)].join('')
  return <path className={styles.grid} d={d} />
}
