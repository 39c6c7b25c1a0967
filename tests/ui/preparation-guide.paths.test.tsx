// Model-based test of the preparation guide (SPEC §4 Timeline; issue 17): every transition of the preparation-guide
// chart is replayed through the real panel (GuidePanel, its chart bound to a test runtime whose call waits until the
// path answers it; the browser's save is stubbed at URL.createObjectURL and the link's click; time is Vitest's fake
// clock, which the chart's own 30-second clock reads). The person clicks the panel's one button; the server answers with
// a PDF, a refusal or no connection, or the save itself fails. Each state is checked in the DOM against what the test
// keeps itself: the request posted, the files saved, the thanks line worked out by hand for each pair of download time
// and present time ("5 minutes ago", "1 day ago (May 1, 2026)"), the button's words and whether it is busy, and each
// failure in the server's words or ours.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type PreparationGuideEvent,
  preparationGuideMachine,
} from '../../src/machines/preparation-guide/preparation-guide.machine'
import type { OrderEvent } from '../../src/schemas/OrderEvent'
import { type ApiError, StatusError, Unreachable } from '../../src/services/errors'
import { GuidePanel } from '../../src/ui/features/listing-viewer/sections/dashboard/timeline/GuidePanel'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { heldCallsRuntime } from '../support/held-calls'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { ownFeedback } from '../support/survey-fixtures'

type Snapshot = SnapshotFrom<typeof preparationGuideMachine>
type ModelEvent =
  | PreparationGuideEvent
  | { type: 'xstate.done.actor.downloadGuide'; output: string }
  | { type: 'xstate.error.actor.downloadGuide'; error: unknown }

const MINUTE = 60_000
/** The page opens at T0; the clock then moves to five minutes later, and to two days later. */
const T0 = Date.parse('2026-05-01T10:00:00.000Z')
const INSTANTS = { T0, T5: T0 + 5 * MINUTE, T2D: T0 + 2 * 24 * 60 * MINUTE } as const
type Instant = keyof typeof INSTANTS
const label = (ms: number | null) =>
  ms === null ? null : (Object.keys(INSTANTS) as Instant[]).find((k) => INSTANTS[k] === ms)

/** The thanks line for a download at the first instant seen at the second, by hand (en-US; May 1 from UTC−10 to +13). */
const THANKS: Record<string, string> = {
  'T0 T0': 'now',
  'T0 T5': '5 minutes ago',
  'T0 T2D': '2 days ago (May 1, 2026)',
  'T5 T5': 'now',
  'T5 T2D': '1 day ago (May 1, 2026)', // 47 h 55 min: whole days are floored
  'T2D T2D': 'now',
}
const REFUSED = 'This appointment was cancelled.'
const OFFLINE = 'We could not reach the server. Check your connection and try again.'
const OURS = 'The guide could not be downloaded. Please try again.'
const refusal = new StatusError({ message: REFUSED })
const offline = new Unreachable({ message: 'offline' })
/** The save failing in the browser (the stubbed createObjectURL throws), after the server answered. */
const saveFailure = new Error('save failed')
const ORDER_ID = 'order-1'

const appointment: OrderEvent = {
  type: 'appointment',
  start: '2026-05-04T15:00:00.000Z',
  end: '2026-05-04T16:30:00.000Z',
  timeZone: 'America/Chicago',
  started: false,
  ended: false,
  orderId: ORDER_ID,
  photographerName: 'Sam Ortiz',
  feedbacks: [ownFeedback(null, null)],
}

/** A state as the person sees it: the chart state, the thanks line (by the table above) and whether a failure shows. */
const serializeState = (s: Snapshot) => {
  const at = s.context.downloadedAt === null ? null : label(Date.parse(s.context.downloadedAt))
  return JSON.stringify([s.value, at && THANKS[`${at} ${label(s.context.now)}`], s.context.error !== undefined])
}

const model = new TestModel<Snapshot, ModelEvent, unknown>(preparationGuideMachine as never, {
  input: { orderId: ORDER_ID, downloadedAt: null },
  stateMatcher,
  serializeState,
  events: ((s: Snapshot) =>
    (
      [
        { type: 'download' },
        { type: 'clock.tick', now: INSTANTS.T5 },
        { type: 'clock.tick', now: INSTANTS.T2D },
        { type: 'xstate.done.actor.downloadGuide', output: new Date(s.context.now).toISOString() },
        { type: 'xstate.error.actor.downloadGuide', error: refusal },
        { type: 'xstate.error.actor.downloadGuide', error: offline },
        { type: 'xstate.error.actor.downloadGuide', error: saveFailure },
      ] as ModelEvent[]
    ).filter((e) =>
      e.type.startsWith('xstate.') ? s.matches('downloading') : e.type === 'clock.tick' ? e.now > s.context.now : true,
    )) as never,
})

