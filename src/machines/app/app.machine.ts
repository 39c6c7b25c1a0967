// The app chart (SPEC §2 Navigation and Account dialog, §3 User and Stored locally, §6 admin elements, §7 SSO):
// the state every page shares. Four parallel regions:
// - session: who is signed in. It starts from the readable authorisation cookie, confirms it with the server, and
//   runs the single sign-on check when the address carried authToken/authOrigin. A failed check leaves the visitor
//   as they were (signed out, for a new visitor) with a visible message.
// - adminElements: the local toggle for admin-only elements (default on), saved locally on every change.
// - unit: the visitor's unit system for areas and floor plans (imperial by default), saved locally on change.
// - modal: which modal the `modal` query parameter opens. The URL is the truth: routes send route.changed, and the
//   chart never writes the address itself.
// - account: whether the account dialog is open; while open it runs the account-dialog child chart. The dialog's
//   code (its chart, forms and effects) is not part of the first page load: the first opening loads it, and a failed
//   load says so and offers to try again.
// Navigation the chart wants (after sign-in outside app mode, to /my) is emitted as a `navigate` event for the
// router to perform.

import { type ActorRefFrom, assign, enqueueActions, fromPromise, raise, sendTo, setup, spawnChild } from 'xstate'
import { type ModalParam, parseModalParam } from '../../domain/modal-param'
import type { NavMode } from '../../domain/navigation'
import { DEFAULT_UNIT_TYPE, type UnitType } from '../../domain/units'
import type { SessionResponse } from '../../schemas/api/auth'
import type { User } from '../../schemas/User'
import type { AccountDialogOutput, AccountTab, accountDialogMachine } from '../account-dialog/account-dialog.machine'
import { notProvided } from '../shared/fromEffect'

export interface SingleSignOn {
  readonly token: string
  readonly origin: string
}

export interface AppInput {
  /** The user the authorisation cookie names, or null. */
  readonly user: User | null
  /** The stored admin-elements toggle. */
  readonly adminElementsEnabled: boolean
  /** The stored unit preference for areas and floor plans (imperial unless the visitor chose metric). */
  readonly unit?: UnitType
  /** The `modal` parameter as the page opened. */
  readonly modal?: string
  /** The page's navigation mode as it opened. */
  readonly mode: NavMode
  /** authToken and authOrigin from the address, when present. */
  readonly sso?: SingleSignOn
  /** Whether the account dialog's code is already there (tests, prerender); the browser loads it on first opening. */
  readonly accountCodeLoaded?: boolean
}

export interface AppContext {
  /** Who is signed in, or null. */
  user: User | null
  /** Admin-only elements are shown (SPEC §6); only matters to users who hold an admin permission. */
  adminElementsEnabled: boolean
  /** Areas and floor plans are shown in this unit system; remembered locally (SPEC §3 Stored locally). */
  unit: UnitType
  /** The open modal, from the address. */
  modal?: ModalParam
  /** App mode or page mode, from the current path. */
  mode: NavMode
  /** The SSO hand-over still to verify. */
  sso?: SingleSignOn
  /** Shown when the SSO check failed, until dismissed. */
  ssoError?: string
  /** The tab the account dialog opens on. */
  accountTab: AccountTab
  /** The account dialog's code has loaded, so opening it is immediate. */
  accountCodeLoaded: boolean
  /** Shown when the account dialog's code could not load, until dismissed or tried again. */
  accountLoadError?: string
}

export type AppEvent =
  | { type: 'route.changed'; modal?: string; mode: NavMode }
  | { type: 'adminElements.toggle' }
  | { type: 'unit.set'; unit: UnitType }
  | { type: 'session.changed'; user: User | null }
  | { type: 'sso.dismiss' }
  | { type: 'account.open'; tab?: AccountTab }
  | { type: 'account.close' }
  | { type: 'account.dismissError' }

export type AppEmitted = { type: 'navigate'; to: string }

export const SSO_FAILED_MESSAGE =
  'We could not sign you in with the link you followed. It may have expired. Please sign in to continue.'

export const ACCOUNT_LOAD_FAILED_MESSAGE =
  'Your account could not be opened: part of the page did not load. Check your connection and try again.'

