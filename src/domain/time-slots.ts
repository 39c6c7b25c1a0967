// The schedule step's times and calendar (SPEC §3 Time slot, §5 Schedule, §9 calendar range; SCHEDULING.md Slots).
// getappointmenttimes answers per photographer; the step offers one list of start times merged over them, each with
// the zones of the photographers free then, and `noAvailability` when nobody is (order admins only see those).
// Calendar days are plain 'YYYY-MM-DD' strings, computed in UTC so no local clock or daylight-saving change moves them.
import { CALENDAR_RANGE_MONTHS } from '../schemas/constants'
import type { PhotographerTimes, TimeSlot } from '../schemas/TimeSlot'

/** Merges every photographer's candidate starts into one slot per instant, earliest first. */
export function mergePhotographerTimes(photographers: ReadonlyArray<PhotographerTimes>): TimeSlot[] {
  const byInstant = new Map<number, { slot: TimeSlot; zones: Record<string, string> }>()
  for (const photographer of photographers) {
    for (const start of photographer.startTimes) {
      // The same instant may be written with different offsets; the instant is what identifies a slot.
      const instant = Date.parse(start.time.utc)
      let entry = byInstant.get(instant)
      if (!entry) {
        const zones: Record<string, string> = {}
        entry = { slot: { startTime: start.time, zones, noAvailability: true }, zones }
        byInstant.set(instant, entry)
      }
      if (start.isAvailable && start.zoneId !== null) {
        entry.zones[photographer.photographerId] = start.zoneId
        entry.slot = { ...entry.slot, noAvailability: false }
      }
    }
  }
  return [...byInstant.entries()].sort(([a], [b]) => a - b).map(([, { slot, zones }]) => ({ ...slot, zones }))
}

/**
 * The slots as one photographer sees them: only their zone, and unavailable when they are not free (null = any
 * photographer, every slot unchanged).
 */
export function slotsForPhotographer(slots: ReadonlyArray<TimeSlot>, photographerId: string | null): TimeSlot[] {
  if (photographerId === null) return [...slots]
  return slots.map((slot) => {
    const zone = slot.zones[photographerId]
    return zone === undefined
      ? { ...slot, zones: {}, noAvailability: true }
      : { ...slot, zones: { [photographerId]: zone }, noAvailability: false }
  })
}

export interface SlotFilter {
  /** The photographer chosen; null for any. */
  readonly photographerId: string | null
  /** Order admins also see the times nobody is free for, to force one with 'Ignore availability'. */
  readonly isAdmin: boolean
}

/** The time buttons the step shows for one day's answer. */
export function visibleSlots(photographers: ReadonlyArray<PhotographerTimes>, filter: SlotFilter): TimeSlot[] {
  const slots = slotsForPhotographer(mergePhotographerTimes(photographers), filter.photographerId)
  return filter.isAdmin ? slots : slots.filter((slot) => !slot.noAvailability)
}

// ─── Calendar ────────────────────────────────────────────────────────────────────────────────────────────────────

export interface CalendarDay {
  readonly year: number
  /** Zero-based, as getappointmenttimes takes it: 0 is January. */
  readonly month: number
  /** Day of the month, 1–31. */
  readonly day: number
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0')

export const toIsoDate = ({ year, month, day }: CalendarDay): string => `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}`

export function parseIsoDate(date: string): CalendarDay {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  return { year, month: month - 1, day }
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseIsoDate(date)
  const moved = new Date(Date.UTC(year, month, day + days))
  return toIsoDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth(), day: moved.getUTCDate() })
}

/** Same day of the month, months later; a day the target month lacks becomes its last (Dec 31 + 2 → Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = parseIsoDate(date)
  const target = new Date(Date.UTC(year, month + months, 1))
  const targetYear = target.getUTCFullYear()
  const targetMonth = target.getUTCMonth()
  return toIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) })
}

export interface CalendarRange {
  readonly first: string
  readonly last: string
}

/** The days one may book (SPEC §5 Schedule): today through two months ahead, both included. */
export const calendarRange = (today: string): CalendarRange => ({
  first: today,
  last: addMonths(today, CALENDAR_RANGE_MONTHS),
})

/** ISO dates compare as text. */
export const isInRange = (date: string, range: CalendarRange) => date >= range.first && date <= range.last

/** Today's date on the wall clocks of `timeZone` (the order's zone, so a late-evening visitor sees the right day). */
export function todayIn(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}`
}

/**
 * A month as weeks of seven cells, Sunday first; cells outside the month are null. Always whole weeks, so the
 * grid's rows and columns line up for aria-rowindex / arrow-key movement.
 */
export function monthGrid(year: number, month: number): Array<Array<string | null>> {
  const leading = new Date(Date.UTC(year, month, 1)).getUTCDay()
  const count = daysInMonth(year, month)
  const cells: Array<string | null> = [
    ...Array.from({ length: leading }, () => null),
    ...Array.from({ length: count }, (_, i) => toIsoDate({ year, month, day: i + 1 })),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/** Arrow-key movement in the grid: days within the range, clamped at its ends. */
export function moveFocus(date: string, key: string, range: CalendarRange): string {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }
  const by = step[key]
  if (by === undefined) return date
  const moved = addDays(date, by)
  if (moved < range.first) return range.first
  if (moved > range.last) return range.last
  return moved
}

/** '14:30' → '2:30 PM': the step's time buttons, read in the order's zone. */
export function formatLocalTime(localTime: string): string {
  const [hours, minutes] = localTime.split(':').map(Number) as [number, number]
  const suffix = hours < 12 ? 'AM' : 'PM'
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${suffix}`
}
