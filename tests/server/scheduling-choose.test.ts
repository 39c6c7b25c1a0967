import { describe, expect, it } from 'vitest'
import {
  choosePhotographer,
  type SchedulingPhotographer,
  schedulingUnavailableMessage,
} from '../../server/domain/scheduling'
import { appointment, at, east, event, HOME, NEAR, photographer } from './scheduling-fixtures'

const START = at('10:00')
const busy = [event('09:00', '12:00', 'Busy')]
const choose = (
  photographers: SchedulingPhotographer[],
  selectedPhotographerId: string | null,
  location = HOME,
  extra = {},
) =>
  choosePhotographer({ photographers, location, durationMinutes: 60, start: START, selectedPhotographerId, ...extra })
const assigned = (id: string, zoneId: string, travelCostCents: number, notes: string[] = []) => ({
  kind: 'assigned',
  photographerId: id,
  zoneId,
  travelCostCents,
  notes,
})
const NOT_FREE = (name: string) =>
  `The selected photographer is not available at this time, so the best alternative, ${name}, has been assigned.`
const OUTSIDE = (fee: string) => `This address is outside the normal service radius, so a travel fee of ${fee} applies.`

// Photographers with the same home but different rings, so one address costs each a different fee.
const who = (id: string, overrides: Partial<SchedulingPhotographer> = {}) =>
  photographer({ id, name: `${id[0]?.toUpperCase()}${id.slice(1)}`, ...overrides })
const costing = (cents: number) => [{ ...NEAR, id: `ring-${cents}`, outerKm: 40, travelCostCents: cents }]

describe('choosePhotographer: keep the selected one when free', () => {
  it.each([
    ['selected and free, no fee', [who('ann'), who('bob')], 'bob', HOME, assigned('bob', 'near', 0)],
    [
      'selected and free, in a ring with a fee: the outside-radius note',
      [who('ann', { zones: costing(0) }), who('bob')],
      'bob',
      east(20),
      assigned('bob', 'far', 2500, [OUTSIDE('$25.00')]),
    ],
    [
      '"any": the best free one, no note without a fee',
      [who('bob'), who('ann')],
      null,
      HOME,
      assigned('ann', 'near', 0),
    ],
    [
      '"any" with a fee: only the outside-radius note',
      [who('ann', { zones: costing(4000) }), who('bob')],
      null,
      east(20),
      assigned('bob', 'far', 2500, [OUTSIDE('$25.00')]),
    ],
  ] as const)('%s', (_, photographers, selected, location, expected) =>
    expect(choose([...photographers], selected, location)).toEqual(expected),
  )
})

describe('choosePhotographer: the best alternative when the selected one is busy', () => {
  const far = east(20)
  // Tie-breaker fixtures: every alternative costs nothing at 5 km; the busy selected one is 'sel'.
  const five = east(5)
  const sel = who('sel', { calendarEvents: busy })
  it.each([
    [
      'lowest travel cost first',
      [sel, who('dear', { zones: costing(900) }), who('cheap', { zones: costing(100) })],
      five,
      'cheap',
    ],
    [
      'then least travel from the previous appointment (Carl shot next door at 08:00)',
      [sel, who('bea'), who('carl', { appointments: [appointment('o7', '08:00', '09:00', 'Next door', five)] })],
      five,
      'carl',
    ],
    [
      'then fewest appointments that day (Dora has one later)',
      [sel, who('dora', { appointments: [appointment('o7', '15:00', '16:00', 'Later', five)] }), who('eli')],
      five,
      'eli',
    ],
    ['then id', [sel, who('zed'), who('abe')], five, 'abe'],
    ['a busy alternative is no alternative', [sel, who('abe', { calendarEvents: busy }), who('zed')], five, 'zed'],
    ['an unknown selected id is treated as busy', [who('abe')], five, 'abe'],
  ] as const)('%s', (_, photographers, location, id) => {
    const choice = choose([...photographers], 'sel', location)
    expect(choice.kind === 'assigned' && choice.photographerId).toBe(id)
  })

  it.each([
    [
      'same fee: only the not-available note',
      [who('sel', { calendarEvents: busy }), who('bob')],
      HOME,
      'USD',
      assigned('bob', 'near', 0, [NOT_FREE('Bob')]),
    ],
    [
      'same fee above zero: the outside-radius note too',
      [who('sel', { calendarEvents: busy }), who('bob')],
      far,
      'USD',
      assigned('bob', 'far', 2500, [NOT_FREE('Bob'), OUTSIDE('$25.00')]),
    ],
    [
      'the fee goes up',
      [who('sel', { calendarEvents: busy, zones: costing(0) }), who('bob')],
      far,
      'USD',
      assigned('bob', 'far', 2500, [NOT_FREE('Bob'), 'The travel fee increases by $25.00.']),
    ],
    [
      'the fee goes down',
      [who('sel', { calendarEvents: busy, zones: costing(5000) }), who('bob')],
      far,
      'USD',
      assigned('bob', 'far', 2500, [NOT_FREE('Bob'), 'The travel fee decreases by $25.00.']),
    ],
    [
      'in Canadian dollars',
      [who('sel', { calendarEvents: busy, zones: costing(0) }), who('bob')],
      far,
      'CAD',
      assigned('bob', 'far', 2500, [NOT_FREE('Bob'), 'The travel fee increases by CA$25.00.']),
    ],
    [
      'the selected one does not serve the address at all: no fee to compare with',
      [who('sel', { zones: [NEAR] }), who('bob')],
      far,
      'USD',
      assigned('bob', 'far', 2500, [NOT_FREE('Bob'), OUTSIDE('$25.00')]),
    ],
  ] as const)('notes: %s', (_, photographers, location, currency, expected) =>
    expect(choose([...photographers], 'sel', location, { currency })).toEqual(expected),
  )
})

describe('choosePhotographer: nobody', () => {
  it.each([
    [
      'everyone busy',
      [who('ann', { calendarEvents: busy }), who('bob', { calendarEvents: busy })],
      HOME,
      'unavailable',
    ],
    [
      'served, but not at that hour',
      [who('ann', { workingHours: { tue: [['13:00', '18:00']] } })],
      HOME,
      'unavailable',
    ],
    ['served, but not that weekday', [who('ann', { zones: [{ ...NEAR, weekdays: [1] }] })], HOME, 'unavailable'],
    ['outside every zone', [who('ann'), who('bob')], east(50), 'noZone'],
    ['no photographers', [], HOME, 'noZone'],
  ] as const)('%s → %s', (_, photographers, location, kind) =>
    expect(choose([...photographers], null, location)).toEqual({ kind }),
  )

  it('rescheduling ignores the order’s own appointment', () => {
    const ann = who('ann', { appointments: [appointment('o1', '10:00', '11:00', '12 Elm St')] })
    expect(choose([ann], 'ann').kind).toBe('unavailable')
    expect(choose([ann], 'ann', HOME, { excludeOrderId: 'o1' })).toEqual(assigned('ann', 'near', 0))
  })

  it('says why scheduling is unavailable (SPEC §8)', () =>
    expect(schedulingUnavailableMessage('Showhome', '12 Elm St, Springfield')).toBe(
      'Oops, our bad! Showhome-time scheduling is not available for 12 Elm St, Springfield.',
    ))
})
