// Floors of a tour as visitors reach them (the embedded script API's setFloor and ready, docs/embed-api.md): only
// floors with a visible scene count, since a visitor can never stand on the others.
import type { Scene, TourFloor } from '../schemas/TourConfig'

type FloorScene = Pick<Scene, 'code' | 'floor' | 'hidden'>

/** The floors a visitor can stand on, in the tour's order, with the name people read. */
export function visitableFloors(
  floors: ReadonlyArray<Pick<TourFloor, 'id' | 'name'>>,
  scenes: ReadonlyArray<FloorScene>,
): ReadonlyArray<{ readonly id: string; readonly name: string }> {
  const stoodOn = new Set(scenes.filter((s) => !s.hidden).map((s) => s.floor))
  return floors.filter((f) => stoodOn.has(f.id)).map(({ id, name }) => ({ id, name }))
}

/**
 * Where going to `floor` takes the visitor: nowhere new when they already stand on it (`here`), otherwise the
 * floor's first visible scene in the tour's order; undefined when no visible scene stands on that floor.
 */
export function floorEntryScene(
  scenes: ReadonlyArray<FloorScene>,
  floor: string,
  here: string,
): { readonly code: string; readonly move: boolean } | undefined {
  const current = scenes.find((s) => s.code === here)
  if (current && !current.hidden && current.floor === floor) return { code: here, move: false }
  const entry = scenes.find((s) => !s.hidden && s.floor === floor)
  return entry ? { code: entry.code, move: true } : undefined
}
