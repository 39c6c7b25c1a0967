// The Insights rules (issue 17): withheld counts, the days of a period in the listing's zone, and the median.
import { describe, expect, it } from 'vitest'
import { dailySeries, dayIn, median, periodDays, withheldWith, withhold } from '../../../server/domain/insights'

describe('withheld counts', () => {
  it.each([
    [0, 0],
    [1, null],
    [4, null],
    [5, 5],
    [120, 120],
  ])('%i visits show as %s', (count, shown) => {
    expect(withhold(count)).toBe(shown)
  })

  it('withholds what is computed from fewer than 5 visits', () => {
    expect(withheldWith(4, 61)).toBeNull()
    expect(withheldWith(5, 61)).toBe(61)
  })
})

describe('days of a period', () => {
  it('ends with today in the listing’s zone, which may still be yesterday in UTC', () => {
    const now = new Date('2026-11-27T03:00:00Z') // 9 pm on the 26th in Chicago
    expect(dayIn(now, 'America/Chicago')).toBe('2026-11-26')
    expect(periodDays(now, 'America/Chicago', 7)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
    ])
  })

  it('crosses month ends and keeps every day, a day nobody came as zero', () => {
    const days = periodDays(new Date('2026-03-02T18:00:00Z'), 'UTC', 4)
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(dailySeries(days, [{ date: '2026-02-28', visits: 12, visitors: 3 }])).toEqual([
      { date: '2026-02-27', visits: 0, visitors: 0 },
      { date: '2026-02-28', visits: 12, visitors: null },
      { date: '2026-03-01', visits: 0, visitors: 0 },
      { date: '2026-03-02', visits: 0, visitors: 0 },
    ])
  })
})

describe('median', () => {
  it.each([
    [[], null],
    [[7], 7],
    [[30, 10, 20], 20],
    [[40, 10, 20, 30], 25],
  ])('%j → %s', (values, expected) => {
    expect(median(values)).toBe(expected)
  })
})
