// Model-based test: every shortest path through the account-dialog chart drives the real view (AccountDialogPanel),
// and each state the path reaches is checked in the DOM. Three models keep the state space to what the view can
// show: MENU and SIGN_IN with the links between tabs (and one whole password reset); REGISTER up to VERIFY; VERIFY
// with its send status. The reset steps have their own model test (account-dialog.reset.paths.test.tsx).
// The chart invokes actors, so the test lists their internal done/error events; the stubs are settled by hand when
// the path says so.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import {
  type AccountDialogEvent,
  type AccountDialogInput,
  accountDialogMachine,
  type RegisterDraft,
  VERIFY_SEND_FAILED,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { appMachine } from '../../src/machines/app/app.machine'
import {
  type PasswordResetActorRef,
  passwordResetMachine,
} from '../../src/machines/password-reset/password-reset.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { Ok } from '../../src/schemas/api/call'
import { RegisterForm } from '../../src/schemas/forms/register'
import { checkForm } from '../../src/schemas/forms/validate'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { AccountDialogPanel } from '../../src/ui/features/account-dialog/AccountDialog'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { byStateValue, recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
const uma = { firstName: 'Uma', lastName: 'Unverified', email: 'unverified@showhome.example', isVerified: false }
const dana = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', isVerified: false }

type ModelEvent =
  | AccountDialogEvent
  | { type: 'xstate.done.actor.signIn'; output: SessionResponse }
  | { type: 'xstate.error.actor.signIn'; error: unknown }
  | { type: 'xstate.done.actor.signOut'; output: SessionResponse }
  | { type: 'xstate.error.actor.signOut'; error: unknown }
  | { type: 'xstate.done.actor.register'; output: SessionResponse }
  | { type: 'xstate.error.actor.register'; error: unknown }
  | { type: 'xstate.done.actor.sendVerificationCode'; output: Ok }
  | { type: 'xstate.error.actor.sendVerificationCode'; error: unknown }
  | { type: 'xstate.done.actor.verifyEmail'; output: SessionResponse }
  | { type: 'xstate.error.actor.verifyEmail'; error: unknown }
  | { type: 'xstate.done.actor.passwordReset'; output: { email: string } }

type DialogSnapshot = SnapshotFrom<typeof accountDialogMachine>

const model = (
  input: AccountDialogInput,
  events: (s: DialogSnapshot) => ModelEvent[],
  serialize: (s: DialogSnapshot) => unknown[],
) =>
  new TestModel(accountDialogMachine, {
    input,
    // Without this, TestModel matches only a '*' key and silently skips every state assertion.
    stateMatcher: (snapshot, key) => snapshot.matches(key as never),
    // Only events the chart takes where it is: an ignored event would show as a state of its own (see arrivedBy).
    events: ((s: DialogSnapshot) => events(s).filter((event) => s.can(event as never))) as never,
    serializeState: (s, event, previous) => JSON.stringify([...serialize(s), arrivedBy(event, previous, s)]),
  })

/**
 * Moves that lead back to a state already seen (a link back to a tab, 'Send a new code', Skip) would be dropped by
 * the shortest-path search, and their controls never clicked: the state a move leads to records where it came from.
 */
const MOVES = ['tab.signIn', 'tab.menu', 'tab.register', 'tab.reset', 'tab.verify', 'verify.resend', 'verify.skip']
/**
 * How many states (as each model tells them apart) the paths reach. The paths come from the chart (`s.can(event)`),
 * so a chart that lost a transition would only have fewer paths, all passing. A change of the chart's behaviour
 * changes these counts, as it changes its table in docs/charts.
 */
const REACHED_STATES: Record<string, number> = {
  'signed out, opened from Sign in': 35,
  'signed out, opened from the menu': 35,
  'signed in': 3,
  register: 31,
  'opened from the menu': 36,
  'opened on VERIFY': 36,
}

function itReaches(key: string, paths: ReadonlyArray<TestPath<DialogSnapshot, { type: string }>>) {
  recordPaths(`account-dialog: ${key}`, paths, byStateValue)
  it(`reaches all ${REACHED_STATES[key]} states of the model`, () => {
    expect(paths.length).toBe(REACHED_STATES[key])
  })
}

const arrivedBy = (event: { type: string } | undefined, previous: DialogSnapshot | undefined, next: DialogSnapshot) =>
  event && previous && MOVES.includes(event.type) && JSON.stringify(previous.value) !== JSON.stringify(next.value)
    ? [event.type, previous.value]
    : null

async function mount(input: AccountDialogInput) {
  const stubs = {
    signIn: deferred<SessionResponse>(),
    signOut: deferred<SessionResponse>(),
    register: deferred<SessionResponse>(),
    sendVerificationCode: deferred<Ok>(),
    verifyEmail: deferred<SessionResponse>(),
  }
  const reset = { sendCode: deferred<Ok>(), verifyCode: deferred<Ok>(), submitPassword: deferred<Ok>() }
  const dialog = createActor(
    accountDialogMachine.provide({
      actors: {
        signIn: stubs.signIn.logic,
        signOut: stubs.signOut.logic,
        register: stubs.register.logic,
        sendVerificationCode: stubs.sendVerificationCode.logic,
        verifyEmail: stubs.verifyEmail.logic,
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
  const app = createActor(appMachine, { input: { user: input.user, adminElementsEnabled: true, mode: 'page' } })
  await renderInRouter(() => <AccountDialogPanel app={app} dialog={dialog} />)
  await settle(() => {})
  return { dialog, ...stubs, reset }
}

type Sut = Awaited<ReturnType<typeof mount>>

const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
  })

const type = (label: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  })

/** Settles a stub and lets the chart and React catch up. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await Promise.resolve()
  })

/** The message a field's aria-describedby points at, as a screen reader announces it. */
const describedBy = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

/** Each field shows its draft value and its message (tied with aria-invalid and aria-describedby), or none. */
function expectFields(fields: ReadonlyArray<readonly [string, string]>, values: object, errors: object) {
  for (const [field, label] of fields) {
    const input = screen.getByLabelText(label) as HTMLInputElement
    const error = (errors as Record<string, string | undefined>)[field]
    expect(input.value, label).toBe((values as Record<string, string>)[field])
    expect(describedBy(input), label).toBe(error)
    expect(input.getAttribute('aria-invalid'), label).toBe(error ? 'true' : null)
  }
}

/** The general error under the form, or no alert at all. */
function expectFormError(formError: string | undefined) {
  if (formError) expect(screen.getByRole('alert').textContent).toBe(formError)
  else expect(screen.queryByRole('alert')).toBeNull()
}

const isDisabled = (name: string | RegExp) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled

/** The settling of every stub the chart invokes, by internal event. */
const settleEvents = (sut: () => Sut) => {
  const on =
    (stub: keyof Omit<Sut, 'dialog' | 'reset'>, how: 'resolve' | 'reject') =>
    ({ event }: { event: ModelEvent }) =>
      settle(() =>
        how === 'resolve'
          ? sut()[stub].resolve((event as unknown as { output: never }).output)
          : sut()[stub].reject((event as { error: unknown }).error),
      )
  return {
    'xstate.done.actor.signIn': on('signIn', 'resolve'),
    'xstate.error.actor.signIn': on('signIn', 'reject'),
    'xstate.done.actor.signOut': on('signOut', 'resolve'),
    'xstate.error.actor.signOut': on('signOut', 'reject'),
    'xstate.done.actor.register': on('register', 'resolve'),
    'xstate.error.actor.register': on('register', 'reject'),
    'xstate.done.actor.sendVerificationCode': on('sendVerificationCode', 'resolve'),
    'xstate.error.actor.sendVerificationCode': on('sendVerificationCode', 'reject'),
    'xstate.done.actor.verifyEmail': on('verifyEmail', 'resolve'),
    'xstate.error.actor.verifyEmail': on('verifyEmail', 'reject'),
  }
}

beforeAll(installDialogPolyfill)
afterEach(cleanup)

// ---------------------------------------------------------------------------------------------------------------
// MENU, SIGN_IN and the links between tabs.

const signInEvents: ModelEvent[] = [
  { type: 'tab.signIn' },
  { type: 'tab.menu' },
  { type: 'tab.register' },
  { type: 'tab.reset' },
  { type: 'field.change', field: 'email', value: olive.email },
  { type: 'field.change', field: 'password', value: 'showhome-demo' },
  { type: 'signIn.submit' },
  { type: 'signOut' },
  { type: 'close' },
  { type: 'xstate.done.actor.signIn', output: { user: olive } },
  { type: 'xstate.error.actor.signIn', error: new FieldErrors({ fieldErrors: { password: 'Incorrect password' } }) },
  { type: 'xstate.done.actor.signOut', output: { user: null } },
  { type: 'xstate.error.actor.signOut', error: new Unreachable({ message: 'offline' }) },
  { type: 'xstate.done.actor.passwordReset', output: { email: olive.email } },
]

/** Drives the real reset steps to the end, the way a person would, so the reset chart ends on its own. */
async function completeReset(sut: Sut) {
  const reset = sut.dialog.getSnapshot().children.passwordReset as PasswordResetActorRef
  type('Email', olive.email)
  click('Send code')
  await settle(() => sut.reset.sendCode.resolve({ ok: true }))
  expect(reset.getSnapshot().matches('code')).toBe(true)
  type('Code', '123456')
  click('Continue')
  await settle(() => sut.reset.verifyCode.resolve({ ok: true }))
  type('New password', 'new-secret')
  type('Confirm new password', 'new-secret')
  click('Save password')
  await settle(() => sut.reset.submitPassword.resolve({ ok: true }))
}

for (const [label, input] of [
  ['signed out, opened from Sign in', { user: null, tab: 'signIn' }],
  ['signed out, opened from the menu', { user: null, tab: 'menu' }],
  ['signed in', { user: olive, tab: 'menu' }],
] as const) {
  describe(`account dialog, ${label}: every shortest path in the view`, () => {
    const paths = model(
      input,
      () => signInEvents,
      (s) => [
        s.value,
        s.context.signInDraft.email !== '',
        s.context.signInDraft.password !== '',
        Object.keys(s.context.fieldErrors).length > 0,
        s.context.formError !== undefined,
      ],
    ).getShortestPaths()
    itReaches(label, paths)
    for (const path of paths) {
      it(path.description, async () => {
        const sut = await mount(input)
        const context = () => sut.dialog.getSnapshot().context
        await path.test({
          states: {
            menu: () => {
              expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(input.user ? 'Olive Owner' : 'Menu')
              expect(screen.queryByLabelText('Password')).toBeNull()
              // Olive's e-mail is verified: nothing to verify.
              expect(screen.queryByRole('button', { name: 'Verify your e-mail' })).toBeNull()
              expectFormError(context().formError)
            },
            signingOut: () => {
              expect(isDisabled('Signing out…')).toBe(true)
            },
            'signIn.editing': () => {
              expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
              expect(isDisabled('Sign in')).toBe(false)
              expect(isDisabled('Forgot password?')).toBe(false)
              expect(isDisabled('Register')).toBe(false)
              expectFields(
                [
                  ['email', 'Email'],
                  ['password', 'Password'],
                ],
                context().signInDraft,
                context().fieldErrors,
              )
              expectFormError(context().formError)
            },
            'signIn.submitting': () => {
              expect(isDisabled('Signing in…')).toBe(true)
              expect(isDisabled('Register')).toBe(true)
              expect(isDisabled('Forgot password?')).toBe(true)
            },
            'register.editing': () => {
              expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy()
              // The tab opens with its first field focused.
              expect(document.activeElement).toBe(screen.getByLabelText('First name'))
            },
            'reset.running': () => {
              expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy()
              // Whatever was typed at sign-in starts the reset.
              expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(context().signInDraft.email)
            },
            'reset.complete': () => {
              expect(screen.getByRole('heading', { name: 'Password changed' })).toBeTruthy()
              expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy()
              expect(context().signInDraft).toEqual({ email: olive.email, password: '' })
            },
            signedIn: () => {
              expect(sut.dialog.getSnapshot().output).toEqual({ user: olive, signedIn: true })
            },
            closed: () => {
              expect(sut.dialog.getSnapshot().status).toBe('done')
            },
          },
          events: {
            'tab.signIn': () => click(sut.dialog.getSnapshot().matches('reset') ? 'Back to sign in' : 'Sign in'),
            // No control leads from SIGN_IN to MENU; the chart allows it for the app's sake.
            'tab.menu': () => act(() => sut.dialog.send({ type: 'tab.menu' })),
            'tab.register': () => click('Register'),
            'tab.reset': () => click('Forgot password?'),
            'field.change': ({ event }: { event: ModelEvent }) => {
              const { field, value } = event as Extract<ModelEvent, { type: 'field.change' }>
              type(field === 'email' ? 'Email' : 'Password', value)
            },
            'signIn.submit': () => click('Sign in'),
            signOut: () => click('Sign out'),
            close: () => click('Close'),
            'xstate.done.actor.passwordReset': () => completeReset(sut),
            ...settleEvents(() => sut),
          } as never,
        })
      })
    }
  })
}

// ---------------------------------------------------------------------------------------------------------------
// REGISTER, up to VERIFY.

const REGISTER_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm password'],
] as const

const danaForm: Omit<RegisterDraft, 'terms'> = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: dana.email,
  phone: '312 555 0100',
  password: 'secret1',
  confirmPassword: 'secret1',
}

