// Model-based test of the dashboard's Insights (issue 17): every transition of the insights chart is replayed through
// the real tab (InsightsTab, its chart bound to a test runtime whose calls wait until the path answers them), and
// clicking the period already shown is sent in every state too (it must ask nothing). The period buttons and "Try
// again" are the person's clicks; each state is checked in the DOM against what the test keeps itself: the period
// pressed, the requests the server was sent (one per choice, 28 days first), the answer on screen worked out by hand
// for each period (kept while the next one loads, the tab marked busy), "Loading the visits…" only while there is
// none, and a failure in the server's words or ours.
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { Schema } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { type InsightsEvent, insightsMachine } from '../../src/machines/insights/insights.machine'
import type { InsightsPeriod } from '../../src/schemas/Insights'
import { Listing } from '../../src/schemas/Listing'
import { StatusError } from '../../src/services/errors'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime, settle } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'

// The visits chart draws with uPlot, which asks what jsdom lacks: matchMedia (when it is first imported), a
// ResizeObserver and a 2D canvas (here one that draws nothing). The numbers are checked in the DOM, not the picture.
const canvas2d = new Proxy({} as Record<string | symbol, unknown>, {
  get: (target, key) => (key in target ? target[key] : key === 'measureText' ? () => ({ width: 0 }) : () => {}),
  set: (target, key, value) => {
    target[key] = value
    return true
  },
})
beforeEach(() => {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addEventListener() {},
    removeEventListener() {},
  }))
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(canvas2d as never)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
const insightsTab = async () =>
  (await import('../../src/ui/features/listing-viewer/sections/dashboard/insights/InsightsTab')).default

type Snapshot = SnapshotFrom<typeof insightsMachine>
type ModelEvent =
  | InsightsEvent
  | { type: 'xstate.done.actor.loadInsights'; output: unknown }
  | { type: 'xstate.error.actor.loadInsights'; error: unknown }

const listing = Schema.decodeUnknownSync(Listing)(listingJson)
const PERIODS: InsightsPeriod[] = [7, 28, 90]
const REFUSED = 'Insights are kept for listings with a plan.'
const OURS = 'The visits could not be loaded. Please try again.'
const refusal = new StatusError({ message: REFUSED })
const failure = new Error('offline')

/** The server's answer for each period (wire format), all ending on Friday, November 27, 2026. */
const answer = (period: InsightsPeriod, from: string, visits: number | null, median: number | null) => ({
  period,
  from,
  to: '2026-11-27',
  timeZone: 'America/Chicago',
  visits,
  visitors: visits === null ? null : visits - 100,
  medianSeconds: median,
  days: [],
  sources: visits === null ? [] : [{ kind: 'direct', host: null, visits }],
  scenes: [],
})
const ANSWERS: Record<InsightsPeriod, ReturnType<typeof answer>> = {
  7: answer(7, '2026-11-21', null, null),
  28: answer(28, '2026-10-31', 1234, 64),
  90: answer(90, '2026-08-30', 4321, 3725),
}
/** What each answer reads as, worked out by hand ("<5" for a withheld count, durations in words). */
const SHOWN: Record<InsightsPeriod, { range: string; visits: string; visitors: string; median: string }> = {
  7: { range: 'Sat, Nov 21 to Fri, Nov 27', visits: '<5', visitors: '<5', median: '–' },
  28: { range: 'Sat, Oct 31 to Fri, Nov 27', visits: '1,234', visitors: '1,134', median: '1 min 04 s' },
  90: { range: 'Sun, Aug 30 to Fri, Nov 27', visits: '4,321', visitors: '4,221', median: '1 h 02 min' },
}

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.period, s.context.insights === undefined ? 'none' : 'shown'])

