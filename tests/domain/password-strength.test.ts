import { describe, expect, it } from 'vitest'
import { passwordProblem } from '../../src/domain/password-strength'

describe('passwordProblem: long enough is not always good enough', () => {
  it.each([
    ['123456', undefined, 'common'],
    ['Password1', undefined, 'common'],
    ['QWERTY123', undefined, 'common'],
    ['      ', undefined, 'common'],
    ['aaaaaaaa', undefined, 'common'],
    ['\t\t\t\t\t\t', undefined, 'common'],
    ['showhome', undefined, 'common'],
    ['jo@example.com', 'Jo@Example.com', 'email'],
    ['averystone', 'averystone@example.com', 'email'],
    ['correct horse', 'averystone@example.com', undefined],
    ['secret1', undefined, undefined],
    ['jo', 'jo@example.com', undefined],
    ['123456 and more', undefined, undefined],
  ] as const)('%j (e-mail %j) is %j', (password, email, expected) => {
    expect(passwordProblem(password, email)).toBe(expected)
  })
})
