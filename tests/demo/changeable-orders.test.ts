// The demo owner's orders that are there to be changed right after `npm start` (issue 16): one days away, free to
// change and on the waitlist; one inside the late-change window, so the fee preview shows a charge; one that started
// three hours ago; and someone else's cancellation that frees an earlier time for the waitlisted one. Checked at
// several clock times, since they are placed relative to now.
import { describe, expect, it } from 'vitest'
import { demoListings, type MediaSetInfo } from '../../server/demo/dataset/listings'
import { seededRandom } from '../../server/demo/house/random'

const mediaSet: MediaSetInfo = {
  id: 'm1',
  style: 'bungalow',
  areaSqFt: 2000,
  bedrooms: 3,
  bathrooms: 2,
  startingScene: 's1',
  photos: [],
} as unknown as MediaSetInfo

const chicago = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
    timeZone: 'America/Chicago',
  }).formatToParts(at)
const part = (at: Date, type: 'weekday' | 'hour') => chicago(at).find((p) => p.type === type)?.value

describe('the demo owner’s changeable orders', () => {
  it.each(['2026-11-26T19:23:00Z', '2026-11-28T03:59:00Z', '2026-07-03T22:30:00Z'])(
    'at %s: one free to change on the waitlist, one inside the charge window',
    (iso) => {
      const now = new Date(iso)
      const owned = demoListings([mediaSet], now, seededRandom(1).fork('listings')).filter(
        (l) => l.ownedByDemoOwner && l.state === 'upcoming',
      )
      expect(owned).toHaveLength(2)
      const [free, late] = owned.map((l) => l.order)
      if (!free || !late) throw new Error('two orders')
      const hoursAhead = (d: Date) => (d.getTime() - now.getTime()) / 3_600_000
      expect(hoursAhead(free.appointmentStart)).toBeGreaterThan(24 * 4)
      expect(['Sat', 'Sun']).not.toContain(part(free.appointmentStart, 'weekday'))
      expect(part(free.appointmentStart, 'hour')).toBe('10')
      expect(free.waitlist).toBe(true)
      expect(hoursAhead(late.appointmentStart)).toBeGreaterThan(1)
      expect(hoursAhead(late.appointmentStart)).toBeLessThan(24)
      expect(Number(part(late.appointmentStart, 'hour'))).toBeGreaterThanOrEqual(9)
      expect(Number(part(late.appointmentStart, 'hour'))).toBeLessThanOrEqual(16)
      expect(late.waitlist).toBe(false)
      expect(late.appointmentEnd.getTime() - late.appointmentStart.getTime()).toBeGreaterThanOrEqual(90 * 60_000)
      const started = demoListings([mediaSet], now, seededRandom(1).fork('listings')).find(
        (l) => l.ownedByDemoOwner && l.state === 'inProduction',
      )?.order
      expect(started && hoursAhead(started.appointmentStart)).toBeLessThanOrEqual(-3)
      expect(started && hoursAhead(started.appointmentStart)).toBeGreaterThan(-4)
      expect(started?.deliveredAt).toBeNull()
      // The second in production is under way: started, not ended (the timeline's "Shoot in progress").
      const inProgress = demoListings([mediaSet], now, seededRandom(1).fork('listings')).filter(
        (l) => l.ownedByDemoOwner && l.state === 'inProduction',
      )[1]?.order
      expect(inProgress && hoursAhead(inProgress.appointmentStart)).toBeLessThan(-0.4)
      expect(inProgress && hoursAhead(inProgress.appointmentEnd)).toBeGreaterThan(0.5)
      // Someone else's order, cancelled as the demo is seeded, frees an earlier time of the same photographer.
      const freeing = demoListings([mediaSet], now, seededRandom(1).fork('listings')).filter(
        (l) => l.order.freesSlotForWaitlist,
      )
      expect(freeing).toHaveLength(1)
      const freed = freeing[0]
      expect(freed?.ownedByDemoOwner).toBe(false)
      expect(freed?.state).toBe('cancelled')
      expect(freed?.order.photographerId).toBe(free.photographerId)
      expect(now.getTime() - (freed?.order.cancelledAt?.getTime() ?? 0)).toBeLessThanOrEqual(60_000)
      expect(hoursAhead(freed?.order.appointmentStart ?? now)).toBeGreaterThan(24)
      expect(freed?.order.appointmentStart.getTime()).toBeLessThan(free.appointmentStart.getTime())
      expect(['Sat', 'Sun']).not.toContain(part(freed?.order.appointmentStart ?? now, 'weekday'))
    },
  )
})

describe('the demo owner’s survey answers (issue 17)', () => {
  it('start the survey in each of its states on the first three delivered listings', () => {
    const delivered = demoListings([mediaSet], new Date('2026-11-26T19:23:00Z'), seededRandom(1).fork('listings'))
      .filter((l) => l.ownedByDemoOwner && l.state === 'delivered')
      .map((l) => l.order.feedback)
    expect(delivered.slice(0, 3).map((f) => (f === null ? 'none' : f.comment === null ? 'rated' : 'answered'))).toEqual(
      ['answered', 'none', 'rated'],
    )
  })
})
