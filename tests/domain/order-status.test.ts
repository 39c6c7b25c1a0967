import { describe, expect, it } from 'vitest'
import { appointmentDurationMinutes, appointmentEnd, orderStatus, orderStatusOf } from '../../src/domain/order-status'

const start = '2026-05-04T14:00:00Z'
const at = (iso: string) => new Date(iso)

describe('order status (SPEC §4 Order flow)', () => {
  it.each([
    ['cancelled wins over everything', { cancelledDate: '2026-05-01', deliveredDate: '2026-05-05' }, 'Cancelled'],
    ['cancelled before the appointment', { cancelledDate: '2026-05-01', appointmentStartUtc: start }, 'Cancelled'],
    ['delivered', { deliveredDate: '2026-05-05', appointmentStartUtc: start }, 'Delivered'],
    ['delivered without an appointment time', { deliveredDate: '2026-05-05' }, 'Delivered'],
    ['empty dates do not count', { cancelledDate: '', deliveredDate: '' }, 'Confirmed'],
    ['null dates do not count', { cancelledDate: null, deliveredDate: null }, 'Confirmed'],
    ['no appointment time', {}, 'Confirmed'],
    ['an unreadable appointment time', { appointmentStartUtc: 'soon' }, 'Confirmed'],
  ] as const)('%s → %s', (_why, input, status) => {
    expect(orderStatus(input, at('2026-06-01T00:00:00Z'))).toBe(status)
  })

  // Appointment 14:00 UTC for 90 minutes ends 15:30 UTC.
  const order = { appointmentStartUtc: start, appointmentDurationMinutes: 90 }
  it.each([
    ['a day before', '2026-05-03T14:00:00Z', 'Confirmed'],
    ['at the start', '2026-05-04T14:00:00Z', 'Confirmed'],
    ['during the shoot', '2026-05-04T15:00:00Z', 'Confirmed'],
    ['one millisecond before the end', '2026-05-04T15:29:59.999Z', 'Confirmed'],
    ['at the end', '2026-05-04T15:30:00Z', 'In production'],
    ['after the end', '2026-05-04T15:30:01Z', 'In production'],
    ['days later', '2026-05-10T00:00:00Z', 'In production'],
  ] as const)('%s (%s) → %s', (_when, now, status) => {
    expect(orderStatus(order, at(now))).toBe(status)
  })

  it('reads the start with its offset', () => {
    const local = { appointmentStartUtc: '2026-05-04T10:00:00-04:00', appointmentDurationMinutes: 60 }
    expect(appointmentEnd(local)?.toISOString()).toBe('2026-05-04T15:00:00.000Z')
  })

  it('treats a missing duration as zero: in production from the start', () => {
    expect(orderStatus({ appointmentStartUtc: start }, at(start))).toBe('In production')
    expect(orderStatus({ appointmentStartUtc: start }, at('2026-05-04T13:59:59Z'))).toBe('Confirmed')
  })
})

describe('appointment duration from the schedule', () => {
  const photographers = [
    { id: 'p1', appointmentDuration: 60 },
    { id: 'p2', appointmentDuration: 120 },
  ]
  it.each([
    ['the assigned photographer', { photographers, selectedPhotographerId: 'p1', assignedPhotographerId: 'p2' }, 120],
    ['the selected one when none is assigned', { photographers, selectedPhotographerId: 'p1' }, 60],
    ['nothing without a photographer', { photographers }, undefined],
    ['nothing for an unlisted one', { photographers, selectedPhotographerId: 'p9' }, undefined],
  ] as const)('uses %s', (_who, schedule, minutes) => {
    expect(appointmentDurationMinutes(schedule)).toBe(minutes)
  })
})

describe('order status of an order as the order flow holds it', () => {
  const schedule = {
    photographers: [{ id: 'p1', appointmentDuration: 90 }],
    selectedPhotographerId: 'p1',
    assignedPhotographerId: null,
    selectedTime: { utc: start },
  }
  it.each([
    [{ cancelledDate: null, deliveredDate: null }, '2026-05-04T15:29:59Z', 'Confirmed'],
    [{ cancelledDate: null, deliveredDate: null }, '2026-05-04T15:30:00Z', 'In production'],
    [{ cancelledDate: null, deliveredDate: '2026-05-05T12:00:00Z' }, '2026-05-06T00:00:00Z', 'Delivered'],
    [{ cancelledDate: '2026-05-02T09:00:00Z', deliveredDate: null }, '2026-05-06T00:00:00Z', 'Cancelled'],
  ] as const)('%j at %s → %s', (info, now, status) => {
    expect(orderStatusOf({ info, schedule }, at(now))).toBe(status)
  })

  it('stays Confirmed without a selected time', () => {
    const order = { info: {}, schedule: { ...schedule, selectedTime: null } }
    expect(orderStatusOf(order, at('2030-01-01T00:00:00Z'))).toBe('Confirmed')
  })
})
