// Journeys through the account dialog's RESET tab (SPEC §2 Account dialog, §4 Account, §5 Reset, §8): a visitor
// who forgot their password opens Sign in, follows 'Forgot password?', and goes through the steps EMAIL, CODE,
// PASSWORD and COMPLETE, meeting each check SPEC §5 names, a wrong code, going back for another e-mail or a new
// code, and finally signing in with the new password. The chart (password-reset.machine.ts) gives one journey per
// transition; the reference below says what the person sees, from the spec and the server's messages alone
// (server/http/auth.ts, server/http/errors.ts, server/auth/codes.ts), never from the chart.
//
// The person's moves are few, so the journeys stay tens: one address (the account's) and one malformed one, a wrong
// and the mailed code, a short password, the new password and a mismatched confirmation, each field filled in the
// order it stands and spoilt one way at a time. Ways out of the tab belong to the dialog, not to this chart: the
// person takes 'Back to sign in' from where each step opens and from COMPLETE, and Escape from the empty first step;
// the chart ignores them (journey.ts, alsoIgnored), so each ends its journey.
import type { AnyMachineSnapshot } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type PasswordResetEvent,
  passwordResetMachine,
  type ResetDraft,
} from '../../src/machines/password-reset/password-reset.machine'
import type { Ok } from '../../src/schemas/api/call'
import { FieldErrors } from '../../src/services/errors'
import { throughSignIn } from './account-dialog.journeys'
import type { Action, FlowDefinition, FlowStart, Journey, Sight } from './journey'
import { MAILED_CODE, WRONG_CODE } from './journey'

/** The person resetting, and their account. The browser run swaps the e-mail for an account of its own. */
export const OWNER = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana.owner@example.com' } as const
export const NEW_PASSWORD = 'second-secret'

/** Stand-ins for the codes only the run knows (journey.ts, Resolve): the one last mailed to the owner, and not it. */
export { MAILED_CODE, WRONG_CODE }

const MALFORMED_EMAIL = 'dana@'
const SHORT_PASSWORD = 'abc12'
const OTHER_PASSWORD = 'third-secret'

/** The server's words (server/auth/codes.ts, server/http/errors.ts). */
export const CODE_NOT_RIGHT = 'That code is not right. Check the e-mail and try again.'
export const FIX_FIELDS = 'Please correct the highlighted fields.'

type ResetField = keyof ResetDraft
const LABELS: Record<ResetField, string> = {
  email: 'Email',
  code: 'Code',
  password: 'New password',
  confirmPassword: 'Confirm new password',
}

type ResetEvent =
  | PasswordResetEvent
  | { type: 'xstate.done.actor.sendCode'; output: Ok }
  | { type: 'xstate.done.actor.verifyCode'; output: Ok }
  | { type: 'xstate.error.actor.verifyCode'; error: unknown }
  | { type: 'xstate.done.actor.submitPassword'; output: Ok }
  /** The dialog's own moves, which the reset chart does not take (see the top of the file). */
  | { type: 'tab.signIn' }
  | { type: 'close' }
  /** At COMPLETE: back to sign in, and sign in with the new password. */
  | { type: 'signIn.withNewPassword' }

const DIALOG_EVENTS = new Set(['tab.signIn', 'close', 'signIn.withNewPassword'])

/** What the person sees: the reference each step is checked against. */
export interface SeenReset {
  readonly tab: 'email' | 'code' | 'password' | 'complete' | 'signIn' | 'signedIn' | 'closed'
  readonly form: Readonly<Record<ResetField, string>>
  readonly errors: Readonly<Partial<Record<ResetField, string>>>
  readonly alert: string | undefined
  /** A call the person waits on: the code being sent or checked, the password being saved. */
  readonly busy: boolean
  /** The field that took the focus (a step opening, or a refused send); the person's next action moves it. */
  readonly focus: string | undefined
  /** The password is changed: back at sign-in, the address is filled in. */
  readonly changed: boolean
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/**
 * SPEC §5 Reset: the e-mail required and valid; past EMAIL the code required; from PASSWORD the registration's
 * password rules (required, at least 6 characters), and the confirmation matching once the password passes.
 */
function stepErrors(tab: SeenReset['tab'], form: SeenReset['form']): SeenReset['errors'] {
  const errors: Partial<Record<ResetField, string>> = {}
  if (tab === 'email') {
    if (form.email.trim() === '') errors.email = 'Required'
    else if (!EMAIL.test(form.email.trim())) errors.email = 'Invalid'
  }
  if (tab === 'code' && form.code.trim() === '') errors.code = 'Required'
  if (tab === 'password') {
    if (form.password === '') errors.password = 'Required'
    else if (form.password.length < 6) errors.password = 'Must be at least 6 characters'
    else if (form.confirmPassword !== form.password) errors.confirmPassword = 'Must match above'
  }
  return errors
}

const FIRST_FIELD = { email: 'Email', code: 'Code', password: 'New password' } as const
const ORDER: ReadonlyArray<ResetField> = ['email', 'code', 'password', 'confirmPassword']
const firstInError = (errors: SeenReset['errors']) => {
  const field = ORDER.find((key) => errors[key])
  return field ? LABELS[field] : undefined
}

/** The model's state: the chart's state and everything the person's moves below depend on. */
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.draft, s.context.fieldErrors, s.context.formError !== undefined])

