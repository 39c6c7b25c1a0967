// Model-based test: every shortest path through the account-dialog chart drives the real view (AccountDialogPanel),
// each state checked in the DOM. Three models keep to what the view can show: MENU and SIGN_IN with the links between
// tabs (and one whole password reset); REGISTER up to VERIFY; VERIFY with its send status (the reset steps: see
// account-dialog.reset.paths.test.tsx). The stubbed calls are settled by hand (tests/support/account-dialog-paths).
// Each state is checked against what the test keeps itself, never the chart's context: what it typed, the messages
// its own reading of SPEC §5 gives a submit, the stubs' answers, who the view shows, what a parent is handed at the end.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestPath } from 'xstate/graph'
import { type RegisterDraft, VERIFY_SEND_FAILED } from '../../src/machines/account-dialog/account-dialog.machine'
import { StatusError } from '../../src/services/errors'
import {
  account,
  click,
  completeReset,
  type DialogSnapshot,
  dana,
  describedBy,
  expectFields,
  expectFormError,
  GENERAL,
  isDisabled,
  type ModelEvent,
  model,
  mount,
  olive,
  REGISTER_FIELDS,
  registerErrors,
  registerEvents,
  required,
  settleEvents,
  signInEvents,
  type,
  uma,
  verifyEvents,
  without,
} from '../support/account-dialog-paths'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { byStateValue, recordPaths } from '../support/recorded-paths'

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

beforeAll(installDialogPolyfill)
afterEach(cleanup)

// ---- MENU, SIGN_IN and the links between tabs. -------------------------------------------------------------------

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
        const mine = account({ email: '', password: '' })
        let user: typeof olive | null = input.user
        let onReset = false
        const toSignIn = () => {
          mine.errors = {}
          mine.formError = undefined
        }
        await path.test({
          states: {
            menu: () => {
              expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(user ? 'Olive Owner' : 'Menu')
              expect(screen.queryByLabelText('Password')).toBeNull()
              // Olive's e-mail is verified: nothing to verify.
              expect(screen.queryByRole('button', { name: 'Verify your e-mail' })).toBeNull()
              expectFormError(mine.formError)
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
                mine.draft,
                mine.errors,
              )
              expectFormError(mine.formError)
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
              expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(mine.draft.email)
            },
            'reset.complete': () => {
              expect(screen.getByRole('heading', { name: 'Password changed' })).toBeTruthy()
              expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeTruthy()
              // The reset's address is sign-in's now: back on SIGN_IN it fills Email, the password empty.
              expect(mine.draft).toEqual({ email: olive.email, password: '' })
            },
            signedIn: () => {
              expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Olive Owner')
              expect(sut.received).toEqual([{ user: olive, signedIn: true }])
            },
            closed: () => {
              expect(sut.received).toEqual([{ user, signedIn: false }])
            },
          },
          events: {
            'tab.signIn': () => {
              if (!user) toSignIn()
              click(onReset ? 'Back to sign in' : 'Sign in')
              onReset = false
            },
            // No control leads from SIGN_IN to MENU; the chart allows it for the app's sake.
            'tab.menu': () => act(() => sut.dialog.send({ type: 'tab.menu' })),
            'tab.register': () => click('Register'),
            'tab.reset': () => {
              onReset = true
              click('Forgot password?')
            },
            'field.change': ({ event }: { event: ModelEvent }) => {
              const { field, value } = event as Extract<ModelEvent, { type: 'field.change' }>
              mine.draft[field] = value
              mine.errors = without(mine.errors, field)
              mine.formError = undefined
              type(field === 'email' ? 'Email' : 'Password', value)
            },
            'signIn.submit': () => {
              mine.errors = required(mine.draft, ['email', 'password'])
              mine.formError = undefined
              click('Sign in')
            },
            signOut: () => click('Sign out'),
            close: () => click('Close'),
            'xstate.done.actor.passwordReset': async () => {
              await completeReset(sut)
              mine.draft = { email: olive.email, password: '' }
            },
            ...settleEvents(
              () => sut,
              (event) => {
                if (event.type === 'xstate.done.actor.signIn') user = olive
                if (event.type === 'xstate.done.actor.signOut') user = null
                if (event.type === 'xstate.error.actor.signIn') mine.errors = { password: 'Incorrect password' }
                if (event.type === 'xstate.error.actor.signOut') Object.assign(mine, { errors: {}, formError: GENERAL })
              },
            ),
          } as never,
        })
      })
    }
  })
}

