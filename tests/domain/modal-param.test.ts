import { describe, expect, it } from 'vitest'
import { formatModalParam, parseModalParam, SHARE_TABS } from '../../src/domain/modal-param'

describe('modal parameter (SPEC §2 Modal values)', () => {
  it.each(SHARE_TABS.map((tab) => [`share_${tab}`, { kind: 'share', tab }] as const))('%s', (text, modal) => {
    expect(parseModalParam(text)).toEqual(modal)
  })

  it.each([
    ['reschedule_ord-42', { kind: 'reschedule', orderId: 'ord-42' }],
    ['reschedule_ord-42_2026-12-03', { kind: 'reschedule', orderId: 'ord-42', date: '2026-12-03' }],
    ['cancel_ord-42', { kind: 'cancel', orderId: 'ord-42' }],
  ])('%s reads as %j', (text, modal) => {
    expect(parseModalParam(text)).toEqual(modal)
  })

  it.each([
    undefined,
    '',
    'share',
    'share_',
    'share_instagram',
    'reschedule_',
    'reschedule_ord-42_2026-02-30',
    'reschedule_ord-42_tomorrow',
    'cancel_ord_42',
    'cancel_ord-42_2026-12-03',
    'delete_ord-42',
    `cancel_${'x'.repeat(65)}`,
  ])('%j is not a modal', (text) => {
    expect(parseModalParam(text)).toBeUndefined()
  })

  it.each(['share_facebook', 'reschedule_o1', 'reschedule_o1_2027-01-31', 'cancel_o1'])('%s round-trips', (text) => {
    const modal = parseModalParam(text)
    expect(modal && formatModalParam(modal)).toBe(text)
  })
})