export const appMachine = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
    emitted: {} as AppEmitted,
    tags: {} as 'signedIn' | 'verifyingSession',
  },
  actors: {
    verifySso: notProvided<SessionResponse, SingleSignOn>('verifySso'),
    confirmSession: notProvided<SessionResponse, undefined>('confirmSession'),
    saveAdminElementsEnabled: notProvided<void, boolean>('saveAdminElementsEnabled'),
    saveUnitPreference: notProvided<void, UnitType>('saveUnitPreference'),
    // The dialog's chart is provided by whoever runs the app chart (src/main.tsx loads it on first opening), so the
    // first page load does not carry its forms and effects.
    accountDialog: notProvided('accountDialog') as unknown as typeof accountDialogMachine,
    /** Loads the account dialog's code; by default it is already there. */
    loadAccountDialog: fromPromise<void>(async () => undefined),
  },
  guards: {
    hasSso: ({ context }) => context.sso !== undefined,
    hasUser: ({ context }) => context.user !== null,
    adminElementsOn: ({ context }) => context.adminElementsEnabled,
    accountCodeLoaded: ({ context }) => context.accountCodeLoaded,
  },
  actions: {
    /** Forwards the user a session call answered with to the open account dialog. */
    tellDialogOfSession: sendTo('accountDialog', ({ event }) => ({
      type: 'session.changed' as const,
      user: (event as unknown as { output: SessionResponse }).output.user,
    })),
    saveAdminElements: spawnChild('saveAdminElementsEnabled', {
      input: ({ context }) => context.adminElementsEnabled,
    }),
    saveUnit: spawnChild('saveUnitPreference', { input: ({ context }) => context.unit }),
  },
}).createMachine({
  id: 'app',
  type: 'parallel',
  context: ({ input }) => ({
    user: input.user,
    adminElementsEnabled: input.adminElementsEnabled,
    unit: input.unit ?? DEFAULT_UNIT_TYPE,
    mode: input.mode,
    accountTab: 'menu',
    accountCodeLoaded: input.accountCodeLoaded ?? true,
    ...(input.sso ? { sso: input.sso } : {}),
    ...withModal(input.modal),
  }),
  on: {
    'unit.set': { actions: [assign({ unit: ({ event }) => event.unit }), 'saveUnit'] },
  },
  states: {
    session: {
      initial: 'starting',
      on: {
        'session.changed': [
          {
            guard: ({ event }) => event.user !== null,
            target: '.signedIn.confirmed',
            actions: assign({ user: ({ event }) => event.user }),
          },
          { target: '.signedOut', actions: assign({ user: null }) },
        ],
        'sso.dismiss': { actions: assign({ ssoError: undefined }) },
      },
      states: {
        starting: {
          always: [
            { guard: 'hasSso', target: 'verifyingSso' },
            { guard: 'hasUser', target: 'signedIn' },
            { target: 'signedOut' },
          ],
        },
        verifyingSso: {
          tags: ['verifyingSession'],
          description: 'authToken/authOrigin were in the address: one verification, whatever its outcome.',
          invoke: {
            id: 'verifySso',
            src: 'verifySso',
            input: ({ context }) => context.sso as SingleSignOn,
            onDone: [
              {
                guard: ({ event }) => event.output.user !== null,
                target: 'signedIn.confirmed',
                actions: assign({ user: ({ event }) => event.output.user, sso: undefined }),
              },
              { target: 'afterFailedSso', actions: assign({ sso: undefined, ssoError: SSO_FAILED_MESSAGE }) },
            ],
            onError: { target: 'afterFailedSso', actions: assign({ sso: undefined, ssoError: SSO_FAILED_MESSAGE }) },
          },
        },
        afterFailedSso: {
          description: 'The hand-over failed; whoever the cookie names (often nobody) stays signed in.',
          always: [{ guard: 'hasUser', target: 'signedIn' }, { target: 'signedOut' }],
        },
        signedIn: {
          tags: ['signedIn'],
          initial: 'confirming',
          states: {
            confirming: {
              description: 'The readable cookie may outlive its session (signed out elsewhere, expired): ask once.',
              invoke: {
                id: 'confirmSession',
                src: 'confirmSession',
                onDone: [
                  {
                    guard: ({ event }) => event.output.user === null,
                    target: '#app.session.signedOut',
                    actions: assign({ user: null }),
                  },
                  { target: 'confirmed', actions: assign({ user: ({ event }) => event.output.user }) },
                ],
                // Offline or the auth service is down: trust the cookie for now rather than sign anyone out.
                onError: { target: 'confirmed' },
              },
            },
            confirmed: {},
          },
        },
        signedOut: {},
      },
    },
    adminElements: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'adminElementsOn', target: 'on' }, { target: 'off' }] },
        on: {
          on: {
            'adminElements.toggle': {
              target: 'off',
              actions: [assign({ adminElementsEnabled: false }), 'saveAdminElements'],
            },
          },
        },
        off: {
          on: {
            'adminElements.toggle': {
              target: 'on',
              actions: [assign({ adminElementsEnabled: true }), 'saveAdminElements'],
            },
          },
        },
      },
    },
    modal: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: ({ context }) => context.modal?.kind === 'share', target: 'share' },
            { guard: ({ context }) => context.modal?.kind === 'reschedule', target: 'reschedule' },
            { guard: ({ context }) => context.modal?.kind === 'cancel', target: 'cancel' },
            { target: 'none' },
          ],
        },
        none: {},
        share: {},
        reschedule: {},
        cancel: {},
      },
      // The one handler of route.changed (a parallel chart runs only the deepest handler of an event), so it
      // records the navigation mode as well as the modal.
      on: {
        'route.changed': {
          target: '.deciding',
          actions: assign(({ event }) => ({ mode: event.mode, ...withModal(event.modal) })),
        },
      },
    },
    account: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'account.open': [
              {
                guard: 'accountCodeLoaded',
                target: 'open',
                actions: assign({ accountTab: ({ event }) => event.tab ?? 'menu', accountLoadError: undefined }),
              },
              {
                target: 'loading',
                actions: assign({ accountTab: ({ event }) => event.tab ?? 'menu', accountLoadError: undefined }),
              },
            ],
            'account.dismissError': { actions: assign({ accountLoadError: undefined }) },
          },
        },
        loading: {
          description: "The first opening loads the dialog's code; closing meanwhile cancels the opening.",
          invoke: {
            id: 'loadAccountDialog',
            src: 'loadAccountDialog',
            onDone: { target: 'open', actions: assign({ accountCodeLoaded: true }) },
            onError: { target: 'closed', actions: assign({ accountLoadError: ACCOUNT_LOAD_FAILED_MESSAGE }) },
          },
          on: { 'account.close': { target: 'closed' } },
        },
        open: {
          invoke: {
            id: 'accountDialog',
            src: 'accountDialog',
            input: ({ context }) => ({ user: context.user, tab: context.accountTab }),
            // Registering signs the new user in while the dialog stays open (on VERIFY): the dialog's session is
            // watched, and a change the app has not heard of becomes a session change.
            onSnapshot: {
              guard: ({ context, event }) => !sameSession(context.user, event.snapshot.context.user),
              actions: raise(({ event }) => ({ type: 'session.changed' as const, user: event.snapshot.context.user })),
            },
            onDone: {
              target: 'closed',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const output = event.output as AccountDialogOutput
                enqueue.raise({ type: 'session.changed', user: output.user })
                // SPEC §4: after sign-in the dialog closes and, outside app mode, the app goes to /my.
                if (output.signedIn && context.mode === 'page') enqueue.emit({ type: 'navigate', to: '/my' })
              }),
            },
          },
          description: 'The dialog shows whoever is signed in now, so it hears of every change to the session.',
          on: {
            'account.close': { target: 'closed' },
            'session.changed': { actions: sendTo('accountDialog', ({ event }) => event) },
            'xstate.done.actor.verifySso': { actions: 'tellDialogOfSession' },
            'xstate.done.actor.confirmSession': { actions: 'tellDialogOfSession' },
          },
        },
      },
    },
  },
})

export type AppActorRef = ActorRefFrom<typeof appMachine>

/** `modal` is a parsed value or absent (exactOptionalPropertyTypes-friendly spreading). */
function withModal(text: string | undefined): { modal: ModalParam | undefined } {
  return { modal: parseModalParam(text) }
}

/** Whether two descriptions of the session say the same (the dialog's copy of the user is not the app's object). */
function sameSession(a: User | null, b: User | null): boolean {
  if (a === null || b === null) return a === b
  return (
    a.email === b.email && a.isVerified === b.isVerified && a.firstName === b.firstName && a.lastName === b.lastName
  )
}

/** For tests and the composition root: a no-op save, when nothing should persist. */
export const ignoreAdminElementsSave = fromPromise<void, boolean>(async () => {})
