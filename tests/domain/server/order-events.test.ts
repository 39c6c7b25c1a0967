import { describe, expect, it } from 'vitest'
import { type FeedbackFacts, type OrderFacts, orderEvents } from '../../../server/domain/order-events'

const at = (iso: string) => new Date(iso)
const order: OrderFacts = {
  id: 'o1',
  timeZone: 'America/Chicago',
  appointmentStart: at('2026-05-04T15:00:00Z'),
  appointmentEnd: at('2026-05-04T16:30:00Z'),
  photographerName: 'Sam Ortiz',
  cancelledAt: null,
  deliveredAt: null,
  deliveryDeadline: at('2026-05-05T23:00:00Z'),
}
const feedback = (userId: string): FeedbackFacts => ({
  orderId: 'o1',
  userId,
  userName: `User ${userId}`,
  userEmail: `${userId}@example.com`,
  guideDownloadedAt: at('2026-05-01T12:00:00Z'),
  rating: 5,
  comment: null,
  updatedAt: at('2026-05-04T18:00:00Z'),
})
/** Timelines are read by `order` holders; `stranger` is anyone else. */
const visitor = { userId: undefined, global: false, timeline: true }
const stranger = { userId: undefined, global: false, timeline: false }
const summary = (events: ReturnType<typeof orderEvents>) =>
  events.map((e) => `${e.type}@${e.start.slice(0, 16)} ${e.started ? 'started' : '-'} ${e.ended ? 'ended' : '-'}`)

describe('order events (SPEC §3 Order event, §4 Timeline)', () => {
  it.each([
    [
      'before the appointment',
      '2026-05-04T14:59:00Z',
      ['appointment@2026-05-04T15:00 - -', 'delivery@2026-05-05T23:00 - -'],
    ],
    [
      'during the appointment',
      '2026-05-04T15:00:00Z',
      ['appointment@2026-05-04T15:00 started -', 'delivery@2026-05-05T23:00 - -'],
    ],
    [
      'after it, delivery pending (even past its deadline)',
      '2026-05-06T10:00:00Z',
      ['appointment@2026-05-04T15:00 started ended', 'delivery@2026-05-05T23:00 - -'],
    ],
  ])('%s', (_case, now, expected) => {
    expect(summary(orderEvents([order], [], visitor, at(now)))).toEqual(expected)
  })

  it('shows no timeline to someone without the order permission', () => {
    expect(orderEvents([order], [], stranger, at('2026-05-06T10:00:00Z'))).toEqual([])
  })

  it('turns a delivery that happened into a delivered event, started and ended', () => {
    const events = orderEvents(
      [{ ...order, deliveredAt: at('2026-05-05T20:00:00Z') }],
      [],
      visitor,
      at('2026-05-06T00:00:00Z'),
    )
    expect(summary(events)).toEqual([
      'appointment@2026-05-04T15:00 started ended',
      'delivered@2026-05-05T20:00 started ended',
    ])
  })

  it('shows a called-off appointment as cancelled at its booked time, ended (nothing more will happen), with nothing after it', () => {
    const events = orderEvents(
      [{ ...order, cancelledAt: at('2026-05-01T00:00:00Z') }],
      [feedback('u1')],
      { userId: 'u1', global: false, timeline: true },
      at('2026-05-02T00:00:00Z'),
    )
    expect(summary(events)).toEqual(['cancelled@2026-05-04T15:00 - ended'])
    expect(events[0]).toMatchObject({ end: '2026-05-04T16:30:00.000Z', photographerName: 'Sam Ortiz', feedbacks: [] })
  })

  it('leaves out the appointment of an order not yet scheduled', () => {
    const events = orderEvents(
      [{ ...order, appointmentStart: null, appointmentEnd: null }],
      [],
      visitor,
      at('2026-05-01T00:00:00Z'),
    )
    expect(summary(events)).toEqual(['delivery@2026-05-05T23:00 - -'])
  })

  it('orders events of several orders by time, an appointment before a delivery at the same instant', () => {
    const second: OrderFacts = {
      ...order,
      id: 'o2',
      appointmentStart: at('2026-05-05T23:00:00Z'),
      appointmentEnd: at('2026-05-06T00:00:00Z'),
      deliveryDeadline: null,
    }
    const events = orderEvents([order, second], [], visitor, at('2026-05-01T00:00:00Z'))
    expect(events.map((e) => `${e.orderId} ${e.type}`)).toEqual(['o1 appointment', 'o2 appointment', 'o1 delivery'])
  })

  it.each([
    ['a visitor', visitor, []],
    ['the user who answered', { userId: 'u1', global: false, timeline: true }, ['u1 mine']],
    ['another user', { userId: 'u3', global: false, timeline: true }, []],
    ['a global holder', { userId: 'u3', global: true, timeline: true }, ['u1 theirs', 'u2 theirs']],
    ['a global holder who answered', { userId: 'u2', global: true, timeline: true }, ['u1 theirs', 'u2 mine']],
  ])('puts on the appointment the feedback %s may read', (_case, viewer, expected) => {
    const events = orderEvents([order], [feedback('u1'), feedback('u2')], viewer, at('2026-05-06T00:00:00Z'))
    const [appointment, delivery] = events
    expect(
      appointment?.feedbacks.map((f) => `${f.userEmail.split('@')[0]} ${f.isCurrentUser ? 'mine' : 'theirs'}`),
    ).toEqual(expected)
    expect(delivery?.feedbacks).toEqual([])
  })

  it('writes feedback times as ISO instants', () => {
    const [appointment] = orderEvents(
      [order],
      [feedback('u1')],
      { userId: 'u1', global: false, timeline: true },
      at('2026-05-06T00:00:00Z'),
    )
    expect(appointment?.feedbacks[0]).toEqual({
      userName: 'User u1',
      userEmail: 'u1@example.com',
      guideDownloaded: '2026-05-01T12:00:00.000Z',
      rating: 5,
      comment: null,
      lastUpdated: '2026-05-04T18:00:00.000Z',
      isCurrentUser: true,
    })
  })
})
