// One local day of the schedule step (getappointmenttimes): every photographer's candidate starts with their block,
// the merged blocks, and the slots the customer picks from (SCHEDULING.md "Slots").
import { Temporal } from 'temporal-polyfill'
import type { LatLng } from '../appointment-time'
import { checkStart, ringOf, windowsOn } from './availability'
import { describeReason, mergeBlocks } from './blocks'
import { addMinutes, localTimeOf, plainDateAt, searchRange } from './calendar'
import {
  type Block,
  type DaySearch,
  DEFAULT_SCHEDULING,
  type LocalDay,
  type PhotographerDay,
  type SchedulingPhotographer,
  type SchedulingSettings,
  type SearchRangeInterval,
  type Slot,
} from './types'

export interface DaySearchInput {
  readonly photographers: ReadonlyArray<SchedulingPhotographer>
  readonly location: LatLng
  readonly durationMinutes: number
  /** The order's time zone: the day asked for and every localTime are read in it. */
  readonly timeZone: string
  readonly day: LocalDay
  readonly now: Date
  readonly settings?: SchedulingSettings
  /** Rescheduling: the order's own appointment does not block it. */
  readonly excludeOrderId?: string
}

/**
 * Candidate starts of one photographer inside the range: every slotMinutes from each window's opening, while the
 * start is before the closing. The order's day may cover two of the photographer's local dates when their zones
 * differ, so both dates' windows are walked.
 */
export function candidateStarts(p: SchedulingPhotographer, range: SearchRangeInterval, slotMinutes: number): Date[] {
  const first = plainDateAt(range.start, p.timeZone)
  const last = plainDateAt(new Date(range.end.getTime() - 1), p.timeZone)
  const starts = new Map<number, Date>()
  for (let date = first; Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    for (const w of windowsOn(p, date)) {
      for (let t = w.open; t < w.close; t = addMinutes(t, slotMinutes)) {
        if (t >= range.start && t < range.end) starts.set(t.getTime(), t)
      }
    }
  }
  return [...starts.values()].sort((a, b) => a.getTime() - b.getTime())
}

export function searchDay(input: DaySearchInput): DaySearch {
  const settings = input.settings ?? DEFAULT_SCHEDULING
  const range = searchRange(input.day, input.timeZone, input.now, settings)
  const order = {
    location: input.location,
    durationMinutes: input.durationMinutes,
    ...(input.excludeOrderId === undefined ? {} : { excludeOrderId: input.excludeOrderId }),
  }
  const slots = new Map<number, Slot>()
  const photographers: PhotographerDay[] = input.photographers.map((p) => {
    const ring = ringOf(p, input.location)
    if (!range) return { photographerId: p.id, zoneId: ring?.id ?? null, startTimes: [], blocks: [] }
    const blocked: Array<{ start: Date; type: Block['type']; description: string }> = []
    const startTimes = candidateStarts(p, range, settings.slotMinutes).map((utc) => {
      const { reason, zone } = checkStart(p, order, utc, settings)
      const localTime = localTimeOf(utc, input.timeZone)
      const slot = slots.get(utc.getTime()) ?? { utc, localTime, zones: {}, noAvailability: true }
      if (reason === null && zone !== null) {
        slots.set(utc.getTime(), { ...slot, zones: { ...slot.zones, [p.id]: zone.id }, noAvailability: false })
      } else {
        slots.set(utc.getTime(), slot)
        if (reason) blocked.push({ start: utc, type: reason.type, description: describeReason(reason, input.timeZone) })
      }
      return { utc, localTime, block: reason?.type ?? null, zoneId: zone?.id ?? null }
    })
    return {
      photographerId: p.id,
      zoneId: ring?.id ?? null,
      startTimes,
      blocks: mergeBlocks(blocked, settings.slotMinutes),
    }
  })
  return {
    searchRange: range,
    photographers,
    slots: [...slots.values()].sort((a, b) => a.utc.getTime() - b.utc.getTime()),
  }
}
