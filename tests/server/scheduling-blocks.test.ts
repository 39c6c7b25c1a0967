import { describe, expect, it } from 'vitest'
import { blockAt, mergeBlocks } from '../../server/domain/scheduling'
import { appointment, at, east, event, FAR, HOME, NEAR, photographer, settings } from './scheduling-fixtures'

// Each row is one rule of SCHEDULING.md's table with the smallest fixture that triggers it; the order is a
// 60-minute shoot at the home base (travel there: the 15-minute setup; from 10 km away: 15 + 15 = 30 minutes).
describe('blockAt: the first rule that applies', () => {
  const order = { location: HOME, durationMinutes: 60 }
  const tenKm = east(10)
  it.each([
    ['free: inside the window, nothing around', photographer(), order, '10:00', null],
    ['NoZone: 50 km out, beyond every ring', photographer(), { ...order, location: east(50) }, '10:00', 'NoZone'],
    [
      'Zone: the far ring is served Mon and Wed only, this is a Tuesday',
      photographer({ zones: [NEAR, { ...FAR, weekdays: [1, 3] }] }),
      { ...order, location: east(20) },
      '10:00',
      'Zone',
    ],
    [
      'a ring served that weekday wins over an overlapping one that is not',
      photographer({
        zones: [
          { ...FAR, weekdays: [1] },
          { ...FAR, id: 'far-tue', weekdays: [2] },
        ],
      }),
      { ...order, location: east(20) },
      '10:00',
      null,
    ],
    [
      'CalendarEvent: an event 10:30–11:00',
      photographer({ calendarEvents: [event('10:30', '11:00', 'Dentist')] }),
      order,
      '10:00',
      'CalendarEvent',
    ],
    [
      'an event starting as the shoot ends does not block',
      photographer({ calendarEvents: [event('11:00', '12:00', 'Lunch')] }),
      order,
      '10:00',
      null,
    ],
    [
      'Appointment: another shoot 09:30–10:30',
      photographer({ appointments: [appointment('o2', '09:30', '10:30', '12 Elm St')] }),
      order,
      '10:00',
      'Appointment',
    ],
    [
      'the order’s own appointment does not block its rescheduling',
      photographer({ appointments: [appointment('o1', '09:30', '10:30', '12 Elm St')] }),
      { ...order, excludeOrderId: 'o1' },
      '10:00',
      null,
    ],
    [
      'TravelFromOrder: ends 09:45 10 km away, 30 minutes of travel → 10:15 > 10:00',
      photographer({ appointments: [appointment('o2', '09:00', '09:45', '12 Elm St', tenKm)] }),
      order,
      '10:00',
      'TravelFromOrder',
    ],
    [
      'arriving exactly on time is fine (ends 09:30 + 30 = 10:00)',
      photographer({ appointments: [appointment('o2', '08:30', '09:30', '12 Elm St', tenKm)] }),
      order,
      '10:00',
      null,
    ],
    [
      'TravelToOrder: this ends 11:00, 30 minutes to the next at 11:15',
      photographer({ appointments: [appointment('o2', '11:15', '12:00', '12 Elm St', tenKm)] }),
      order,
      '10:00',
      'TravelToOrder',
    ],
    [
      'an appointment yesterday is no previous appointment of the day',
      photographer({ appointments: [appointment('o2', '09:00', '09:45', '12 Elm St', tenKm, '2026-06-15')] }),
      order,
      '10:00',
      null,
    ],
    ['NotEnoughTime: 17:30 + 60 minutes is after 18:00', photographer(), order, '17:30', 'NotEnoughTime'],
    ['ending exactly at closing is fine', photographer(), order, '17:00', null],
    ['NotEnoughTime: before the window opens', photographer(), order, '07:00', 'NotEnoughTime'],
    [
      'NotEnoughTime: a day off (no Tuesday hours)',
      photographer({ workingHours: { mon: [['08:00', '18:00']] } }),
      order,
      '10:00',
      'NotEnoughTime',
    ],
    [
      'the first rule wins: an event and an appointment → CalendarEvent',
      photographer({
        calendarEvents: [event('10:00', '10:30', 'Dentist')],
        appointments: [appointment('o2', '10:30', '11:30', '12 Elm St')],
      }),
      order,
      '10:00',
      'CalendarEvent',
    ],
    [
      'NoZone comes before everything else',
      photographer({ calendarEvents: [event('10:00', '10:30', 'Dentist')] }),
      { ...order, location: east(50) },
      '07:00',
      'NoZone',
    ],
  ] as const)('%s', (_, p, o, time, block) => expect(blockAt(p, o, at(time), settings)).toBe(block))

  it('reads working hours in the photographer’s own time zone', () => {
    // 09:00–10:00 in New York is 08:00–09:00 in Chicago.
    const p = photographer({ timeZone: 'America/New_York', workingHours: { tue: [['09:00', '10:00']] } })
    const short = { location: HOME, durationMinutes: 30 }
    expect(blockAt(p, short, at('08:00'), settings)).toBeNull()
    expect(blockAt(p, short, at('09:00'), settings)).toBe('NotEnoughTime')
  })
})

describe('mergeBlocks', () => {
  const b = (time: string, type: 'Appointment' | 'CalendarEvent', description: string) => ({
    start: at(time),
    type,
    description,
  })
  const interval = (x: { start: Date; end: Date; description: string }) => [
    x.start.toISOString(),
    x.end.toISOString(),
    x.description,
  ]
  it.each([
    ['nothing blocked', [], []],
    [
      'one candidate: [start, start + 30)',
      [b('10:00', 'CalendarEvent', 'Calendar: A')],
      [[at('10:00'), at('10:30'), 'Calendar: A']],
    ],
    [
      'a run of equal candidates becomes one interval',
      [
        b('10:00', 'CalendarEvent', 'Calendar: A'),
        b('10:30', 'CalendarEvent', 'Calendar: A'),
        b('11:00', 'CalendarEvent', 'Calendar: A'),
      ],
      [[at('10:00'), at('11:30'), 'Calendar: A']],
    ],
    [
      'a gap splits the run',
      [b('10:00', 'CalendarEvent', 'Calendar: A'), b('11:00', 'CalendarEvent', 'Calendar: A')],
      [
        [at('10:00'), at('10:30'), 'Calendar: A'],
        [at('11:00'), at('11:30'), 'Calendar: A'],
      ],
    ],
    [
      'a different type or description splits the run',
      [
        b('10:00', 'CalendarEvent', 'Calendar: A'),
        b('10:30', 'Appointment', 'Appointment at B'),
        b('11:00', 'Appointment', 'Appointment at C'),
      ],
      [
        [at('10:00'), at('10:30'), 'Calendar: A'],
        [at('10:30'), at('11:00'), 'Appointment at B'],
        [at('11:00'), at('11:30'), 'Appointment at C'],
      ],
    ],
  ] as const)('%s', (_, blocked, expected) =>
    expect(mergeBlocks(blocked, 30).map(interval)).toEqual(
      expected.map(([s, e, d]) => [s.toISOString(), e.toISOString(), d]),
    ),
  )
})