/** Fills the form in a fixed order (the next empty field, then the terms box), so the model stays small. */
const nextFill = (draft: RegisterDraft): ModelEvent[] => {
  const empty = REGISTER_FIELDS.find(([field]) => draft[field] === '')
  if (empty) return [{ type: 'register.change', field: empty[0], value: danaForm[empty[0]] }]
  return draft.terms ? [] : [{ type: 'register.terms', ticked: true }]
}

const registerEvents = (s: DialogSnapshot): ModelEvent[] => [
  ...nextFill(s.context.registerDraft),
  // A short password gives the length message; only offered once, on a full form.
  ...(s.context.registerDraft.terms && s.context.registerDraft.password === danaForm.password
    ? [{ type: 'register.change', field: 'confirmPassword', value: 'secret2' } as const]
    : []),
  { type: 'register.submit' },
  { type: 'tab.signIn' },
  { type: 'close' },
  { type: 'xstate.done.actor.register', output: { user: dana } },
  { type: 'xstate.done.actor.register', output: { user: null } },
  {
    type: 'xstate.error.actor.register',
    error: new FieldErrors({ fieldErrors: { email: 'An account with this e-mail already exists.' } }),
  },
  { type: 'xstate.error.actor.register', error: new StatusError({ message: 'Too many attempts.' }) },
]

