// The tour's position on the floor plan (SPEC §4 floor plan): where the visitor stands and which way they look,
// drawn only on the plan of the floor their scene stands on. Scenes name their floor by the floor plan's floor id
// (Scene.floor = Floor.id in the demo data: server/demo/tour.ts, server/listings/floorplan.ts); Floor.tourId is
// the listing's tour, the same for every floor, so it cannot tell floors apart.
import type { Scene } from '../schemas/TourConfig'
import { type PlanPoint, type PlanTransform, planHeading, tourToPlan } from './plan-transform'

/** The tour's current scene and compass yaw (degrees clockwise from north). */
export interface TourMarker {
  readonly sceneCode: string
  readonly yaw: number
}

export interface MarkerPlacement extends PlanPoint {
  /** The viewing direction on the plan, degrees clockwise from the plan's up. */
  readonly heading: number
}

type PlacedScene = Pick<Scene, 'code' | 'floor' | 'x' | 'y'>

/** The floor id of a scene, or null when the code is unknown. */
export function sceneFloor(scenes: ReadonlyArray<Pick<Scene, 'code' | 'floor'>>, code: string): string | null {
  return scenes.find((s) => s.code === code)?.floor ?? null
}

/** Where the marker goes on `floorId`'s plan, or null when the marker's scene is unknown or on another floor. */
export function markerPlacement(
  scenes: ReadonlyArray<PlacedScene>,
  floorId: string,
  marker: TourMarker | null,
  transform: PlanTransform,
): MarkerPlacement | null {
  if (!marker) return null
  const scene = scenes.find((s) => s.code === marker.sceneCode)
  if (!scene || scene.floor !== floorId) return null
  return { ...tourToPlan(scene, transform), heading: planHeading(marker.yaw, transform.rz) }
}
