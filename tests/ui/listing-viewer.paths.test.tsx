import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type ListingViewerEvent, listingViewerMachine } from '../../src/machines/listing-viewer/listing-viewer.machine'
import type { PasscodeRequired } from '../../src/schemas/api/listing'
import type { Listing } from '../../src/schemas/Listing'
import { NotFound, Unauthorized, Unreachable } from '../../src/services/errors'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { mountListingRoute } from '../support/listing-route'
import { byStateValue, recordPaths } from '../support/recorded-paths'

const listing = listingJson as unknown as Listing
const nothingToShow: Listing = { ...listing, tourReady: false, photos: [], permissions: [] }
const asksPasscode: PasscodeRequired = { tourName: '12-elm-st', passcodeRequired: true }
const PATH = '/12-elm-st/dashboard?touronly=1'
const input = {
  tourName: '12-elm-st',
  debugMode: false,
  section: 'dashboard' as const,
  mode: { tourOnly: true, unbranded: false, embedded: false, minimal: true },
  adminElements: true,
}

type ModelEvent =
  | ListingViewerEvent
  | { type: 'xstate.done.actor.loadListing'; output: Listing | PasscodeRequired }
  | { type: 'xstate.error.actor.loadListing'; error: unknown }
  | { type: 'xstate.done.actor.checkPasscode'; output: Listing }
  | { type: 'xstate.error.actor.checkPasscode'; error: unknown }

const events: ModelEvent[] = [
  { type: 'xstate.done.actor.loadListing', output: listing },
  { type: 'xstate.done.actor.loadListing', output: nothingToShow },
  { type: 'xstate.done.actor.loadListing', output: asksPasscode },
  { type: 'xstate.error.actor.loadListing', error: new NotFound({ message: 'Not found.' }) },
  { type: 'xstate.error.actor.loadListing', error: new Unreachable({ message: 'offline' }) },
  { type: 'passcode.submit', passcode: '2468' },
  { type: 'xstate.done.actor.checkPasscode', output: listing },
  { type: 'xstate.error.actor.checkPasscode', error: new Unauthorized({ message: 'incorrect passcode' }) },
  { type: 'retry' },
]

type Snapshot = SnapshotFrom<typeof listingViewerMachine>
const model = new TestModel(listingViewerMachine as never, {
  input,
  stateMatcher: (snapshot: { matches: (k: never) => boolean }, key: string) => snapshot.matches(key as never),
  events: events as never,
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.passcodeError ?? null, s.context.section ?? null]),
})

const mount = () => mountListingRoute(PATH)

const settle = async (fn: () => void) => {
  await act(async () => {
    fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

afterEach(cleanup)
// The dashboard is a lazy section: its first import, cold, took over a second on a busy machine, longer than a find
// waits. Import it once here (a hook with a long limit), so each path waits only for React to show it.
beforeAll(() => import('../../src/ui/features/listing-viewer/sections/DashboardSection'), 60_000)

// Shortest paths reach every state; simple paths also take every way into it (the passcode accepted, a retry that
// succeeds), which the shortest ones skip because a shorter way in exists.
const paths = [...model.getShortestPaths(), ...model.getSimplePaths()]
const seen = new Set<string>()
const distinct = paths.filter((p) => {
  const key = p.steps.map((s) => JSON.stringify(s.event)).join('|')
  if (seen.has(key)) return false
  seen.add(key)
  return true
})

describe('listing viewer, every path through the chart, on the page', () => {
  recordPaths('listing-viewer', distinct, byStateValue)
  for (const path of distinct) {
    const name = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ') || 'initial'
    it(name, async () => {
      const load = await mount()
      await path.test({
        states: {
          loading: () => {
            expect(screen.getByRole('status').textContent).toBe('Loading the listing…')
          },
          'passcode.idle': () => {
            expect(screen.getByRole('heading', { name: 'This listing is private' })).toBeTruthy()
          },
          'passcode.checking': () => {
            expect(screen.getByRole('button', { name: 'Checking…' })).toBeTruthy()
          },
          showing: async () => {
            expect(await screen.findByRole('heading', { name: 'Status' })).toBeTruthy()
          },
          notViewable: () => {
            expect(screen.getByRole('heading', { name: 'Listing cannot be viewed.' })).toBeTruthy()
          },
          notFound: () => {
            expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy()
            expect(screen.getByText('12-elm-st could not be loaded.')).toBeTruthy()
          },
          failed: () => {
            // SPEC §8: once the loader has given up, the 500 page, saying why.
            expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side.' })).toBeTruthy()
            expect(screen.getByText(/could not reach the server/)).toBeTruthy()
          },
        } as never,
        events: {
          'xstate.done.actor.loadListing': ({ event }: { event: ModelEvent }) =>
            settle(() => load.resolve((event as { output: Listing | PasscodeRequired }).output)),
          'xstate.error.actor.loadListing': ({ event }: { event: ModelEvent }) =>
            settle(() => load.reject((event as { error: unknown }).error)),
          'xstate.done.actor.checkPasscode': ({ event }: { event: ModelEvent }) =>
            settle(() => load.resolve((event as { output: Listing }).output)),
          'xstate.error.actor.checkPasscode': async ({ event }: { event: ModelEvent }) => {
            await settle(() => load.reject((event as { error: unknown }).error))
            expect(screen.getByRole('alert').textContent).toBe('Incorrect passcode. Please try again.')
          },
          'passcode.submit': () =>
            settle(() => {
              fireEvent.change(screen.getByLabelText('Passcode'), { target: { value: '2468' } })
              fireEvent.click(screen.getByRole('button', { name: 'Open listing' }))
            }),
          retry: () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
        } as never,
      })
    })
  }
})