const change = (field: ResetField, value: string): ResetEvent => ({ type: 'field.change', field, value })

/** What a person does at each step (see the top of the file for why so little). */
function personMoves(s: AnyMachineSnapshot): ResetEvent[] {
  const draft = s.context.draft as ResetDraft
  const clean = Object.keys(s.context.fieldErrors).length === 0 && s.context.formError === undefined
  const submit: ResetEvent = { type: 'submit' }
  if (s.matches({ email: 'editing' })) {
    if (draft.email === '')
      return clean
        ? [
            change('email', OWNER.email),
            change('email', MALFORMED_EMAIL),
            submit,
            { type: 'tab.signIn' },
            { type: 'close' },
          ]
        : [change('email', OWNER.email)]
    if (draft.email === MALFORMED_EMAIL) return clean ? [submit] : [change('email', OWNER.email)]
    return [submit]
  }
  if (s.matches({ code: 'editing' })) {
    if (!clean) return [change('code', MAILED_CODE)]
    if (draft.code === '')
      return [change('code', WRONG_CODE), change('code', MAILED_CODE), submit, { type: 'back' }, { type: 'tab.signIn' }]
    return [submit]
  }
  if (s.matches({ password: 'editing' })) {
    const { password, confirmPassword } = draft
    if (password === '' && confirmPassword === '')
      return clean
        ? [change('password', NEW_PASSWORD), change('password', SHORT_PASSWORD), submit, { type: 'tab.signIn' }]
        : [change('password', NEW_PASSWORD)]
    if (password === SHORT_PASSWORD) return clean ? [submit] : [change('password', NEW_PASSWORD)]
    if (confirmPassword === '')
      return [change('confirmPassword', NEW_PASSWORD), change('confirmPassword', OTHER_PASSWORD)]
    if (confirmPassword === OTHER_PASSWORD) return clean ? [submit] : [change('confirmPassword', NEW_PASSWORD)]
    return [submit]
  }
  if (s.status === 'done') return [{ type: 'tab.signIn' }, { type: 'signIn.withNewPassword' }]
  return []
}

/** A step's name in a journey's title: what was typed, or what happened. */
const VALUE_LABELS: Record<string, string> = {
  [MALFORMED_EMAIL]: 'malformed email',
  [WRONG_CODE]: 'type wrong code',
  [MAILED_CODE]: 'type code',
  [SHORT_PASSWORD]: 'short password',
  [OTHER_PASSWORD]: 'mismatched confirmation',
}
const EVENT_LABELS: Record<Exclude<ResetEvent['type'], 'field.change'>, string> = {
  submit: 'send',
  back: 'another e-mail or code',
  'xstate.done.actor.sendCode': 'code sent',
  'xstate.done.actor.verifyCode': 'code right',
  'xstate.error.actor.verifyCode': 'code refused',
  'xstate.done.actor.submitPassword': 'saved',
  'tab.signIn': 'back to sign in',
  close: 'escape',
  'signIn.withNewPassword': 'sign in with the new password',
}

