import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type AccountDialogActorRef,
  accountDialogMachine,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { type AppInput, appMachine, SSO_FAILED_MESSAGE } from '../../src/machines/app/app.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import { StatusError } from '../../src/services/errors'
import { answering, deferred } from '../support/stub-actors'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
const uma = { firstName: 'Uma', lastName: 'Unverified', email: 'unverified@showhome.example', isVerified: false }

function start(input: Partial<AppInput> = {}, stubs: Partial<Record<string, unknown>> = {}) {
  const saved = answering<void, boolean>(() => undefined)
  const confirm = deferred<SessionResponse>()
  const sso = deferred<SessionResponse>()
  const signIn = deferred<SessionResponse>()
  const signOut = deferred<SessionResponse>()
  const actor = createActor(
    appMachine.provide({
      actors: {
        verifySso: sso.logic,
        confirmSession: confirm.logic,
        saveAdminElementsEnabled: saved.logic,
        accountDialog: accountDialogMachine.provide({ actors: { signIn: signIn.logic, signOut: signOut.logic } }),
        ...stubs,
      } as never,
    }),
    { input: { user: null, adminElementsEnabled: true, mode: 'page', ...input } },
  ).start()
  return { actor, saved, confirm, sso, signIn, signOut }
}

describe('app chart: session', () => {
  it('starts signed out without a cookie, and asks the server nothing', () => {
    const { actor, confirm } = start()
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
    expect(confirm.calls).toHaveLength(0)
  })

  it('starts signed in from the cookie and confirms the session once', async () => {
    const { actor, confirm } = start({ user: olive })
    expect(actor.getSnapshot().hasTag('signedIn')).toBe(true)
    expect(actor.getSnapshot().matches({ session: { signedIn: 'confirming' } })).toBe(true)
    confirm.resolve({ user: olive })
    await waitFor(actor, (s) => s.matches({ session: { signedIn: 'confirmed' } }))
    expect(confirm.calls).toHaveLength(1)
  })

  it('signs out when the server no longer knows the cookie’s session', async () => {
    const { actor, confirm } = start({ user: olive })
    confirm.resolve({ user: null })
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }))
    expect(actor.getSnapshot().context.user).toBeNull()
  })

  it('keeps the cookie’s user when the auth service cannot be reached', async () => {
    const { actor, confirm } = start({ user: olive })
    confirm.reject(new Error('offline'))
    await waitFor(actor, (s) => s.matches({ session: { signedIn: 'confirmed' } }))
    expect(actor.getSnapshot().context.user).toEqual(olive)
  })

  it('updates the user the server describes (a verified e-mail, a new name)', async () => {
    const { actor, confirm } = start({ user: uma })
    confirm.resolve({ user: { ...uma, isVerified: true } })
    await waitFor(actor, (s) => s.matches({ session: { signedIn: 'confirmed' } }))
    expect(actor.getSnapshot().context.user?.isVerified).toBe(true)
  })
})

describe('app chart: single sign-on (SPEC §2 authToken/authOrigin)', () => {
  const handover = { token: 'tok', origin: 'https://partner.example' }

  it('verifies once and signs the visitor in', async () => {
    const { actor, sso } = start({ sso: handover })
    expect(actor.getSnapshot().hasTag('verifyingSession')).toBe(true)
    expect(sso.calls).toEqual([handover])
    sso.resolve({ user: olive })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    const { context } = actor.getSnapshot()
    expect(context.user).toEqual(olive)
    expect(context.sso).toBeUndefined()
    expect(context.ssoError).toBeUndefined()
  })

  it.each([
    [
      'refused',
      (d: ReturnType<typeof deferred<SessionResponse>>) => d.reject(new StatusError({ message: 'bad token' })),
    ],
    ['answered with nobody', (d: ReturnType<typeof deferred<SessionResponse>>) => d.resolve({ user: null })],
  ])('leaves a new visitor signed out with a visible message when %s', async (_, settle) => {
    const { actor, sso } = start({ sso: handover })
    settle(sso)
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }))
    expect(actor.getSnapshot().context.ssoError).toBe(SSO_FAILED_MESSAGE)
    actor.send({ type: 'sso.dismiss' })
    expect(actor.getSnapshot().context.ssoError).toBeUndefined()
  })

  it('keeps whoever the cookie names when the hand-over fails', async () => {
    const { actor, sso } = start({ sso: handover, user: uma })
    sso.reject(new Error('offline'))
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    expect(actor.getSnapshot().context).toMatchObject({ user: uma, ssoError: SSO_FAILED_MESSAGE })
  })
})

describe('app chart: admin elements (SPEC §6, stored locally)', () => {
  it('starts as stored and saves every toggle', async () => {
    const { actor, saved } = start({ adminElementsEnabled: false })
    expect(actor.getSnapshot().matches({ adminElements: 'off' })).toBe(true)
    actor.send({ type: 'adminElements.toggle' })
    actor.send({ type: 'adminElements.toggle' })
    actor.send({ type: 'adminElements.toggle' })
    expect(actor.getSnapshot().matches({ adminElements: 'on' })).toBe(true)
    await waitFor(actor, () => saved.calls.length === 3)
    expect(saved.calls).toEqual([true, false, true])
  })
})

