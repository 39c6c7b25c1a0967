// Model-based test of the app chart: every shortest path through the chart drives the real app (router, header,
// notices, account dialog, /my page), and each state the path reaches is checked in the DOM against what the test
// keeps itself from the events it sent and the answers it gave: who is signed in, whether the single sign-on check
// failed (its message, in the product's words, until dismissed), the admin-elements toggle (flipped by each toggle
// from the stored setting) and the `modal` parameter of the address (the URL is the truth; /my shows no modal). The
// chart's effects are stubs settled by hand; the route changes are real navigations, so useAppRouteSync is exercised.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { createActor } from 'xstate'
import { TestModel } from 'xstate/graph'
import { accountDialogMachine } from '../../src/machines/account-dialog/account-dialog.machine'
import { type AppEvent, type AppInput, appMachine } from '../../src/machines/app/app.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import { Unreachable } from '../../src/services/errors'
import { createAppRouter } from '../../src/ui/router'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { stubMachines } from '../support/listing-list-stub'
import { byStateValue, recordPaths } from '../support/recorded-paths'
import { answering, deferred } from '../support/stub-actors'

/** What a visitor whose single sign-on check failed reads until they dismiss it (SPEC §7), written out by hand. */
const SSO_FAILED =
  'We could not sign you in with the link you followed. It may have expired. Please sign in to continue.'

const olive = { firstName: 'Olive', lastName: 'Owner', email: 'owner@showhome.example', isVerified: true }

type ModelEvent =
  | AppEvent
  | { type: 'xstate.done.actor.verifySso'; output: SessionResponse }
  | { type: 'xstate.error.actor.verifySso'; error: unknown }
  | { type: 'xstate.done.actor.confirmSession'; output: SessionResponse }
  | { type: 'xstate.error.actor.confirmSession'; error: unknown }

const events: ModelEvent[] = [
  { type: 'route.changed', mode: 'app', modal: 'share_link' },
  { type: 'route.changed', mode: 'app' },
  { type: 'adminElements.toggle' },
  { type: 'session.changed', user: olive },
  { type: 'session.changed', user: null },
  { type: 'sso.dismiss' },
  { type: 'account.open', tab: 'menu' },
  { type: 'account.close' },
  { type: 'xstate.done.actor.verifySso', output: { user: olive } },
  { type: 'xstate.error.actor.verifySso', error: new Unreachable({ message: 'refused' }) },
  { type: 'xstate.done.actor.confirmSession', output: { user: olive } },
  { type: 'xstate.done.actor.confirmSession', output: { user: null } },
  { type: 'xstate.error.actor.confirmSession', error: new Unreachable({ message: 'offline' }) },
]

const modelFor = (input: AppInput) =>
  new TestModel(appMachine as never, {
    input,
    stateMatcher: (snapshot: { matches: (key: never) => boolean }, key: string) => snapshot.matches(key as never),
    events: events as never,
    serializeState: (s: AppSnapshot) =>
      JSON.stringify([s.value, s.context.user !== null, s.context.ssoError !== undefined]),
  })

async function mount(input: AppInput) {
  const sso = deferred<SessionResponse>()
  const confirm = deferred<SessionResponse>()
  const saved = answering<void, boolean>(() => undefined)
  const app = createActor(
    appMachine.provide({
      actors: {
        verifySso: sso.logic,
        confirmSession: confirm.logic,
        saveAdminElementsEnabled: saved.logic,
        accountDialog: accountDialogMachine,
      } as never,
    }),
    { input },
  ).start()
  const router = createAppRouter(
    { app, embedded: false, machines: stubMachines },
    createMemoryHistory({ initialEntries: ['/my'] }),
  )
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  return { app, router, sso, confirm, saved }
}

type AppSnapshot = SnapshotFrom<typeof appMachine>

const onScreen = (text: string | RegExp) => screen.queryAllByText(text).length > 0

beforeAll(installDialogPolyfill)
afterEach(cleanup)

const inputs: ReadonlyArray<[string, AppInput]> = [
  ['a new visitor', { user: null, adminElementsEnabled: true, mode: 'app' }],
  ['a returning user', { user: olive, adminElementsEnabled: false, mode: 'app' }],
  [
    'a single sign-on hand-over',
    { user: null, adminElementsEnabled: true, mode: 'app', sso: { token: 't', origin: 'https://partner.example' } },
  ],
]

