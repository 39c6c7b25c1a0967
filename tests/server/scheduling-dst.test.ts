import { describe, expect, it } from 'vitest'
import { type SchedulingPhotographer, searchDay } from '../../server/domain/scheduling'
import { CHICAGO, HOME, photographer } from './scheduling-fixtures'

// A week around each change: the candidates stay at the same local times and their UTC instants shift by an hour.
const search = (
  photographers: SchedulingPhotographer[],
  extra: Pick<Parameters<typeof searchDay>[0], 'day' | 'now' | 'durationMinutes'>,
) => searchDay({ photographers, location: HOME, timeZone: CHICAGO, ...extra })

describe('searchDay across daylight-saving changes (America/Chicago)', () => {
  const everyDay = [['08:00', '09:00']] as const
  const p = photographer({
    workingHours: {
      mon: everyDay,
      tue: everyDay,
      wed: everyDay,
      thu: everyDay,
      fri: everyDay,
      sat: everyDay,
      sun: everyDay,
    },
  })
  const starts = (year: number, month: number, day: number, now: Date, who = p) =>
    search([who], { day: { year, month, day }, now, durationMinutes: 30 }).slots.map((s) => [
      s.localTime,
      s.utc.toISOString(),
    ])

  it.each([
    ['Sat 2026-10-31 (CDT)', 2026, 10, 31, ['2026-10-31T13:00:00.000Z', '2026-10-31T13:30:00.000Z']],
    ['Sun 2026-11-01, fall back (CST)', 2026, 11, 1, ['2026-11-01T14:00:00.000Z', '2026-11-01T14:30:00.000Z']],
    ['Mon 2026-11-02 (CST)', 2026, 11, 2, ['2026-11-02T14:00:00.000Z', '2026-11-02T14:30:00.000Z']],
    ['Sat 2027-03-13 (CST)', 2027, 3, 13, ['2027-03-13T14:00:00.000Z', '2027-03-13T14:30:00.000Z']],
    ['Sun 2027-03-14, spring forward (CDT)', 2027, 3, 14, ['2027-03-14T13:00:00.000Z', '2027-03-14T13:30:00.000Z']],
  ] as const)('%s: local 08:00 and 08:30 stay put', (_, y, m, d, utc) =>
    expect(starts(y, m, d, new Date(Date.UTC(y, m - 1, d - 20)))).toEqual([
      ['08:00', utc[0]],
      ['08:30', utc[1]],
    ]),
  )

  it('a night window counts elapsed time: 5 hours on the fall-back night, 3 on the spring-forward one', () => {
    const night = [['00:00', '04:00']] as const
    const owl = photographer({ workingHours: { sun: night } })
    const fall = starts(2026, 11, 1, new Date('2026-10-01T00:00:00Z'), owl).map(([t]) => t)
    expect(fall).toEqual(['00:00', '00:30', '01:00', '01:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30'])
    const spring = starts(2027, 3, 14, new Date('2027-03-01T00:00:00Z'), owl).map(([t]) => t)
    expect(spring).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30'])
  })
})
