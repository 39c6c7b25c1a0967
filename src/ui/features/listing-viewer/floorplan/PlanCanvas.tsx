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
  /** The grid cell in plan units, when the grid is on. */
  readonly gridStep: number | null
  /** Where the grid's lines cross: the tour's origin on this floor's plan. */
  readonly gridOrigin: { readonly x: number; readonly y: number }
}

export function PlanCanvas({ drawing, view, box, placement, markerSize, gridStep, gridOrigin }: PlanCanvasProps) {
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
      </g>
      {gridStep !== null ? <PlanGrid view={view} box={box} step={gridStep} origin={gridOrigin} /> : null}
      {placement ? (
        <PlanMarker at={planToScreen(view, placement)} heading={placement.heading} size={markerSize} />
      ) : null}
    </svg>
  )
}
