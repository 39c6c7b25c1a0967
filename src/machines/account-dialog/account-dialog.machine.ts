// The account dialog (SPEC §2 Account dialog, §4 Account, §5, §8), invoked by the app chart while the dialog is
// open. Five tabs:
// - MENU: signed in, the user's name, e-mail, sign-out and (unverified) 'Verify your e-mail'; signed out, page links
//   plus Sign in and Order now.
// - SIGN_IN: email and password, a 'Forgot password?' link (→ RESET) and a 'Register' link (→ REGISTER).
// - REGISTER: names, e-mail, phone, password twice and the terms box, checked with the shared RegisterForm before
//   sending. The server signs the new user in (unverified) and e-mails a code, so the dialog moves on to VERIFY.
// - VERIFY: the e-mailed code. Two regions: `delivery` is the send status (SENDING → SENT or ERROR, 'Send a new
//   code' sends again) and `form` the code form. Verifying ends the dialog with the verified user; Skip closes it.
// - RESET: the password-reset child chart (steps EMAIL, CODE, PASSWORD); when it ends, the done step links back to
//   SIGN_IN with the address filled in.
// Every form checks with its shared schema before sending; server field errors land on the fields and a general
// error under the form (SPEC §8); drafts survive failures and tab changes. A signed-in user asking for SIGN_IN or
// REGISTER gets MENU (SPEC §4).
// The dialog never knows its parent. It ends (a final state) with the session it leaves behind; while it is open,
// its `user` is the session it knows of, which the app chart watches (registration signs in without closing).
import type { ActorRefFrom } from 'xstate'
import { assign, setup } from 'xstate'
import type { RegisterRequest, SessionResponse } from '../../schemas/api/auth'
import type { Ok } from '../../schemas/api/call'
import { emptyRegisterForm, RegisterForm, toRegisterRequest } from '../../schemas/forms/register'
import { emptySignInForm, SignInForm } from '../../schemas/forms/signIn'
import { checkForm } from '../../schemas/forms/validate'
import { emptyVerifyForm, VerifyForm } from '../../schemas/forms/verify'
import type { User } from '../../schemas/User'
import { passwordResetMachine } from '../password-reset/password-reset.machine'
import { notProvided } from '../shared/fromEffect'
import { describeFailure, type FormErrors, GENERAL_FAILURE, withoutKey } from './form-errors'

export type AccountTab = 'menu' | 'signIn' | 'register' | 'reset' | 'verify'

export interface AccountDialogInput {
  /** Who is signed in as the dialog opens. */
  readonly user: User | null
  /**
   * The tab asked for. A signed-in user asking for SIGN_IN or REGISTER gets MENU (SPEC §4); VERIFY needs a signed-in
   * user whose e-mail is not yet verified, and gives MENU otherwise.
   */
  readonly tab: AccountTab
}

export type RegisterDraft = typeof RegisterForm.Encoded
export type RegisterTextField = Exclude<keyof RegisterDraft, 'terms'>
export type VerifyDraft = typeof VerifyForm.Encoded

