// The drawing of the plan at the current view: the floor's SVG as an image placed in plan units, the grid and the
// marker in the box's pixels on top. Purely a picture; the chart decides the view, the marker and the grid.
import type { MarkerPlacement } from '../../../../domain/plan-marker'
import { planToScreen, type Rect, type Size, type View } from '../../../../domain/plan-view'
import styles from './InteractivePlan.module.css'
import { PlanGrid } from './PlanGrid'
import { PlanMarker } from './PlanMarker'

export interface PlanCanvasProps {
  readonly drawing: { readonly svgUrl: string; readonly viewBox: Rect }
  readonly view: View
  readonly box: Size
  readonly placement: MarkerPlacement | null
  readonly markerSize: number
  /** The plan's rotation from the tour's frame (PlanTransform.rz), for a marker following the tour's heading. */
  readonly rz: number
  /** The grid cell in plan units, when the grid is on. */
  readonly gridStep: number | null
  /** Where the grid's lines cross: the tour's origin on this floor's plan. */
  readonly gridOrigin: { readonly x: number; readonly y: number }
  /** Spots to warm on the plan (the Insights' time per scene), in plan units, weight 0–1. */
  readonly heat?: ReadonlyArray<PlanHeat>
}

export interface PlanHeat {
  readonly x: number
  readonly y: number
  readonly weight: number
  readonly label: string
}

/** A spot's radius in plan units (millimetres): about a room's half-width at full weight. */
const HEAT_RADIUS_MM = 2600

export function PlanCanvas({
  drawing,
  view,
  box,
  placement,
  markerSize,
  rz,
  gridStep,
  gridOrigin,
  heat,
}: PlanCanvasProps) {
  const { viewBox } = drawing
  return (
    <svg
      className={styles.canvas}
      width={box.width}
      height={box.height}
      viewBox={`0 0 ${box.width} ${box.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <g transform={`matrix(${view.scale} 0 0 ${view.scale} ${view.x} ${view.y})`}>
        <image
          href={drawing.svgUrl}
          x={viewBox.x}
          y={viewBox.y}
          width={viewBox.width}
          height={viewBox.height}
          preserveAspectRatio="none"
          data-plan-drawing=""
        />
        {heat && heat.length > 0 ? (
          <g data-plan-heat="">
            <defs>
              <radialGradient id="plan-heat">
                <stop offset="0%" stopColor="#e4572e" stopOpacity="0.75" />
                <stop offset="60%" stopColor="#f3a712" stopOpacity="0.35" />
                <stop offset="100%" stopColor="#f3a712" stopOpacity="0" />
              </radialGradient>
            </defs>
            {heat.map((spot) => (
              <circle
                key={`${spot.x},${spot.y}`}
                cx={spot.x}
                cy={spot.y}
                r={HEAT_RADIUS_MM * (0.45 + 0.55 * spot.weight)}
                fill="url(#plan-heat)"
                opacity={0.35 + 0.65 * spot.weight}
              >
                <title>{spot.label}</title>
              </circle>
            ))}
          </g>
        ) : null}
      </g>
      {gridStep !== null ? <PlanGrid view={view} box={box} step={gridStep} origin={gridOrigin} /> : null}
      {placement ? (
        <PlanMarker at={planToScreen(view, placement)} heading={placement.heading} rz={rz} size={markerSize} />
      ) : null}
    </svg>
  )
}
