// The schedule step's slot and calendar rules (SPEC §3 Time slot, §5 Schedule, §9 calendar range 2 months).
import { describe, expect, it } from 'vitest'
import {
  addMonths,
  calendarRange,
  formatLocalTime,
  isInRange,
  mergePhotographerTimes,
  monthGrid,
  moveFocus,
  slotsForPhotographer,
  todayIn,
  visibleSlots,
} from '../../src/domain/time-slots'
import type { PhotographerStartTime, PhotographerTimes } from '../../src/schemas/TimeSlot'

const at = (localTime: string, utc: string, zoneId: string | null, isAvailable = zoneId !== null) =>
  ({
    time: { utc, localTime },
    isAvailable,
    zoneId,
    notAvailable: isAvailable ? null : 'Appointment',
  }) satisfies PhotographerStartTime

const photographer = (photographerId: string, startTimes: PhotographerStartTime[]): PhotographerTimes => ({
  photographerId,
  startTimes,
  unavailableBlocks: [],
  searchRange: { start: '2026-05-04T12:00:00Z', end: '2026-05-05T05:00:00Z' },
})

const nine = '2026-05-04T14:00:00Z'
const nineThirty = '2026-05-04T14:30:00Z'
const ten = '2026-05-04T15:00:00Z'

const ann = photographer('ann', [at('09:00', nine, 'z1'), at('10:00', ten, null, false)])
// Bob's times come in a different order and one instant with another offset: the merge goes by instant.
const bob = photographer('bob', [at('10:00', '2026-05-04T10:00:00-05:00', 'z2'), at('09:30', nineThirty, null, false)])

describe('merging photographer times', () => {
  const cases: Array<[string, PhotographerTimes[], Array<[string, Record<string, string>, boolean]>]> = [
    ['nobody', [], []],
    [
      'one photographer',
      [ann],
      [
        ['09:00', { ann: 'z1' }, false],
        ['10:00', {}, true],
      ],
    ],
    [
      'two, sorted by instant, zones of the free ones only',
      [ann, bob],
      [
        ['09:00', { ann: 'z1' }, false],
        ['09:30', {}, true],
        ['10:00', { bob: 'z2' }, false],
      ],
    ],
  ]
  it.each(cases)('%s', (_, input, expected) => {
    expect(mergePhotographerTimes(input).map((s) => [s.startTime.localTime, s.zones, s.noAvailability])).toEqual(
      expected,
    )
  })

  it('a free photographer with no zone does not make a slot available', () => {
    const odd = photographer('cat', [at('09:00', nine, null, true)])
    expect(mergePhotographerTimes([odd])[0]?.noAvailability).toBe(true)
  })
})

describe('filtering by photographer and role', () => {
  const slots = mergePhotographerTimes([ann, bob])
  it.each([
    [null, ['09:00:free', '09:30:none', '10:00:free']],
    ['ann', ['09:00:free', '09:30:none', '10:00:none']],
    ['bob', ['09:00:none', '09:30:none', '10:00:free']],
  ])('photographer %s', (id, expected) => {
    expect(
      slotsForPhotographer(slots, id).map((s) => `${s.startTime.localTime}:${s.noAvailability ? 'none' : 'free'}`),
    ).toEqual(expected)
  })

  it.each([
    [null, false, ['09:00', '10:00']],
    [null, true, ['09:00', '09:30', '10:00']],
    ['ann', false, ['09:00']],
    ['ann', true, ['09:00', '09:30', '10:00']],
    ['nobody-known', false, []],
  ])('photographer %s, admin %s', (photographerId, isAdmin, expected) => {
    expect(visibleSlots([ann, bob], { photographerId, isAdmin }).map((s) => s.startTime.localTime)).toEqual(expected)
  })
})

describe('calendar range: today through two months ahead', () => {
  it.each([
    ['2026-05-04', '2026-07-04'],
    ['2026-12-31', '2027-02-28'],
    ['2027-12-31', '2028-02-29'],
    ['2026-01-31', '2026-03-31'],
    ['2026-11-30', '2027-01-30'],
  ])('%s → %s', (today, last) => {
    expect(calendarRange(today)).toEqual({ first: today, last })
  })

  it.each([
    ['2026-05-03', false],
    ['2026-05-04', true],
    ['2026-07-04', true],
    ['2026-07-05', false],
  ])('%s bookable: %s', (date, inside) => {
    expect(isInRange(date, calendarRange('2026-05-04'))).toBe(inside)
  })

  it('adds months across a year end', () => {
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15')
  })
})

describe('month grid', () => {
  it('May 2026 starts on a Friday and spans six weeks', () => {
    const grid = monthGrid(2026, 4)
    expect(grid).toHaveLength(6)
    expect(grid[0]).toEqual([null, null, null, null, null, '2026-05-01', '2026-05-02'])
    expect(grid.flat().filter(Boolean)).toHaveLength(31)
    expect(grid.every((week) => week.length === 7)).toBe(true)
  })

  it('February 2026 fills exactly four weeks', () => {
    const grid = monthGrid(2026, 1)
    expect(grid).toHaveLength(4)
    expect(grid[0]?.[0]).toBe('2026-02-01')
    expect(grid[3]?.[6]).toBe('2026-02-28')
  })
})

describe('keyboard movement in the calendar', () => {
  const range = calendarRange('2026-05-04')
  it.each([
    ['2026-05-10', 'ArrowRight', '2026-05-11'],
    ['2026-05-10', 'ArrowLeft', '2026-05-09'],
    ['2026-05-10', 'ArrowDown', '2026-05-17'],
    ['2026-05-10', 'ArrowUp', '2026-05-04'],
    ['2026-05-31', 'ArrowRight', '2026-06-01'],
    ['2026-07-01', 'ArrowDown', '2026-07-04'],
    ['2026-05-10', 'Enter', '2026-05-10'],
  ])('%s %s → %s', (from, key, to) => {
    expect(moveFocus(from, key, range)).toBe(to)
  })
})

describe('today and times in the order’s zone', () => {
  it('today is the zone’s date, not UTC’s', () => {
    const lateEveningInChicago = new Date('2026-05-05T03:30:00Z')
    expect(todayIn(lateEveningInChicago, 'America/Chicago')).toBe('2026-05-04')
    expect(todayIn(lateEveningInChicago, 'UTC')).toBe('2026-05-05')
  })

  it.each([
    ['00:00', '12:00 AM'],
    ['09:05', '9:05 AM'],
    ['12:30', '12:30 PM'],
    ['17:00', '5:00 PM'],
  ])('%s reads %s', (time, text) => {
    expect(formatLocalTime(time)).toBe(text)
  })
})