/** The browser's save, stubbed for each path and restored after it. */
const spies: Array<{ mockRestore(): void }> = []
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  for (const spy of spies.splice(0)) spy.mockRestore()
})

/** Runs `fn` inside act and lets the answer cross the Effect runtime and the chart, without moving the clock. */
const flush = (fn: () => void) =>
  act(async () => {
    fn()
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(0)
  })

describe('preparation guide: every transition, in the view', () => {
  // The chart reads the time when it starts; the model starts at T0 as each path does.
  vi.useFakeTimers({ now: T0, toFake: ['Date'] })
  const paths = (() => {
    try {
      // A click on the busy button, and a tick that changes no words, are checked to change nothing.
      return everyTransition(model, serializeState, {
        alsoIgnored: (e) => e.type === 'download' || e.type === 'clock.tick',
      })
    } finally {
      vi.useRealTimers()
    }
  })()
  recordPaths('preparation-guide', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      vi.useFakeTimers({ now: T0, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] })
      const saved: Array<{ name: string; href: string }> = []
      const made = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:guide')
      spies.push(
        made,
        vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {}),
        vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
          saved.push({ name: this.download, href: this.href })
        }),
      )
      const { pending, runtime } = heldCallsRuntime()
      await renderInRouter(() => <GuidePanel event={appointment} />, '/', { runtime })
      // The test's own account of the panel.
      let now: Instant = 'T0'
      let downloadedAt: Instant | null = null
      let busy = false
      let error: string | null = null
      let saves = 0
      const button = () =>
        screen.getByRole('button', {
          name: /^(Download the preparation guide|Download again|Preparing the guide…)$/,
        })
      const shared = () => {
        const status = screen.queryByRole('status')?.textContent ?? null
        if (downloadedAt === null) {
          expect(status).toBeNull()
          expect(screen.getByText('Get the home ready')).toBeTruthy()
        } else {
          expect(status).toBe(`Thanks for downloading the preparation guide ${THANKS[`${downloadedAt} ${now}`]}.`)
          expect(screen.queryByText('Get the home ready')).toBeNull()
        }
        expect(screen.queryByRole('alert')?.textContent ?? null).toBe(error)
        expect(saved).toEqual(
          Array.from({ length: saves }, () => ({ name: 'preparation-guide.pdf', href: 'blob:guide' })),
        )
      }
      await path.test({
        states: {
          ready: () => {
            shared()
            expect(button().textContent).toBe('Download the preparation guide')
            expect(button().getAttribute('aria-disabled')).toBeNull()
          },
          downloading: () => {
            shared()
            expect(button().textContent).toBe('Preparing the guide…')
            expect(button().getAttribute('aria-disabled')).toBe('true')
            expect(pending.map((c) => [c.path, c.request])).toEqual([
              ['/listing/appointment-guide', { orderId: ORDER_ID }],
            ])
          },
          downloaded: () => {
            shared()
            expect(button().textContent).toBe('Download again')
            expect(button().getAttribute('aria-disabled')).toBeNull()
          },
        },
        events: asExecutors<ModelEvent>({
          download: async () => {
            if (!busy) {
              busy = true
              error = null
            }
            await flush(() => fireEvent.click(button()))
          },
          'clock.tick': async ({ event }) => {
            now = label(event.now) as Instant
            // The chart's clock ticks every 30 s from T0; the last tick before the next one lands on the instant.
            await act(async () => {
              vi.setSystemTime(event.now - 30_000)
              await vi.advanceTimersByTimeAsync(30_000)
            })
          },
          'xstate.done.actor.downloadGuide': async () => {
            busy = false
            downloadedAt = now
            saves += 1
            const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' })
            await flush(() => pending.shift()?.resolve(pdf))
            expect(made.mock.lastCall?.[0]).toBe(pdf)
          },
          'xstate.error.actor.downloadGuide': async ({ event }) => {
            busy = false
            if (event.error === saveFailure) {
              error = OURS
              made.mockImplementationOnce(() => {
                throw saveFailure
              })
              await flush(() => pending.shift()?.resolve(new Blob(['%PDF-1.7'], { type: 'application/pdf' })))
            } else {
              error = event.error === refusal ? REFUSED : OFFLINE
              await flush(() => pending.shift()?.reject(event.error as ApiError))
            }
          },
        }),
      })
    })
  }
})
