// Journeys through the account dialog's REGISTER and VERIFY tabs (SPEC §2 Account dialog, §4 Account, §5 Register
// and Verify, §8): a visitor fills in the form, meets each check SPEC §5 names, is refused an address that already
// has an account, registers, and on VERIFY types a wrong and the right code, asks for a new one or skips. The chart
// (account-dialog.machine.ts) gives one journey per transition; the reference below says what the person sees, from
// the spec and the server's messages alone (server/http/auth.ts, server/http/errors.ts, server/auth/codes.ts).
//
// Six fields and a box filled in every order would give tens of thousands of journeys, so the person's moves are
// few, and each is still one chart event: the form is filled top to bottom with one valid value per field, sent
// empty or once full, and the full form is spoilt one way at a time (a malformed or taken e-mail, a short password,
// the e-mail as password, a mismatched confirmation) and mended again. The links and ways out are taken from the
// empty and the full form only, and VERIFY's from where it opens. In the browser every journey that sends a valid
// form creates an account, which the server rations (registrationsIn below; the spec's budget says how).
import type { AnyMachineSnapshot } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AccountDialogEvent,
  accountDialogMachine,
  type RegisterTextField,
} from '../../src/machines/account-dialog/account-dialog.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { Ok } from '../../src/schemas/api/call'
import { FieldErrors } from '../../src/services/errors'
import { MEMBER, throughSignIn } from './account-dialog.journeys'
import type { Action, FlowDefinition, FlowStart, Journey, Sight } from './journey'
import { MAILED_CODE, WRONG_CODE } from './journey'

/** The person registering. The browser run swaps the e-mail for one of its own (castJourney). */
export const NEWCOMER = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana.newcomer@example.com',
  phone: '312 555 0100',
  password: 'first-secret',
} as const

/** Stand-ins for the codes only the run knows (journey.ts, Resolve): the one last mailed to the newcomer, and not it. */
export { MAILED_CODE, WRONG_CODE }

/** The ways SPEC §5 says a full form is wrong, and the one the server adds (an address already registered). */
const MALFORMED_EMAIL = 'dana@'
const SHORT_PASSWORD = 'abc12'
const OTHER_PASSWORD = 'second-secret'
/** A demo account's address (server/demo/users.ts): the server refuses to register it again. */
const TAKEN_EMAIL = MEMBER.email

/** The server's words (server/http/auth.ts, server/http/errors.ts, server/auth/codes.ts). */
export const EMAIL_TAKEN = 'An account with this e-mail already exists. Sign in, or reset your password.'
export const FIX_FIELDS = 'Please correct the highlighted fields.'
export const CODE_NOT_RIGHT = 'That code is not right. Check the e-mail and try again.'

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const
const LABELS: Record<RegisterTextField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm password',
}
const TERMS = 'I agree to the Terms of service'
const VALID: Record<RegisterTextField, string> = { ...NEWCOMER, confirmPassword: NEWCOMER.password }
const SPOILS: ReadonlyArray<{ field: RegisterTextField; value: string; label: string }> = [
  { field: 'email', value: MALFORMED_EMAIL, label: 'malformed email' },
  { field: 'email', value: TAKEN_EMAIL, label: 'taken email' },
  { field: 'password', value: SHORT_PASSWORD, label: 'short password' },
  { field: 'password', value: NEWCOMER.email, label: 'email as password' },
  { field: 'confirmPassword', value: OTHER_PASSWORD, label: 'mismatched confirmation' },
]

type RegisterEvent =
  | AccountDialogEvent
  | { type: 'xstate.done.actor.register'; output: SessionResponse }
  | { type: 'xstate.error.actor.register'; error: unknown }
  | { type: 'xstate.done.actor.sendVerificationCode'; output: Ok }
  | { type: 'xstate.done.actor.verifyEmail'; output: SessionResponse }
  | { type: 'xstate.error.actor.verifyEmail'; error: unknown }

type ErrorKey = RegisterTextField | 'terms' | 'code'

