// Where the tour stands on the plan and which way it looks: a dot (25 px, 15 px on the floating card, SPEC §9) with
// a soft cone turned to the viewing direction, drawn in the plan's pixels so it keeps its size at every zoom.
import { planHeading } from '../../../../domain/plan-transform'
import type { Point } from '../../../../domain/plan-view'
import { useFollowedHeading } from '../tour/followed-tour'
import styles from './InteractivePlan.module.css'

/** The cone's half-angle and its length in marker diameters: wide enough to read as "looking that way". */
const CONE_HALF_ANGLE_DEG = 35
const CONE_LENGTH = 2.2
/** The cone follows a turn in 5° steps: continuous to the eye (it is 70° wide), a few renders a second. */
const FOLLOW_STEP_DEG = 5

export function PlanMarker({
  at,
  heading: placed,
  rz,
  size,
}: {
  at: Point
  /** The viewing direction when the marker was placed, degrees clockwise from the plan's up. */
  heading: number
  /** The plan's rotation from the tour's frame: a followed tour's compass heading onto the plan. */
  rz: number
  size: number
}) {
  const followed = useFollowedHeading(FOLLOW_STEP_DEG)
  const heading = followed === undefined ? placed : planHeading(followed, rz)
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
