// Model-based test of the update notice (SPEC §4 Viewer sections, §7 HEAD polling, §9 60 s; issue 19): every
// transition of the update-notice chart is replayed through the real view, mounted as the listing page mounts it
// (ViewerExtras, the chart from the route's viewer machines). The server's answers to the HEAD check and the reload
// are stubs the path settles by hand, the 60 s wait runs on fake timers, Later and Refresh are clicks. Each step checks
// what the spec says must follow it, from the test's own account of the versions the server sent; each state is
// checked in the page's status region. Nothing is read from the chart's own snapshot.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { appMachine } from '../../src/machines/app/app.machine'
import {
  type UpdateNoticeEvent,
  type UpdateNoticeInput,
  updateNoticeMachine,
} from '../../src/machines/update-notice/update-notice.machine'
import type { Listing } from '../../src/schemas/Listing'
import { useViewerSettings } from '../../src/ui/features/listing-viewer/useListingViewer'
import { ViewerExtras } from '../../src/ui/features/listing-viewer/ViewerExtras'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof updateNoticeMachine>
type ModelEvent =
  | UpdateNoticeEvent
  | { type: 'xstate.done.actor.checkLastModified'; output: string | null }
  | { type: 'xstate.error.actor.checkLastModified'; error: unknown }
  | { type: 'xstate.after.updateCheckInterval.updateNotice.watching.waiting' }
  | { type: 'xstate.error.actor.reloadPage'; error: unknown }

const listing = listingJson as unknown as Listing
/** SPEC §7: the page checks its own address. */
const PAGE = '/12-elm-st'
/** SPEC §7 and §9: the page is checked every 60 s. */
const SPEC_CHECK_INTERVAL_MS = 60_000
const NOTICE = 'This listing has been updated.'
const monday = 'Mon, 04 May 2026 09:00:00 GMT'
const tuesday = 'Tue, 05 May 2026 09:00:00 GMT'

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.checkLastModified', output: monday },
  { type: 'xstate.done.actor.checkLastModified', output: tuesday },
  { type: 'xstate.done.actor.checkLastModified', output: null },
  { type: 'xstate.error.actor.checkLastModified', error: new Error('offline') },
  { type: 'xstate.after.updateCheckInterval.updateNotice.watching.waiting' },
  { type: 'later' },
  { type: 'refresh' },
  { type: 'xstate.error.actor.reloadPage', error: new Error('reload refused') },
]

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.baseline, s.context.latest])
const model = new TestModel<Snapshot, ModelEvent, UpdateNoticeInput>(updateNoticeMachine as never, {
  input: { url: PAGE },
  stateMatcher,
  events,
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function mount() {
  const check = deferred<string | null>()
  const reload = deferred<void>()
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: false, mode: 'app' } }).start()
  const router = createRouter({
    routeTree: createRootRoute({
      component: function ListingPage() {
        return <ViewerExtras listing={listing} settings={useViewerSettings()} onListingChanged={() => {}} />
      },
    }),
    history: createMemoryHistory({ initialEntries: [PAGE] }),
    context: {
      app,
      embedded: false,
      viewerMachines: {
        ...unprovidedViewerMachines,
        updateNotice: updateNoticeMachine.provide({
          actors: { checkLastModified: check.logic, reloadPage: reload.logic },
        }),
      },
    } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { check, reload }
}

/** Does `fn` and lets the stub's answer and React's render land, without moving the clock. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })
const region = () => screen.getByRole('status')
const buttonNames = () => screen.queryAllByRole('button').map((b) => [b.textContent, (b as HTMLButtonElement).disabled])
const expectHidden = () => {
  // The live region stays in the page, empty, so a screen reader announces the notice when it fills.
  expect(region().textContent).toBe('')
  expect(buttonNames()).toEqual([])
}
const expectShown = () => {
  expect(region().textContent).toBe(`${NOTICE}LaterRefresh`)
  expect(buttonNames()).toEqual([
    ['Later', false],
    ['Refresh', false],
  ])
}

describe('update notice, every transition through the view', () => {
  const paths = everyTransition(model, serializeState)
  recordPaths('update-notice', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      /** The version on screen, as the test saw the server's answers: the first header it sent. */
      let shown: string | null = null
      /** The newer version the notice offers. */
      let offered: string | null = null
      await path.test({
        states: {
          watching: expectHidden,
          'watching.checking': () => expect(sut.check.calls.at(-1)).toEqual({ url: PAGE }),
          notice: expectShown,
          refreshing: () => {
            // The notice stays until the new page replaces it.
            expectShown()
            expect(sut.reload.calls.length).toBeGreaterThan(0)
          },
        },
        // Each executor does what the server, the clock or the person does, then checks what the spec says must
        // follow: a wrong target in the chart moves the model too, but not these.
        events: asExecutors<ModelEvent>({
          'xstate.done.actor.checkLastModified': async ({ event }) => {
            const newer = shown !== null && event.output !== null && event.output !== shown
            if (shown === null) shown = event.output
            if (newer) offered = event.output
            await settle(() => sut.check.resolve(event.output))
            if (newer) expectShown()
            else expectHidden()
          },
          'xstate.error.actor.checkLastModified': async () => {
            await settle(() => sut.check.reject(new Error('offline')))
            // A failed check is no news.
            expectHidden()
          },
          'xstate.after.updateCheckInterval.updateNotice.watching.waiting': async () => {
            const checks = sut.check.calls.length
            await act(() => vi.advanceTimersByTimeAsync(SPEC_CHECK_INTERVAL_MS - 1))
            expect(sut.check.calls).toHaveLength(checks)
            await act(() => vi.advanceTimersByTimeAsync(1))
            expect(sut.check.calls).toHaveLength(checks + 1)
            expectHidden()
          },
          later: async () => {
            const checks = sut.check.calls.length
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Later' })))
            expectHidden()
            // The version offered becomes the one to compare against; the next check comes 60 s later.
            shown = offered
            expect(sut.check.calls).toHaveLength(checks)
            expect(sut.reload.calls).toHaveLength(0)
          },
          refresh: async () => {
            const reloads = sut.reload.calls.length
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })))
            expect(sut.reload.calls).toHaveLength(reloads + 1)
          },
          'xstate.error.actor.reloadPage': async () => {
            await settle(() => sut.reload.reject(new Error('reload refused')))
            // The notice stays, so the person can try again or put it off.
            expectShown()
          },
        }),
      })
    })
  }
})
