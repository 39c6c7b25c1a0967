// The preparation guide's thanks line (SPEC §4 Timeline): after a download it shows how long ago the guide was
// downloaded, and also the date once that is more than 36 hours ago, when "2 days ago" alone no longer tells the
// reader which visit it was. `now` is a parameter so the text is pure and the boundary testable.
import { GUIDE_DATE_THRESHOLD_MS } from '../schemas/constants'
import { DEFAULT_LOCALE } from './money'

export type Instant = Date | string | number

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Largest unit first; a month is taken as 30 days and a year as 365, which is plenty for "about how long". */
const UNITS: readonly (readonly [Intl.RelativeTimeFormatUnit, number])[] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
]

function toMs(instant: Instant): number {
  const ms = instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant)
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${String(instant)}`)
  return ms
}

/** Milliseconds since the download; a download stamped in the future (clock skew) counts as just now. */
export function elapsedSinceDownload(downloadedAt: Instant, now: Instant): number {
  return Math.max(0, toMs(now) - toMs(downloadedAt))
}

/** Whether the thanks line also shows the download date: strictly more than 36 hours ago. */
export function showsDownloadDate(downloadedAt: Instant, now: Instant): boolean {
  return elapsedSinceDownload(downloadedAt, now) > GUIDE_DATE_THRESHOLD_MS
}

/**
 * How long ago, in the largest whole unit: 'now' under a minute, then '5 minutes ago', '3 hours ago',
 * '2 days ago' … Whole units are floored, so 59 minutes is never rounded up to '1 hour ago'. Numbers are always
 * numeric ('1 day ago', not 'yesterday'), since 30 hours ago may be two calendar days back.
 */
export function timeSinceDownload(downloadedAt: Instant, now: Instant, locale: string = DEFAULT_LOCALE): string {
  const elapsed = elapsedSinceDownload(downloadedAt, now)
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) {
      return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Math.floor(elapsed / size), unit)
    }
  }
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
}

export interface GuideThanks {
  /** e.g. '3 hours ago'. */
  readonly since: string
  /** The download date (e.g. 'Mar 3, 2026') when more than 36 hours ago, else undefined. */
  readonly date: string | undefined
}

/**
 * Both parts of the thanks line. The date is in `timeZone` (default: the browser's), because "which day" depends
 * on where the reader is.
 */
export function guideThanks(
  downloadedAt: Instant,
  now: Instant,
  options: { readonly locale?: string; readonly timeZone?: string } = {},
): GuideThanks {
  const { locale = DEFAULT_LOCALE, timeZone } = options
  const date = showsDownloadDate(downloadedAt, now)
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(toMs(downloadedAt))
    : undefined
  return { since: timeSinceDownload(downloadedAt, now, locale), date }
}
