import { describe, expect, it } from 'vitest'
import { type SchedulingPhotographer, searchDay, searchRange } from '../../server/domain/scheduling'
import {
  appointment,
  at,
  CHICAGO,
  east,
  event,
  FAR,
  HOME,
  NEAR,
  NOW,
  photographer,
  settings,
} from './scheduling-fixtures'

const tuesday = { year: 2026, month: 6, day: 16 }
const search = (photographers: SchedulingPhotographer[], extra: Partial<Parameters<typeof searchDay>[0]> = {}) =>
  searchDay({ photographers, location: HOME, durationMinutes: 60, timeZone: CHICAGO, day: tuesday, now: NOW, ...extra })
const blocksOf = (r: ReturnType<typeof search>, i = 0) =>
  r.photographers[i]?.blocks.map((b) => [b.type, b.description, b.start.toISOString(), b.end.toISOString()])
const row = (type: string, description: string, from: string, to: string) => [
  type,
  description,
  at(from).toISOString(),
  at(to).toISOString(),
]

describe('searchRange: the local day, clipped to the notice and the horizon', () => {
  const iso = (r: { start: Date; end: Date } | null) => r && [r.start.toISOString(), r.end.toISOString()]
  const now = new Date('2026-06-16T03:00:00Z') // Monday 22:00 in Chicago: notice ends Tuesday 10:00
  it.each([
    [
      'a day well ahead: local midnight to midnight',
      tuesday,
      NOW,
      ['2026-06-16T05:00:00.000Z', '2026-06-17T05:00:00.000Z'],
    ],
    [
      'inside the 12-hour notice: starts at now + 12 h',
      tuesday,
      now,
      ['2026-06-16T15:00:00.000Z', '2026-06-17T05:00:00.000Z'],
    ],
    ['today, fully inside the notice', { year: 2026, month: 6, day: 15 }, now, null],
    ['a past day', { year: 2026, month: 6, day: 1 }, now, null],
    [
      'the last day of the horizon (today + 2 months)',
      { year: 2026, month: 8, day: 15 },
      now,
      ['2026-08-15T05:00:00.000Z', '2026-08-16T05:00:00.000Z'],
    ],
    ['the day after the horizon', { year: 2026, month: 8, day: 16 }, now, null],
    [
      'a fall-back day has 25 hours',
      { year: 2026, month: 11, day: 1 },
      new Date('2026-10-01T12:00:00Z'),
      ['2026-11-01T05:00:00.000Z', '2026-11-02T06:00:00.000Z'],
    ],
    [
      'a spring-forward day has 23 hours',
      { year: 2027, month: 3, day: 14 },
      new Date('2027-03-01T12:00:00Z'),
      ['2027-03-14T06:00:00.000Z', '2027-03-15T05:00:00.000Z'],
    ],
  ] as const)('%s', (_, day, at, expected) => expect(iso(searchRange(day, CHICAGO, at, settings))).toEqual(expected))

  it('rejects an impossible date', () =>
    expect(() => searchRange({ year: 2026, month: 2, day: 30 }, CHICAGO, NOW, settings)).toThrow(RangeError))

  it('a clipped search only offers starts after the notice', () => {
    const r = search([photographer()], { now })
    expect(r.slots[0]?.localTime).toBe('10:00')
    expect(search([photographer()], { now, day: { year: 2026, month: 6, day: 15 } })).toEqual({
      searchRange: null,
      photographers: [{ photographerId: 'ann', zoneId: 'near', startTimes: [], blocks: [] }],
      slots: [],
    })
  })
})

