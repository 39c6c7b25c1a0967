// Durations in hours and minutes (SPEC §9 Display): appointment lengths and similar spans arrive as minutes and
// are shown the way people say them, '1 h 30 min', not '90 min' or '1.5 h'.

const MINUTES_PER_HOUR = 60

export interface HoursAndMinutes {
  readonly hours: number
  readonly minutes: number
}

/**
 * Splits minutes into whole hours and remaining minutes. Fractional minutes are rounded to the nearest minute
 * first (half up), so 89.6 becomes 1 h 30 min rather than 1 h 29.6 min.
 */
export function toHoursAndMinutes(totalMinutes: number): HoursAndMinutes {
  if (!Number.isFinite(totalMinutes) || totalMinutes < 0) {
    // A negative or missing duration is a bug upstream; showing '0 min' would hide it (ARCHITECTURE §3.11).
    throw new RangeError(`toHoursAndMinutes: not a duration in minutes: ${totalMinutes}`)
  }
  const rounded = Math.round(totalMinutes)
  return { hours: Math.floor(rounded / MINUTES_PER_HOUR), minutes: rounded % MINUTES_PER_HOUR }
}

/**
 * Minutes for display: '45 min', '2 h', '1 h 30 min', and '0 min' for zero. Whole hours drop the '0 min' part
 * because '2 h 0 min' is noise; hours are not rolled into days because appointments never approach a day.
 */
export function formatDuration(totalMinutes: number): string {
  const { hours, minutes } = toHoursAndMinutes(totalMinutes)
  if (hours === 0) return `${minutes} min`
  if (minutes === 0) return `${hours} h`
  return `${hours} h ${minutes} min`
}