const model = new TestModel(passwordResetMachine as never, {
  input: {},
  stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
  serializeState,
  // A call in flight gets the answer the server would give; otherwise what a person can do there. Asking for a code
  // answers the same for any address (SPEC §7), so it always succeeds; only the newest mailed code is right.
  events: ((s: AnyMachineSnapshot) => {
    if (s.matches({ email: 'sending' })) return [{ type: 'xstate.done.actor.sendCode', output: { ok: true } }]
    if (s.matches({ code: 'checking' }))
      return s.context.draft.code === MAILED_CODE
        ? [{ type: 'xstate.done.actor.verifyCode', output: { ok: true } }]
        : [
            {
              type: 'xstate.error.actor.verifyCode',
              error: new FieldErrors({ fieldErrors: { code: CODE_NOT_RIGHT }, message: FIX_FIELDS }),
            },
          ]
    if (s.matches({ password: 'submitting' }))
      return [{ type: 'xstate.done.actor.submitPassword', output: { ok: true } }]
    return personMoves(s).filter((event) => DIALOG_EVENTS.has(event.type) || s.can(event as never))
  }) as never,
}) as unknown as FlowStart<SeenReset, ResetEvent>['model']

const visitor: SeenReset = {
  tab: 'email',
  form: { email: '', code: '', password: '', confirmPassword: '' },
  errors: {},
  alert: undefined,
  busy: false,
  focus: 'Email',
  changed: false,
}

export type ResetStart = 'forgotPassword'