/** What the person sees: the reference each step is checked against. */
export interface SeenRegistration {
  readonly tab: 'register' | 'signIn' | 'verify' | 'closed'
  readonly form: Readonly<Record<RegisterTextField, string>>
  readonly terms: boolean
  readonly errors: Readonly<Partial<Record<ErrorKey, string>>>
  readonly alert: string | undefined
  /** A call the person waits on: the account being created, or the code being checked. */
  readonly busy: boolean
  /** The field that took the focus (a tab opening, or a refused send); the person's next action moves it. */
  readonly focus: string | undefined
  /** The newcomer's account once created (registering signs in), and whether the e-mail is verified. */
  readonly account: { readonly verified: boolean } | null
  /** A new code is on its way (SPEC §4: SENDING, then SENT). */
  readonly sending: boolean
  readonly code: string
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

/**
 * SPEC §5 Register: names and phone required; e-mail required and valid; password required and at least 6
 * characters; the terms ticked. The rules on the whole form (the password is not the e-mail, the confirmation
 * matches) follow once every field passes its own, so a person meets one kind of message at a time.
 */
function registerErrors(form: SeenRegistration['form'], terms: boolean): SeenRegistration['errors'] {
  const errors: Partial<Record<ErrorKey, string>> = {}
  for (const field of ['firstName', 'lastName', 'phone'] as const)
    if (form[field].trim() === '') errors[field] = 'Required'
  if (form.email.trim() === '') errors.email = 'Required'
  else if (!EMAIL.test(form.email.trim())) errors.email = 'Invalid'
  if (form.password === '') errors.password = 'Required'
  else if (form.password.length < 6) errors.password = 'Must be at least 6 characters'
  if (!terms) errors.terms = 'Required'
  if (Object.keys(errors).length > 0) return errors
  if (form.password.toLowerCase() === form.email.trim().toLowerCase())
    errors.password = 'Must not be your e-mail address'
  if (form.confirmPassword !== form.password) errors.confirmPassword = 'Must match above'
  return errors
}

/** In the order a person meets them on screen, so a refused send puts the focus on the first. */
const ERROR_ORDER: ReadonlyArray<readonly [ErrorKey, string]> = [
  ...FIELDS.map((field) => [field, LABELS[field]] as const),
  ['terms', TERMS],
  ['code', 'Verification code'],
]
const firstInError = (errors: SeenRegistration['errors']) => ERROR_ORDER.find(([key]) => errors[key])?.[1]

const newcomer = (verified: boolean) => ({
  firstName: NEWCOMER.firstName,
  lastName: NEWCOMER.lastName,
  email: NEWCOMER.email,
  isVerified: verified,
})

/** The model's state: the chart's state and everything the person's moves below depend on. */
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.registerDraft,
    s.context.fieldErrors,
    s.context.formError !== undefined,
    s.context.verifyDraft.code,
    s.context.user?.isVerified ?? null,
  ])

/** What a person does in REGISTER (see the top of the file for why so little). */
function registerMoves(s: AnyMachineSnapshot): RegisterEvent[] {
  const draft = s.context.registerDraft as SeenRegistration['form'] & { terms: boolean }
  const clean = Object.keys(s.context.fieldErrors).length === 0 && s.context.formError === undefined
  const firstEmpty = FIELDS.find((field) => draft[field] === '')
  const empty = FIELDS.every((field) => draft[field] === '') && !draft.terms
  const full = firstEmpty === undefined
  const spoilt = FIELDS.filter((field) => draft[field] !== '' && draft[field] !== VALID[field])
  const moves: RegisterEvent[] = []
  if (firstEmpty) moves.push({ type: 'register.change', field: firstEmpty, value: VALID[firstEmpty] })
  // Sent empty, or once full; after the server refused the address, only once it is mended.
  if ((empty || full) && s.context.formError === undefined) moves.push({ type: 'register.submit' })
  if (full && !draft.terms) moves.push({ type: 'register.terms', ticked: true })
  for (const field of spoilt) moves.push({ type: 'register.change', field, value: VALID[field] })
  const wholeAndValid = full && draft.terms && spoilt.length === 0
  if (wholeAndValid && clean)
    for (const { field, value } of SPOILS) moves.push({ type: 'register.change', field, value })
  if ((empty || wholeAndValid) && clean) moves.push({ type: 'tab.signIn' }, { type: 'close' })
  return moves
}