export interface AccountDialogContext extends FormErrors {
  /** Who is signed in; changes when the dialog signs someone in, registers, verifies or signs out. */
  user: User | null
  /** What the sign-in form holds, kept across failed attempts. */
  signInDraft: SignInForm
  /** What the registration form holds, kept across failed attempts. */
  registerDraft: RegisterDraft
  /** What the verification form holds. */
  verifyDraft: VerifyDraft
  /** The tab the dialog was opened on. */
  requestedTab: AccountTab
  /** Whether this dialog signed someone in (sign-in or registration). */
  signedIn: boolean
  /** The registration already e-mailed a code, so VERIFY opens as SENT instead of sending another. */
  codeSent: boolean
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
  | { type: 'tab.register' }
  | { type: 'tab.reset' }
  | { type: 'tab.verify' }
  /** A sign-in field. */
  | { type: 'field.change'; field: keyof SignInForm; value: string }
  | { type: 'signIn.submit' }
  | { type: 'register.change'; field: RegisterTextField; value: string }
  | { type: 'register.terms'; ticked: boolean }
  | { type: 'register.submit' }
  | { type: 'verify.change'; value: string }
  | { type: 'verify.submit' }
  /** 'Send a new code'. */
  | { type: 'verify.resend' }
  | { type: 'verify.skip' }
  | { type: 'signOut' }
  | { type: 'close' }
  /** The app's session changed while the dialog is open (another tab, the SSO check, the session confirmation). */
  | { type: 'session.changed'; user: User | null }

/** The send-status message of VERIFY when the code could not be sent (SPEC §8). */
export const VERIFY_SEND_FAILED = 'Failed to send a verification code.'

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
    register: notProvided<SessionResponse, RegisterRequest>('register'),
    sendVerificationCode: notProvided<Ok, undefined>('sendVerificationCode'),
    verifyEmail: notProvided<SessionResponse, typeof VerifyForm.Type>('verifyEmail'),
    passwordReset: passwordResetMachine,
  },
  guards: {
    isSignedIn: ({ context }) => context.user !== null,
    canVerify: ({ context }) => context.user !== null && !context.user.isVerified,
    isSignInValid: ({ context }) => checkForm(SignInForm, context.signInDraft).ok,
    isRegisterValid: ({ context }) => checkForm(RegisterForm, context.registerDraft).ok,
    isVerifyValid: ({ context }) => checkForm(VerifyForm, context.verifyDraft).ok,
    answeredWithUser: ({ event }) => (event as { output?: SessionResponse }).output?.user != null,
    codeAlreadySent: ({ context }) => context.codeSent,
    /** The same person (or still nobody): the session changed in detail only, e.g. the app echoing a registration. */
    isSamePerson: ({ context, event }) => {
      const next = (event as { user: User | null }).user
      return next === null ? context.user === null : next.email === context.user?.email
    },
  },
  actions: {
    clearErrors: assign({ fieldErrors: {}, formError: undefined }),
    showSignInErrors: assign({
      fieldErrors: ({ context }) => formErrors(SignInForm, context.signInDraft),
      formError: undefined,
    }),
    showRegisterErrors: assign({
      fieldErrors: ({ context }) => formErrors(RegisterForm, context.registerDraft),
      formError: undefined,
    }),
    showVerifyErrors: assign({
      fieldErrors: ({ context }) => formErrors(VerifyForm, context.verifyDraft),
      formError: undefined,
    }),
    showCallError: assign(({ event }) => describeFailure((event as { error?: unknown }).error)),
    takeAnsweredUser: assign({ user: ({ event }) => (event as unknown as { output: SessionResponse }).output.user }),
  },
}).createMachine({
  id: 'accountDialog',
  context: ({ input }) => ({
    user: input.user,
    signInDraft: emptySignInForm,
    registerDraft: emptyRegisterForm,
    verifyDraft: emptyVerifyForm,
    fieldErrors: {},
    requestedTab: input.tab,
    signedIn: false,
    codeSent: false,
  }),
  initial: 'opening',
  states: {
    opening: {
      description:
        'Signed in opens MENU (or VERIFY when asked for and unverified); signed out, the tab asked for decides.',
      always: [
        {
          guard: ({ context }) => context.requestedTab === 'verify' && context.user?.isVerified === false,
          target: 'verify',
        },
        { guard: 'isSignedIn', target: 'menu' },
        { guard: ({ context }) => context.requestedTab === 'signIn', target: 'signIn' },
        { guard: ({ context }) => context.requestedTab === 'register', target: 'register' },
        { guard: ({ context }) => context.requestedTab === 'reset', target: 'reset' },
        { target: 'menu' },
      ],
    },
    menu: {
      on: {
        'tab.signIn': [{ guard: 'isSignedIn', target: 'menu' }, { target: 'signIn' }],
        'tab.verify': { guard: 'canVerify', target: 'verify' },
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
      entry: 'clearErrors',
      states: {
        editing: {
          on: {
            'tab.menu': { target: '#accountDialog.menu' },
            'tab.register': { target: '#accountDialog.register' },
            'tab.reset': { target: '#accountDialog.reset' },
            'field.change': {
              actions: assign({
                signInDraft: ({ context, event }) => ({ ...context.signInDraft, [event.field]: event.value }),
                fieldErrors: ({ context, event }) => withoutKey(context.fieldErrors, event.field),
                formError: undefined,
              }),
            },
            'signIn.submit': [{ guard: 'isSignInValid', target: 'submitting' }, { actions: 'showSignInErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearErrors',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }) => context.signInDraft,
            onDone: [
              {
                guard: 'answeredWithUser',
                target: '#accountDialog.signedIn',
                actions: ['takeAnsweredUser', assign({ signedIn: true })],
              },
              { target: 'editing', actions: assign({ formError: GENERAL_FAILURE }) },
            ],
            onError: { target: 'editing', actions: 'showCallError' },
          },
        },
      },
    },
    register: {
      initial: 'editing',
      entry: 'clearErrors',
      states: {
        editing: {
          on: {
            'tab.menu': { target: '#accountDialog.menu' },
            'tab.signIn': { target: '#accountDialog.signIn' },
            'register.change': {
              actions: assign({
                registerDraft: ({ context, event }) => ({ ...context.registerDraft, [event.field]: event.value }),
                fieldErrors: ({ context, event }) => withoutKey(context.fieldErrors, event.field),
                formError: undefined,
              }),
            },
            'register.terms': {
              actions: assign({
                registerDraft: ({ context, event }) => ({ ...context.registerDraft, terms: event.ticked }),
                fieldErrors: ({ context }) => withoutKey(context.fieldErrors, 'terms'),
                formError: undefined,
              }),
            },
            'register.submit': [{ guard: 'isRegisterValid', target: 'submitting' }, { actions: 'showRegisterErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          entry: 'clearErrors',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => toRegisterRequest(validForm(RegisterForm, context.registerDraft)),
            onDone: [
              {
                guard: 'answeredWithUser',
                target: '#accountDialog.verify',
                actions: ['takeAnsweredUser', assign({ signedIn: true, codeSent: true })],
              },
              { target: 'editing', actions: assign({ formError: GENERAL_FAILURE }) },
            ],
            onError: { target: 'editing', actions: 'showCallError' },
          },
        },
      },
    },
    verify: {
      type: 'parallel',
      entry: 'clearErrors',
      exit: assign({ codeSent: false }),
      on: {
        'verify.skip': { target: 'closed' },
      },
      states: {
        delivery: {
          description: 'The send status of SPEC §4: SENDING, then SENT or ERROR.',
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'codeAlreadySent', target: 'sent' }, { target: 'sending' }] },
            sending: {
              invoke: {
                id: 'sendVerificationCode',
                src: 'sendVerificationCode',
                onDone: { target: 'sent' },
                onError: { target: 'error' },
              },
            },
            sent: { on: { 'verify.resend': { target: 'sending' } } },
            error: { on: { 'verify.resend': { target: 'sending' } } },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'verify.change': {
                  actions: assign({
                    verifyDraft: ({ event }) => ({ code: event.value }),
                    fieldErrors: ({ context }) => withoutKey(context.fieldErrors, 'code'),
                    formError: undefined,
                  }),
                },
                'verify.submit': [{ guard: 'isVerifyValid', target: 'submitting' }, { actions: 'showVerifyErrors' }],
              },
            },
            submitting: {
              tags: ['busy'],
              entry: 'clearErrors',
              invoke: {
                id: 'verifyEmail',
                src: 'verifyEmail',
                input: ({ context }) => validForm(VerifyForm, context.verifyDraft),
                onDone: [
                  { guard: 'answeredWithUser', target: '#accountDialog.verified', actions: 'takeAnsweredUser' },
                  { target: 'editing', actions: assign({ formError: GENERAL_FAILURE }) },
                ],
                onError: { target: 'editing', actions: 'showCallError' },
              },
            },
          },
        },
      },
    },
    reset: {
      initial: 'running',
      entry: 'clearErrors',
      on: {
        'tab.signIn': [{ guard: 'isSignedIn', target: 'menu' }, { target: 'signIn' }],
        'tab.menu': { target: 'menu' },
      },
      states: {
        running: {
          description: 'Steps EMAIL, CODE and PASSWORD run in the password-reset child chart.',
          invoke: {
            id: 'passwordReset',
            src: 'passwordReset',
            input: ({ context }) => ({ email: context.signInDraft.email }),
            onDone: {
              target: 'complete',
              // Back at sign-in the address is filled in and the old password gone.
              actions: assign({ signInDraft: ({ event }) => ({ email: event.output.email, password: '' }) }),
            },
          },
        },
        complete: { description: 'Step COMPLETE: the password is changed; a link leads back to sign in.' },
      },
    },
    signedIn: { type: 'final', tags: ['signedIn'] },
    verified: { type: 'final' },
    closed: { type: 'final' },
  },
  on: {
    close: { target: '.closed' },
    'session.changed': [
      // The same person, or still nobody: keep the tab (VERIFY after registering hears its own sign-in back).
      { guard: 'isSamePerson', actions: assign({ user: ({ event }) => event.user }) },
      { target: '.menu', actions: assign({ user: ({ event }) => event.user }) },
    ],
  },
  output: ({ context }) => ({ user: context.user, signedIn: context.signedIn }),
})

export type AccountDialogActorRef = ActorRefFrom<typeof accountDialogMachine>

/** The checked form's messages, or none. */
function formErrors<S extends Parameters<typeof checkForm>[0]>(schema: S, values: unknown) {
  const check = checkForm(schema, values)
  return check.ok ? {} : check.fieldErrors
}

/** The decoded form; only called where the form's guard has just passed. */
function validForm<S extends Parameters<typeof checkForm>[0]>(schema: S, values: unknown): S['Type'] {
  const check = checkForm(schema, values)
  if (!check.ok) throw new Error('A form was sent without passing its checks.')
  return check.value
}
