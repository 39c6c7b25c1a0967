// Drives a journey (tests/journeys/journey.ts) through the real app in jsdom: the router, the views and the charts
// the product starts, with their real effects, over a fake server the journey answers by hand. Each action is the
// DOM event a person causes; each sight is read from the DOM as a screen reader would (roles, names, labels,
// descriptions). Only the network is fake: what each call answers is the flow's own oracle, written from the spec.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { Effect } from 'effect'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { createActor } from 'xstate'
import { accountDialogActors } from '../../src/machines/account-dialog/account-dialog.actors'
import { accountDialogMachine } from '../../src/machines/account-dialog/account-dialog.machine'
import { appActors } from '../../src/machines/app/app.actors'
import { type AppInput, appMachine } from '../../src/machines/app/app.machine'
import type { ApiCall } from '../../src/schemas/api/call'
import { type ApiError, StatusError } from '../../src/services/errors'
import { type AppRuntime, makeTestRuntime } from '../../src/services/runtime'
import { createAppRouter } from '../../src/ui/router'
import { type Action, asModelled, type Journey, type Resolve, type Scope, type Sight } from '../journeys/journey'
import { stubMachines } from './listing-list-stub'

/** The server's answer to one call: a body, or the error the client would make of the server's refusal. */
export type Respond = (path: string, request: unknown) => unknown

interface HeldCall {
  readonly path: string
  release(): void
}

/**
 * A server that answers at once, except for the calls a journey answers itself (`held`): those wait until the
 * journey's `answer` step, so the state while they are in flight is on screen to check.
 */
function fakeServer(respond: Respond, held: ReadonlySet<string>) {
  const waiting: HeldCall[] = []
  /** Calls the journey has the server refuse next, with the refusal's message. */
  const refusals = new Map<string, string>()
  const answer = (call: ApiCall, request: unknown) =>
    Effect.tryPromise({
      try: async () => {
        const refusal = refusals.get(call.path)
        refusals.delete(call.path)
        if (held.has(call.path)) await new Promise<void>((release) => waiting.push({ path: call.path, release }))
        // What the client makes of a 400 with only a message (src/services/apiExchange.ts).
        if (refusal !== undefined) throw new StatusError({ message: refusal })
        return respond(call.path, request)
      },
      catch: (error) => error as ApiError,
    })
  const release = (path: string) => {
    const index = waiting.findIndex((call) => call.path === path)
    if (index < 0) throw new Error(`No ${path} call is waiting for its answer`)
    const [call] = waiting.splice(index, 1)
    call?.release()
  }
  const refuse = (path: string, message: string) => refusals.set(path, message)
  return { answer, release, refuse }
}

export interface MountedApp {
  release(path: string): void
  /** The next call to `path` is refused with a 400 carrying `message` (when released, if it is held). */
  refuse(path: string, message: string): void
}

/** The app as src/main.tsx composes it, on the given page, over the fake server. */
export async function mountApp(options: {
  readonly path: string
  readonly input: AppInput
  readonly respond: Respond
  readonly held: ReadonlySet<string>
}): Promise<MountedApp> {
  const server = fakeServer(options.respond, options.held)
  const runtime = makeTestRuntime({ answer: server.answer })
  // The dialog's views load on first use in the product; loaded here first, the first open renders at once.
  await import('../../src/ui/features/account-dialog/AccountDialog')
  const app = createActor(
    appMachine.provide({
      actors: {
        ...appActors(runtime),
        accountDialog: accountDialogMachine.provide({ actors: accountDialogActors(runtime) }),
      },
    }),
    { input: options.input },
  ).start()
  const router = createAppRouter(
    { app, embedded: false, machines: stubMachines, runtime },
    createMemoryHistory({ initialEntries: [options.path] }),
  )
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  await flush()
  return { release: server.release, refuse: server.refuse }
}

/**
 * One feature's real view (a modal the app opens from a page's address) with its charts' real effects over the fake
 * server: the runtime reaches it through the router's context, as it does in the app.
 */
