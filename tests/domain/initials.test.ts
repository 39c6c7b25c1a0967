import { describe, expect, it } from 'vitest'
import { initials } from '../../src/domain/initials'

describe('initials: the first letters of the first two words', () => {
  it.each([
    ['Taylor Kim', 'TK'],
    ['maya  ruiz', 'MR'],
    ['Jean Paul Sartre', 'JP'],
    ['Cher', 'C'],
    ['  ', ''],
  ])('%j reads %j', (name, expected) => {
    expect(initials(name)).toBe(expected)
  })
})