for (const [label, input] of inputs) {
  describe(`app chart, ${label}: every shortest path in the app`, () => {
    const paths = modelFor(input).getShortestPaths()
    recordPaths(`app: ${label}`, paths, byStateValue)
    for (const path of paths) {
      it(path.description, async () => {
        const sut = await mount(input)
        // The test's own account of the app, kept from the events it sends and the answers it gives.
        let signedIn = input.user !== null
        let ssoFailed = false
        let adminOn = input.adminElementsEnabled
        let modalParam: string | undefined
        const answered = (event: ModelEvent) => {
          signedIn = (event as { output: SessionResponse }).output.user !== null
        }
        const shareDialog = () => screen.queryByRole('dialog', { name: 'Share this listing' })
        await path.test({
          states: {
            'session.verifyingSso': () => {
              expect(screen.getByRole('status').textContent).toBe('Signing you in…')
            },
            'session.signedOut': () => {
              expect(screen.getByRole('heading', { name: 'Sign in to see your listings' })).toBeTruthy()
              expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull()
              expect(onScreen(SSO_FAILED)).toBe(ssoFailed)
            },
            'session.signedIn': () => {
              expect(screen.getByRole('button', { name: 'Account menu for Olive Owner' })).toBeTruthy()
              expect(screen.getByRole('heading', { name: 'Welcome, Olive!' })).toBeTruthy()
              expect(onScreen(SSO_FAILED)).toBe(ssoFailed)
            },
            'account.open': async () => {
              // The dialog's views load on first use.
              const heading = await screen.findByRole('heading', { level: 2, name: /Olive Owner|Menu/ })
              expect(heading).toBeTruthy()
              const toggle = screen.queryByRole('switch', { name: 'Show admin elements' }) as HTMLInputElement | null
              // App mode, signed in: the toggle shows the stored setting, flipped by each toggle since.
              if (signedIn) expect(toggle?.checked).toBe(adminOn)
              else expect(toggle).toBeNull()
            },
            'account.closed': () => {
              expect(screen.queryByRole('heading', { level: 2, name: /Olive Owner|^Menu$/ })).toBeNull()
            },
            'modal.share': () => {
              // The address the person navigated to names the modal; /my has no listing to share, so none shows.
              expect(modalParam).toBe('share_link')
              expect(sut.router.state.location.search).toMatchObject({ modal: 'share_link' })
              expect(shareDialog()).toBeNull()
            },
            'modal.none': () => {
              expect(modalParam).toBeUndefined()
              expect((sut.router.state.location.search as { modal?: string }).modal).toBeUndefined()
              expect(shareDialog()).toBeNull()
            },
          },
          events: {
            'route.changed': async ({ event }: { event: ModelEvent }) => {
              const { modal } = event as Extract<ModelEvent, { type: 'route.changed' }>
              modalParam = modal
              await act(async () => {
                await sut.router.navigate({
                  to: '/my/{-$tourName}/{-$section}/{-$subSection}',
                  search: modal ? { modal } : {},
                })
              })
            },
            'adminElements.toggle': () => {
              adminOn = !adminOn
              return act(() => sut.app.send({ type: 'adminElements.toggle' }))
            },
            'session.changed': ({ event }: { event: ModelEvent }) => {
              signedIn = (event as { user: unknown }).user !== null
              return act(() => sut.app.send(event as AppEvent))
            },
            'sso.dismiss': () =>
              act(() => {
                ssoFailed = false
                fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
              }),
            'account.open': () => act(() => sut.app.send({ type: 'account.open', tab: 'menu' })),
            'account.close': () =>
              act(() => {
                fireEvent.click(screen.getByRole('button', { name: 'Close' }))
              }),
            'xstate.done.actor.verifySso': async ({ event }: { event: ModelEvent }) => {
              answered(event)
              ssoFailed = !signedIn
              await act(async () => sut.sso.resolve((event as { output: SessionResponse }).output))
            },
            'xstate.error.actor.verifySso': async () => {
              // The hand-over failed: whoever was signed in stays so, with the message.
              ssoFailed = true
              await act(async () => sut.sso.reject(new Unreachable({ message: 'refused' })))
            },
            'xstate.done.actor.confirmSession': async ({ event }: { event: ModelEvent }) => {
              answered(event)
              await act(async () => sut.confirm.resolve((event as { output: SessionResponse }).output))
            },
            'xstate.error.actor.confirmSession': async () => {
              // Offline: the cookie is trusted for now, so whoever was signed in stays so.
              await act(async () => sut.confirm.reject(new Unreachable({ message: 'offline' })))
            },
          } as never,
        })
      })
    }
  })
}
