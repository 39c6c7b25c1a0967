// Password reset (SPEC §2 RESET, §4 Account, §5 Reset), a child chart of the account dialog while its RESET tab is
// open. Steps EMAIL, CODE, PASSWORD, COMPLETE, each advancing only after its call succeeds:
// - EMAIL: the address (required, valid) → POST /user/password/code (always ok, so accounts cannot be probed).
// - CODE: the e-mailed code (required) → POST /user/password/verify; a wrong or expired code is a field error on
//   `code`. Back returns to EMAIL (another address, or a new code).
// - PASSWORD: the new password (at least 6 characters) typed twice → POST /user/password/submit. A code that
//   expired meanwhile sends the person back to CODE with the server's message on the field.
// - COMPLETE: the chart ends with the address it reset; the dialog shows the done step and links back to sign in.
// One form whose rules grow with the step (schemas/forms/reset.ts); the draft survives every failure.
import type { ActorRefFrom } from 'xstate'
import { assign, setup } from 'xstate'
import type { ResetPasswordRequest } from '../../schemas/api/auth'
import type { Ok } from '../../schemas/api/call'
import {
  emptyResetForm,
  type ResetCodeForm,
  type ResetEmailForm,
  type ResetPasswordForm,
  type ResetStep,
  resetFormFor,
  toResetPasswordRequest,
} from '../../schemas/forms/reset'
import { checkForm } from '../../schemas/forms/validate'
import { describeFailure, type FormErrors, withoutKey } from '../account-dialog/form-errors'
import { notProvided } from '../shared/fromEffect'

export type ResetDraft = typeof ResetPasswordForm.Encoded

export interface PasswordResetInput {
  /** The address already typed (the sign-in form's), to start from. */
  readonly email?: string
}

export interface PasswordResetContext extends FormErrors {
  /** What the person typed, kept across steps and failures. */
  draft: ResetDraft
}

/** What the dialog learns when the reset is done: the address whose password changed. */
export interface PasswordResetOutput {
  readonly email: string
}

export type PasswordResetEvent =
  | { type: 'field.change'; field: keyof ResetDraft; value: string }
  | { type: 'submit' }
  /** From CODE back to EMAIL. */
  | { type: 'back' }

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    output: {} as PasswordResetOutput,
    tags: {} as 'busy',
  },
  actors: {
    sendCode: notProvided<Ok, typeof ResetEmailForm.Type>('sendCode'),
    verifyCode: notProvided<Ok, typeof ResetCodeForm.Type>('verifyCode'),
    submitPassword: notProvided<Ok, ResetPasswordRequest>('submitPassword'),
  },
  guards: {
    isStepValid: ({ context }, step: ResetStep) => checkForm(resetFormFor(step), context.draft).ok,
    isCodeRefused: ({ event }) => {
      const failure = (event as { error?: { _tag?: string; fieldErrors?: Record<string, string> } }).error
      return failure?._tag === 'FieldErrors' && failure.fieldErrors?.code !== undefined
    },
  },
  actions: {
    /** Typing: the draft changes and the field's message (and a general one) goes. */
    editDraft: assign(({ context, event }) => {
      const { field, value } = event as Extract<PasswordResetEvent, { type: 'field.change' }>
      return {
        draft: { ...context.draft, [field]: value },
        fieldErrors: withoutKey(context.fieldErrors, field),
        formError: undefined,
      }
    }),
    showStepErrors: assign({
      fieldErrors: ({ context }, step: ResetStep) => {
        const check = checkForm(resetFormFor(step), context.draft)
        return check.ok ? {} : check.fieldErrors
      },
      formError: undefined,
    }),
    clearErrors: assign({ fieldErrors: {}, formError: undefined }),
    showCallError: assign(({ event }) => describeFailure((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    draft: { ...emptyResetForm, email: input.email ?? '' },
    fieldErrors: {},
  }),
  initial: 'email',
  states: {
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'editDraft' },
            submit: [
              { guard: { type: 'isStepValid', params: 'EMAIL' }, target: 'sending' },
              { actions: { type: 'showStepErrors', params: 'EMAIL' } },
            ],
          },
        },
        sending: {
          tags: ['busy'],
          entry: 'clearErrors',
          invoke: {
            id: 'sendCode',
            src: 'sendCode',
            input: ({ context }) => valid('EMAIL', context.draft),
            onDone: { target: '#passwordReset.code' },
            onError: { target: 'editing', actions: 'showCallError' },
          },
        },
      },
    },
    code: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'editDraft' },
            submit: [
              { guard: { type: 'isStepValid', params: 'CODE' }, target: 'checking' },
              { actions: { type: 'showStepErrors', params: 'CODE' } },
            ],
            back: {
              target: '#passwordReset.email',
              actions: [assign({ draft: ({ context }) => ({ ...context.draft, code: '' }) }), 'clearErrors'],
            },
          },
        },
        checking: {
          tags: ['busy'],
          entry: 'clearErrors',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context }) => valid('CODE', context.draft),
            onDone: { target: '#passwordReset.password' },
            onError: { target: 'editing', actions: 'showCallError' },
          },
        },
      },
    },
    password: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'editDraft' },
            submit: [
              { guard: { type: 'isStepValid', params: 'PASSWORD' }, target: 'submitting' },
              { actions: { type: 'showStepErrors', params: 'PASSWORD' } },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearErrors',
          invoke: {
            id: 'submitPassword',
            src: 'submitPassword',
            input: ({ context }) => toResetPasswordRequest(valid('PASSWORD', context.draft)),
            onDone: { target: '#passwordReset.complete' },
            onError: [
              // The code expired or ran out of tries since it was checked: it must be asked for again.
              { guard: 'isCodeRefused', target: '#passwordReset.code.editing', actions: 'showCallError' },
              { target: 'editing', actions: 'showCallError' },
            ],
          },
        },
      },
    },
    complete: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.draft.email.trim() }),
})

export type PasswordResetActorRef = ActorRefFrom<typeof passwordResetMachine>
export type PasswordResetSnapshot = ReturnType<PasswordResetActorRef['getSnapshot']>

/** The step the chart is on, as SPEC §4 names it. */
export function resetStepOf(snapshot: { matches: (state: 'email' | 'code' | 'password') => boolean }): ResetStep {
  if (snapshot.matches('email')) return 'EMAIL'
  if (snapshot.matches('code')) return 'CODE'
  if (snapshot.matches('password')) return 'PASSWORD'
  return 'COMPLETE'
}

/** The decoded form of a step; only called where the step's guard has just passed. */
function valid<S extends 'EMAIL' | 'CODE' | 'PASSWORD'>(step: S, draft: ResetDraft) {
  const check = checkForm(resetFormFor(step), draft)
  if (!check.ok) throw new Error(`The ${step} step was sent without passing its checks.`)
  return check.value as S extends 'EMAIL'
    ? typeof ResetEmailForm.Type
    : S extends 'CODE'
      ? typeof ResetCodeForm.Type
      : ResetPasswordForm
}