/**
 * What a person does on VERIFY: from where it opens, a wrong code, an empty send, a new code or Skip; the right
 * code once a send was refused; a typed code is sent. (Close does what Skip does; Escape and Close are driven from
 * REGISTER and the sign-in side.)
 */
function verifyMoves(s: AnyMachineSnapshot): RegisterEvent[] {
  const code = s.context.verifyDraft.code as string
  const clean = Object.keys(s.context.fieldErrors).length === 0 && s.context.formError === undefined
  if (!clean) return code === MAILED_CODE ? [] : [{ type: 'verify.change', value: MAILED_CODE }]
  if (code !== '') return [{ type: 'verify.submit' }]
  return [
    { type: 'verify.change', value: WRONG_CODE },
    { type: 'verify.submit' },
    { type: 'verify.resend' },
    { type: 'verify.skip' },
  ]
}

/** The server's refusals as the client reads them (src/services/apiExchange.ts): field messages and a general one. */
const refusal = (fieldErrors: Record<string, string>) => new FieldErrors({ fieldErrors, message: FIX_FIELDS })

const model = new TestModel(accountDialogMachine as never, {
  input: { user: null, tab: 'register' },
  stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
  serializeState,
  // A call in flight gets the answer the server would give; otherwise what a person can do there.
  events: ((s: AnyMachineSnapshot) => {
    if (s.status === 'done') return []
    if (s.matches({ register: 'submitting' }))
      return s.context.registerDraft.email === TAKEN_EMAIL
        ? [{ type: 'xstate.error.actor.register', error: refusal({ email: EMAIL_TAKEN }) }]
        : [{ type: 'xstate.done.actor.register', output: { user: newcomer(false) } }]
    if (s.matches({ verify: { delivery: 'sending' } }))
      return [{ type: 'xstate.done.actor.sendVerificationCode', output: { ok: true } }]
    if (s.matches({ verify: { form: 'submitting' } }))
      return s.context.verifyDraft.code === MAILED_CODE
        ? [{ type: 'xstate.done.actor.verifyEmail', output: { user: newcomer(true) } }]
        : [{ type: 'xstate.error.actor.verifyEmail', error: refusal({ code: CODE_NOT_RIGHT }) }]
    // Back at sign-in, the person only returns: the sign-in side has journeys of its own.
    if (s.matches('signIn')) return [{ type: 'tab.register' }]
    if (s.matches('register')) return registerMoves(s).filter((event) => s.can(event as never))
    if (s.matches('verify')) return verifyMoves(s).filter((event) => s.can(event as never))
    return []
  }) as never,
}) as unknown as FlowStart<SeenRegistration, RegisterEvent>['model']