export const passwordResetFlow: FlowDefinition<ResetStart, SeenReset, ResetEvent> = {
  starts: {
    forgotPassword: {
      model,
      serializeState,
      seen: visitor,
      // SIGN_IN's 'Forgot password?' link, as a visitor finds it from the bar, nothing typed at sign-in.
      opening: throughSignIn('Forgot password?'),
      alsoIgnored: (event) => DIALOG_EVENTS.has(event.type),
    },
  },

  label: (event) =>
    event.type === 'field.change'
      ? (VALUE_LABELS[event.value] ?? LABELS[event.field].toLowerCase())
      : EVENT_LABELS[event.type],

  act(event, before): ReadonlyArray<Action> {
    switch (event.type) {
      case 'field.change':
        return [{ kind: 'fill', label: LABELS[event.field], value: event.value }]
      case 'submit': {
        const name = before.tab === 'email' ? 'Send code' : before.tab === 'code' ? 'Continue' : 'Save password'
        return [{ kind: 'click', name, scope: 'dialog' }]
      }
      case 'back':
        return [{ kind: 'click', name: 'Use another e-mail or send a new code', scope: 'dialog' }]
      case 'xstate.done.actor.sendCode':
        return [{ kind: 'answer', call: '/user/password/code' }]
      case 'xstate.done.actor.verifyCode':
      case 'xstate.error.actor.verifyCode':
        return [{ kind: 'answer', call: '/user/password/verify' }]
      case 'xstate.done.actor.submitPassword':
        return [{ kind: 'answer', call: '/user/password/submit' }]
      case 'tab.signIn':
        return [{ kind: 'click', name: 'Back to sign in', scope: 'dialog' }]
      case 'close':
        return [{ kind: 'press', key: 'Escape' }]
      // The address is filled in at sign-in (checked by 'back to sign in'); the person types the new password.
      case 'signIn.withNewPassword':
        return [
          { kind: 'click', name: 'Back to sign in', scope: 'dialog' },
          { kind: 'fill', label: 'Password', value: NEW_PASSWORD },
          { kind: 'click', name: 'Sign in', scope: 'dialog' },
        ]
    }
  },

  next(seen, event): SeenReset {
    const typed = { alert: undefined, focus: undefined }
    const answered = { busy: false }
    /** A send the checks refuse: the messages, and the focus on the first field in error (SPEC §5). */
    const refused = (errors: SeenReset['errors'], alert?: string): SeenReset => {
      return { ...seen, ...answered, errors, alert, focus: firstInError(errors) }
    }
    /** Each step opens clean, its first field focused. */
    const opens = (tab: 'email' | 'code' | 'password'): SeenReset => {
      return { ...seen, ...answered, tab, errors: {}, alert: undefined, focus: FIRST_FIELD[tab] }
    }
    switch (event.type) {
      case 'field.change': {
        const { [event.field]: _fixed, ...errors } = seen.errors
        return { ...seen, form: { ...seen.form, [event.field]: event.value }, errors, ...typed }
      }
      case 'submit': {
        const errors = stepErrors(seen.tab, seen.form)
        return Object.keys(errors).length > 0 ? refused(errors) : { ...seen, errors: {}, busy: true, ...typed }
      }
      // The code is on its way (to an address with an account); the code field opens empty.
      case 'xstate.done.actor.sendCode':
        return opens('code')
      case 'xstate.done.actor.verifyCode':
        return opens('password')
      // The server's message on the field and its general one under the form (SPEC §8); the code stays as typed.
      case 'xstate.error.actor.verifyCode':
        return refused({ code: CODE_NOT_RIGHT }, FIX_FIELDS)
      // Back at EMAIL with the address kept, to change it or send a new code; the old code is gone.
      case 'back':
        return { ...opens('email'), form: { ...seen.form, code: '' } }
      case 'xstate.done.actor.submitPassword':
        return { ...seen, tab: 'complete', busy: false, changed: true, ...typed }
      // Sign-in opens clean; once the password is changed, with the address filled in (SPEC §2: link back to sign in).
      case 'tab.signIn':
        return { ...seen, tab: 'signIn', errors: {}, alert: undefined, focus: 'Email' }
      case 'signIn.withNewPassword':
        return { ...seen, tab: 'signedIn', ...typed }
      case 'close':
        return { ...seen, tab: 'closed', ...typed }
    }
  },

  sees(seen): ReadonlyArray<Sight> {
    const focused: Sight[] = seen.focus ? [{ kind: 'focused', label: seen.focus }] : []
    const field = (name: ResetField): Sight => ({
      kind: 'field',
      label: LABELS[name],
      value: seen.form[name],
      error: seen.errors[name],
    })
    const send = (idle: string, busy: string): Sight =>
      seen.busy
        ? { kind: 'button', name: busy, scope: 'dialog', disabled: true }
        : { kind: 'button', name: idle, scope: 'dialog', disabled: false }
    const signInLink: Sight = { kind: 'button', name: 'Back to sign in', scope: 'dialog', disabled: seen.busy }
    switch (seen.tab) {
      case 'email':
        return [
          { kind: 'dialog', name: 'Reset your password' },
          field('email'),
          { kind: 'alert', text: seen.alert },
          send('Send code', 'Sending…'),
          signInLink,
          ...focused,
        ]
      // The same words whether or not the address has an account (SPEC §7: asking for a code reveals nothing).
      case 'code':
        return [
          { kind: 'dialog', name: 'Enter your code' },
          {
            kind: 'status',
            text: `If ${seen.form.email.trim()} has an account, a six-digit code is on its way to it. It is valid for 15 minutes.`,
          },
          field('code'),
          { kind: 'alert', text: seen.alert },
          send('Continue', 'Checking…'),
          { kind: 'button', name: 'Use another e-mail or send a new code', scope: 'dialog', disabled: seen.busy },
          signInLink,
          ...focused,
        ]
      case 'password':
        return [
          { kind: 'dialog', name: 'Choose a new password' },
          field('password'),
          field('confirmPassword'),
          { kind: 'alert', text: seen.alert },
          send('Save password', 'Saving…'),
          signInLink,
          ...focused,
        ]
      case 'complete':
        return [
          { kind: 'dialog', name: 'Password changed' },
          {
            kind: 'status',
            text: 'Your new password is saved, and every device that was signed in has been signed out. Sign in with your new password.',
          },
          { kind: 'button', name: 'Back to sign in', scope: 'dialog', disabled: false },
        ]
      // The sign-in form is its own: nothing typed in the reset is in it, until the reset is done.
      case 'signIn':
        return [
          { kind: 'dialog', name: 'Sign in' },
          { kind: 'field', label: 'Email', value: seen.changed ? seen.form.email.trim() : '', error: undefined },
          { kind: 'field', label: 'Password', value: '', error: undefined },
          { kind: 'alert', text: undefined },
          ...focused,
        ]
      // Signed in with the new password, the person lands on My listings (SPEC §4).
      case 'signedIn':
        return [
          { kind: 'noDialog' },
          {
            kind: 'button',
            name: `Account menu for ${OWNER.firstName} ${OWNER.lastName}`,
            scope: 'nav',
            disabled: false,
          },
          { kind: 'region', name: `Welcome, ${OWNER.firstName}!`, present: true },
        ]
      case 'closed':
        return [{ kind: 'noDialog' }, { kind: 'button', name: 'Sign in', scope: 'nav', disabled: false }]
    }
  },

  transient: (seen) => seen.busy,
}

/**
 * How many codes the journey asks the server to mail: every send of a valid address reaches POST
 * /user/password/code, which counts it against CODES_PER_EMAIL and CODES_PER_ADDRESS (server/auth/throttle.ts)
 * whether or not the address has an account.
 */
export const codeRequestsIn = (journey: Journey) =>
  journey.steps.filter((step) => step.state === JSON.stringify({ email: 'sending' })).length
