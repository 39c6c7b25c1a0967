// The adjustment form's rules (SPEC §6 order admin, §8 'Required' / 'Invalid').
import { describe, expect, it } from 'vitest'
import { adjustmentErrors, parseAmount } from '../../src/domain/admin-edits'

describe('parseAmount', () => {
  it.each<[string, number | undefined]>([
    ['50', 5_000],
    ['-50', -5_000],
    ['−25.5', -2_550],
    ['$1,234.50', 123_450],
    ['+0.05', 5],
    ['12.345', undefined],
    ['fifty', undefined],
    ['', undefined],
    ['--5', undefined],
    ['1'.repeat(21), undefined],
    ['99999999', undefined],
  ])('%s → %s', (typed, cents) => {
    expect(parseAmount(typed)).toBe(cents)
  })
})

describe('adjustmentErrors', () => {
  it.each<[string, string, Record<string, string>]>([
    ['Goodwill credit', '-50', {}],
    ['', '-50', { description: 'Required' }],
    ['  ', '', { description: 'Required', amount: 'Required' }],
    ['Extra visit', 'lots', { amount: 'Invalid' }],
    ['x'.repeat(300), '5', { description: 'Invalid' }],
  ])('%j %j', (description, amount, errors) => {
    expect(adjustmentErrors({ description, amount })).toEqual(errors)
  })
})
