// Model-based test of the RESET tab: every shortest path through the password-reset chart (steps EMAIL, CODE,
// PASSWORD, COMPLETE) drives the real steps view (PasswordResetSteps inside the Modal), and each state the path
// reaches is checked in the DOM. The field events offered are the current step's, so the model stays what the view
// can show; the stubs of the three calls are settled by hand when the path says so.
// Each state is checked against what the test keeps itself, never the chart's context: the draft as the test typed
// it, the messages its own reading of SPEC §5 gives a submit ('Required', 'Invalid', 'Must be at least 6 characters',
// 'Must match above'), the answers it gave the stubs in our words, the requests made and the address the host gets.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type PasswordResetEvent,
  type PasswordResetInput,
  passwordResetMachine,
} from '../../src/machines/password-reset/password-reset.machine'
import type { Ok } from '../../src/schemas/api/call'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { Modal } from '../../src/ui/components/modal/Modal'
import { PasswordResetSteps } from '../../src/ui/features/account-dialog/PasswordReset'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { byStateValue, recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'

const EMAIL = 'owner@showhome.example'
const WRONG_CODE = 'That code is not right. Check the e-mail and try again.'
const EXPIRED_CODE = 'That code has expired. Send a new one.'
const LATER = 'Please try again later.'
const GENERAL = 'Something went wrong. Please check your connection and try again.'

type Field = 'email' | 'code' | 'password' | 'confirmPassword'
type Draft = Record<Field, string>
type Errors = Partial<Record<Field, string>>

/** The test's own reading of the step's rules (SPEC §5): what a submit at that step should show on each field. */
function stepErrors(step: 'email' | 'code' | 'password', draft: Draft): Errors {
  const errors: Errors = {}
  const email = draft.email.trim()
  if (email === '') errors.email = 'Required'
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) errors.email = 'Invalid'
  if (step === 'email') return errors
  if (draft.code.trim() === '') errors.code = 'Required'
  if (step === 'code') return errors
  if (draft.password === '') errors.password = 'Required'
  else if (draft.password.length < 6) errors.password = 'Must be at least 6 characters'
  else if (draft.confirmPassword !== draft.password) errors.confirmPassword = 'Must match above'
  return errors
}

type ModelEvent =
  | PasswordResetEvent
  | { type: 'xstate.done.actor.sendCode'; output: Ok }
  | { type: 'xstate.error.actor.sendCode'; error: unknown }
  | { type: 'xstate.done.actor.verifyCode'; output: Ok }
  | { type: 'xstate.error.actor.verifyCode'; error: unknown }
  | { type: 'xstate.done.actor.submitPassword'; output: Ok }
  | { type: 'xstate.error.actor.submitPassword'; error: unknown }

type ResetSnapshot = SnapshotFrom<typeof passwordResetMachine>

/** The current step's field events (the view shows no other fields), then the rest. */
const eventsAt = (s: ResetSnapshot): ModelEvent[] => {
  const fields: ModelEvent[] = s.matches('email')
    ? [
        { type: 'field.change', field: 'email', value: 'owner@' },
        { type: 'field.change', field: 'email', value: EMAIL },
      ]
    : s.matches('code')
      ? [{ type: 'field.change', field: 'code', value: '123456' }]
      : s.matches('password')
        ? [
            { type: 'field.change', field: 'password', value: 'abc' },
            { type: 'field.change', field: 'password', value: 'new-secret' },
            { type: 'field.change', field: 'confirmPassword', value: 'new-secret' },
          ]
        : []
  return [
    ...fields,
    { type: 'submit' },
    { type: 'back' },
    { type: 'xstate.done.actor.sendCode', output: { ok: true } },
    { type: 'xstate.error.actor.sendCode', error: new Unreachable({ message: 'offline' }) },
    { type: 'xstate.done.actor.verifyCode', output: { ok: true } },
    { type: 'xstate.error.actor.verifyCode', error: new FieldErrors({ fieldErrors: { code: WRONG_CODE } }) },
    { type: 'xstate.done.actor.submitPassword', output: { ok: true } },
    { type: 'xstate.error.actor.submitPassword', error: new FieldErrors({ fieldErrors: { code: EXPIRED_CODE } }) },
    { type: 'xstate.error.actor.submitPassword', error: new StatusError({ message: LATER }) },
  ]
}

