// The tour read as rooms (issue 21, accessible tour mode): the visible scenes grouped by room (their cluster) under
// their group ('Exterior', 'Main floor'), for a list a keyboard or screen-reader visitor can walk from; and what is
// said on arriving in a scene: where one is, what the photos taken there show, and where one can walk next.
import type { TourRoom as NamedRoom, Scene, TourConfig } from '../schemas/TourConfig'
import { roomName, walkTargets } from './tour-view'

export interface TourRoom {
  readonly cluster: string
  /** The config's name for the room, else one read from the cluster code ('f1-kitchen' → 'Kitchen'). */
  readonly name: string
  /** The room's visible scenes, in tour order; the first is where the list walks to. */
  readonly sceneCodes: ReadonlyArray<string>
}

export interface TourRoomGroup {
  readonly name: string
  readonly rooms: ReadonlyArray<TourRoom>
}

/** Groups, and rooms within them, in the order their first visible scene comes in the tour; hidden scenes left out. */
export function roomDirectory(scenes: ReadonlyArray<Scene>, names?: ReadonlyArray<NamedRoom>): TourRoomGroup[] {
  const groups = new Map<string, Map<string, string[]>>()
  for (const scene of scenes) {
    if (scene.hidden) continue
    const rooms = groups.get(scene.group) ?? new Map<string, string[]>()
    groups.set(scene.group, rooms)
    rooms.set(scene.cluster, [...(rooms.get(scene.cluster) ?? []), scene.code])
  }
  return [...groups].map(([name, rooms]) => ({
    name,
    rooms: [...rooms].map(([cluster, sceneCodes]) => ({ cluster, name: roomName(cluster, names), sceneCodes })),
  }))
}

/**
 * Where picking a room in the list walks to: its first view from elsewhere; from inside it, its next view (round to
 * the first again); undefined when the room has one view and the visitor stands in it.
 */
export function roomTarget(room: Pick<TourRoom, 'sceneCodes'>, current: string): string | undefined {
  const at = room.sceneCodes.indexOf(current)
  if (at < 0) return room.sceneCodes[0]
  const next = room.sceneCodes[(at + 1) % room.sceneCodes.length]
  return next === current ? undefined : next
}

/** A photo as far as the tour needs it: where it was taken and what its caption says. */
export interface ScenePhoto {
  readonly sceneCode: string | null
  readonly caption: string
  readonly hidden: boolean
}

/** Captions of the visible photos taken from this scene, each once. */
export function captionsAt(photos: ReadonlyArray<ScenePhoto>, sceneCode: string): string[] {
  const captions = photos
    .filter((p) => !p.hidden && p.sceneCode === sceneCode)
    .map((p) => p.caption.trim())
    .filter((c) => c.length > 0)
  return [...new Set(captions)]
}

/**
 * What is said on arriving in `sceneCode` looking at `pan`: "Kitchen, Main floor, view 2 of 3. Seen here: Island
 * with seating. Walk to: Living, ahead; Hall, to the left." Empty for a scene the tour does not show.
 */
export function arrivalText(
  { scenesByCode, rooms }: Pick<TourConfig, 'scenesByCode' | 'rooms'>,
  sceneCode: string,
  pan: number,
  photos: ReadonlyArray<ScenePhoto>,
): string {
  const here = scenesByCode[sceneCode]
  if (!here || here.hidden) return ''
  const roomScenes = Object.values(scenesByCode).filter(
    (s) => !s.hidden && s.cluster === here.cluster && s.group === here.group,
  )
  const position = roomScenes.length > 1 ? `, view ${roomScenes.indexOf(here) + 1} of ${roomScenes.length}` : ''
  const where = [roomName(here.cluster, rooms), here.group].filter((part) => part.length > 0).join(', ')
  const seen = captionsAt(photos, sceneCode)
  const targets = walkTargets(scenesByCode, sceneCode, pan, rooms)
  return [
    `${where}${position}.`,
    ...(seen.length > 0 ? [`Seen here: ${seen.join('; ')}.`] : []),
    targets.length > 0 ? `Walk to: ${targets.map((t) => t.label).join('; ')}.` : 'No other scene to walk to from here.',
  ].join(' ')
}