const model = new TestModel<Snapshot, ModelEvent, { tourName: string }>(insightsMachine as never, {
  input: { tourName: listing.tourName },
  stateMatcher,
  serializeState,
  events: ((s: Snapshot) => [
    ...PERIODS.map((period) => ({ type: 'period.change', period })),
    ...(s.matches('failed') ? [{ type: 'retry' }] : []),
    ...(s.matches('loading')
      ? [
          { type: 'xstate.done.actor.loadInsights', output: ANSWERS[s.context.period] },
          { type: 'xstate.error.actor.loadInsights', error: refusal },
          { type: 'xstate.error.actor.loadInsights', error: failure },
        ]
      : []),
  ]) as never,
})

describe('insights: every transition, in the tab', () => {
  // Clicking the period already pressed leaves the state as it was: sent anyway, it must ask nothing.
  const paths = everyTransition(model, serializeState, {
    alsoIgnored: (e, s) => e.type === 'period.change' && e.period === s.context.period,
  })
  recordPaths('insights', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const { pending, runtime } = heldCallsRuntime()
      const InsightsTab = await insightsTab()
      await renderInRouter(() => <InsightsTab listing={listing} />, '/', { runtime })
      // The test's own account: the period chosen, the periods asked for, the answer on screen, the failure.
      let period: InsightsPeriod = 28
      const asked: InsightsPeriod[] = [28]
      let shown: InsightsPeriod | null = null
      let error: string | null = null
      const tab = () => screen.getByRole('region', { name: 'Insights' })
      const periodsAndRequests = () => {
        for (const days of PERIODS)
          expect(screen.getByRole('button', { name: `${days} days` }).getAttribute('aria-pressed')).toBe(
            String(days === period),
          )
        expect(pending.map((c) => [c.path, c.request])).toEqual(
          asked.map((days) => ['/listing/insights', { tourName: '12-elm-st', period: days }]),
        )
      }
      const answerShown = () => {
        expect(screen.queryByText('Loading the visits…')).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        const expected = SHOWN[shown as InsightsPeriod]
        expect(screen.getByText(new RegExp(`^${expected.range}\\. Counts under 5`))).toBeTruthy()
        const figures = [...tab().querySelectorAll('dl dd')].map((dd) => dd.textContent)
        expect(figures).toEqual([expected.visits, expected.visitors, expected.median])
      }
      await path.test({
        states: {
          loading: () => {
            periodsAndRequests()
            expect(tab().getAttribute('aria-busy')).toBe('true')
            if (shown !== null) return answerShown()
            expect(screen.getByRole('status').textContent).toBe('Loading the visits…')
            expect(screen.queryByRole('alert')).toBeNull()
            expect(screen.queryByText('Visits per day')).toBeNull()
          },
          loaded: () => {
            periodsAndRequests()
            expect(tab().getAttribute('aria-busy')).toBeNull()
            expect(shown).toBe(period)
            answerShown()
          },
          failed: () => {
            periodsAndRequests()
            expect(tab().getAttribute('aria-busy')).toBeNull()
            expect(screen.getByRole('alert').textContent).toBe(error)
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
            expect(screen.queryByText('Loading the visits…')).toBeNull()
            expect(screen.queryByText('Visits per day')).toBeNull()
          },
        },
        events: asExecutors<ModelEvent>({
          'period.change': ({ event }) => {
            if (event.period !== period) asked.push(event.period)
            period = event.period
            fireEvent.click(screen.getByRole('button', { name: `${event.period} days` }))
          },
          retry: () => {
            asked.push(period)
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
          },
          // The answer to the latest request (an earlier one was cancelled by the newer choice).
          'xstate.done.actor.loadInsights': async () => {
            shown = period
            await settle(() => pending.at(-1)?.resolve(ANSWERS[period]))
          },
          'xstate.error.actor.loadInsights': async ({ event }) => {
            error = event.error === refusal ? REFUSED : OURS
            await settle(() => pending.at(-1)?.reject((event.error === refusal ? refusal : failure) as never))
          },
        }),
      })
    })
  }
})
