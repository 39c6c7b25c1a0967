// The change flow's words about the waitlist's offers (issue 16): which offers it names, when a held one runs out,
// what taking one chooses, and the countdown's reading.
import { describe, expect, it } from 'vitest'
import { draftFromSchedule } from '../../src/domain/change-flow'
import { countdown } from '../../src/domain/countdown'
import { draftFromOffer, offerNotices } from '../../src/domain/waitlist-offers'
import type { WaitlistOffer } from '../../src/schemas/Order'
import { laterTime, placedOrder } from '../support/change-orders'

const NOW = Date.parse('2026-05-01T12:00:00Z')
const offer = (status: WaitlistOffer['status'], localDate: string, expiresInMs: number): WaitlistOffer => ({
  photographerId: 'ph_1',
  photographerName: 'Sam Ortiz',
  time: { ...laterTime, localDate },
  expiresAt: new Date(NOW + expiresInMs).toISOString(),
  status,
})

describe('offerNotices', () => {
  it.each<[string, WaitlistOffer[], string | undefined, Array<[string, number]>]>([
    ['no offers', [], undefined, []],
    ['a held offer, whatever the link', [offer('held', '2026-05-06', 600_000)], undefined, [['held', 600_000]]],
    ['a held offer whose time ran out while open', [offer('held', '2026-05-06', 0)], undefined, []],
    ['the link’s offer that ran out while open', [offer('held', '2026-05-06', -1)], '2026-05-06', [['expired', 0]]],
    ['an expired offer the link names', [offer('expired', '2026-05-06', -60_000)], '2026-05-06', [['expired', 0]]],
    ['a taken offer the link names', [offer('taken', '2026-05-06', 60_000)], '2026-05-06', [['taken', 0]]],
    ['an old offer of another day stays quiet', [offer('expired', '2026-05-05', -60_000)], '2026-05-06', []],
    [
      'a held offer and the link’s taken one',
      [offer('taken', '2026-05-06', 1), offer('held', '2026-05-07', 90_000)],
      '2026-05-06',
      [
        ['taken', 0],
        ['held', 90_000],
      ],
    ],
  ])('%s', (_, offers, linkDate, expected) => {
    expect(offerNotices(offers, NOW, linkDate).map((n) => [n.status, n.msLeft])).toEqual(expected)
  })
})

describe('draftFromOffer', () => {
  it('chooses the offer’s time and photographer, keeps the waitlist flag, and does not force the time', () => {
    const draft = { ...draftFromSchedule(placedOrder().schedule), waitlistEnabled: true, ignoreAvailability: true }
    expect(draftFromOffer(offer('held', '2026-05-06', 1), draft)).toEqual({
      selectedPhotographerId: 'ph_1',
      selectedTime: { ...laterTime, localDate: '2026-05-06' },
      waitlistEnabled: true,
      ignoreAvailability: false,
    })
  })
})

describe('countdown', () => {
  it.each<[number, string]>([
    [-5_000, '0 s'],
    [0, '0 s'],
    [999, '0 s'],
    [45_000, '45 s'],
    [60_000, '1 min 00 s'],
    [12 * 60_000 + 5_500, '12 min 05 s'],
    [3_600_000, '1 h 00 min'],
    [5 * 3_600_000 + 7 * 60_000 + 59_000, '5 h 07 min'],
    [86_400_000, '1 day 0 h'],
    [2 * 86_400_000 + 3 * 3_600_000 + 1, '2 days 3 h'],
  ])('%i ms reads %s', (ms, expected) => {
    expect(countdown(ms)).toBe(expected)
  })
})
