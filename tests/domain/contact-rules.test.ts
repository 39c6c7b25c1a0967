import { describe, expect, it } from 'vitest'
import { asksCompanyAndPhone, canAddContact, withAddedContact } from '../../src/domain/contact-rules'

describe('contact step rules (SPEC §3, §5 Contact)', () => {
  it.each([
    ['Listing Agent', true],
    ['Listing Administrator', false],
    ['Home Owner', false],
    ['Other', false],
    [null, false],
    [undefined, false],
  ])('a %s is asked for company and phone: %s', (role, asked) => {
    expect(asksCompanyAndPhone(role)).toBe(asked)
  })

  it.each([
    [0, true],
    [2, true],
    [3, false],
    [4, false],
  ])('with %i additional contacts, another can be added: %s', (count, allowed) => {
    expect(canAddContact(Array.from({ length: count }, () => ({})))).toBe(allowed)
  })

  it('adds a fresh empty contact until three, then adds nothing', () => {
    const empty = { name: '' }
    const one = withAddedContact([], empty)
    expect(one).toEqual([{ name: '' }])
    expect(one[0]).not.toBe(empty)
    const three = withAddedContact(withAddedContact(one, empty), empty)
    expect(three).toHaveLength(3)
    expect(withAddedContact(three, empty)).toBe(three)
  })
})
