// The owner's Insights, the rules without the database (issue 17): which counts are withheld, the calendar days of a
// period in the listing's zone, and every day present in the answer (a day nobody came is a zero, not a gap).
import { INSIGHTS_MIN_COUNT, type InsightsDay, type WithheldCount } from '../../src/schemas/Insights'

/** A count as shown: below INSIGHTS_MIN_COUNT it is withheld (null); zero stays zero, since it tells nobody's visit. */
export const withhold = (count: number): WithheldCount => (count === 0 || count >= INSIGHTS_MIN_COUNT ? count : null)

/** A value computed from `count` visits, withheld with them. */
export const withheldWith = <T>(count: number, value: T): T | null => (count >= INSIGHTS_MIN_COUNT ? value : null)

/** The calendar day of an instant in a zone, as YYYY-MM-DD. */
export const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** The `period` days ending with today in the zone, oldest first. */
export function periodDays(now: Date, timeZone: string, period: number): string[] {
  const today = dayIn(now, timeZone)
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return Array.from({ length: period }, (_, i) => {
    const day = new Date(Date.UTC(y, m - 1, d - (period - 1 - i)))
    return day.toISOString().slice(0, 10)
  })
}

export interface DayCount {
  readonly date: string
  readonly visits: number
  readonly visitors: number
}

/** One entry per day of the period, counts withheld below the minimum. */
export function dailySeries(days: ReadonlyArray<string>, counted: ReadonlyArray<DayCount>): InsightsDay[] {
  const byDate = new Map(counted.map((c) => [c.date, c]))
  return days.map((date) => {
    const c = byDate.get(date)
    return { date, visits: withhold(c?.visits ?? 0), visitors: withhold(c?.visitors ?? 0) }
  })
}

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function median(values: ReadonlyArray<number>): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}