// ---- REGISTER, up to VERIFY. -------------------------------------------------------------------------------------

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
      const blank = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' }
      const mine = account<RegisterDraft>({ ...blank, terms: false })
      let user: typeof dana | null = null
      let sent = 0
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
            expectFields(REGISTER_FIELDS, mine.draft, mine.errors)
            const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms of service' }) as HTMLInputElement
            expect(terms.checked).toBe(mine.draft.terms)
            expect(describedBy(terms)).toBe(mine.errors.terms)
            expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/legal/terms')
            expectFormError(mine.formError)
            // The client's checks never let an invalid form reach the server: only the valid submits were sent.
            expect(sut.register.calls).toHaveLength(sent)
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
            expect(user).toEqual(dana)
            expect(document.activeElement).toBe(screen.getByLabelText('Verification code'))
          },
          'signIn.editing': () => {
            expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
          },
          closed: () => {
            // Closing VERIFY after registering leaves the new user signed in: that is what the host is handed.
            expect(sut.received).toEqual([{ user, signedIn: user !== null }])
          },
        },
        events: {
          'register.change': ({ event }: { event: ModelEvent }) => {
            lastWasSubmit = false
            const { field, value } = event as Extract<ModelEvent, { type: 'register.change' }>
            mine.draft[field] = value
            mine.errors = without(mine.errors, field)
            mine.formError = undefined
            type(REGISTER_FIELDS.find(([f]) => f === field)?.[1] as string, value)
          },
          'register.terms': () => {
            lastWasSubmit = false
            mine.draft.terms = !mine.draft.terms
            mine.errors = without(mine.errors, 'terms')
            mine.formError = undefined
            act(() => {
              fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of service' }))
            })
          },
          'register.submit': () => {
            lastWasSubmit = true
            mine.errors = registerErrors(mine.draft)
            mine.formError = undefined
            if (Object.keys(mine.errors).length === 0) sent += 1
            click('Create account')
          },
          'tab.signIn': () => click('Sign in'),
          close: () => click('Close'),
          ...settleEvents(
            () => sut,
            (event) => {
              if (event.type === 'xstate.done.actor.register') user = event.output.user as typeof dana | null
              if (event.type === 'xstate.done.actor.register' && !user) mine.formError = GENERAL
              if (event.type !== 'xstate.error.actor.register') return
              if (event.error instanceof StatusError) mine.formError = 'Too many attempts.'
              else mine.errors = { email: 'An account with this e-mail already exists.' }
            },
          ),
        } as never,
      })
    })
  }
})

// ---- VERIFY, opened by a signed-in user whose e-mail is not verified. --------------------------------------------

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
        const mine = account({ code: '' })
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
              expectFields([['code', 'Verification code']], mine.draft, mine.errors)
              if (mine.formError) expect(screen.getByText(mine.formError)).toBeTruthy()
            },
            'verify.form.submitting': () => {
              expect(isDisabled('Verifying…')).toBe(true)
              expect(sut.verifyEmail.calls.at(-1)).toEqual({ code: '123456' })
            },
            verified: () => {
              expect(sut.received).toEqual([{ user: { ...uma, isVerified: true }, signedIn: false }])
            },
            closed: () => {
              expect(sut.received).toEqual([{ user: uma, signedIn: false }])
            },
          },
          events: {
            'tab.verify': () => click('Verify your e-mail'),
            'verify.change': ({ event }: { event: ModelEvent }) => {
              mine.draft.code = (event as { value: string }).value
              mine.errors = {}
              mine.formError = undefined
              return type('Verification code', mine.draft.code)
            },
            'verify.submit': () => {
              mine.errors = required(mine.draft, ['code'])
              mine.formError = undefined
              click('Verify')
            },
            'verify.resend': () => click('Send a new code'),
            'verify.skip': () => click('Skip'),
            close: () => click('Close'),
            ...settleEvents(
              () => sut,
              (event) => {
                if (event.type !== 'xstate.error.actor.verifyEmail') return
                if (event.error instanceof StatusError) mine.formError = 'Please sign in first.'
                else mine.errors = { code: 'That code is not right. Check the e-mail and try again.' }
              },
            ),
          } as never,
        })
      })
    }
  })
}
