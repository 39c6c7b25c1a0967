// The plan-view chart's context and the pure steps its actions take on it. Every change goes through `settle`, which
// recomputes what follows from the inputs (the frame from drawing and box, the view within its limits, the marker's
// place, the grid cell), so no action can leave them out of step.
import { gridStep } from '../../domain/plan-grid'
import { type MarkerPlacement, markerPlacement, type TourMarker } from '../../domain/plan-marker'
import type { PlanTransform } from '../../domain/plan-transform'
import {
  boxCentre,
  clampView,
  type PlanFrame,
  type Point,
  panView,
  planFrame,
  type Rect,
  type Size,
  sameView,
  showPoint,
  type View,
  zoomAround,
} from '../../domain/plan-view'
import type { UnitType } from '../../domain/units'
import type { Scene } from '../../schemas/TourConfig'

export interface PlanViewContext {
  /** The drawing asked for (floor and unit); `drawing` lags behind it while the new one loads. */
  svgUrl: string
  /** The floor shown, by the floor plan's floor id (Scene.floor names the same ids). */
  floorId: string
  /** Where tour positions land on this floor's plan. */
  transform: PlanTransform
  /** The unit of the drawing, which is also the grid's. */
  unit: UnitType
  /** The tour's scenes (all floors); clicks pick among this floor's. Empty without a tour. */
  scenes: ReadonlyArray<Scene>
  /** The tour's position and yaw; null without a tour. */
  marker: TourMarker | null
  /** prefers-reduced-motion: never tween. */
  reducedMotion: boolean
  /** The drawing on screen and its viewBox (plan units); null until the first one is read. */
  drawing: { svgUrl: string; viewBox: Rect } | null
  /** The plan's box in CSS pixels; null until measured. */
  box: Size | null
  /** Limits of the view for this drawing in this box. */
  frame: PlanFrame | null
  /** The view the plan shows (or tweens to); null until drawing and box are known. */
  view: View | null
  /** The view is the fitted one, so a resize fits again instead of keeping the zoom. */
  fitted: boolean
  /** The last change of view should be tweened (buttons, keys, fit), not jumped to (hands, resizes). */
  animate: boolean
  /** Where the marker sits on this floor's plan; null when its scene is on another floor or there is none. */
  placement: MarkerPlacement | null
  /** The grid cell in plan units for the current zoom, or null while there is no view. */
  gridStep: number | null
  /** This floor has visible scenes, so a click can walk the tour somewhere. */
  walkable: boolean
  /** The visitor turned the grid on. */
  grid: boolean
  /** The press in progress: where it started, where it last was, and with what (mouse, touch, pen). */
  press: { start: Point; last: Point; pointerType: string } | null
  /** Why the drawing did not load. */
  error: string | null
}

/** Recomputes everything derived, with `animate` saying whether the change of view is tweened. */
export function settle(context: PlanViewContext, animate: boolean): PlanViewContext {
  const frame = context.drawing && context.box ? planFrame(context.drawing.viewBox, context.box) : null
  const view = frame ? (context.fitted || !context.view ? frame.fit : clampView(frame, context.view)) : null
  return {
    ...context,
    frame,
    view,
    fitted: context.fitted || !context.view,
    animate: animate && !context.reducedMotion,
    walkable: context.scenes.some((s) => s.floor === context.floorId && !s.hidden),
    placement: markerPlacement(context.scenes, context.floorId, context.marker, context.transform),
    gridStep: view ? gridStep(view.scale, context.unit) : null,
  }
}

/** Zoomed by `factor` about `at` (the box's centre when absent). */
export function zoomed(context: PlanViewContext, factor: number, at: Point | null, animate: boolean): PlanViewContext {
  const { frame, view } = context
  if (!frame || !view) return context
  return moved(context, frame, zoomAround(frame, view, factor, at ?? boxCentre(frame.box)), animate)
}

/** Panned by (dx, dy) box pixels. */
export function panned(context: PlanViewContext, dx: number, dy: number, animate: boolean): PlanViewContext {
  const { frame, view } = context
  if (!frame || !view) return context
  return moved(context, frame, panView(frame, view, dx, dy), animate)
}

/**
 * The person's new view. Only one that differs from the fit stops resizes from fitting again: a drag the whole plan
 * leaves no room for, or zooming back out to it, still shows the whole plan.
 */
const moved = (context: PlanViewContext, frame: PlanFrame, view: View, animate: boolean) =>
  settle({ ...context, fitted: sameView(view, frame.fit), view }, animate)

/** With the tour's new position: when the marker is out of sight on a zoomed plan, the plan moves to show it. */
export function withTour(context: PlanViewContext, tour: Pick<PlanViewContext, 'scenes' | 'marker'>): PlanViewContext {
  const next = settle({ ...context, ...tour }, false)
  const { frame, view, placement } = next
  if (!frame || !view || !placement || next.fitted) return next
  const shown = showPoint(frame, view, placement)
  return shown === view ? next : settle({ ...next, view: shown }, true)
}

/** Back to the fitted view. */
export const refitted = (context: PlanViewContext): PlanViewContext => settle({ ...context, fitted: true }, true)
