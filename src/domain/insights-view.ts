// How the Insights read (issue 17): withheld counts as "<5", durations in words, the time spent per room from the
// scenes' times, the heat of each scene on the floor plan, and the sources' names.
import type { InsightsScene, InsightsSource, WithheldCount } from '../schemas/Insights'
import { INSIGHTS_MIN_COUNT } from '../schemas/Insights'

/** A count as shown: withheld counts read "<5". */
export const countText = (count: WithheldCount): string =>
  count === null ? `<${INSIGHTS_MIN_COUNT}` : new Intl.NumberFormat('en-US').format(count)

/** "45 s", "3 min 05 s", "1 h 12 min"; "–" when withheld. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '–'
  const s = Math.round(seconds)
  if (s < 60) return `${s} s`
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`
}

/** A source as people name it. */
export function sourceText(source: InsightsSource): string {
  switch (source.kind) {
    case 'direct':
      return 'Direct (typed, bookmarked or an app)'
    case 'embedded':
      return `Embedded on ${source.host ?? 'another site'}`
    case 'link':
      return `Link from ${source.host ?? 'another site'}`
  }
}

/**
 * A scene's room name in words: the tour's cluster ("primaryBedroom", "f2-bath2") as a label ("Primary bedroom",
 * "Bath 2"); a floor prefix (f1-, f2-) is dropped, since the floor is named on its own.
 */
export function roomName(cluster: string): string {
  const words = cluster
    .replace(/^f\d+[-_ ]/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([a-z])(\d)/gi, '$1 $2')
    .trim()
    .toLowerCase()
  return words === '' ? 'Other' : words.charAt(0).toUpperCase() + words.slice(1)
}

export interface RoomTime {
  readonly room: string
  /** Seconds spent in the room's scenes whose counts are shown. */
  readonly seconds: number
  /** Whether some of its scenes were withheld (too few visits), so the time is a lower bound. */
  readonly partly: boolean
}

/**
 * Time per room, most first; rooms with every scene withheld are left out. With `floorNames` for a house of several
 * floors, each room says its floor ("Hall · Upper floor"), since two floors may each have a hall.
 */
export function roomTimes(
  scenes: ReadonlyArray<InsightsScene>,
  floorNames: ReadonlyMap<string, string> = new Map(),
): RoomTime[] {
  const label = (scene: InsightsScene) => {
    const floor = floorNames.size > 1 ? floorNames.get(scene.floorId) : undefined
    return floor ? `${roomName(scene.room)} · ${floor}` : roomName(scene.room)
  }
  const rooms = new Map<string, { seconds: number; shown: number; withheld: number }>()
  for (const scene of scenes) {
    const name = label(scene)
    const room = rooms.get(name) ?? { seconds: 0, shown: 0, withheld: 0 }
    if (scene.totalSeconds === null) room.withheld++
    else {
      room.seconds += scene.totalSeconds
      room.shown++
    }
    rooms.set(name, room)
  }
  return [...rooms.entries()]
    .filter(([, r]) => r.shown > 0)
    .map(([room, r]) => ({ room, seconds: r.seconds, partly: r.withheld > 0 }))
    .sort((a, b) => b.seconds - a.seconds || a.room.localeCompare(b.room))
}

export interface HeatPoint {
  readonly x: number
  readonly y: number
  /** 0–1: this scene's time against the most-visited scene's. */
  readonly weight: number
  readonly label: string
}

/** The shown scenes of a floor, weighted by time spent (withheld scenes draw nothing). */
export function heatPoints(scenes: ReadonlyArray<InsightsScene>, floorId: string): HeatPoint[] {
  const most = Math.max(0, ...scenes.map((s) => s.totalSeconds ?? 0))
  if (most === 0) return []
  return scenes
    .filter((s) => s.floorId === floorId && s.totalSeconds !== null && s.totalSeconds > 0)
    .map((s) => ({
      x: s.x,
      y: s.y,
      weight: (s.totalSeconds as number) / most,
      label: `${roomName(s.room)}: ${durationText(s.totalSeconds)}`,
    }))
}
