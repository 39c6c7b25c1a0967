// The demo's photographers (SCHEDULING.md inputs): home bases around the city, weekly hours, service zones as rings
// with travel costs (the outer ring on some weekdays only), and calendar events over the next two months.
import type { Random } from '../house/random'
import { PHOTOGRAPHER_NAMES } from './people'

export interface DemoPhotographer {
  readonly id: string
  readonly name: string
  readonly email: string
  readonly timeZone: string
  readonly home: { readonly lat: number; readonly lng: number }
  /** Local windows per ISO weekday key. */
  readonly workingHours: Record<string, ReadonlyArray<readonly [string, string]>>
  readonly zones: ReadonlyArray<{
    readonly id: string
    readonly innerKm: number
    readonly outerKm: number
    readonly travelCostCents: number
    readonly weekdays: ReadonlyArray<number> | null
  }>
}

const BASES = [
  { lat: 42.0334, lng: -87.6836 },
  { lat: 41.9288, lng: -87.7067 },
  { lat: 41.9402, lng: -87.6531 },
  { lat: 41.8881, lng: -87.7928 },
  { lat: 41.8003, lng: -87.5961 },
  { lat: 41.9747, lng: -87.6688 },
] as const

const WEEKDAYS = {
  mon: [['08:00', '18:00']],
  tue: [['08:00', '18:00']],
  wed: [['08:00', '18:00']],
  thu: [['08:00', '18:00']],
  fri: [['08:00', '17:00']],
} as const

export const DEMO_PHOTOGRAPHERS: ReadonlyArray<DemoPhotographer> = PHOTOGRAPHER_NAMES.map((name, i) => {
  const [first = '', last = ''] = name.toLowerCase().split(' ')
  const id = `ph-${i + 1}`
  return {
    id,
    name,
    email: `${first}.${last}@photographers.showhome.example`,
    timeZone: 'America/Chicago',
    home: BASES[i] as { lat: number; lng: number },
    workingHours: i % 2 === 0 ? { ...WEEKDAYS, sat: [['09:00', '14:00']] } : WEEKDAYS,
    zones: [
      { id: `${id}-z1`, innerKm: 0, outerKm: 12, travelCostCents: 0, weekdays: null },
      { id: `${id}-z2`, innerKm: 12, outerKm: 25, travelCostCents: 2500, weekdays: null },
      { id: `${id}-z3`, innerKm: 25, outerKm: 40, travelCostCents: 4500, weekdays: i % 2 === 0 ? [2, 4] : [1, 3, 5] },
    ],
  }
})

export interface DemoCalendarEvent {
  readonly photographerId: string
  readonly start: Date
  readonly end: Date
  readonly title: string
}

const TITLES = ['Studio day', 'Equipment service', 'Training', 'Personal', 'Editing block', 'Client meeting'] as const

/** Two or three busy blocks a week per photographer over the next eight weeks, on the hour in Chicago time. */
export function demoCalendarEvents(now: Date, random: Random): DemoCalendarEvent[] {
  const events: DemoCalendarEvent[] = []
  const startOfToday = new Date(now)
  startOfToday.setUTCHours(0, 0, 0, 0)
  for (const photographer of DEMO_PHOTOGRAPHERS) {
    for (let week = 0; week < 8; week++) {
      const count = random.int(2, 3)
      for (let k = 0; k < count; k++) {
        const day = week * 7 + random.int(1, 6)
        // 14:00–22:00 UTC is 08:00–16:00 in Chicago (CST) or 09:00–17:00 (CDT): inside working hours either way.
        const startHour = random.int(14, 20)
        const hours = random.int(1, 3)
        const start = new Date(startOfToday.getTime() + day * 86_400_000 + startHour * 3_600_000)
        const end = new Date(start.getTime() + hours * 3_600_000)
        events.push({ photographerId: photographer.id, start, end, title: random.pick(TITLES) })
      }
    }
  }
  return events
}
