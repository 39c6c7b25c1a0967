// The account dialog inside the app chart: registration signs the new user in while the dialog stays open on
// VERIFY, and the app must hear of it at once (the header's account button, /my) without the dialog ending.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type AccountDialogActorRef,
  accountDialogMachine,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { type AppInput, appMachine } from '../../src/machines/app/app.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { Ok } from '../../src/schemas/api/call'
import { answering, deferred } from '../support/stub-actors'

const dana = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', isVerified: false }
const uma = { firstName: 'Uma', lastName: 'Unverified', email: 'unverified@showhome.example', isVerified: false }

function start(input: Partial<AppInput> = {}) {
  const confirm = deferred<SessionResponse>()
  const register = deferred<SessionResponse>()
  const sendVerificationCode = deferred<Ok>()
  const verifyEmail = deferred<SessionResponse>()
  const app = createActor(
    appMachine.provide({
      actors: {
        verifySso: deferred<SessionResponse>().logic,
        confirmSession: confirm.logic,
        saveAdminElementsEnabled: answering<void, boolean>(() => undefined).logic,
        accountDialog: accountDialogMachine.provide({
          actors: {
            register: register.logic,
            sendVerificationCode: sendVerificationCode.logic,
            verifyEmail: verifyEmail.logic,
          },
        }),
      } as never,
    }),
    { input: { user: null, adminElementsEnabled: true, mode: 'page', ...input } },
  ).start()
  const navigations: string[] = []
  app.on('navigate', (event) => navigations.push(event.to))
  const dialog = () => app.getSnapshot().children.accountDialog as AccountDialogActorRef
  return { app, dialog, navigations, confirm, register, sendVerificationCode, verifyEmail }
}

async function register(sut: ReturnType<typeof start>) {
  sut.app.send({ type: 'account.open', tab: 'register' })
  const dialog = sut.dialog()
  for (const [field, value] of [
    ['firstName', 'Dana'],
    ['lastName', 'Whitfield'],
    ['email', dana.email],
    ['phone', '312 555 0100'],
    ['password', 'secret1'],
    ['confirmPassword', 'secret1'],
  ] as const) {
    dialog.send({ type: 'register.change', field, value })
  }
  dialog.send({ type: 'register.terms', ticked: true })
  dialog.send({ type: 'register.submit' })
  sut.register.resolve({ user: dana })
  await waitFor(dialog, (s) => s.matches('verify'))
  return dialog
}

describe('app chart with the account dialog: registration (SPEC §4)', () => {
  it('the app is signed in as the new user while the dialog stays open on VERIFY', async () => {
    const sut = start()
    const dialog = await register(sut)
    const snapshot = sut.app.getSnapshot()
    expect(snapshot.context.user).toEqual(dana)
    expect(snapshot.matches({ session: { signedIn: 'confirmed' } })).toBe(true)
    expect(snapshot.matches({ account: 'open' })).toBe(true)
    // The app's echo of the session does not move the dialog off VERIFY.
    expect(dialog.getSnapshot().matches({ verify: { delivery: 'sent', form: 'editing' } })).toBe(true)
    expect(sut.navigations).toEqual([])
  })

  it('verifying closes the dialog, the app has the verified user and, outside app mode, goes to /my', async () => {
    const sut = start()
    const dialog = await register(sut)
    dialog.send({ type: 'verify.change', value: '123456' })
    dialog.send({ type: 'verify.submit' })
    sut.verifyEmail.resolve({ user: { ...dana, isVerified: true } })
    await waitFor(sut.app, (s) => s.matches({ account: 'closed' }))
    expect(sut.app.getSnapshot().context.user).toEqual({ ...dana, isVerified: true })
    expect(sut.navigations).toEqual(['/my'])
  })

  it('skipping closes the dialog signed in but unverified', async () => {
    const sut = start({ mode: 'app' })
    const dialog = await register(sut)
    dialog.send({ type: 'verify.skip' })
    await waitFor(sut.app, (s) => s.matches({ account: 'closed' }))
    expect(sut.app.getSnapshot().context.user).toEqual(dana)
    expect(sut.navigations).toEqual([])
  })
})

describe('app chart with the account dialog: VERIFY from the menu', () => {
  it('the session confirmation finishing meanwhile does not throw the user out of VERIFY', async () => {
    const sut = start({ user: uma })
    sut.app.send({ type: 'account.open', tab: 'menu' })
    sut.dialog().send({ type: 'tab.verify' })
    sut.confirm.resolve({ user: uma })
    await waitFor(sut.app, (s) => s.matches({ session: { signedIn: 'confirmed' } }))
    expect(sut.dialog().getSnapshot().matches('verify')).toBe(true)
  })

  it('verifying updates the app’s user without navigating', async () => {
    const sut = start({ user: uma })
    sut.app.send({ type: 'account.open', tab: 'verify' })
    sut.sendVerificationCode.resolve({ ok: true })
    sut.dialog().send({ type: 'verify.change', value: '123456' })
    sut.dialog().send({ type: 'verify.submit' })
    sut.verifyEmail.resolve({ user: { ...uma, isVerified: true } })
    await waitFor(sut.app, (s) => s.matches({ account: 'closed' }))
    expect(sut.app.getSnapshot().context.user?.isVerified).toBe(true)
    expect(sut.navigations).toEqual([])
  })
})
