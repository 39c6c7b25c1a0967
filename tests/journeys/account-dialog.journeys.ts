// Journeys through the account dialog's sign-in side (SPEC §2 Account dialog, §5 Sign in): the tabs a visitor moves
// between, the sign-in form's own checks, a wrong and a right sign-in, and a member signing out. The chart
// (account-dialog.machine.ts) gives one journey per transition; the reference below says what the person sees, from
// the spec and the demo world alone. Registering and verifying have journeys of their own
// (account-register.journeys.ts), and so has resetting a password (password-reset.journeys.ts); here
// they are entered and left.
import type { AnyMachineSnapshot } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AccountDialogEvent,
  type AccountDialogInput,
  accountDialogMachine,
} from '../../src/machines/account-dialog/account-dialog.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import type { Action, FlowDefinition, FlowStart, JourneyOpening, Sight } from './journey'

/** A demo account (server/demo/users.ts): verified, owns nothing, so nobody else's journey depends on it. */
export const MEMBER = {
  firstName: 'Victor',
  lastName: 'Visitor',
  email: 'visitor@showhome.example',
  isVerified: true,
} as const
export const DEMO_PASSWORD = 'showhome-demo'
/** An address with no account. The browser run makes it unique, so its tries never meet a limit. */
export const STRANGER = 'stranger@example.com'
export const MALFORMED = 'victor@'
/** The server's one answer to a wrong e-mail or password (server/http/auth.ts): it never tells which was wrong. */
export const WRONG_CREDENTIALS = 'The e-mail or password is incorrect.'

/** The account dialog opened from the bar of a marketing page, then one of SIGN_IN's links (Register, Forgot password?). */
export const throughSignIn = (link: string): JourneyOpening => ({
  page: PAGE,
  signedInAs: null,
  actions: [
    { kind: 'click', name: 'Sign in', scope: 'nav' },
    { kind: 'click', name: link, scope: 'dialog' },
  ],
})

type SignInEvent =
  | AccountDialogEvent
  | { type: 'xstate.done.actor.signIn'; output: SessionResponse }
  | { type: 'xstate.error.actor.signIn'; error: unknown }
  | { type: 'xstate.done.actor.signOut'; output: SessionResponse }

/** What the person sees: the reference each step is checked against. */
export interface SeenDialog {
  readonly tab: 'menu' | 'signIn' | 'register' | 'reset' | 'closed'
  readonly signedIn: boolean
  readonly email: string
  readonly password: string
  readonly errors: Readonly<Partial<Record<'email' | 'password', string>>>
  readonly alert: string | undefined
  readonly busy: boolean
  /** The field a refused send put the focus on; the person's next action moves it. */
  readonly focus: 'Email' | 'Password' | undefined
}

/** SPEC §5 Sign in: the e-mail is present and well formed, the password present. */
function signInErrors(email: string, password: string): SeenDialog['errors'] {
  const errors: Partial<Record<'email' | 'password', string>> = {}
  if (email === '') errors.email = 'Required'
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Invalid'
  if (password === '') errors.password = 'Required'
  return errors
}

/** The server's answer to a sign-in, as the demo world has it. */
const signInAnswer = (email: string, password: string): SignInEvent =>
  email === MEMBER.email && password === DEMO_PASSWORD
    ? { type: 'xstate.done.actor.signIn', output: { user: MEMBER } }
    : { type: 'xstate.error.actor.signIn', error: WRONG_CREDENTIALS }

const PERSON_EVENTS: SignInEvent[] = [
  { type: 'field.change', field: 'email', value: MEMBER.email },
  { type: 'field.change', field: 'email', value: STRANGER },
  { type: 'field.change', field: 'email', value: MALFORMED },
  { type: 'field.change', field: 'password', value: DEMO_PASSWORD },
  { type: 'signIn.submit' },
  { type: 'tab.register' },
  { type: 'tab.reset' },
  { type: 'tab.signIn' },
  { type: 'signOut' },
  { type: 'close' },
]

/** The model's state, with just enough of the context to tell apart what the person sees. */
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.signInDraft.email,
    s.context.signInDraft.password !== '',
    Object.keys(s.context.fieldErrors).sort(),
    s.context.formError !== undefined,
  ])

const model = (input: AccountDialogInput) =>
  new TestModel(accountDialogMachine as never, {
    input,
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
    serializeState,
    // A call in flight gets the answer the server would give; otherwise what a person can do there.
    events: ((s: AnyMachineSnapshot) => {
      // The dialog has closed: the journey ends there.
      if (s.status === 'done') return []
      if (s.matches({ signIn: 'submitting' }))
        return [signInAnswer(s.context.signInDraft.email, s.context.signInDraft.password)]
      if (s.matches('signingOut')) return [{ type: 'xstate.done.actor.signOut', output: { user: null } }]
      // Typing what a field already holds changes nothing a browser reports, so it is no event.
      return PERSON_EVENTS.filter(
        (event) =>
          s.can(event as never) &&
          !(event.type === 'field.change' && s.context.signInDraft[event.field] === event.value),
      )
    }) as never,
  }) as unknown as FlowStart<SeenDialog, SignInEvent>['model']

const closedDialog = { errors: {}, alert: undefined, busy: false, focus: undefined } as const
const visitor: SeenDialog = { tab: 'signIn', signedIn: false, email: '', password: '', ...closedDialog }
const member: SeenDialog = { tab: 'menu', signedIn: true, email: '', password: '', ...closedDialog }

/** A page in page mode, whose bar has Sign in (or the account button) on a desktop screen. */
const PAGE = '/product'

export type AccountStart = 'visitor' | 'member'

