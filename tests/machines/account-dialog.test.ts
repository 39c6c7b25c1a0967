import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type AccountDialogInput,
  accountDialogMachine,
  type RegisterDraft,
} from '../../src/machines/account-dialog/account-dialog.machine'
import {
  type PasswordResetActorRef,
  passwordResetMachine,
} from '../../src/machines/password-reset/password-reset.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { Ok } from '../../src/schemas/api/call'
import { FieldErrors, StatusError, Unauthorized, Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
const uma = { firstName: 'Uma', lastName: 'Unverified', email: 'unverified@showhome.example', isVerified: false }
const dana = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', isVerified: false }
const danaForm: RegisterDraft = {
  firstName: ' Dana ',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  phone: '312 555 0100',
  password: 'secret1',
  confirmPassword: 'secret1',
  terms: true,
}

function start(input: AccountDialogInput) {
  const signIn = deferred<SessionResponse>()
  const signOut = deferred<SessionResponse>()
  const register = deferred<SessionResponse>()
  const sendVerificationCode = deferred<Ok>()
  const verifyEmail = deferred<SessionResponse>()
  const reset = { sendCode: deferred<Ok>(), verifyCode: deferred<Ok>(), submitPassword: deferred<Ok>() }
  const actor = createActor(
    accountDialogMachine.provide({
      actors: {
        signIn: signIn.logic,
        signOut: signOut.logic,
        register: register.logic,
        sendVerificationCode: sendVerificationCode.logic,
        verifyEmail: verifyEmail.logic,
        passwordReset: passwordResetMachine.provide({
          actors: {
            sendCode: reset.sendCode.logic,
            verifyCode: reset.verifyCode.logic,
            submitPassword: reset.submitPassword.logic,
          },
        }),
      },
    }),
    { input },
  ).start()
  return { actor, signIn, signOut, register, sendVerificationCode, verifyEmail, reset }
}

type Dialog = ReturnType<typeof start>['actor']

const fill = (actor: Dialog, email: string, password: string) => {
  actor.send({ type: 'field.change', field: 'email', value: email })
  actor.send({ type: 'field.change', field: 'password', value: password })
}

const fillRegister = (actor: Dialog, form: RegisterDraft) => {
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const) {
    actor.send({ type: 'register.change', field, value: form[field] })
  }
  actor.send({ type: 'register.terms', ticked: form.terms })
}

/** Registers Dana and waits for VERIFY. */
async function registered() {
  const sut = start({ user: null, tab: 'register' })
  fillRegister(sut.actor, danaForm)
  sut.actor.send({ type: 'register.submit' })
  sut.register.resolve({ user: dana })
  await waitFor(sut.actor, (s) => s.matches('verify'))
  return sut
}

describe('account dialog chart: opening (SPEC §2, §4)', () => {
  it.each([
    [null, 'menu', 'menu'],
    [null, 'signIn', { signIn: 'editing' }],
    [null, 'register', { register: 'editing' }],
    [null, 'reset', { reset: 'running' }],
    [null, 'verify', 'menu'],
    [olive, 'signIn', 'menu'],
    [olive, 'register', 'menu'],
    [olive, 'reset', 'menu'],
    [olive, 'menu', 'menu'],
    [olive, 'verify', 'menu'],
    [uma, 'verify', { verify: { delivery: 'sending', form: 'editing' } }],
  ] as const)('user %j asking for %s opens %j', (user, tab, state) => {
    expect(start({ user, tab }).actor.getSnapshot().value).toEqual(state)
  })

  it('a signed-in user cannot reach SIGN_IN or REGISTER', () => {
    const { actor } = start({ user: olive, tab: 'menu' })
    actor.send({ type: 'tab.signIn' })
    expect(actor.getSnapshot().value).toBe('menu')
    actor.send({ type: 'tab.register' })
    expect(actor.getSnapshot().value).toBe('menu')
  })

  it('offers VERIFY from the menu only to a signed-in user whose e-mail is not verified', () => {
    expect(start({ user: olive, tab: 'menu' }).actor.getSnapshot().can({ type: 'tab.verify' })).toBe(false)
    expect(start({ user: null, tab: 'menu' }).actor.getSnapshot().can({ type: 'tab.verify' })).toBe(false)
    const { actor } = start({ user: uma, tab: 'menu' })
    expect(actor.getSnapshot().can({ type: 'tab.verify' })).toBe(true)
    actor.send({ type: 'tab.verify' })
    expect(actor.getSnapshot().matches('verify')).toBe(true)
  })

  it('SIGN_IN links to RESET and REGISTER, and both lead back', () => {
    const { actor } = start({ user: null, tab: 'signIn' })
    actor.send({ type: 'tab.register' })
    expect(actor.getSnapshot().value).toEqual({ register: 'editing' })
    actor.send({ type: 'tab.signIn' })
    actor.send({ type: 'tab.reset' })
    expect(actor.getSnapshot().value).toEqual({ reset: 'running' })
    actor.send({ type: 'tab.signIn' })
    expect(actor.getSnapshot().value).toEqual({ signIn: 'editing' })
  })
})

