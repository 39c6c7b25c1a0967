// The change flow's pure rules (SPEC §4 Change flow): when Next is enabled, when the fee preview must be asked again,
// and the fee preview's words.
import { describe, expect, it } from 'vitest'
import {
  type ChangeDraft,
  draftFromSchedule,
  feePreview,
  MAX_TIMER_MS,
  msUntilChargeRises,
  scheduleChanged,
} from '../../src/domain/change-flow'
import { freeTerms, laterTime, lateTerms, placedOrder } from '../support/change-orders'

const original = placedOrder().schedule
const same = draftFromSchedule(original)

describe('scheduleChanged (Next enabled)', () => {
  it.each<[string, Partial<ChangeDraft>, boolean]>([
    ['nothing changed', {}, false],
    ['another time', { selectedTime: laterTime }, true],
    [
      'the same instant written in another offset',
      { selectedTime: { ...laterTime, utc: '2026-05-04T09:00:00-05:00' } },
      false,
    ],
    ['another photographer', { selectedPhotographerId: 'ph_2' }, true],
    ['any photographer instead of one', { selectedPhotographerId: null }, true],
    ['ignore availability turned on', { ignoreAvailability: true }, true],
    ['only the waitlist flag', { waitlistEnabled: true }, false],
    ['no time at all', { selectedTime: null, selectedPhotographerId: 'ph_2' }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(scheduleChanged(original, { ...same, ...change })).toBe(expected)
  })
})

describe('msUntilChargeRises', () => {
  const now = Date.parse('2026-05-03T13:00:00Z')
  it.each<[string, Parameters<typeof msUntilChargeRises>[0], number | undefined]>([
    ['an hour before the deadline', freeTerms, 3_600_001],
    ['after the deadline', { ...freeTerms, freeUntil: '2026-05-03T12:00:00Z' }, 0],
    ['already charged the late figure', lateTerms, undefined],
    [
      'a deadline already past when the server answered (a late charge waived)',
      { ...freeTerms, asOf: '2026-05-04T02:00:00Z' },
      undefined,
    ],
    ['no appointment', { ...freeTerms, freeUntil: null }, undefined],
    ['no terms', null, undefined],
    ['months ahead (clamped to the longest timer)', { ...freeTerms, freeUntil: '2026-12-03T13:00:00Z' }, MAX_TIMER_MS],
  ])('%s', (_, terms, expected) => {
    expect(msUntilChargeRises(terms, now)).toBe(expected)
  })
})

describe('feePreview', () => {
  it('names the deadline in the order’s zone and the charge after it', () => {
    expect(feePreview(freeTerms, 'America/Chicago', 'USD')).toEqual({
      charge: 'No charge',
      note: 'Free to change until Sun, May 3, 9:00 AM CDT; after that it costs $141.25.',
      waived: false,
    })
  })
  it('explains a late charge with its tax', () => {
    expect(feePreview(lateTerms, 'America/Chicago', 'USD')).toEqual({
      charge: '$141.25',
      note: 'The free-change period ended Sun, May 3, 9:00 AM CDT, so a late-change charge applies ($16.25 of it tax).',
      waived: false,
    })
  })
  it('says when an order admin waived it', () => {
    const waived = { ...lateTerms, chargeAdjustment: -12_500, chargeTax: 0, chargeTotal: 0 }
    expect(feePreview(waived, 'America/Chicago', 'CAD')).toEqual({
      charge: 'No charge',
      note: 'The free-change period ended Sun, May 3, 9:00 AM CDT; the late-change charge is waived.',
      waived: true,
    })
  })
  it('has nothing to add when changes stay free', () => {
    const free = { ...freeTerms, lateChargeTotal: 0 }
    expect(feePreview(free, 'America/Chicago', 'USD').note).toBe('Free to change until Sun, May 3, 9:00 AM CDT.')
  })
})
