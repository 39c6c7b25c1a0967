// Where the tour stands on the plan and which way it looks: a dot (25 px, 15 px on the floating card, SPEC §9) with
// a soft cone turned to the viewing direction, drawn in the plan's pixels so it keeps its size at every zoom.
import type { Point } from '../../../../domain/plan-view'
import styles from './InteractivePlan.module.css'

/** The cone's half-angle and its length in marker diameters: wide enough to read as "looking that way". */
const CONE_HALF_ANGLE_DEG = 35
const CONE_LENGTH = 2.2

export function PlanMarker({ at, heading, size }: { at: Point; heading: number; size: number }) {
  const r = size * CONE_LENGTH
  const a = (CONE_HALF_ANGLE_DEG * Math.PI) / 180
  // Drawn pointing up (plan north), then turned clockwise by the heading, as SVG's rotate turns in a y-down frame.
  const cone = `M0 0 L${-r * Math.sin(a)} ${-r * Math.cos(a)} A${r} ${r} 0 0 1 ${r * Math.sin(a)} ${-r * Math.cos(a)} Z`
  return (
    <g className={styles.marker} transform={`translate(${at.x} ${at.y})`} data-plan-marker="">
      <path className={styles.cone} d={cone} transform={`rotate(${heading})`} />
      <circle className={styles.dot} r={size / 2} />
    </g>
  )
}