describe('searchDay: candidates and merged blocks', () => {
  it('offers every 30 minutes from opening until the last start that still fits', () => {
    const r = search([photographer()])
    const times = r.photographers[0]?.startTimes.map((s) => `${s.localTime}${s.block ? ` ${s.block}` : ''}`)
    expect(times).toHaveLength(20)
    expect(times?.slice(0, 2)).toEqual(['08:00', '08:30'])
    expect(times?.slice(-3)).toEqual(['16:30', '17:00', '17:30 NotEnoughTime'])
    expect(blocksOf(r)).toEqual([row('NotEnoughTime', 'Not enough time before 18:00', '17:30', '18:00')])
  })

  it('merges the starts an event blocks into one interval', () => {
    const r = search([photographer({ calendarEvents: [event('10:00', '11:30', 'Studio day')] })])
    expect(blocksOf(r)).toEqual([
      // 09:30 + 60 minutes already overlaps 10:00; 11:00 still overlaps until 11:30.
      row('CalendarEvent', 'Calendar: Studio day', '09:30', '11:30'),
      row('NotEnoughTime', 'Not enough time before 18:00', '17:30', '18:00'),
    ])
  })

  it('keeps back-to-back appointments apart and names the travel', () => {
    const p = photographer({
      appointments: [
        appointment('o2', '10:00', '11:00', '1842 N Kenmore Ave'),
        appointment('o3', '11:00', '12:00', '12 Elm St'),
      ],
    })
    const r = search([p], { durationMinutes: 30 })
    expect(blocksOf(r)).toEqual([
      row('TravelToOrder', 'Travel to 1842 N Kenmore Ave', '09:30', '10:00'),
      row('Appointment', 'Appointment at 1842 N Kenmore Ave', '10:00', '11:00'),
      row('Appointment', 'Appointment at 12 Elm St', '11:00', '12:00'),
      row('TravelFromOrder', 'Travel from 12 Elm St', '12:00', '12:30'),
    ])
  })

  it.each([
    ['NoZone blocks the whole day', east(50), [NEAR, FAR], null, 'NoZone', 'Outside service zones'],
    [
      'an unserved weekday blocks the whole day',
      east(20),
      [NEAR, { ...FAR, weekdays: [1, 3] }],
      'far',
      'Zone',
      'Zone not served on Tuesdays',
    ],
  ] as const)('%s', (_, location, zones, zoneId, type, description) => {
    const r = search([photographer({ zones })], { location })
    expect(r.photographers[0]?.zoneId).toBe(zoneId)
    expect(blocksOf(r)).toEqual([row(type, description, '08:00', '18:00')])
    expect(r.slots.every((s) => s.noAvailability)).toBe(true)
  })

  it('walks each window of the day; a lunch break splits the blocks', () => {
    const p = photographer({
      workingHours: {
        tue: [
          ['08:00', '12:00'],
          ['13:00', '17:00'],
        ],
      },
    })
    const r = search([p])
    expect(r.photographers[0]?.startTimes).toHaveLength(16)
    expect(blocksOf(r)).toEqual([
      row('NotEnoughTime', 'Not enough time before 12:00', '11:30', '12:00'),
      row('NotEnoughTime', 'Not enough time before 17:00', '16:30', '17:00'),
    ])
  })

  it('shows times in the order’s zone for a photographer in another', () => {
    const p = photographer({ timeZone: 'America/New_York', workingHours: { tue: [['09:00', '10:00']] } })
    const r = search([p], { durationMinutes: 30 })
    expect(r.slots.map((s) => [s.localTime, s.utc.toISOString()])).toEqual([
      ['08:00', '2026-06-16T13:00:00.000Z'],
      ['08:30', '2026-06-16T13:30:00.000Z'],
    ])
  })
})

describe('searchDay: slots are the union over photographers', () => {
  const ann = photographer({
    workingHours: { tue: [['08:00', '10:00']] },
    calendarEvents: [event('09:00', '10:00', 'Gym')],
  })
  const bob = photographer({
    id: 'bob',
    workingHours: { tue: [['08:30', '10:30']] },
    zones: [{ ...NEAR, id: 'bob-near' }],
    appointments: [appointment('o9', '08:30', '09:00', '3 Oak St')],
  })
  it('maps free photographers to their zone and marks times nobody can take', () => {
    const r = search([ann, bob], { durationMinutes: 30 })
    expect(r.slots.map((s) => [s.localTime, s.zones, s.noAvailability])).toEqual([
      ['08:00', { ann: 'near' }, false],
      ['08:30', { ann: 'near' }, false],
      ['09:00', {}, true], // Ann at the gym, Bob still travelling from 3 Oak St
      ['09:30', { bob: 'bob-near' }, false],
      ['10:00', { bob: 'bob-near' }, false],
    ])
    expect(r.photographers.map((p) => p.zoneId)).toEqual(['near', 'bob-near'])
  })
})