export const accountDialogFlow: FlowDefinition<AccountStart, SeenDialog, SignInEvent> = {
  starts: {
    visitor: {
      model: model({ user: null, tab: 'signIn' }),
      serializeState,
      seen: visitor,
      opening: { page: PAGE, signedInAs: null, actions: [{ kind: 'click', name: 'Sign in', scope: 'nav' }] },
    },
    member: {
      model: model({ user: MEMBER, tab: 'menu' }),
      serializeState,
      seen: member,
      opening: {
        page: PAGE,
        signedInAs: MEMBER.email,
        actions: [{ kind: 'click', name: `Account menu for ${MEMBER.firstName} ${MEMBER.lastName}`, scope: 'nav' }],
      },
    },
  },

  label: (event) => {
    switch (event.type) {
      case 'field.change':
        return `type ${event.field} ${event.value}`
      case 'xstate.done.actor.signIn':
        return 'signed in'
      case 'xstate.error.actor.signIn':
        return 'refused'
      case 'xstate.done.actor.signOut':
        return 'signed out'
      case 'signIn.submit':
        return 'send'
      default:
        return event.type
    }
  },

  act(event, before): ReadonlyArray<Action> {
    switch (event.type) {
      case 'field.change':
        return [{ kind: 'fill', label: event.field === 'email' ? 'Email' : 'Password', value: event.value }]
      case 'signIn.submit':
        return [{ kind: 'click', name: 'Sign in', scope: 'dialog' }]
      case 'tab.register':
        return [{ kind: 'click', name: 'Register', scope: 'dialog' }]
      case 'tab.reset':
        return [{ kind: 'click', name: 'Forgot password?', scope: 'dialog' }]
      case 'tab.signIn':
        return [{ kind: 'click', name: before.tab === 'reset' ? 'Back to sign in' : 'Sign in', scope: 'dialog' }]
      case 'signOut':
        return [{ kind: 'click', name: 'Sign out', scope: 'dialog' }]
      // Escape from a form (the dialog's cancel), the Close button elsewhere: both ways out are driven.
      case 'close':
        return before.tab === 'signIn'
          ? [{ kind: 'press', key: 'Escape' }]
          : [{ kind: 'click', name: 'Close', scope: 'dialog' }]
      case 'xstate.done.actor.signIn':
      case 'xstate.error.actor.signIn':
        return [{ kind: 'answer', call: '/user/sign-in' }]
      case 'xstate.done.actor.signOut':
        return [{ kind: 'answer', call: '/user/sign-out' }]
      default:
        throw new Error(`No person's action for ${event.type}`)
    }
  },

  next(seen, event): SeenDialog {
    // Every tab opens without the last tab's messages (SPEC §2: each tab starts clean).
    const toTab = (tab: SeenDialog['tab']): SeenDialog => ({ ...seen, tab, ...closedDialog })
    switch (event.type) {
      case 'field.change': {
        const { [event.field]: _fixed, ...errors } = seen.errors
        return { ...seen, [event.field]: event.value, errors, alert: undefined, focus: undefined }
      }
      case 'signIn.submit': {
        const errors = signInErrors(seen.email, seen.password)
        // A refused send puts the focus on the first field in error (SPEC §5).
        const focus = errors.email ? 'Email' : errors.password ? 'Password' : undefined
        return focus
          ? { ...seen, errors, alert: undefined, focus }
          : { ...seen, errors: {}, alert: undefined, busy: true, focus: undefined }
      }
      case 'xstate.done.actor.signIn':
        return { ...toTab('closed'), signedIn: true }
      case 'xstate.error.actor.signIn':
        return { ...seen, busy: false, alert: WRONG_CREDENTIALS }
      case 'tab.register':
        return toTab('register')
      case 'tab.reset':
        return toTab('reset')
      case 'tab.signIn':
        return toTab(seen.signedIn ? 'menu' : 'signIn')
      case 'signOut':
        return { ...seen, busy: true }
      case 'xstate.done.actor.signOut':
        return { ...toTab('closed'), signedIn: false }
      case 'close':
        return toTab('closed')
      default:
        return seen
    }
  },

  sees(seen): ReadonlyArray<Sight> {
    const fullName = `${MEMBER.firstName} ${MEMBER.lastName}`
    switch (seen.tab) {
      case 'closed':
        return [
          { kind: 'noDialog' },
          seen.signedIn
            ? { kind: 'button', name: `Account menu for ${fullName}`, scope: 'nav', disabled: false }
            : { kind: 'button', name: 'Sign in', scope: 'nav', disabled: false },
        ]
      case 'menu':
        return [
          { kind: 'dialog', name: fullName },
          { kind: 'text', text: MEMBER.email },
          { kind: 'button', name: seen.busy ? 'Signing out…' : 'Sign out', scope: 'dialog', disabled: seen.busy },
          { kind: 'alert', text: undefined },
        ]
      case 'signIn':
        return [
          { kind: 'dialog', name: 'Sign in' },
          { kind: 'field', label: 'Email', value: seen.email, error: seen.errors.email },
          { kind: 'field', label: 'Password', value: seen.password, error: seen.errors.password },
          { kind: 'alert', text: seen.alert },
          seen.busy
            ? { kind: 'button', name: 'Signing in…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: 'Sign in', scope: 'dialog', disabled: false },
          ...(seen.focus ? [{ kind: 'focused', label: seen.focus } as const] : []),
        ]
      case 'register':
        return [
          { kind: 'dialog', name: 'Create an account' },
          { kind: 'focused', label: 'First name' },
        ]
      case 'reset':
        // Whatever was typed at sign-in starts the reset.
        return [
          { kind: 'dialog', name: 'Reset your password' },
          { kind: 'field', label: 'Email', value: seen.email, error: undefined },
        ]
    }
  },

  transient: (seen) => seen.busy,
}