export async function mountView(options: {
  readonly view: () => ReactNode
  readonly respond: Respond
  readonly held: ReadonlySet<string>
}): Promise<MountedApp> {
  const server = fakeServer(options.respond, options.held)
  const runtime: AppRuntime = makeTestRuntime({ answer: server.answer })
  const router = createRouter({
    routeTree: createRootRoute({ component: options.view }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { runtime } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  await flush()
  return { release: server.release, refuse: server.refuse }
}

/** Lets an answer cross the Effect runtime and the charts, and React render what they decided. */
const flush = () =>
  act(async () => {
    for (let i = 0; i < 8; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  })

const scopeOf = (scope: Scope) =>
  within(
    scope === 'dialog'
      ? screen.getByRole('dialog')
      : scope === 'nav'
        ? screen.getByRole('navigation', { name: 'Main' })
        : scope === 'main'
          ? screen.getByRole('main')
          : document.body,
  )

async function perform(action: Action, app: MountedApp, resolve: Resolve) {
  switch (action.kind) {
    case 'click':
      fireEvent.click(scopeOf(action.scope).getByRole('button', { name: action.name }))
      break
    case 'fill': {
      // As a browser's fill does: the field takes the focus, then its value changes.
      const value = await resolve(action.value)
      const field = scopeOf(action.scope ?? 'dialog').getByLabelText(action.label) as HTMLInputElement
      field.focus()
      fireEvent.change(field, { target: { value } })
      break
    }
    case 'select':
      fireEvent.change(scopeOf(action.scope ?? 'dialog').getByLabelText(action.label), {
        target: { value: action.value },
      })
      break
    case 'check': {
      // A click toggles a checkbox; one already as asked for is left alone, as Playwright's setChecked does.
      const box = scopeOf(action.scope ?? 'dialog').getByRole('checkbox', { name: action.name }) as HTMLInputElement
      if (box.checked !== action.checked) fireEvent.click(box)
      break
    }
    case 'press':
      // What Chromium does on Escape in a modal dialog: a cancellable 'cancel' event on the dialog.
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }))
      break
    case 'answer':
      app.release(action.call)
      break
    case 'pickTime': {
      const times = within(scopeOf('dialog').getByRole('list', { name: 'Available times' }))
      const free = times
        .getAllByRole('button', { pressed: false })
        .find((button) => !(button as HTMLButtonElement).disabled)
      if (!free) throw new Error('No free time to choose on the day shown')
      fireEvent.click(free)
      break
    }
    case 'pickLateTime':
      await pickLateTime()
      break
    case 'refuseNext':
      app.refuse(action.call, action.message)
      break
    case 'placeOrder':
      fireEvent.click(scopeOf('main').getByRole('button', { name: 'Place your order' }))
      break
  }
  await flush()
}

/**
 * The calendar's last month (each click renders at once: nothing is asked of the server), then its latest day, and
 * back a day at a time until one has a free time, and that time.
 */
async function pickLateTime() {
  const nextMonth = () => scopeOf('main').getByRole('button', { name: 'Next month' }) as HTMLButtonElement
  while (!nextMonth().disabled) fireEvent.click(nextMonth())
  const days = within(scopeOf('main').getByRole('grid'))
    .getAllByRole('button')
    .filter((day) => !(day as HTMLButtonElement).disabled)
    .reverse()
  for (const day of days) {
    fireEvent.click(day)
    await flush()
    const list = scopeOf('main').queryByRole('list', { name: 'Available times' })
    const free =
      list &&
      within(list)
        .queryAllByRole('button')
        .find((time) => !(time as HTMLButtonElement).disabled)
    if (free) {
      fireEvent.click(free)
      return
    }
  }
  throw new Error('No day of the calendar has a free time')
}

/** The message a field's aria-describedby points at, as a screen reader announces it. */
const description = (element: HTMLElement) => {
  const ids = element.getAttribute('aria-describedby')
  if (!ids) return undefined
  const text = ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim()
  return text === '' ? undefined : text
}

/** Text as a screen reader reads it out: runs of spaces and line breaks are one space. */
const collapsed = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()

async function check(sight: Sight, where: string, resolve: Resolve) {
  switch (sight.kind) {
    case 'dialog':
      expect(screen.getByRole('dialog', { name: sight.name }), where).toBeTruthy()
      break
    case 'noDialog':
      expect(screen.queryByRole('dialog'), where).toBeNull()
      break
    case 'text':
      expect(scopeOf(sight.scope ?? 'dialog').getByText(sight.text), where).toBeTruthy()
      break
    case 'field': {
      const field = scopeOf(sight.scope ?? 'dialog').getByLabelText(sight.label) as HTMLInputElement
      expect(field.value, `${where}: ${sight.label}`).toBe(await resolve(sight.value))
      expect(description(field), `${where}: ${sight.label}'s message`).toBe(sight.error)
      expect(field.getAttribute('aria-invalid'), `${where}: ${sight.label} invalid`).toBe(
        (sight.invalid ?? sight.error !== undefined) ? 'true' : null,
      )
      break
    }
    case 'heading':
      expect(screen.getByRole('heading', { level: 2, name: sight.name }), where).toBeTruthy()
      break
    case 'alerts':
      expect(
        scopeOf(sight.scope)
          .queryAllByRole('alert')
          .map((alert) => collapsed(alert.textContent)),
        where,
      ).toEqual(sight.texts)
      break
    case 'checkbox': {
      const box = scopeOf(sight.scope ?? 'dialog').getByRole('checkbox', { name: sight.name }) as HTMLInputElement
      expect(box.checked, `${where}: ${sight.name} ticked`).toBe(sight.checked)
      expect(description(box), `${where}: ${sight.name}'s message`).toBe(sight.error)
      expect(box.getAttribute('aria-invalid'), `${where}: ${sight.name} invalid`).toBe(sight.error ? 'true' : null)
      break
    }
    case 'status':
      expect(collapsed(scopeOf('dialog').getByRole('status').textContent), where).toBe(sight.text)
      break
    case 'region':
      expect(screen.queryAllByRole('region', { name: sight.name }), `${where}: ${sight.name}`).toHaveLength(
        sight.present ? 1 : 0,
      )
      break
    case 'alert':
      expect(scopeOf('dialog').queryByRole('alert')?.textContent ?? undefined, where).toBe(sight.text)
      break
    case 'button': {
      const button = scopeOf(sight.scope).getByRole('button', { name: sight.name }) as HTMLButtonElement
      expect(button.disabled, `${where}: ${sight.name} disabled`).toBe(sight.disabled)
      break
    }
    case 'focused':
      expect(document.activeElement, `${where}: focus`).toBe(scopeOf('dialog').getByLabelText(sight.label))
      break
  }
}

/**
 * Performs every step of the journey and checks every sight after it, transient ones included. `resolve` gives the
 * run's value for a stand-in the model types (journey.ts, Resolve).
 */
export async function driveInDom(journey: Journey, app: MountedApp, resolve: Resolve = asModelled) {
  for (const action of journey.opening.actions) await perform(action, app, resolve)
  for (const [index, step] of journey.steps.entries()) {
    for (const action of step.actions) await perform(action, app, resolve)
    const where = `step ${index} (${step.event})`
    for (const sight of step.sees) await check(sight, where, resolve)
  }
}
