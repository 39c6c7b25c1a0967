// The account-dialog chart's path tests' machinery (tests/ui/account-dialog.paths.test.tsx): the model over the
// chart, the real view mounted on a chart whose calls are stubs the path settles by hand, what a parent is handed
// when the dialog ends, the DOM reads the checks use, and the test's own account of a form.
import { act, fireEvent, screen } from '@testing-library/react'
import { expect } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AccountDialogEvent,
  type AccountDialogInput,
  accountDialogMachine,
  type RegisterDraft,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { appMachine } from '../../src/machines/app/app.machine'
import { passwordResetMachine } from '../../src/machines/password-reset/password-reset.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { Ok } from '../../src/schemas/api/call'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { AccountDialogPanel } from '../../src/ui/features/account-dialog/AccountDialog'
import { renderInRouter } from './render-in-router'
import { deferred } from './stub-actors'

export type Errors = Record<string, string>
export const required = (draft: Record<string, string>, fields: readonly string[]): Errors =>
  Object.fromEntries(fields.filter((field) => draft[field]?.trim() === '').map((field) => [field, 'Required']))
/** The test's own account of the form on screen: what it typed and the messages it expects. */
export const account = <D extends object>(draft: D) => ({
  draft: draft as { -readonly [K in keyof D]: D[K] },
  errors: {} as Errors,
  formError: undefined as string | undefined,
})
export const without = (errors: Errors, field: string) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field))

export type ModelEvent =
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

export type DialogSnapshot = SnapshotFrom<typeof accountDialogMachine>

export const model = (
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
export const MOVES = [
  'tab.signIn',
  'tab.menu',
  'tab.register',
  'tab.reset',
  'tab.verify',
  'verify.resend',
  'verify.skip',
]

export const arrivedBy = (
  event: { type: string } | undefined,
  previous: DialogSnapshot | undefined,
  next: DialogSnapshot,
) =>
  event && previous && MOVES.includes(event.type) && JSON.stringify(previous.value) !== JSON.stringify(next.value)
    ? [event.type, previous.value]
    : null

export async function mount(input: AccountDialogInput) {
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
  // What a parent would be handed when the dialog ends.
  const received: unknown[] = []
  dialog.subscribe({ complete: () => received.push(dialog.getSnapshot().output) })
  await renderInRouter(() => <AccountDialogPanel app={app} dialog={dialog} />)
  await settle(() => {})
  return { dialog, ...stubs, reset, received }
}

export type Sut = Awaited<ReturnType<typeof mount>>

export const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
  })

export const type = (label: string, value: string) =>
  act(() => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  })

/** Settles a stub and lets the chart and React catch up. */
export const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await Promise.resolve()
  })

/** The message a field's aria-describedby points at, as a screen reader announces it. */
export const describedBy = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

/** Each field shows its draft value and its message (tied with aria-invalid and aria-describedby), or none. */
export function expectFields(fields: ReadonlyArray<readonly [string, string]>, values: object, errors: object) {
  for (const [field, label] of fields) {
    const input = screen.getByLabelText(label) as HTMLInputElement
    const error = (errors as Record<string, string | undefined>)[field]
    expect(input.value, label).toBe((values as Record<string, string>)[field])
    expect(describedBy(input), label).toBe(error)
    expect(input.getAttribute('aria-invalid'), label).toBe(error ? 'true' : null)
  }
}

/** The general error under the form, or no alert at all. */
export function expectFormError(formError: string | undefined) {
  if (formError) expect(screen.getByRole('alert').textContent).toBe(formError)
  else expect(screen.queryByRole('alert')).toBeNull()
}

export const isDisabled = (name: string | RegExp) =>
  (screen.getByRole('button', { name }) as HTMLButtonElement).disabled

/** The settling of every stub the chart invokes, by internal event; `note` first updates the test's own account. */
export const settleEvents = (sut: () => Sut, note: (event: ModelEvent) => void = () => {}) => {
  const on =
    (stub: keyof Omit<Sut, 'dialog' | 'reset' | 'received'>, how: 'resolve' | 'reject') =>
    ({ event }: { event: ModelEvent }) => {
      note(event)
      return settle(() =>
        how === 'resolve'
          ? sut()[stub].resolve((event as unknown as { output: never }).output)
          : sut()[stub].reject((event as { error: unknown }).error),
      )
    }
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

// The people, the events each model offers, and the test's reading of the forms' rules.
export const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }
export const uma = { firstName: 'Uma', lastName: 'Unverified', email: 'unverified@showhome.example', isVerified: false }
export const dana = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', isVerified: false }
export const GENERAL = 'Something went wrong. Please check your connection and try again.'
export const signInEvents: ModelEvent[] = [
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
export async function completeReset(sut: Sut) {
  type('Email', olive.email)
  click('Send code')
  await settle(() => sut.reset.sendCode.resolve({ ok: true }))
  expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeTruthy()
  type('Code', '123456')
  click('Continue')
  await settle(() => sut.reset.verifyCode.resolve({ ok: true }))
  type('New password', 'new-secret')
  type('Confirm new password', 'new-secret')
  click('Save password')
  await settle(() => sut.reset.submitPassword.resolve({ ok: true }))
}

export const REGISTER_FIELDS = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['password', 'Password'],
  ['confirmPassword', 'Confirm password'],
] as const

export const danaForm: Omit<RegisterDraft, 'terms'> = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: dana.email,
  phone: '312 555 0100',
  password: 'secret1',
  confirmPassword: 'secret1',
}

/** The test's own reading of SPEC §5 for a register submit: each empty field and the unticked box 'Required'; on an
 * otherwise valid form, a retyped password that differs 'Must match above'. */
export function registerErrors(draft: RegisterDraft): Errors {
  const errors = required(
    draft as unknown as Record<string, string>,
    REGISTER_FIELDS.slice(0, 5).map(([f]) => f),
  )
  if (!draft.terms) errors.terms = 'Required'
  if (Object.keys(errors).length === 0 && draft.confirmPassword !== draft.password)
    errors.confirmPassword = 'Must match above'
  return errors
}

/** Fills the form in a fixed order (the next empty field, then the terms box), so the model stays small. */
export const nextFill = (draft: RegisterDraft): ModelEvent[] => {
  const empty = REGISTER_FIELDS.find(([field]) => draft[field] === '')
  if (empty) return [{ type: 'register.change', field: empty[0], value: danaForm[empty[0]] }]
  return draft.terms ? [] : [{ type: 'register.terms', ticked: true }]
}

export const registerEvents = (s: DialogSnapshot): ModelEvent[] => [
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

export const verifyEvents: ModelEvent[] = [
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
