// The account dialog (SPEC §2 Account dialog, §4 Account), invoked by the app chart while the dialog is open.
// This issue builds the MENU and SIGN_IN tabs; REGISTER, RESET and VERIFY join them with the account screens.
// - MENU: signed in, the user's name, e-mail and sign-out; signed out, page links plus Sign in and Order now.
// - SIGN_IN: email and password, checked with the shared form schema before sending; server field errors land on
//   the fields and a general error under the form (SPEC §8). The draft survives a failed attempt.
// The dialog ends (a final state) with the session it leaves behind, so the app chart learns of sign-in and
// sign-out without the dialog knowing its parent.
import type { ActorRefFrom } from 'xstate'
import { assign, setup } from 'xstate'
import type { SessionResponse } from '../../schemas/api/auth'
import { emptySignInForm, SignInForm } from '../../schemas/forms/signIn'
import { checkForm } from '../../schemas/forms/validate'
import type { User } from '../../schemas/User'
import type { ApiError } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'

export type AccountTab = 'menu' | 'signIn'

export interface AccountDialogInput {
  /** Who is signed in as the dialog opens. */
  readonly user: User | null
  /** The tab asked for; a signed-in user asking for SIGN_IN gets MENU (SPEC §4). */
  readonly tab: AccountTab
}

export interface AccountDialogContext {
  /** Who is signed in; changes when the dialog signs someone in or out. */
  user: User | null
  /** What the sign-in form holds, kept across failed attempts. */
  draft: SignInForm
  /** Field messages, from the form check or the server. */
  fieldErrors: Readonly<Record<string, string>>
  /** A general error shown under the form. */
  formError?: string
  /** The tab the dialog was opened on. */
  requestedTab: AccountTab
  /** Whether this dialog signed someone in. */
  signedIn: boolean
}

/** What the app chart learns when the dialog closes: the session as the dialog leaves it. */
export interface AccountDialogOutput {
  readonly user: User | null
  /** True when the dialog signed someone in (the app then goes to /my outside app mode). */
  readonly signedIn: boolean
}

export type AccountDialogEvent =
  | { type: 'tab.menu' }
  | { type: 'tab.signIn' }
  | { type: 'field.change'; field: keyof SignInForm; value: string }
  | { type: 'signIn.submit' }
  | { type: 'signOut' }
  | { type: 'close' }
  /** The app's session changed while the dialog is open (another tab, the SSO check, the session confirmation). */
  | { type: 'session.changed'; user: User | null }

const GENERAL_FAILURE = 'Something went wrong. Please check your connection and try again.'

export const accountDialogMachine = setup({
  types: {
    context: {} as AccountDialogContext,
    events: {} as AccountDialogEvent,
    input: {} as AccountDialogInput,
    output: {} as AccountDialogOutput,
    tags: {} as 'busy' | 'signedIn',
  },
  actors: {
    signIn: notProvided<SessionResponse, SignInForm>('signIn'),
    signOut: notProvided<SessionResponse, undefined>('signOut'),
  },
  guards: {
    isSignedIn: ({ context }) => context.user !== null,
    isFormValid: ({ context }) => checkForm(SignInForm, context.draft).ok,
    answeredWithUser: ({ event }) => (event as { output?: SessionResponse }).output?.user != null,
  },
  actions: {
    showFormErrors: assign({
      fieldErrors: ({ context }) => {
        const check = checkForm(SignInForm, context.draft)
        return check.ok ? {} : check.fieldErrors
      },
    }),
    showCallError: assign(({ event }) => describeFailure((event as { error?: unknown }).error)),
  },
}).createMachine({
  id: 'accountDialog',
  context: ({ input }) => ({
    user: input.user,
    draft: emptySignInForm,
    fieldErrors: {},
    requestedTab: input.tab,
    signedIn: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Signed in always opens MENU; signed out, the tab asked for decides (Sign in link → SIGN_IN).',
      always: [
        { guard: 'isSignedIn', target: 'menu' },
        { guard: ({ context }) => context.requestedTab === 'signIn', target: 'signIn' },
        { target: 'menu' },
      ],
    },
    menu: {
      on: {
        'tab.signIn': [{ guard: 'isSignedIn', target: 'menu' }, { target: 'signIn' }],
        signOut: { guard: 'isSignedIn', target: 'signingOut' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'closed', actions: assign({ user: null }) },
        onError: { target: 'menu', actions: 'showCallError' },
      },
    },
    signIn: {
      initial: 'editing',
      on: { 'tab.menu': { target: 'menu' } },
      states: {
        editing: {
          on: {
            'field.change': {
              actions: assign({
                draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
                fieldErrors: ({ context, event }) => withoutKey(context.fieldErrors, event.field),
                formError: undefined,
              }),
            },
            'signIn.submit': [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFormErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: assign({ fieldErrors: {}, formError: undefined }),
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => context.draft,
            onDone: [
              {
                guard: 'answeredWithUser',
                target: '#accountDialog.signedIn',
                actions: assign({ user: ({ event }) => event.output.user, signedIn: true }),
              },
              { target: 'editing', actions: assign({ formError: GENERAL_FAILURE }) },
            ],
            onError: { target: 'editing', actions: 'showCallError' },
          },
        },
      },
    },
    signedIn: { type: 'final', tags: ['signedIn'] },
    closed: { type: 'final' },
  },
  on: {
    close: { target: '.closed' },
    'session.changed': [
      {
        guard: ({ event }) => event.user !== null,
        target: '.menu',
        actions: assign({ user: ({ event }) => event.user }),
      },
      { actions: assign({ user: null }) },
    ],
  },
  output: ({ context }) => ({ user: context.user, signedIn: context.signedIn }),
})

export type AccountDialogActorRef = ActorRefFrom<typeof accountDialogMachine>

function withoutKey(record: Readonly<Record<string, string>>, key: string) {
  const { [key]: _removed, ...rest } = record
  return rest
}

/** A failed call → field errors on the fields and a general message under the form (SPEC §8). */
function describeFailure(error: unknown): Pick<AccountDialogContext, 'fieldErrors' | 'formError'> {
  const failure = error as Partial<ApiError> | undefined
  switch (failure?._tag) {
    case 'FieldErrors':
      return { fieldErrors: failure.fieldErrors ?? {}, formError: failure.message || undefined }
    case 'StatusError':
    case 'Unauthorized':
    case 'NotFound':
      return { fieldErrors: {}, formError: failure.message ?? GENERAL_FAILURE }
    default:
      return { fieldErrors: {}, formError: GENERAL_FAILURE }
  }
}