describe('account dialog chart: SIGN_IN (SPEC §5 Sign in)', () => {
  it('checks the form before sending: Required, Invalid', () => {
    const { actor, signIn } = start({ user: null, tab: 'signIn' })
    actor.send({ type: 'signIn.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Required', password: 'Required' })
    fill(actor, 'not-an-email', 'x')
    actor.send({ type: 'signIn.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'Invalid' })
    expect(signIn.calls).toHaveLength(0)
  })

  it('clears a field’s message as soon as it is edited', () => {
    const { actor } = start({ user: null, tab: 'signIn' })
    actor.send({ type: 'signIn.submit' })
    actor.send({ type: 'field.change', field: 'email', value: 'o' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Required' })
  })

  it('signs in and ends with the new user', async () => {
    const { actor, signIn } = start({ user: null, tab: 'signIn' })
    fill(actor, olive.email, 'showhome-demo')
    actor.send({ type: 'signIn.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(signIn.calls).toEqual([{ email: olive.email, password: 'showhome-demo' }])
    signIn.resolve({ user: olive })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ user: olive, signedIn: true })
  })

  it.each([
    [
      'field errors',
      new FieldErrors({ fieldErrors: { password: 'Incorrect password' } }),
      { password: 'Incorrect password' },
      undefined,
    ],
    [
      'a status error',
      new StatusError({ message: 'The e-mail or password is incorrect.' }),
      {},
      'The e-mail or password is incorrect.',
    ],
    ['no answer', new Unreachable({ message: 'offline' }), {}, expect.stringMatching(/connection/)],
  ])('shows %s from the server and keeps what was typed', async (_, error, fieldErrors, formError) => {
    const { actor, signIn } = start({ user: null, tab: 'signIn' })
    fill(actor, olive.email, 'wrong')
    actor.send({ type: 'signIn.submit' })
    signIn.reject(error)
    await waitFor(actor, (s) => s.matches({ signIn: 'editing' }))
    const { context } = actor.getSnapshot()
    expect(context.fieldErrors).toEqual(fieldErrors)
    expect(context.formError).toEqual(formError)
    expect(context.signInDraft).toEqual({ email: olive.email, password: 'wrong' })
  })

  it('does not leave the tab while a sign-in is on its way', () => {
    const { actor } = start({ user: null, tab: 'signIn' })
    fill(actor, olive.email, 'pw')
    actor.send({ type: 'signIn.submit' })
    actor.send({ type: 'tab.register' })
    actor.send({ type: 'tab.reset' })
    expect(actor.getSnapshot().value).toEqual({ signIn: 'submitting' })
  })
})

describe('account dialog chart: REGISTER (SPEC §4, §5 Register)', () => {
  it('checks every field before sending with the spec’s messages', () => {
    const { actor, register } = start({ user: null, tab: 'register' })
    actor.send({ type: 'register.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      phone: 'Required',
      password: 'Required',
      terms: 'Required',
    })
    fillRegister(actor, { ...danaForm, email: 'dana.example.com', password: 'abc', confirmPassword: 'abc' })
    actor.send({ type: 'register.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Invalid',
      password: 'Must be at least 6 characters',
    })
    fillRegister(actor, { ...danaForm, confirmPassword: 'secret2' })
    actor.send({ type: 'register.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: 'Must match above' })
    fillRegister(actor, { ...danaForm, terms: false })
    actor.send({ type: 'register.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ terms: 'Required' })
    actor.send({ type: 'register.terms', ticked: true })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    expect(register.calls).toHaveLength(0)
  })

  it('sends the request without confirmPassword and terms, trimmed, and moves on to VERIFY signed in', async () => {
    const { actor, register, sendVerificationCode } = start({ user: null, tab: 'register' })
    fillRegister(actor, danaForm)
    actor.send({ type: 'register.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(register.calls).toEqual([
      {
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana@example.com',
        phone: '312 555 0100',
        password: 'secret1',
      },
    ])
    register.resolve({ user: dana })
    await waitFor(actor, (s) => s.matches('verify'))
    const snapshot = actor.getSnapshot()
    expect(snapshot.status).toBe('active')
    expect(snapshot.context.user).toEqual(dana)
    expect(snapshot.context.signedIn).toBe(true)
    // The registration e-mailed the code already: SENT, and no second code that would retire the first.
    expect(snapshot.matches({ verify: { delivery: 'sent', form: 'editing' } })).toBe(true)
    expect(sendVerificationCode.calls).toHaveLength(0)
  })

  it.each([
    [
      'field errors on their fields',
      new FieldErrors({ fieldErrors: { email: 'An account with this e-mail already exists.' } }),
      { email: 'An account with this e-mail already exists.' },
      undefined,
    ],
    ['a general error under the form', new StatusError({ message: 'Too many attempts.' }), {}, 'Too many attempts.'],
    ['no answer', new Unreachable({ message: 'offline' }), {}, expect.stringMatching(/connection/)],
  ])('shows %s and keeps the draft', async (_, error, fieldErrors, formError) => {
    const { actor, register } = start({ user: null, tab: 'register' })
    fillRegister(actor, danaForm)
    actor.send({ type: 'register.submit' })
    register.reject(error)
    await waitFor(actor, (s) => s.matches({ register: 'editing' }))
    const { context } = actor.getSnapshot()
    expect(context.fieldErrors).toEqual(fieldErrors)
    expect(context.formError).toEqual(formError)
    expect(context.registerDraft).toEqual(danaForm)
    expect(context.user).toBeNull()
  })

  it('an answer without a user is a general failure', async () => {
    const { actor, register } = start({ user: null, tab: 'register' })
    fillRegister(actor, danaForm)
    actor.send({ type: 'register.submit' })
    register.resolve({ user: null })
    await waitFor(actor, (s) => s.matches({ register: 'editing' }))
    expect(actor.getSnapshot().context.formError).toMatch(/connection/)
  })

  it('keeps each tab’s draft when moving between tabs, and clears the messages', () => {
    const { actor } = start({ user: null, tab: 'signIn' })
    fill(actor, olive.email, '')
    actor.send({ type: 'signIn.submit' })
    actor.send({ type: 'tab.register' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    actor.send({ type: 'register.change', field: 'firstName', value: 'Dana' })
    actor.send({ type: 'tab.signIn' })
    actor.send({ type: 'tab.register' })
    expect(actor.getSnapshot().context.registerDraft.firstName).toBe('Dana')
    expect(actor.getSnapshot().context.signInDraft.email).toBe(olive.email)
  })
})

describe('account dialog chart: VERIFY (SPEC §4, §5 Verify, §8)', () => {
  it('sends a code when opened from the menu: SENDING, then SENT', async () => {
    const { actor, sendVerificationCode } = start({ user: uma, tab: 'menu' })
    actor.send({ type: 'tab.verify' })
    expect(actor.getSnapshot().matches({ verify: { delivery: 'sending' } })).toBe(true)
    expect(sendVerificationCode.calls).toHaveLength(1)
    sendVerificationCode.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches({ verify: { delivery: 'sent' } }))
  })

  it('SENDING, then ERROR; a new code can be asked for, and Skip closes', async () => {
    const { actor, sendVerificationCode } = start({ user: uma, tab: 'verify' })
    sendVerificationCode.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches({ verify: { delivery: 'error' } }))
    expect(actor.getSnapshot().can({ type: 'verify.resend' })).toBe(true)
    actor.send({ type: 'verify.resend' })
    expect(actor.getSnapshot().matches({ verify: { delivery: 'sending' } })).toBe(true)
    expect(actor.getSnapshot().can({ type: 'verify.resend' })).toBe(false)
    expect(sendVerificationCode.calls).toHaveLength(2)
    sendVerificationCode.reject(new StatusError({ message: 'Too many codes' }))
    await waitFor(actor, (s) => s.matches({ verify: { delivery: 'error' } }))
    actor.send({ type: 'verify.skip' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ user: uma, signedIn: false })
  })

  it('sends a new code after a registration’s', async () => {
    const { actor, sendVerificationCode } = await registered()
    actor.send({ type: 'verify.resend' })
    expect(sendVerificationCode.calls).toHaveLength(1)
    sendVerificationCode.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches({ verify: { delivery: 'sent' } }))
  })

  it('asks for the code (Required) before sending', () => {
    const { actor, verifyEmail } = start({ user: uma, tab: 'verify' })
    actor.send({ type: 'verify.submit' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'Required' })
    actor.send({ type: 'verify.change', value: '1' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({})
    expect(verifyEmail.calls).toHaveLength(0)
  })

  it('shows a wrong code on the field and keeps it', async () => {
    const { actor, verifyEmail } = start({ user: uma, tab: 'verify' })
    actor.send({ type: 'verify.change', value: ' 123456 ' })
    actor.send({ type: 'verify.submit' })
    expect(verifyEmail.calls).toEqual([{ code: '123456' }])
    verifyEmail.reject(new FieldErrors({ fieldErrors: { code: 'That code is not right.' } }))
    await waitFor(actor, (s) => s.matches({ verify: { form: 'editing' } }))
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ code: 'That code is not right.' })
    expect(actor.getSnapshot().context.verifyDraft).toEqual({ code: ' 123456 ' })
  })

  it('shows a general error under the form (signed out meanwhile)', async () => {
    const { actor, verifyEmail } = start({ user: uma, tab: 'verify' })
    actor.send({ type: 'verify.change', value: '123456' })
    actor.send({ type: 'verify.submit' })
    verifyEmail.reject(new Unauthorized({ message: 'Please sign in first.' }))
    await waitFor(actor, (s) => s.matches({ verify: { form: 'editing' } }))
    expect(actor.getSnapshot().context.formError).toBe('Please sign in first.')
  })

  it('verifies and ends with the verified user', async () => {
    const { actor, verifyEmail } = start({ user: uma, tab: 'verify' })
    actor.send({ type: 'verify.change', value: '123456' })
    actor.send({ type: 'verify.submit' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    verifyEmail.resolve({ user: { ...uma, isVerified: true } })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().value).toBe('verified')
    expect(actor.getSnapshot().output).toEqual({ user: { ...uma, isVerified: true }, signedIn: false })
  })

  it('after registering, verifying or skipping ends signed in (the app then goes to /my outside app mode)', async () => {
    const first = await registered()
    first.actor.send({ type: 'verify.change', value: '123456' })
    first.actor.send({ type: 'verify.submit' })
    first.verifyEmail.resolve({ user: { ...dana, isVerified: true } })
    await waitFor(first.actor, (s) => s.status === 'done')
    expect(first.actor.getSnapshot().output).toEqual({ user: { ...dana, isVerified: true }, signedIn: true })

    const second = await registered()
    second.actor.send({ type: 'verify.skip' })
    expect(second.actor.getSnapshot().output).toEqual({ user: dana, signedIn: true })
  })
})

describe('account dialog chart: RESET (SPEC §2, §4)', () => {
  it('runs the reset chart from the typed address and, when it ends, links back to sign in with it', async () => {
    const { actor, reset } = start({ user: null, tab: 'signIn' })
    fill(actor, olive.email, 'forgotten')
    actor.send({ type: 'tab.reset' })
    const child = actor.getSnapshot().children.passwordReset as PasswordResetActorRef
    expect(child.getSnapshot().context.draft.email).toBe(olive.email)
    child.send({ type: 'submit' })
    reset.sendCode.resolve({ ok: true })
    await waitFor(child, (s) => s.matches('code'))
    child.send({ type: 'field.change', field: 'code', value: '123456' })
    child.send({ type: 'submit' })
    reset.verifyCode.resolve({ ok: true })
    await waitFor(child, (s) => s.matches('password'))
    child.send({ type: 'field.change', field: 'password', value: 'new-secret' })
    child.send({ type: 'field.change', field: 'confirmPassword', value: 'new-secret' })
    child.send({ type: 'submit' })
    reset.submitPassword.resolve({ ok: true })
    await waitFor(actor, (s) => s.matches({ reset: 'complete' }))
    expect(actor.getSnapshot().children.passwordReset).toBeUndefined()
    actor.send({ type: 'tab.signIn' })
    expect(actor.getSnapshot().value).toEqual({ signIn: 'editing' })
    expect(actor.getSnapshot().context.signInDraft).toEqual({ email: olive.email, password: '' })
  })

  it('leaving RESET stops the reset chart', () => {
    const { actor } = start({ user: null, tab: 'reset' })
    expect(actor.getSnapshot().children.passwordReset).toBeDefined()
    actor.send({ type: 'tab.signIn' })
    expect(actor.getSnapshot().children.passwordReset).toBeUndefined()
  })
})

describe('account dialog chart: the session changing underneath', () => {
  it('keeps VERIFY when the app echoes the same person (the registration it just heard of)', async () => {
    const { actor } = await registered()
    actor.send({ type: 'session.changed', user: dana })
    expect(actor.getSnapshot().matches('verify')).toBe(true)
  })

  it('moves to MENU when someone else signs in, or the user is signed out elsewhere', async () => {
    const { actor } = await registered()
    actor.send({ type: 'session.changed', user: olive })
    expect(actor.getSnapshot().value).toBe('menu')
    expect(actor.getSnapshot().context.user).toEqual(olive)
    const other = start({ user: uma, tab: 'verify' })
    other.actor.send({ type: 'session.changed', user: null })
    expect(other.actor.getSnapshot().value).toBe('menu')
    expect(other.actor.getSnapshot().context.user).toBeNull()
  })

  it('a signed-out visitor filling a form keeps it when nothing changed', () => {
    const { actor } = start({ user: null, tab: 'register' })
    actor.send({ type: 'session.changed', user: null })
    expect(actor.getSnapshot().value).toEqual({ register: 'editing' })
  })
})

describe('account dialog chart: MENU and closing', () => {
  it('signs out and ends with nobody signed in', async () => {
    const { actor, signOut } = start({ user: olive, tab: 'menu' })
    actor.send({ type: 'signOut' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    signOut.resolve({ user: null })
    await waitFor(actor, (s) => s.status === 'done')
    expect(actor.getSnapshot().output).toEqual({ user: null, signedIn: false })
  })

  it('stays open with a message when signing out fails', async () => {
    const { actor, signOut } = start({ user: olive, tab: 'menu' })
    actor.send({ type: 'signOut' })
    signOut.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('menu'))
    expect(actor.getSnapshot().context.formError).toMatch(/connection/)
  })

  it.each(['menu', 'signIn', 'register', 'reset'] as const)('closes from %s, leaving the session as it was', (tab) => {
    const { actor } = start({ user: tab === 'menu' ? olive : null, tab })
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ user: tab === 'menu' ? olive : null, signedIn: false })
  })

  it('fails loudly when an effect was never provided', async () => {
    const actor = createActor(accountDialogMachine, { input: { user: null, tab: 'register' } }).start()
    fillRegister(actor as never, danaForm)
    actor.send({ type: 'register.submit' })
    await waitFor(actor, (s) => s.context.formError !== undefined)
    expect(actor.getSnapshot().matches({ register: 'editing' })).toBe(true)
  })
})
