import { describe, expect, it } from 'vitest'
import { deliveryDeadline, instantAt, localDateTime } from '../../server/domain/scheduling'
import { CHICAGO } from './scheduling-fixtures'

describe('deliveryDeadline: end of the next business day, in the order’s zone', () => {
  it.each([
    ['Mon → Tue', '2026-06-15', '2026-06-17T04:59:59.999Z'],
    ['Thu → Fri', '2026-06-18', '2026-06-20T04:59:59.999Z'],
    ['Fri → Mon', '2026-06-19', '2026-06-23T04:59:59.999Z'],
    ['Sat → Mon', '2026-06-20', '2026-06-23T04:59:59.999Z'],
    ['Sun → Mon', '2026-06-21', '2026-06-23T04:59:59.999Z'],
    ['Fri before the fall-back weekend → Mon, now CST', '2026-10-30', '2026-11-03T05:59:59.999Z'],
  ])('%s', (_, date, deadline) => {
    const d = deliveryDeadline(instantAt(date, '10:00', CHICAGO), CHICAGO)
    expect(d.toISOString()).toBe(deadline)
    expect(localDateTime(d, CHICAGO).localTime).toBe('23:59')
  })

  it('uses the order’s zone: 20:00 Friday in Chicago is already Saturday in UTC', () =>
    expect(deliveryDeadline(new Date('2026-06-20T01:00:00Z'), CHICAGO).toISOString()).toBe('2026-06-23T04:59:59.999Z'))
})

describe('instantAt and localDateTime', () => {
  it.each([
    ['a summer morning (CDT)', '2026-06-16', '08:00', '2026-06-16T13:00:00.000Z'],
    ['a winter morning (CST)', '2026-12-01', '08:00', '2026-12-01T14:00:00.000Z'],
    [
      'a time the spring-forward skips moves forward (02:30 → 03:30 CDT)',
      '2027-03-14',
      '02:30',
      '2027-03-14T08:30:00.000Z',
    ],
    ['a time the fall-back repeats takes the first (01:30 CDT)', '2026-11-01', '01:30', '2026-11-01T06:30:00.000Z'],
    ['24:00 is the next midnight', '2026-06-16', '24:00', '2026-06-17T05:00:00.000Z'],
  ])('%s', (_, date, time, utc) => expect(instantAt(date, time, CHICAGO).toISOString()).toBe(utc))

  it('reads an instant back in the zone', () => {
    expect(localDateTime(new Date('2026-06-17T03:30:00Z'), CHICAGO)).toEqual({
      localDate: '2026-06-16',
      localTime: '22:30',
      timeZoneName: CHICAGO,
    })
    expect(localDateTime(new Date('2026-11-01T07:30:00Z'), CHICAGO).localTime).toBe('01:30') // the second 01:30, CST
  })

  it('rejects an impossible date', () => expect(() => instantAt('2026-02-30', '08:00', CHICAGO)).toThrow(RangeError))
})
