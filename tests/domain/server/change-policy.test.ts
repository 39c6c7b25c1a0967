import { describe, expect, it } from 'vitest'
import {
  CANCEL_ONLY_POLICY,
  type ChangeKind,
  type ChangeRole,
  changeCharge,
  changeRefusal,
  freeChangeDeadline,
  policyById,
  STANDARD_POLICY,
} from '../../../server/domain/change-policy'

const start = new Date('2026-12-08T15:00:00Z')
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000)

describe('the free-change deadline', () => {
  it('is 24 hours before the start', () => {
    expect(freeChangeDeadline(STANDARD_POLICY, start).toISOString()).toBe('2026-12-07T15:00:00.000Z')
  })
})

describe('the charge for a change', () => {
  const order = { policy: STANDARD_POLICY, start, productTotal: 40_000, discountTotal: 0, taxRate: 0.1, waived: false }
  it.each([
    // now (hours before the start), products, discount, waived → charge, adjustment, tax, total
    [48, 40_000, 0, false, 0, 0, 0, 0],
    [24, 40_000, 0, false, 0, 0, 0, 0],
    [23.99, 40_000, 0, false, 20_000, 0, 2_000, 22_000],
    [1, 40_000, 10_000, false, 15_000, 0, 1_500, 16_500],
    [1, 90_000, 0, false, 25_000, 0, 2_500, 27_500],
    [1, 40_000, 0, true, 20_000, -20_000, 0, 0],
    [-5, 40_000, 0, false, 20_000, 0, 2_000, 22_000],
    [1, 10_000, 20_000, false, 0, 0, 0, 0],
    [1, 333, 0, false, 167, 0, 17, 184],
  ])(
    '%s h before, products %s, discount %s, waived %s: charge %s, adjustment %s, tax %s, total %s',
    (h, productTotal, discountTotal, waived, charge, adjustment, tax, total) => {
      expect(changeCharge({ ...order, now: hoursBefore(h), productTotal, discountTotal, waived })).toEqual({
        charge,
        adjustment,
        tax,
        total,
      })
    },
  )
})

describe('who may change an order', () => {
  const live = { start, cancelled: false, delivered: false }
  const before = hoursBefore(2)
  const after = hoursBefore(-2)
  it.each<[ChangeRole, ChangeKind, typeof live, Date, ReturnType<typeof changeRefusal>]>([
    ['owner', 'reschedule', live, before, null],
    ['owner', 'cancel', live, before, null],
    ['owner', 'cancel', live, start, 'started'],
    ['owner', 'reschedule', live, after, 'started'],
    ['global', 'reschedule', live, after, null],
    ['orderAdmin', 'cancel', live, after, null],
    ['none', 'cancel', live, before, 'notFound'],
    ['owner', 'cancel', { ...live, cancelled: true }, before, 'cancelled'],
    ['owner', 'reschedule', { ...live, cancelled: true }, after, null],
    ['global', 'reschedule', { ...live, delivered: true }, after, 'delivered'],
    ['none', 'reschedule', { ...live, cancelled: true }, before, 'notFound'],
  ])('%s, %s: %s at %s → %s', (role, kind, order, now, refusal) => {
    expect(changeRefusal(role, kind, order, now)).toBe(refusal)
  })
})

describe('policies', () => {
  it('reads an unknown id as the standard policy, and knows the one that forbids rescheduling', () => {
    expect(policyById('retired')).toBe(STANDARD_POLICY)
    expect(policyById(null)).toBe(STANDARD_POLICY)
    expect(policyById('cancel-only')).toBe(CANCEL_ONLY_POLICY)
    expect(CANCEL_ONLY_POLICY.allowsReschedule).toBe(false)
  })
})
