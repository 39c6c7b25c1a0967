import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { passwordResetMachine, resetStepOf } from '../../src/machines/password-reset/password-reset.machine'
import type { Ok } from '../../src/schemas/api/call'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

const EMAIL = 'owner@showhome.example'

function start(email?: string) {
  const sendCode = deferred<Ok>()
  const verifyCode = deferred<Ok>()
  const submitPassword = deferred<Ok>()
  const actor = createActor(
    passwordResetMachine.provide({
      actors: { sendCode: sendCode.logic, verifyCode: verifyCode.logic, submitPassword: submitPassword.logic },
    }),
    { input: email === undefined ? {} : { email } },
  ).start()
  return { actor, sendCode, verifyCode, submitPassword }
}

type Reset = ReturnType<typeof start>
const step = (sut: Reset) => resetStepOf(sut.actor.getSnapshot())
const type = (sut: Reset, field: 'email' | 'code' | 'password' | 'confirmPassword', value: string) =>
  sut.actor.send({ type: 'field.change', field, value })

async function atCode(email = EMAIL) {
  const sut = start(email)
  sut.actor.send({ type: 'submit' })
  sut.sendCode.resolve({ ok: true })
  await waitFor(sut.actor, (s) => s.matches({ code: 'editing' }))
  return sut
}

async function atPassword() {
  const sut = await atCode()
  type(sut, 'code', '123456')
  sut.actor.send({ type: 'submit' })
  sut.verifyCode.resolve({ ok: true })
  await waitFor(sut.actor, (s) => s.matches({ password: 'editing' }))
  return sut
}

describe('password reset chart: EMAIL (SPEC §4, §5 Reset)', () => {
  it('starts at EMAIL with the address it was given, or none', () => {
    expect(step(start())).toBe('EMAIL')
    expect(start().actor.getSnapshot().context.draft.email).toBe('')
    expect(start(EMAIL).actor.getSnapshot().context.draft.email).toBe(EMAIL)
  })

  it('asks for a valid address before sending', () => {
    const sut = start()
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Required' })
    type(sut, 'email', 'owner@')
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Invalid' })
    expect(sut.sendCode.calls).toHaveLength(0)
  })

  it('sends a code to the trimmed address and advances to CODE once it is sent', async () => {
    const sut = start(` ${EMAIL} `)
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(sut.sendCode.calls).toEqual([{ email: EMAIL }])
    expect(step(sut)).toBe('EMAIL')
    sut.sendCode.resolve({ ok: true })
    await waitFor(sut.actor, (s) => s.matches('code'))
  })

  it('stays at EMAIL with a general error when the code cannot be sent', async () => {
    const sut = start(EMAIL)
    sut.actor.send({ type: 'submit' })
    sut.sendCode.reject(new StatusError({ message: 'Too many codes were sent to this address.' }))
    await waitFor(sut.actor, (s) => s.matches({ email: 'editing' }))
    expect(sut.actor.getSnapshot().context.formError).toBe('Too many codes were sent to this address.')
    expect(sut.actor.getSnapshot().context.draft.email).toBe(EMAIL)
  })
})

describe('password reset chart: CODE', () => {
  it('asks for the code (Required) before checking it', async () => {
    const sut = await atCode()
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ code: 'Required' })
    expect(sut.verifyCode.calls).toHaveLength(0)
  })

  it('shows a wrong code on the field and stays at CODE', async () => {
    const sut = await atCode()
    type(sut, 'code', '000000')
    sut.actor.send({ type: 'submit' })
    expect(sut.verifyCode.calls).toEqual([{ email: EMAIL, code: '000000' }])
    sut.verifyCode.reject(new FieldErrors({ fieldErrors: { code: 'That code is not right.' } }))
    await waitFor(sut.actor, (s) => s.matches({ code: 'editing' }))
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ code: 'That code is not right.' })
    expect(sut.actor.getSnapshot().context.draft.code).toBe('000000')
  })

  it('advances to PASSWORD once the code is right', async () => {
    const sut = await atPassword()
    expect(step(sut)).toBe('PASSWORD')
  })

  it('goes back to EMAIL, forgetting the code', async () => {
    const sut = await atCode()
    type(sut, 'code', '1')
    sut.actor.send({ type: 'back' })
    expect(step(sut)).toBe('EMAIL')
    expect(sut.actor.getSnapshot().context.draft).toMatchObject({ email: EMAIL, code: '' })
  })
})

describe('password reset chart: PASSWORD and COMPLETE', () => {
  it('checks the new password: at least 6 characters, retyped to match', async () => {
    const sut = await atPassword()
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Required' })
    type(sut, 'password', 'abc')
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Must be at least 6 characters' })
    type(sut, 'password', 'new-secret')
    type(sut, 'confirmPassword', 'new-secre')
    sut.actor.send({ type: 'submit' })
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: 'Must match above' })
    expect(sut.submitPassword.calls).toHaveLength(0)
  })

  it('sets the password and ends at COMPLETE with the address', async () => {
    const sut = await atPassword()
    type(sut, 'password', 'new-secret')
    type(sut, 'confirmPassword', 'new-secret')
    sut.actor.send({ type: 'submit' })
    expect(sut.submitPassword.calls).toEqual([{ email: EMAIL, code: '123456', password: 'new-secret' }])
    sut.submitPassword.resolve({ ok: true })
    await waitFor(sut.actor, (s) => s.status === 'done')
    expect(step(sut)).toBe('COMPLETE')
    expect(sut.actor.getSnapshot().output).toEqual({ email: EMAIL })
  })

  it('a code that expired meanwhile goes back to CODE with its message', async () => {
    const sut = await atPassword()
    type(sut, 'password', 'new-secret')
    type(sut, 'confirmPassword', 'new-secret')
    sut.actor.send({ type: 'submit' })
    sut.submitPassword.reject(new FieldErrors({ fieldErrors: { code: 'That code has expired. Send a new one.' } }))
    await waitFor(sut.actor, (s) => s.matches({ code: 'editing' }))
    expect(sut.actor.getSnapshot().context.fieldErrors).toEqual({ code: 'That code has expired. Send a new one.' })
    expect(sut.actor.getSnapshot().context.draft.password).toBe('new-secret')
  })

  it('any other failure stays at PASSWORD with a general error', async () => {
    const sut = await atPassword()
    type(sut, 'password', 'new-secret')
    type(sut, 'confirmPassword', 'new-secret')
    sut.actor.send({ type: 'submit' })
    sut.submitPassword.reject(new Unreachable({ message: 'offline' }))
    await waitFor(sut.actor, (s) => s.matches({ password: 'editing' }))
    expect(sut.actor.getSnapshot().context.formError).toMatch(/connection/)
  })

  it('fails loudly when an effect was never provided', async () => {
    const actor = createActor(passwordResetMachine, { input: { email: EMAIL } }).start()
    actor.send({ type: 'submit' })
    await waitFor(actor, (s) => s.context.formError !== undefined)
    expect(actor.getSnapshot().matches({ email: 'editing' })).toBe(true)
  })
})
