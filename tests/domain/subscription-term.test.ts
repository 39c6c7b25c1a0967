import { describe, expect, it } from 'vitest'
import {
  addDays,
  addMonths,
  initialTermEnd,
  redemptionDeadline,
  renewalNoticeDate,
} from '../../src/domain/subscription-term'

describe('subscription term dates (SPEC §9: 3 or 12 months, redeemable 90 days after, notice 30 days before)', () => {
  it.each([
    ['2026-01-15', 'monthly', '2026-04-15'],
    ['2026-01-15', 'annual', '2027-01-15'],
    ['2025-11-30', 'monthly', '2026-02-28'],
    ['2027-11-30', 'monthly', '2028-02-29'],
    ['2028-02-29', 'annual', '2029-02-28'],
  ] as const)('a term starting %s billed %s ends %s', (start, period, end) => {
    expect(initialTermEnd(start, period)).toBe(end)
  })

  it.each([
    ['2026-04-15', '2026-07-14'],
    ['2026-12-31', '2027-03-31'],
  ])('a term ending %s is redeemable until %s (90 days)', (end, deadline) => {
    expect(redemptionDeadline(end)).toBe(deadline)
  })

  it.each([
    ['2026-04-15', '2026-03-16'],
    ['2027-01-15', '2026-12-16'],
  ])('renewal on %s is noticed on %s (30 days before)', (renewal, notice) => {
    expect(renewalNoticeDate(renewal)).toBe(notice)
  })

  it('does calendar arithmetic across daylight saving and month ends', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28')
  })

  it.each(['2026-02-30', '2026-1-5', '', 'soon'])('refuses %j', (date) => {
    expect(() => addDays(date, 1)).toThrow(RangeError)
  })
})