const modelFor = (input: PasswordResetInput) =>
  new TestModel(passwordResetMachine, {
    input,
    // Without this, TestModel matches only a '*' key and silently skips every state assertion.
    stateMatcher: (snapshot, key) => snapshot.matches(key as never),
    events: ((s: ResetSnapshot) => eventsAt(s).filter((event) => s.can(event as never))) as never,
    serializeState: (s, event, previous) => {
      const { draft, fieldErrors, formError } = s.context
      return JSON.stringify([
        s.value,
        // Only what the current step shows.
        s.matches('email')
          ? draft.email
          : s.matches('code')
            ? draft.code !== ''
            : [draft.password, draft.confirmPassword],
        // The messages themselves: a wrong code at CODE and a code expired by PASSWORD are different paths.
        fieldErrors,
        formError,
        // Back leads to a state already seen; recorded, so the shortest-path search keeps it and its link is clicked.
        event?.type === 'back' && previous?.matches('code') === true,
      ])
    },
  })

async function mount(input: PasswordResetInput) {
  const stubs = { sendCode: deferred<Ok>(), verifyCode: deferred<Ok>(), submitPassword: deferred<Ok>() }
  const reset = createActor(
    passwordResetMachine.provide({
      actors: {
        sendCode: stubs.sendCode.logic,
        verifyCode: stubs.verifyCode.logic,
        submitPassword: stubs.submitPassword.logic,
      },
    }),
    { input },
  ).start()
  const signIns: number[] = []
  await renderInRouter(() => (
    <Modal labelledBy="reset-title" onClose={() => {}}>
      <PasswordResetSteps reset={reset} titleId="reset-title" onSignIn={() => signIns.push(1)} />
    </Modal>
  ))
  await settle(() => {})
  return { reset, signIns, ...stubs }
}

const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
  })

const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await Promise.resolve()
  })

const describedBy = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

const isDisabled = (name: string | RegExp) => (screen.getByRole('button', { name }) as HTMLButtonElement).disabled

const LABELS = { email: 'Email', code: 'Code', password: 'New password', confirmPassword: 'Confirm new password' }

beforeAll(installDialogPolyfill)
afterEach(cleanup)

