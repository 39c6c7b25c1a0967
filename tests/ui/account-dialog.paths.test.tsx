// Model-based test: every shortest path through the account-dialog chart drives the real view (AccountDialogPanel),
// and each state the path reaches is checked in the DOM. The chart invokes actors, so the test lists their
// internal done/error events; the stubs are settled by hand when the path says so.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AccountDialogEvent,
  type AccountDialogInput,
  accountDialogMachine,
} from '../../src/machines/account-dialog/account-dialog.machine'
import { appMachine } from '../../src/machines/app/app.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import { FieldErrors, Unreachable } from '../../src/services/errors'
import { AccountDialogPanel } from '../../src/ui/features/account-dialog/AccountDialog'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }

type ModelEvent =
  | AccountDialogEvent
  | { type: 'xstate.done.actor.signIn'; output: SessionResponse }
  | { type: 'xstate.error.actor.signIn'; error: unknown }
  | { type: 'xstate.done.actor.signOut'; output: SessionResponse }
  | { type: 'xstate.error.actor.signOut'; error: unknown }

const events: ModelEvent[] = [
  { type: 'tab.signIn' },
  { type: 'tab.menu' },
  { type: 'field.change', field: 'email', value: olive.email },
  { type: 'field.change', field: 'password', value: 'showhome-demo' },
  { type: 'signIn.submit' },
  { type: 'signOut' },
  { type: 'close' },
  { type: 'xstate.done.actor.signIn', output: { user: olive } },
  { type: 'xstate.error.actor.signIn', error: new FieldErrors({ fieldErrors: { password: 'Incorrect password' } }) },
  { type: 'xstate.done.actor.signOut', output: { user: null } },
  { type: 'xstate.error.actor.signOut', error: new Unreachable({ message: 'offline' }) },
]

const modelFor = (input: AccountDialogInput) =>
  new TestModel(accountDialogMachine, {
    input,
    // Without this, TestModel matches only a '*' key and silently skips every state assertion.
    stateMatcher: (snapshot, key) => snapshot.matches(key as never),
    events: events as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.draft.email !== '',
        s.context.draft.password !== '',
        Object.keys(s.context.fieldErrors).length > 0,
        s.context.formError !== undefined,
      ]),
  })

async function mount(input: AccountDialogInput) {
  const signIn = deferred<SessionResponse>()
  const signOut = deferred<SessionResponse>()
  const dialog = createActor(
    accountDialogMachine.provide({ actors: { signIn: signIn.logic, signOut: signOut.logic } }),
    { input },
  ).start()
  const app = createActor(appMachine, { input: { user: input.user, adminElementsEnabled: true, mode: 'page' } })
  await renderInRouter(() => <AccountDialogPanel app={app} dialog={dialog} />)
  return { dialog, signIn, signOut }
}

const click = (name: string | RegExp) =>
  act(() => {
    fireEvent.click(screen.getByRole('button', { name }))
  })

/** The message a field's aria-describedby points at, as a screen reader announces it. */
const describedBy = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? (document.getElementById(id)?.textContent ?? undefined) : undefined
}

beforeAll(installDialogPolyfill)
afterEach(cleanup)

for (const [label, input] of [
  ['signed out, opened from Sign in', { user: null, tab: 'signIn' }],
  ['signed out, opened from the menu', { user: null, tab: 'menu' }],
  ['signed in', { user: olive, tab: 'menu' }],
] as const) {
  describe(`account dialog, ${label}: every shortest path in the view`, () => {
    for (const path of modelFor(input).getShortestPaths()) {
      it(path.description, async () => {
        const sut = await mount(input)
        await path.test({
          states: {
            menu: () => {
              expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(input.user ? 'Olive Owner' : 'Menu')
              expect(screen.queryByLabelText('Password')).toBeNull()
            },
            signingOut: () => {
              expect((screen.getByRole('button', { name: 'Signing out…' }) as HTMLButtonElement).disabled).toBe(true)
            },
            'signIn.editing': () => {
              expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy()
              expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false)
              const { fieldErrors, formError } = sut.dialog.getSnapshot().context
              for (const [field, label] of [
                ['email', 'Email'],
                ['password', 'Password'],
              ] as const) {
                expect(describedBy(screen.getByLabelText(label))).toBe(fieldErrors[field])
              }
              if (formError) expect(screen.getByRole('alert').textContent).toBe(formError)
            },
            'signIn.submitting': () => {
              expect((screen.getByRole('button', { name: 'Signing in…' }) as HTMLButtonElement).disabled).toBe(true)
            },
            signedIn: () => {
              expect(sut.dialog.getSnapshot().output).toEqual({ user: olive, signedIn: true })
            },
            closed: () => {
              expect(sut.dialog.getSnapshot().status).toBe('done')
            },
          },
          events: {
            'tab.signIn': () => click('Sign in'),
            'tab.menu': () => act(() => sut.dialog.send({ type: 'tab.menu' })),
            'field.change': ({ event }: { event: ModelEvent }) => {
              const { field, value } = event as Extract<ModelEvent, { type: 'field.change' }>
              act(() => {
                fireEvent.change(screen.getByLabelText(field === 'email' ? 'Email' : 'Password'), {
                  target: { value },
                })
              })
            },
            'signIn.submit': () => click('Sign in'),
            signOut: () => click('Sign out'),
            close: () => click('Close'),
            'xstate.done.actor.signIn': async ({ event }: { event: ModelEvent }) => {
              await act(async () => sut.signIn.resolve((event as { output: SessionResponse }).output))
            },
            'xstate.error.actor.signIn': async ({ event }: { event: ModelEvent }) => {
              await act(async () => sut.signIn.reject((event as { error: unknown }).error))
            },
            'xstate.done.actor.signOut': async ({ event }: { event: ModelEvent }) => {
              await act(async () => sut.signOut.resolve((event as { output: SessionResponse }).output))
            },
            'xstate.error.actor.signOut': async ({ event }: { event: ModelEvent }) => {
              await act(async () => sut.signOut.reject((event as { error: unknown }).error))
            },
          } as never,
        })
      })
    }
  })
}
