// The app chart's account dialog and session, told to each other: a session confirmed or handed over while the
// dialog is open reaches the dialog; a session the dialog changes (registering signs in) reaches the app, and only
// a real change does. And the unit preference, which starts imperial and is saved on every change.
import { describe, expect, it } from 'vitest'
import { assign, createActor, setup } from 'xstate'
import {
  type AccountDialogActorRef,
  accountDialogMachine,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { type AppInput, appMachine } from '../../src/machines/app/app.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { User } from '../../src/schemas/User'
import { answering, deferred } from '../support/stub-actors'

const olive: User = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }

/** A stand-in dialog whose user the test sets, as registering or verifying inside the real one would. */
const settableDialog = setup({
  types: {
    context: {} as { user: User | null },
    input: {} as { user: User | null },
    events: {} as { type: 'set'; user: User | null } | { type: 'session.changed'; user: User | null },
  },
}).createMachine({
  context: ({ input }) => ({ user: input.user }),
  on: { set: { actions: assign({ user: ({ event }) => (event as { user: User | null }).user }) } },
})

function start(input: Partial<AppInput> = {}, dialog: unknown = accountDialogMachine) {
  const confirm = deferred<SessionResponse>()
  const sso = deferred<SessionResponse>()
  const savedUnits = answering<void, string>(() => undefined)
  const actor = createActor(
    appMachine.provide({
      actors: {
        verifySso: sso.logic,
        confirmSession: confirm.logic,
        saveAdminElementsEnabled: answering<void, boolean>(() => undefined).logic,
        saveUnitPreference: savedUnits.logic,
        accountDialog: dialog,
      } as never,
    }),
    { input: { user: null, adminElementsEnabled: false, mode: 'app', ...input } },
  ).start()
  const dialogRef = () => actor.getSnapshot().children.accountDialog as AccountDialogActorRef | undefined
  return { actor, confirm, sso, savedUnits, dialogRef }
}

const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => Promise.resolve())

describe('app chart: the dialog hears of the session', () => {
  it('opens on the menu when no tab is asked for', () => {
    const { actor, dialogRef } = start()
    actor.send({ type: 'account.open' })
    expect(actor.getSnapshot().context.accountTab).toBe('menu')
    expect(dialogRef()?.getSnapshot().context.requestedTab).toBe('menu')
  })

  it('tells the open dialog of the session the server confirmed', async () => {
    const { actor, confirm, dialogRef } = start({ user: olive })
    actor.send({ type: 'account.open' })
    confirm.resolve({ user: { ...olive, firstName: 'Olivia' } })
    await settle()
    expect(dialogRef()?.getSnapshot().context.user?.firstName).toBe('Olivia')
  })

  it('tells the open dialog of the session a sign-in link handed over', async () => {
    const { actor, sso, dialogRef } = start({ sso: { token: 't', origin: 'https://partner.example' } })
    actor.send({ type: 'account.open' })
    expect(dialogRef()?.getSnapshot().context.user).toBeNull()
    sso.resolve({ user: olive })
    await settle()
    expect(dialogRef()?.getSnapshot().context.user).toEqual(olive)
  })
})

describe('app chart: the session the dialog changes', () => {
  const change = (user: User | null, next: User | null) => {
    const { actor, dialogRef } = start({ user }, settableDialog)
    actor.send({ type: 'account.open' })
    ;(dialogRef() as unknown as { send: (e: unknown) => void }).send({ type: 'set', user: next })
    return actor.getSnapshot().context.user
  }

  it.each([
    ['the e-mail', { email: 'olive@elsewhere.example' }],
    ['verification', { isVerified: false }],
    ['the first name', { firstName: 'Olivia' }],
    ['the last name', { lastName: 'Owens' }],
  ] as const)('takes a change of %s', (_, difference) => {
    expect(change(olive, { ...olive, ...difference })).toEqual({ ...olive, ...difference })
  })

  it('takes a sign-in and a sign-out made inside the dialog', () => {
    expect(change(null, olive)).toEqual(olive)
    expect(change(olive, null)).toBeNull()
  })

  it('keeps its own user when the dialog describes the same session', () => {
    expect(change(olive, { ...olive })).toBe(olive)
    expect(change(null, null)).toBeNull()
  })
})

describe('app chart: units', () => {
  it('starts imperial unless a unit was stored, and saves each change', async () => {
    expect(start().actor.getSnapshot().context.unit).toBe('imperial')
    const { actor, savedUnits } = start({ unit: 'metric' })
    expect(actor.getSnapshot().context.unit).toBe('metric')
    actor.send({ type: 'unit.set', unit: 'imperial' })
    expect(actor.getSnapshot().context.unit).toBe('imperial')
    await settle()
    expect(savedUnits.calls).toEqual(['imperial'])
  })
})
