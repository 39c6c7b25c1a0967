import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { type AccountDialogInput, accountDialogMachine } from '../../src/machines/account-dialog/account-dialog.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }

function start(input: AccountDialogInput) {
  const signIn = deferred<SessionResponse>()
  const signOut = deferred<SessionResponse>()
  const actor = createActor(
    accountDialogMachine.provide({ actors: { signIn: signIn.logic, signOut: signOut.logic } }),
    { input },
  ).start()
  return { actor, signIn, signOut }
}

const fill = (actor: ReturnType<typeof start>['actor'], email: string, password: string) => {
  actor.send({ type: 'field.change', field: 'email', value: email })
  actor.send({ type: 'field.change', field: 'password', value: password })
}

describe('account dialog chart (SPEC §2, §4, §5)', () => {
  it.each([
    [null, 'menu', 'menu'],
    [null, 'signIn', { signIn: 'editing' }],
    [olive, 'signIn', 'menu'],
    [olive, 'menu', 'menu'],
  ] as const)('user %j asking for %s opens %j', (user, tab, state) => {
    expect(start({ user, tab }).actor.getSnapshot().value).toEqual(state)
  })

  it('a signed-in user cannot reach SIGN_IN', () => {
    const { actor } = start({ user: olive, tab: 'menu' })
    actor.send({ type: 'tab.signIn' })
    expect(actor.getSnapshot().value).toBe('menu')
  })

  it('checks the form before sending: Required, Invalid (SPEC §5 Sign in)', () => {
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
    expect(context.draft).toEqual({ email: olive.email, password: 'wrong' })
  })

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

  it('closes from any tab, leaving the session as it was', () => {
    const { actor } = start({ user: olive, tab: 'menu' })
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ user: olive, signedIn: false })
  })

  it('fails loudly when an effect was never provided', async () => {
    const actor = createActor(accountDialogMachine, { input: { user: null, tab: 'signIn' } }).start()
    fill(actor as never, olive.email, 'pw')
    actor.send({ type: 'signIn.submit' })
    await waitFor(actor, (s) => s.context.formError !== undefined)
  })
})
