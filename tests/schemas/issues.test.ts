import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { SignInRequest } from '../../src/schemas/api/auth'
import { toFieldErrors } from '../../src/schemas/issues'

const fieldErrors = (input: unknown) => {
  const r = Schema.decodeUnknownResult(SignInRequest, { errors: 'all', onExcessProperty: 'error' })(input)
  return Result.isFailure(r) ? toFieldErrors(r.failure.issue) : {}
}

describe('field errors in the spec wording', () => {
  it.each([
    [{}, { email: 'Required', password: 'Required' }],
    [
      { email: '', password: '' },
      { email: 'Required', password: 'Required' },
    ],
    [{ email: '   ', password: 'x' }, { email: 'Required' }],
    [{ email: 'nope', password: 'x' }, { email: 'Invalid' }],
    [{ email: 'a@b', password: 'x' }, { email: 'Invalid' }],
    [{ email: 7, password: 'x' }, { email: 'Invalid' }],
    [{ email: 'a@b.co', password: 'x', role: 'admin' }, { role: 'Unknown field' }],
    [{ email: ' a@b.co ', password: ' x ' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(fieldErrors(input)).toEqual(expected)
  })

  it('trims the e-mail but keeps the password exactly as typed', () => {
    expect(Schema.decodeUnknownSync(SignInRequest)({ email: ' a@b.co ', password: ' x ' })).toEqual({
      email: 'a@b.co',
      password: ' x ',
    })
  })
})