const visitor: SeenRegistration = {
  tab: 'register',
  form: { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' },
  terms: false,
  errors: {},
  alert: undefined,
  busy: false,
  focus: 'First name',
  account: null,
  sending: false,
  code: '',
}

export type RegisterStart = 'register'

export const accountRegisterFlow: FlowDefinition<RegisterStart, SeenRegistration, RegisterEvent> = {
  starts: {
    register: {
      model,
      serializeState,
      seen: visitor,
      // SIGN_IN's Register link, as a visitor finds it from the bar.
      opening: throughSignIn('Register'),
    },
  },

  label: (event) => {
    switch (event.type) {
      case 'register.change': {
        const spoil = SPOILS.find((s) => s.field === event.field && s.value === event.value)
        return spoil ? spoil.label : LABELS[event.field].toLowerCase()
      }
      case 'register.terms':
        return 'tick terms'
      case 'register.submit':
        return 'create account'
      case 'xstate.done.actor.register':
        return 'registered'
      case 'xstate.error.actor.register':
        return 'refused'
      case 'verify.change':
        return event.value === MAILED_CODE ? 'type code' : 'type wrong code'
      case 'verify.submit':
        return 'verify'
      case 'xstate.done.actor.verifyEmail':
        return 'verified'
      case 'xstate.error.actor.verifyEmail':
        return 'code refused'
      case 'verify.resend':
        return 'new code'
      case 'xstate.done.actor.sendVerificationCode':
        return 'code sent'
      case 'verify.skip':
        return 'skip'
      case 'tab.signIn':
        return 'to sign in'
      case 'tab.register':
        return 'back to register'
      default:
        return event.type
    }
  },

  act(event, before): ReadonlyArray<Action> {
    switch (event.type) {
      case 'register.change':
        return [{ kind: 'fill', label: LABELS[event.field], value: event.value }]
      case 'register.terms':
        return [{ kind: 'check', name: TERMS, checked: event.ticked }]
      case 'register.submit':
        return [{ kind: 'click', name: 'Create account', scope: 'dialog' }]
      case 'tab.signIn':
        return [{ kind: 'click', name: 'Sign in', scope: 'dialog' }]
      case 'tab.register':
        return [{ kind: 'click', name: 'Register', scope: 'dialog' }]
      // Escape from the form (the dialog's cancel), the Close button on VERIFY: both ways out are driven.
      case 'close':
        return before.tab === 'register'
          ? [{ kind: 'press', key: 'Escape' }]
          : [{ kind: 'click', name: 'Close', scope: 'dialog' }]
      case 'verify.change':
        return [{ kind: 'fill', label: 'Verification code', value: event.value }]
      case 'verify.submit':
        return [{ kind: 'click', name: 'Verify', scope: 'dialog' }]
      case 'verify.resend':
        return [{ kind: 'click', name: 'Send a new code', scope: 'dialog' }]
      case 'verify.skip':
        return [{ kind: 'click', name: 'Skip', scope: 'dialog' }]
      case 'xstate.done.actor.register':
      case 'xstate.error.actor.register':
        return [{ kind: 'answer', call: '/user/register' }]
      case 'xstate.done.actor.sendVerificationCode':
        return [{ kind: 'answer', call: '/user/register/code' }]
      case 'xstate.done.actor.verifyEmail':
      case 'xstate.error.actor.verifyEmail':
        return [{ kind: 'answer', call: '/user/register/verify' }]
      default:
        throw new Error(`No person's action for ${event.type}`)
    }
  },

  next(seen, event): SeenRegistration {
    const moved = { alert: undefined, focus: undefined }
    const without = (key: ErrorKey) => {
      const { [key]: _fixed, ...errors } = seen.errors
      return errors
    }
    /** A send the checks refuse: the messages, and the focus on the first field in error (SPEC §5). */
    const refused = (errors: SeenRegistration['errors']) => ({
      ...seen,
      errors,
      alert: undefined,
      focus: firstInError(errors),
    })
    switch (event.type) {
      case 'register.change':
        return { ...seen, form: { ...seen.form, [event.field]: event.value }, errors: without(event.field), ...moved }
      case 'register.terms':
        return { ...seen, terms: event.ticked, errors: without('terms'), ...moved }
      case 'register.submit': {
        const errors = registerErrors(seen.form, seen.terms)
        return Object.keys(errors).length > 0 ? refused(errors) : { ...seen, errors: {}, busy: true, ...moved }
      }
      // The server refuses an address it knows: the message on the field and the general one under the form (SPEC §8).
      case 'xstate.error.actor.register':
        return { ...refused({ email: EMAIL_TAKEN }), busy: false, alert: FIX_FIELDS }
      // Registering signs in and moves on to VERIFY, the code already sent (SPEC §4).
      case 'xstate.done.actor.register':
        return { ...seen, tab: 'verify', busy: false, account: { verified: false }, focus: 'Verification code' }
      // Each tab opens without the last one's messages; the register form keeps what was typed.
      case 'tab.signIn':
        return { ...seen, tab: 'signIn', errors: {}, alert: undefined, focus: 'Email' }
      case 'tab.register':
        return { ...seen, tab: 'register', errors: {}, alert: undefined, focus: 'First name' }
      case 'close':
      case 'verify.skip':
        return { ...seen, tab: 'closed', ...moved }
      case 'verify.change':
        return { ...seen, code: event.value, errors: without('code'), ...moved }
      case 'verify.submit':
        return seen.code === '' ? refused({ code: 'Required' }) : { ...seen, errors: {}, busy: true, ...moved }
      case 'xstate.done.actor.verifyEmail':
        return { ...seen, tab: 'closed', busy: false, account: { verified: true }, ...moved }
      case 'xstate.error.actor.verifyEmail':
        return { ...refused({ code: CODE_NOT_RIGHT }), busy: false, alert: FIX_FIELDS }
      case 'verify.resend':
        return { ...seen, sending: true, ...moved }
      case 'xstate.done.actor.sendVerificationCode':
        return { ...seen, sending: false }
      default:
        return seen
    }
  },

  sees(seen): ReadonlyArray<Sight> {
    const focused: Sight[] = seen.focus ? [{ kind: 'focused', label: seen.focus }] : []
    switch (seen.tab) {
      case 'register':
        return [
          { kind: 'dialog', name: 'Create an account' },
          ...FIELDS.map(
            (field): Sight => ({
              kind: 'field',
              label: LABELS[field],
              value: seen.form[field],
              error: seen.errors[field],
            }),
          ),
          { kind: 'checkbox', name: TERMS, checked: seen.terms, error: seen.errors.terms },
          { kind: 'alert', text: seen.alert },
          seen.busy
            ? { kind: 'button', name: 'Creating account…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: 'Create account', scope: 'dialog', disabled: false },
          { kind: 'button', name: 'Sign in', scope: 'dialog', disabled: seen.busy },
          ...focused,
        ]
      // The sign-in form is its own: nothing typed at REGISTER is in it.
      case 'signIn':
        return [
          { kind: 'dialog', name: 'Sign in' },
          { kind: 'field', label: 'Email', value: '', error: undefined },
          { kind: 'field', label: 'Password', value: '', error: undefined },
          ...focused,
        ]
      case 'verify':
        return [
          { kind: 'dialog', name: 'Verify your e-mail' },
          {
            kind: 'status',
            text: seen.sending
              ? `Sending a code to ${NEWCOMER.email}…`
              : `We sent a six-digit code to ${NEWCOMER.email}. It is valid for 15 minutes.`,
          },
          { kind: 'field', label: 'Verification code', value: seen.code, error: seen.errors.code },
          { kind: 'alert', text: seen.alert },
          seen.busy
            ? { kind: 'button', name: 'Verifying…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: 'Verify', scope: 'dialog', disabled: false },
          { kind: 'button', name: 'Send a new code', scope: 'dialog', disabled: seen.sending },
          ...focused,
        ]
      case 'closed':
        // Signed in by registering, the person lands on My listings (SPEC §4), asked to verify until they have.
        return seen.account
          ? [
              { kind: 'noDialog' },
              {
                kind: 'button',
                name: `Account menu for ${NEWCOMER.firstName} ${NEWCOMER.lastName}`,
                scope: 'nav',
                disabled: false,
              },
              { kind: 'region', name: `Welcome, ${NEWCOMER.firstName}!`, present: true },
              { kind: 'region', name: 'Verify your e-mail address', present: !seen.account.verified },
            ]
          : [{ kind: 'noDialog' }, { kind: 'button', name: 'Sign in', scope: 'nav', disabled: false }]
    }
  },

  transient: (seen) => seen.busy || seen.sending,
}

/**
 * How many accounts the journey asks the server to create: every send of a valid form reaches POST /user/register,
 * and the server counts it against REGISTRATIONS_PER_ADDRESS before it looks the address up (server/http/auth.ts),
 * so a refusal for a taken address counts as much as a new account.
 */
export const registrationsIn = (journey: Journey) =>
  journey.steps.filter((step) => step.state === JSON.stringify({ register: 'submitting' })).length
