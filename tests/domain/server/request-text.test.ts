import { describe, expect, it } from 'vitest'
import { findTextProblem, MAX_JSON_DEPTH } from '../../../server/domain/request-text'
import { TEXT_MAX_LENGTH } from '../../../src/schemas/constants'

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { inner: nested(depth - 1) })

describe('findTextProblem: the bounds every request body passes before its schema', () => {
  it.each([
    ['a clean body', { email: 'a@b.co', list: ['x', { y: 'z' }], n: 3, ok: true, none: null }, undefined],
    ['text at the limit', { note: 'x'.repeat(TEXT_MAX_LENGTH) }, undefined],
    ['text over the limit', { note: 'x'.repeat(TEXT_MAX_LENGTH + 1) }, ['note', 'Must be at most 10000 characters']],
    [
      'a NUL character',
      { model: { firstName: 'Al\u0000ex' } },
      ['model.firstName', 'Contains characters that are not allowed'],
    ],
    ['a lone high surrogate', { address: 'Main \uD800 St' }, ['address', 'Contains characters that are not allowed']],
    ['a lone low surrogate', { list: ['ok', '\uDC00'] }, ['list.1', 'Contains characters that are not allowed']],
    ['a surrogate pair (an emoji) is fine', { note: 'Sunny 🌞 porch' }, undefined],
    [
      'a NUL in a field name',
      { 'na\u0000me': 'x' },
      ['na\u0000me', 'Field name: Contains characters that are not allowed'],
    ],
    ['nesting at the limit', nested(MAX_JSON_DEPTH), undefined],
    [
      'nesting over the limit',
      nested(MAX_JSON_DEPTH + 1),
      [Array(MAX_JSON_DEPTH).fill('inner').join('.'), 'Nested too deeply'],
    ],
  ] as const)('%s', (_, body, expected) => {
    const problem = findTextProblem(body)
    expect(problem ? [problem.path, problem.message] : undefined).toEqual(expected)
  })

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = 'end'
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(findTextProblem(deep)?.message).toBe('Nested too deeply')
  })
})
