// The unavailable blocks order admins see: one line per reason, and runs of candidates blocked for the same reason
// merged into one interval, so a busy afternoon reads as one 'Calendar: Studio day' and not six half-hours.

import type { Reason } from './availability'
import { localTimeOf } from './calendar'
import type { Block } from './types'

const WEEKDAY_PLURALS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays']

/** The human line for a block; times are shown in `timeZone` (the order's, like the slots beside them). */
export function describeReason(reason: Reason, timeZone: string): string {
  switch (reason.type) {
    case 'NoZone':
      return 'Outside service zones'
    case 'Zone':
      return `Zone not served on ${WEEKDAY_PLURALS[reason.weekday - 1]}`
    case 'CalendarEvent':
      return `Calendar: ${reason.title}`
    case 'Appointment':
      return `Appointment at ${reason.address}`
    case 'TravelFromOrder':
      return `Travel from ${reason.address}`
    case 'TravelToOrder':
      return `Travel to ${reason.address}`
    case 'NotEnoughTime':
      return reason.closes ? `Not enough time before ${localTimeOf(reason.closes, timeZone)}` : 'Outside working hours'
  }
}

/**
 * Merges blocked candidates (in start order) into intervals [first start, last start + slotMinutes). Two candidates
 * join when they touch or overlap and say the same thing: same type and same description, so two different
 * appointments back to back stay two blocks, each naming its address.
 */
export function mergeBlocks(
  blocked: ReadonlyArray<{ start: Date; type: Block['type']; description: string }>,
  slotMinutes: number,
): Block[] {
  const merged: Block[] = []
  for (const b of blocked) {
    const end = new Date(b.start.getTime() + slotMinutes * 60_000)
    const last = merged.at(-1)
    if (last && last.type === b.type && last.description === b.description && b.start <= last.end) {
      merged[merged.length - 1] = { ...last, end: end > last.end ? end : last.end }
    } else {
      merged.push({ type: b.type, description: b.description, start: b.start, end })
    }
  }
  return merged
}