describe('app chart: modal from the address (SPEC §2 Modal values)', () => {
  it('opens the modal the page was opened with', () => {
    const { actor } = start({ modal: 'share_embed' })
    expect(actor.getSnapshot().matches({ modal: 'share' })).toBe(true)
    expect(actor.getSnapshot().context.modal).toEqual({ kind: 'share', tab: 'embed' })
  })

  it.each([
    ['reschedule_o1_2026-12-03', 'reschedule', { kind: 'reschedule', orderId: 'o1', date: '2026-12-03' }],
    ['cancel_o1', 'cancel', { kind: 'cancel', orderId: 'o1' }],
    ['share_twitter', 'share', { kind: 'share', tab: 'twitter' }],
    ['nonsense', 'none', undefined],
    [undefined, 'none', undefined],
  ])('route.changed with modal=%s → %s', (modal, state, value) => {
    const { actor } = start({ modal: 'share_link' })
    actor.send({ type: 'route.changed', mode: 'app', ...(modal ? { modal } : {}) })
    expect(actor.getSnapshot().matches({ modal: state as 'none' })).toBe(true)
    expect(actor.getSnapshot().context.modal).toEqual(value)
  })

  it('records the navigation mode of the route', () => {
    const { actor } = start({ mode: 'page' })
    actor.send({ type: 'route.changed', mode: 'app' })
    expect(actor.getSnapshot().context.mode).toBe('app')
  })
})

describe('app chart: account dialog', () => {
  it('opens on the tab asked for and closes', () => {
    const { actor } = start()
    actor.send({ type: 'account.open', tab: 'signIn' })
    const dialog = actor.getSnapshot().children.accountDialog as AccountDialogActorRef | undefined
    expect(dialog?.getSnapshot().value).toEqual({ signIn: 'editing' })
    actor.send({ type: 'account.close' })
    expect(actor.getSnapshot().matches({ account: 'closed' })).toBe(true)
    expect(actor.getSnapshot().children.accountDialog).toBeUndefined()
  })

  it('signs in, closes, and outside app mode asks the router for /my', async () => {
    const { actor, signIn, confirm } = start({ mode: 'page' })
    const navigations: string[] = []
    actor.on('navigate', (event) => navigations.push(event.to))
    actor.send({ type: 'account.open', tab: 'signIn' })
    const dialog = actor.getSnapshot().children.accountDialog as never as { send: (e: unknown) => void }
    dialog.send({ type: 'field.change', field: 'email', value: olive.email })
    dialog.send({ type: 'field.change', field: 'password', value: 'showhome-demo' })
    dialog.send({ type: 'signIn.submit' })
    signIn.resolve({ user: olive })
    await waitFor(actor, (s) => s.matches({ account: 'closed' }))
    expect(actor.getSnapshot().context.user).toEqual(olive)
    expect(actor.getSnapshot().matches({ session: { signedIn: 'confirmed' } })).toBe(true)
    expect(navigations).toEqual(['/my'])
    expect(confirm.calls).toHaveLength(0)
  })

  it('signs in from app mode without leaving the page', async () => {
    const { actor, signIn } = start({ mode: 'app' })
    const navigations: string[] = []
    actor.on('navigate', (event) => navigations.push(event.to))
    actor.send({ type: 'account.open', tab: 'signIn' })
    const dialog = actor.getSnapshot().children.accountDialog as never as { send: (e: unknown) => void }
    dialog.send({ type: 'field.change', field: 'email', value: olive.email })
    dialog.send({ type: 'field.change', field: 'password', value: 'pw' })
    dialog.send({ type: 'signIn.submit' })
    signIn.resolve({ user: olive })
    await waitFor(actor, (s) => s.hasTag('signedIn'))
    expect(navigations).toEqual([])
  })

  it('signs out from the menu', async () => {
    const { actor, signOut, confirm } = start({ user: olive })
    confirm.resolve({ user: olive })
    await waitFor(actor, (s) => s.matches({ session: { signedIn: 'confirmed' } }))
    actor.send({ type: 'account.open' })
    const dialog = actor.getSnapshot().children.accountDialog as never as { send: (e: unknown) => void }
    dialog.send({ type: 'signOut' })
    signOut.resolve({ user: null })
    await waitFor(actor, (s) => s.matches({ session: 'signedOut' }) && s.matches({ account: 'closed' }))
  })

  it('fails loudly when an effect was never provided', async () => {
    const actor = createActor(appMachine, {
      input: { user: null, adminElementsEnabled: true, mode: 'page', sso: { token: 't', origin: 'o' } },
    }).start()
    await waitFor(actor, (s) => s.context.ssoError !== undefined)
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true)
  })
})