describe('account dialog, REGISTER: every shortest path in the view', () => {
  const paths = model({ user: null, tab: 'register' }, registerEvents, (s) => [
    s.matches('verify') ? 'verify' : s.value,
    s.context.user !== null,
    REGISTER_FIELDS.filter(([field]) => s.context.registerDraft[field] !== '').length,
    s.context.registerDraft.terms,
    s.context.registerDraft.confirmPassword === s.context.registerDraft.password,
    Object.keys(s.context.fieldErrors).sort(),
    s.context.formError,
  ]).getShortestPaths()
  itReaches('register', paths)
  for (const path of paths) {
    it(path.description, async () => {
      const sut = await mount({ user: null, tab: 'register' })
      const context = () => sut.dialog.getSnapshot().context
      // Set as each event runs, so a state check knows whether it follows a submit (or the answer to one).
      let lastWasSubmit = false
      await path.test({
        states: {
          'register.editing': () => {
            expect(screen.getByRole('heading', { name: 'Create an account' })).toBeTruthy()
            expect(isDisabled('Create account')).toBe(false)
            // The focus is in a field (never lost to the page); after a submit that found errors, the first in error.
            const inputs = [...document.querySelectorAll('form input')]
            expect(inputs).toContain(document.activeElement)
            const firstInvalid = document.querySelector('form [aria-invalid="true"]')
            if (firstInvalid && lastWasSubmit) expect(document.activeElement).toBe(firstInvalid)
            expectFields(REGISTER_FIELDS, context().registerDraft, context().fieldErrors)
            const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms of service' }) as HTMLInputElement
            expect(terms.checked).toBe(context().registerDraft.terms)
            expect(describedBy(terms)).toBe(context().fieldErrors.terms)
            expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/legal/terms')
            expectFormError(context().formError)
            // The client's checks never let an invalid form reach the server.
            if (Object.keys(context().fieldErrors).length > 0 && context().formError === undefined) {
              const serverSaid = context().fieldErrors.email?.startsWith('An account')
              if (!serverSaid) expect(checkForm(RegisterForm, context().registerDraft).ok).toBe(false)
            }
          },
          'register.submitting': () => {
            expect(isDisabled('Creating account…')).toBe(true)
            expect(isDisabled('Sign in')).toBe(true)
            expect(sut.register.calls.at(-1)).toEqual({
              firstName: 'Dana',
              lastName: 'Whitfield',
              email: dana.email,
              phone: '312 555 0100',
              password: 'secret1',
            })
          },
          verify: () => {
            expect(screen.getByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy()
            // The registration sent the code: SENT at once, no second code.
            expect(screen.getByRole('status').textContent).toContain(`We sent a six-digit code to ${dana.email}`)
            expect(sut.sendVerificationCode.calls).toHaveLength(0)
            expect(context().user).toEqual(dana)
            expect(document.activeElement).toBe(screen.getByLabelText('Verification code'))
          },
          'signIn.editing': () => {
            expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
          },
          closed: () => {
            expect(sut.dialog.getSnapshot().status).toBe('done')
            // Closing VERIFY after registering leaves the new user signed in.
            const user = context().user
            expect(sut.dialog.getSnapshot().output).toEqual({ user, signedIn: user !== null })
          },
        },
        events: {
          'register.change': ({ event }: { event: ModelEvent }) => {
            lastWasSubmit = false
            const { field, value } = event as Extract<ModelEvent, { type: 'register.change' }>
            type(REGISTER_FIELDS.find(([f]) => f === field)?.[1] as string, value)
          },
          'register.terms': () => {
            lastWasSubmit = false
            act(() => {
              fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of service' }))
            })
          },
          'register.submit': () => {
            lastWasSubmit = true
            click('Create account')
          },
          'tab.signIn': () => click('Sign in'),
          close: () => click('Close'),
          ...settleEvents(() => sut),
        } as never,
      })
    })
  }
})

// ---------------------------------------------------------------------------------------------------------------
// VERIFY, opened by a signed-in user whose e-mail is not verified.

const verifyEvents: ModelEvent[] = [
  { type: 'verify.change', value: '123456' },
  { type: 'verify.submit' },
  { type: 'verify.resend' },
  { type: 'verify.skip' },
  { type: 'close' },
  { type: 'tab.verify' },
  { type: 'xstate.done.actor.sendVerificationCode', output: { ok: true } },
  { type: 'xstate.error.actor.sendVerificationCode', error: new Unreachable({ message: 'offline' }) },
  { type: 'xstate.done.actor.verifyEmail', output: { user: { ...uma, isVerified: true } } },
  {
    type: 'xstate.error.actor.verifyEmail',
    error: new FieldErrors({ fieldErrors: { code: 'That code is not right. Check the e-mail and try again.' } }),
  },
  { type: 'xstate.error.actor.verifyEmail', error: new StatusError({ message: 'Please sign in first.' }) },
]

for (const [label, input] of [
  ['opened from the menu', { user: uma, tab: 'menu' }],
  ['opened on VERIFY', { user: uma, tab: 'verify' }],
] as const) {
  describe(`account dialog, VERIFY ${label}: every shortest path in the view`, () => {
    const paths = model(
      input,
      () => verifyEvents,
      (s) => [
        s.value,
        s.context.verifyDraft.code !== '',
        Object.keys(s.context.fieldErrors).length > 0,
        s.context.formError,
      ],
    ).getShortestPaths()
    itReaches(label, paths)
    for (const path of paths) {
      it(path.description, async () => {
        const sut = await mount(input)
        const context = () => sut.dialog.getSnapshot().context
        await path.test({
          states: {
            menu: () => {
              expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Uma Unverified')
              expect(screen.getByRole('button', { name: 'Verify your e-mail' })).toBeTruthy()
            },
            verify: () => {
              expect(screen.getByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy()
              expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy()
            },
            'verify.delivery.sending': () => {
              expect(screen.getByRole('status').textContent).toBe(`Sending a code to ${uma.email}…`)
              expect(isDisabled('Send a new code')).toBe(true)
            },
            'verify.delivery.sent': () => {
              expect(screen.getByRole('status').textContent).toContain(`We sent a six-digit code to ${uma.email}`)
              expect(isDisabled('Send a new code')).toBe(false)
              expect(screen.queryByText(VERIFY_SEND_FAILED)).toBeNull()
            },
            'verify.delivery.error': () => {
              expect(screen.getByText(VERIFY_SEND_FAILED).getAttribute('role')).toBe('alert')
              expect(isDisabled('Send a new code')).toBe(false)
            },
            'verify.form.editing': () => {
              expect(isDisabled('Verify')).toBe(false)
              expectFields([['code', 'Verification code']], context().verifyDraft, context().fieldErrors)
              if (context().formError) expect(screen.getByText(context().formError as string)).toBeTruthy()
            },
            'verify.form.submitting': () => {
              expect(isDisabled('Verifying…')).toBe(true)
              expect(sut.verifyEmail.calls.at(-1)).toEqual({ code: '123456' })
            },
            verified: () => {
              expect(sut.dialog.getSnapshot().output).toEqual({ user: { ...uma, isVerified: true }, signedIn: false })
            },
            closed: () => {
              expect(sut.dialog.getSnapshot().output).toEqual({ user: uma, signedIn: false })
            },
          },
          events: {
            'tab.verify': () => click('Verify your e-mail'),
            'verify.change': ({ event }: { event: ModelEvent }) =>
              type('Verification code', (event as { value: string }).value),
            'verify.submit': () => click('Verify'),
            'verify.resend': () => click('Send a new code'),
            'verify.skip': () => click('Skip'),
            close: () => click('Close'),
            ...settleEvents(() => sut),
          } as never,
        })
      })
    }
  })
}