for (const [label, input] of [
  ['from an empty form', {}],
  ['from the address typed at sign-in', { email: EMAIL }],
] as const) {
  describe(`RESET tab, ${label}: every shortest path in the view`, () => {
    const paths = modelFor(input).getShortestPaths()
    recordPaths(`account-dialog reset: ${label}`, paths, byStateValue)
    for (const path of paths) {
      it(path.description, async () => {
        const sut = await mount(input)
        // The test's own account: what it typed, and the messages its submits and the stubs' answers should bring.
        const draft: Draft = { email: input.email ?? '', code: '', password: '', confirmPassword: '' }
        let errors: Errors = {}
        let formError: string | undefined
        const answered = (fields: Errors, form?: string) => {
          errors = fields
          formError = form
        }
        /** The step's fields show the draft and their messages; nothing else is on screen. */
        const expectStep = (heading: string, fields: ReadonlyArray<keyof typeof LABELS>) => {
          expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(heading)
          for (const field of Object.keys(LABELS) as Array<keyof typeof LABELS>) {
            const input = screen.queryByLabelText(LABELS[field]) as HTMLInputElement | null
            if (!fields.includes(field)) {
              expect(input, field).toBeNull()
              continue
            }
            expect(input?.value).toBe(draft[field])
            expect(describedBy(input as HTMLElement)).toBe(errors[field])
            expect(input?.getAttribute('aria-invalid')).toBe(errors[field] ? 'true' : null)
          }
          // The focus is in one of the step's fields: the first as the step opens, the first in error after a
          // submit that found errors; never lost to the page.
          const focused = fields.map((field) => screen.getByLabelText(LABELS[field]))
          expect(focused).toContain(document.activeElement)
          const invalid = focused.filter((input) => input.getAttribute('aria-invalid') === 'true')
          if (invalid.length > 0 && lastWasSubmit) expect(document.activeElement).toBe(invalid[0])
          if (formError) expect(screen.getByRole('alert').textContent).toBe(formError)
          else expect(screen.queryByRole('alert')).toBeNull()
        }
        // Set as each event runs, so a state check knows whether it follows a submit or an answer to one.
        let lastWasSubmit = false
        await path.test({
          states: {
            'email.editing': () => {
              expectStep('Reset your password', ['email'])
              expect(isDisabled('Send code')).toBe(false)
              expect(isDisabled('Back to sign in')).toBe(false)
            },
            'email.sending': () => {
              expect(isDisabled('Sending…')).toBe(true)
              expect(isDisabled('Back to sign in')).toBe(true)
              expect(sut.sendCode.calls.at(-1)).toEqual({ email: EMAIL })
            },
            'code.editing': () => {
              expectStep('Enter your code', ['code'])
              expect(screen.getByRole('status').textContent).toContain(EMAIL)
              expect(isDisabled('Continue')).toBe(false)
            },
            'code.checking': () => {
              expect(isDisabled('Checking…')).toBe(true)
              expect(sut.verifyCode.calls.at(-1)).toEqual({ email: EMAIL, code: '123456' })
            },
            'password.editing': () => {
              expectStep('Choose a new password', ['password', 'confirmPassword'])
              expect(isDisabled('Save password')).toBe(false)
            },
            'password.submitting': () => {
              expect(isDisabled('Saving…')).toBe(true)
              expect(sut.submitPassword.calls.at(-1)).toEqual({ email: EMAIL, code: '123456', password: 'new-secret' })
            },
            complete: () => {
              // The steps view steps aside; the dialog shows the done step (account-dialog.paths.test.tsx).
              expect(screen.queryByRole('heading', { level: 2 })).toBeNull()
              // What the host is handed when the chart ends: the address the test typed, as the request sent it.
              expect(draft.email).toBe(EMAIL)
              expect(sut.reset.getSnapshot().output).toEqual({ email: EMAIL })
            },
          },
          events: {
            'field.change': ({ event }: { event: ModelEvent }) => {
              lastWasSubmit = false
              const { field, value } = event as Extract<ModelEvent, { type: 'field.change' }>
              draft[field] = value
              errors = Object.fromEntries(Object.entries(errors).filter(([key]) => key !== field))
              formError = undefined
              act(() => {
                fireEvent.change(screen.getByLabelText(LABELS[field]), { target: { value } })
              })
            },
            submit: () => {
              lastWasSubmit = true
              // The step is the one whose button is on screen; a valid submit clears every message as it sends.
              const [step, name] = (
                [
                  ['email', 'Send code'],
                  ['code', 'Continue'],
                  ['password', 'Save password'],
                ] as const
              ).find(([, name]) => screen.queryByRole('button', { name })) ?? ['password', 'Save password']
              answered(stepErrors(step, draft))
              click(name)
            },
            back: () => {
              lastWasSubmit = false
              draft.code = ''
              answered({})
              return click('Use another e-mail or send a new code')
            },
            'xstate.done.actor.sendCode': () => settle(() => sut.sendCode.resolve({ ok: true })),
            'xstate.error.actor.sendCode': ({ event }: { event: ModelEvent }) => {
              answered({}, GENERAL)
              return settle(() => sut.sendCode.reject((event as { error: unknown }).error))
            },
            'xstate.done.actor.verifyCode': () => settle(() => sut.verifyCode.resolve({ ok: true })),
            'xstate.error.actor.verifyCode': ({ event }: { event: ModelEvent }) => {
              answered({ code: WRONG_CODE })
              return settle(() => sut.verifyCode.reject((event as { error: unknown }).error))
            },
            'xstate.done.actor.submitPassword': () => settle(() => sut.submitPassword.resolve({ ok: true })),
            'xstate.error.actor.submitPassword': ({ event }: { event: ModelEvent }) => {
              const { error } = event as { error: unknown }
              if (error instanceof StatusError) answered({}, LATER)
              else answered({ code: EXPIRED_CODE })
              return settle(() => sut.submitPassword.reject(error))
            },
          } as never,
        })
      })
    }
  })
}
