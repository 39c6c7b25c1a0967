import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { RegisterRequest } from '../../src/schemas/api/auth'
import { RegisterForm, toRegisterRequest } from '../../src/schemas/forms/register'
import { ResetPasswordForm, resetFormFor, toResetPasswordRequest } from '../../src/schemas/forms/reset'
import { SignInForm } from '../../src/schemas/forms/signIn'
import { VerifyForm } from '../../src/schemas/forms/verify'
import { errorsOf, valid } from './form-errors'

describe('sign in', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Required', password: 'Required' },
    ],
    [{ email: 'dana@', password: 'x' }, { email: 'Invalid' }],
    [{ email: 'dana@example.com', password: 'x' }, {}],
  ])('%j → %j', (input, expected) => expect(errorsOf(SignInForm, input)).toEqual(expected))
})

describe('register', () => {
  const ok = {
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.com',
    phone: '312 555 0100',
    password: 'secret1',
    confirmPassword: 'secret1',
    terms: true,
  }
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a valid form', ok, {}],
    [
      'an empty form',
      { firstName: '', lastName: ' ', email: '', phone: '', password: '', confirmPassword: '', terms: false },
      {
        firstName: 'Required',
        lastName: 'Required',
        email: 'Required',
        phone: 'Required',
        password: 'Required',
        terms: 'Required',
      },
    ],
    [
      'missing fields',
      {},
      {
        firstName: 'Required',
        lastName: 'Required',
        email: 'Required',
        phone: 'Required',
        password: 'Required',
        confirmPassword: 'Required',
        terms: 'Required',
      },
    ],
    ['an invalid e-mail', { ...ok, email: 'dana.example.com' }, { email: 'Invalid' }],
    [
      'a short password',
      { ...ok, password: 'abc12', confirmPassword: 'abc12' },
      { password: 'Must be at least 6 characters' },
    ],
    ['a retyped password that differs', { ...ok, confirmPassword: 'secret2' }, { confirmPassword: 'Must match above' }],
    ['an empty retyped password', { ...ok, confirmPassword: '' }, { confirmPassword: 'Must match above' }],
    ['unticked terms', { ...ok, terms: false }, { terms: 'Required' }],
  ])('%s', (_, input, expected) => expect(errorsOf(RegisterForm, input)).toEqual(expected))

  it('sends neither confirmPassword nor terms', () => {
    const request = toRegisterRequest(valid(RegisterForm, { ...ok, firstName: ' Dana ' }))
    expect(request).toEqual({
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@example.com',
      phone: '312 555 0100',
      password: 'secret1',
    })
    expect(Schema.decodeUnknownSync(RegisterRequest, { onExcessProperty: 'error' })(request)).toEqual(request)
  })
})

describe('password reset', () => {
  const form = { email: 'dana@example.com', code: '', password: '', confirmPassword: '' }
  it.each<[string, Parameters<typeof resetFormFor>[0], Record<string, unknown>, Record<string, string>]>([
    ['EMAIL needs only the e-mail', 'EMAIL', form, {}],
    ['EMAIL: empty e-mail', 'EMAIL', { ...form, email: '' }, { email: 'Required' }],
    ['EMAIL: invalid e-mail', 'EMAIL', { ...form, email: 'dana' }, { email: 'Invalid' }],
    ['CODE: code required', 'CODE', form, { code: 'Required' }],
    ['CODE: password not asked yet', 'CODE', { ...form, code: '123456' }, {}],
    ['PASSWORD: password required', 'PASSWORD', { ...form, code: '123456' }, { password: 'Required' }],
    [
      'PASSWORD: at least 6 characters',
      'PASSWORD',
      { ...form, code: '123456', password: 'abc', confirmPassword: 'abc' },
      { password: 'Must be at least 6 characters' },
    ],
    [
      'PASSWORD: retyped to match',
      'PASSWORD',
      { ...form, code: '123456', password: 'secret1', confirmPassword: 'secret' },
      { confirmPassword: 'Must match above' },
    ],
    ['PASSWORD: valid', 'PASSWORD', { ...form, code: '123456', password: 'secret1', confirmPassword: 'secret1' }, {}],
  ])('%s', (_, step, input, expected) => expect(errorsOf(resetFormFor(step), input)).toEqual(expected))

  it('sends e-mail, code and password', () => {
    const input = { email: 'dana@example.com', code: ' 123456 ', password: 'secret1', confirmPassword: 'secret1' }
    expect(toResetPasswordRequest(valid(ResetPasswordForm, input))).toEqual({
      email: 'dana@example.com',
      code: '123456',
      password: 'secret1',
    })
  })
})

describe('verify', () => {
  it.each([
    [{ code: '' }, { code: 'Required' }],
    [{}, { code: 'Required' }],
    [{ code: '123456' }, {}],
  ])('%j → %j', (input, expected) => expect(errorsOf(VerifyForm, input)).toEqual(expected))
})
