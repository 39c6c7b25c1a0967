import { describe, expect, it } from 'vitest'
import { formatDuration, toHoursAndMinutes } from '../../src/domain/duration'

describe('duration in hours and minutes (SPEC §9 Display)', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1 h'],
    [61, '1 h 1 min'],
    [90, '1 h 30 min'],
    [120, '2 h'],
    [150, '2 h 30 min'],
    [89.6, '1 h 30 min'],
    [1500, '25 h'],
  ])('%d minutes → %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text)
  })

  it('splits into hours and minutes', () => {
    expect(toHoursAndMinutes(135)).toEqual({ hours: 2, minutes: 15 })
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (minutes) => {
    expect(() => formatDuration(minutes)).toThrow(RangeError)
  })
})
