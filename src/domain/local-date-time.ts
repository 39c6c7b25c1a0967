// The browser's wall clock as ISO 8601 text with its own UTC offset ('2026-05-04T09:30:00.000-05:00'), for the
// first analytics event (SPEC §7 POST /event clientDate): the offset is what places a visit in the visitor's local
// time, and Date.toISOString() would drop it by converting to UTC.

const pad = (value: number, digits = 2) => String(Math.trunc(value)).padStart(digits, '0')

export function localIsoDateTime(date: Date): string {
  // getTimezoneOffset is minutes *behind* UTC (300 in Chicago winter), so its sign is the reverse of ISO's.
  const offsetMinutes = -date.getTimezoneOffset()
  const sign = offsetMinutes < 0 ? '-' : '+'
  const offset = `${sign}${pad(Math.abs(offsetMinutes) / 60)}:${pad(Math.abs(offsetMinutes) % 60)}`
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`
  return `${day}T${time}${offset}`
}

/**
 * A time zone as people read it: 'Central Time (Chicago)' for America/Chicago, the IANA name's city in brackets so
 * two zones with one generic name stay apart. Falls back to the IANA name where the runtime has no generic name.
 */
export function timeZoneLabel(timeZone: string, locale = 'en-US'): string {
  const city = (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ')
  try {
    const generic = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value
    return generic && !generic.startsWith('GMT') ? `${generic} (${city})` : timeZone.replace(/_/g, ' ')
  } catch {
    return timeZone.replace(/_/g, ' ')
  }
}
