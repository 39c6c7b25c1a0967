// Model-based test of the app chart: every shortest path through the chart drives the real app (router, header,
// notices, account dialog, /my page), and each state the path reaches is checked in the DOM. The chart's effects
// are stubs settled by hand; the route changes are real navigations, so useAppRouteSync is exercised too.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { createActor } from 'xstate'
import { TestModel } from 'xstate/graph'
import { accountDialogMachine } from '../../src/machines/account-dialog/account-dialog.machine'
import { type AppEvent, type AppInput, appMachine, SSO_FAILED_MESSAGE } from '../../src/machines/app/app.machine'
import type { SessionResponse } from '../../src/schemas/api/auth'
import { Unreachable } from '../../src/services/errors'
import { createAppRouter } from '../../src/ui/router'
import { installDialogPolyfill } from '../support/jsdom-dialog'
import { stubMachines } from '../support/listing-list-stub'
import { byStateValue, recordPaths } from '../support/recorded-paths'
import { answering, deferred } from '../support/stub-actors'

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
        const context = () => sut.app.getSnapshot().context
        await path.test({
          states: {
            'session.verifyingSso': () => {
              expect(screen.getByRole('status').textContent).toBe('Signing you in…')
            },
            'session.signedOut': () => {
              expect(screen.getByRole('heading', { name: 'Sign in to see your listings' })).toBeTruthy()
              expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull()
              expect(onScreen(SSO_FAILED_MESSAGE)).toBe(context().ssoError !== undefined)
            },
            'session.signedIn': () => {
              expect(screen.getByRole('button', { name: 'Account menu for Olive Owner' })).toBeTruthy()
              expect(screen.getByRole('heading', { name: 'Welcome, Olive!' })).toBeTruthy()
              expect(onScreen(SSO_FAILED_MESSAGE)).toBe(context().ssoError !== undefined)
            },
            'account.open': async () => {
              // The dialog's views load on first use.
              const heading = await screen.findByRole('heading', { level: 2, name: /Olive Owner|Menu/ })
              expect(heading).toBeTruthy()
              const toggle = screen.queryByRole('switch', { name: 'Show admin elements' }) as HTMLInputElement | null
              // App mode, signed in: the toggle shows the chart's admin-elements state.
              if (context().user) expect(toggle?.checked).toBe(context().adminElementsEnabled)
              else expect(toggle).toBeNull()
            },
            'account.closed': () => {
              expect(screen.queryByRole('heading', { level: 2, name: /Olive Owner|^Menu$/ })).toBeNull()
            },
            'modal.share': () => {
              expect(sut.router.state.location.search).toMatchObject({ modal: 'share_link' })
              expect(context().modal).toEqual({ kind: 'share', tab: 'link' })
            },
            'modal.none': () => {
              expect(context().modal).toBeUndefined()
            },
          },
          events: {
            'route.changed': async ({ event }: { event: ModelEvent }) => {
              const { modal } = event as Extract<ModelEvent, { type: 'route.changed' }>
              await act(async () => {
                await sut.router.navigate({
                  to: '/my/{-$tourName}/{-$section}/{-$subSection}',
                  search: modal ? { modal } : {},
                })
              })
            },
            'adminElements.toggle': () => act(() => sut.app.send({ type: 'adminElements.toggle' })),
            'session.changed': ({ event }: { event: ModelEvent }) => act(() => sut.app.send(event as AppEvent)),
            'sso.dismiss': () =>
              act(() => {
                fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
              }),
            'account.open': () => act(() => sut.app.send({ type: 'account.open', tab: 'menu' })),
            'account.close': () =>
              act(() => {
                fireEvent.click(screen.getByRole('button', { name: 'Close' }))
              }),
            'xstate.done.actor.verifySso': async ({ event }: { event: ModelEvent }) => {
              await act(async () => sut.sso.resolve((event as { output: SessionResponse }).output))
            },
            'xstate.error.actor.verifySso': async () => {
              await act(async () => sut.sso.reject(new Unreachable({ message: 'refused' })))
            },
            'xstate.done.actor.confirmSession': async ({ event }: { event: ModelEvent }) => {
              await act(async () => sut.confirm.resolve((event as { output: SessionResponse }).output))
            },
            'xstate.error.actor.confirmSession': async () => {
              await act(async () => sut.confirm.reject(new Unreachable({ message: 'offline' })))
            },
          } as never,
        })
      })
    }
  })
}
