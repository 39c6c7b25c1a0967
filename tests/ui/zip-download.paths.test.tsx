// Model-based test of the "download all photos" buttons (SPEC §7 POST /listing/zip/{tourName}, §9: single-use for
// 2 s, the success state resets after 1 s; issue 19): every transition of the zip-download chart is replayed through
// the real PhotoDownloads view, its web-size button clicked. The zip call, the progress poll and the browser's
// download are stubs the path settles by hand; the 2 s lock and the 1 s reset run on fake timers. The test keeps its
// own account of the button, written from the spec (a clock, when the lock opens, when the success resets, what was
// asked and downloaded), and checks it in the DOM after every step: the button's text and whether it is disabled, the
// progress bar, the error, the calls made. Nothing is read from the chart's own snapshot.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type ZipDownloadEvent,
  type ZipRequest,
  zipDownloadMachine,
} from '../../src/machines/zip-download/zip-download.machine'
import { StatusError, Unreachable } from '../../src/services/errors'
import { PhotoDownloads } from '../../src/ui/features/listing-viewer/sections/photos/PhotoDownloads'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof zipDownloadMachine>
type ModelEvent =
  | ZipDownloadEvent
  | { type: 'xstate.done.actor.prepareZip'; output: { url: string } }
  | { type: 'xstate.error.actor.prepareZip'; error: unknown }
  | { type: 'xstate.after.lock.zipDownload.lock.locked' }
  | { type: 'xstate.after.successReset.zipDownload.job.succeeded' }

/** SPEC §9, written here rather than read from the constants the chart uses. */
const LOCK_MS = 2000
const RESET_MS = 1000
const TOUR = '12-elm-st'
const ZIP_URL = `/media/${TOUR}/zips/web.zip`
const NO_PHOTOS = 'This listing has no photos to download.'
const UNREACHABLE = 'We could not reach the server. Check your connection and try again.'
const FALLBACK = 'The photos could not be packed. Please try again.'

const events: ModelEvent[] = [
  { type: 'download' },
  { type: 'progress', done: 3, total: 14 },
  // A server that has not counted the photos yet: the bar has nothing to show.
  { type: 'progress', done: 0, total: 0 },
  { type: 'xstate.done.actor.prepareZip', output: { url: ZIP_URL } },
  { type: 'xstate.error.actor.prepareZip', error: new StatusError({ message: NO_PHOTOS }) },
  { type: 'xstate.error.actor.prepareZip', error: new Unreachable({ message: 'fetch failed' }) },
  { type: 'xstate.error.actor.prepareZip', error: new StatusError({ message: '' }) },
  { type: 'xstate.after.lock.zipDownload.lock.locked' },
  { type: 'xstate.after.successReset.zipDownload.job.succeeded' },
]
/** The progress and the zip's answer come only while the zip is being prepared: nothing else polls or waits. */
const offered = (s: Snapshot, e: ModelEvent) =>
  s.matches({ job: 'preparing' }) || !(e.type === 'progress' || e.type.includes('actor.prepareZip'))
// The error shows only once failed: elsewhere it would multiply the states without a new thing to see. The
// progress is kept everywhere, so that a try after a failure or a success starts from a bar that had moved.
const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.progress ?? null, s.matches({ job: 'failed' }) ? (s.context.error ?? null) : null])

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function mount() {
  const prepare = deferred<{ url: string }>()
  const downloads: string[] = []
  /** The progress polls running, by the sizes they watch, and how to report through the web size's. */
  const watching: string[] = []
  let report: ((e: ZipDownloadEvent) => void) | undefined
  const zipDownload = zipDownloadMachine.provide({
    actors: {
      prepareZip: prepare.logic,
      startDownload: fromPromise<void, string>(async ({ input }) => {
        downloads.push(input)
      }),
      watchProgress: fromCallback<ZipDownloadEvent, ZipRequest>(({ input, sendBack }) => {
        const watched = `${input.tourName}:${input.sizes.join()}`
        watching.push(watched)
        report = sendBack
        return () => watching.splice(watching.indexOf(watched), 1)
      }),
    },
  })
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <PhotoDownloads tourName={TOUR} /> }),
    history: createMemoryHistory({ initialEntries: [`/${TOUR}/photos`] }),
    context: { embedded: false, viewerMachines: { ...unprovidedViewerMachines, zipDownload } } as never,
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router as never} />)
  })
  return { prepare, downloads, watching, report: (e: ZipDownloadEvent) => report?.(e) }
}

const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await vi.advanceTimersByTimeAsync(0)
  })
const webButton = () => screen.getByTitle('Every photo at 2048 px, for websites and e-mail')

describe('zip download, every transition through the view', () => {
  const model = new TestModel<Snapshot, ModelEvent, ZipRequest>(zipDownloadMachine as never, {
    input: { tourName: TOUR, sizes: ['web'] },
    stateMatcher,
    events: (s: Snapshot) => events.filter((e) => offered(s, e)),
    serializeState,
  })
  // A click can come in any state, also where the button ignores it.
  const anyTime = (e: ModelEvent) => e.type === 'download'
  const paths = everyTransition(model, serializeState, { alsoIgnored: anyTime })
  recordPaths('zip-download', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      // The test's own account, from the spec: the clock, when the lock opens and the success resets (null: not
      // pending), the job, the bar, the error, and the zips asked for and downloaded.
      let now = 0
      let lockOpensAt: number | null = null
      let resetAt: number | null = null
      let job: 'idle' | 'preparing' | 'succeeded' | 'failed' = 'idle'
      let percent: number | null = null
      let error = ''
      let asked = 0
      const downloaded: string[] = []
      const expectButton = () => {
        const button = webButton()
        const label = { idle: 'Web size', preparing: 'Preparing…', succeeded: 'Downloading ✓', failed: 'Web size' }
        expect(button.textContent).toBe(label[job])
        expect(button.getAttribute('aria-disabled')).toBe(lockOpensAt !== null || job === 'preparing' ? 'true' : null)
        const bar = screen.queryByRole('progressbar', { name: 'Packing web size photos' })
        if (job !== 'preparing') expect(bar).toBeNull()
        else {
          expect(bar?.getAttribute('value') ?? null).toBe(percent === null ? null : String(percent))
          expect(bar?.textContent).toBe(percent === null ? '' : `${percent}%`)
        }
        const alerts = screen.queryAllByRole('alert').map((a) => a.textContent)
        expect(alerts).toEqual(job === 'failed' ? [error] : [])
        expect(sut.prepare.calls).toEqual(Array.from({ length: asked }, () => ({ tourName: TOUR, sizes: ['web'] })))
        expect(sut.watching).toEqual(job === 'preparing' ? [`${TOUR}:web`] : [])
        expect(sut.downloads).toEqual(downloaded)
        // The print-size button beside it never moves.
        expect(screen.getByRole('button', { name: 'Print size' }).getAttribute('aria-disabled')).toBeNull()
      }
      /** Lets the clock run to `time`; the lock and the success reset fall due on the way, in their order. */
      const runTo = async (time: number) => {
        if (time > now) await act(() => vi.advanceTimersByTimeAsync(time - now))
        now = Math.max(now, time)
        if (lockOpensAt !== null && now >= lockOpensAt) lockOpensAt = null
        if (resetAt !== null && now >= resetAt) {
          resetAt = null
          job = 'idle'
        }
      }
      /** A timer's event: nothing happens a moment before it falls due, then it does (unless it already has). */
      const wait = async (due: () => number | null) => {
        const at = due()
        if (at === null) return expectButton()
        await runTo(at - 1)
        expectButton()
        await runTo(at)
        expectButton()
      }
      const settleZip = async (answer: () => void, done: boolean, step: unknown) => {
        // A path that lets the lock open before the success resets needs a zip slower than the 1 s reset: it
        // comes 0.5 s before the lock opens. Otherwise it comes at once.
        const later = path.steps.slice(path.steps.indexOf(step as never) + 1).map((s) => s.event.type)
        const nextTimer = later.find((type) => type.startsWith('xstate.after.'))
        if (done && lockOpensAt !== null && nextTimer?.includes('.lock.')) await runTo(lockOpensAt - 500)
        await settle(answer)
        return expectButton()
      }
      await path.test({
        states: { '*': expectButton },
        events: asExecutors<ModelEvent>({
          download: async () => {
            await settle(() => fireEvent.click(webButton()))
            if (lockOpensAt === null && job !== 'preparing' && job !== 'succeeded') {
              lockOpensAt = now + LOCK_MS
              job = 'preparing'
              percent = null
              asked++
            }
            expectButton()
          },
          progress: async ({ event }) => {
            await settle(() => sut.report(event))
            percent = event.total > 0 ? Math.round((100 * event.done) / event.total) : null
            expectButton()
          },
          'xstate.done.actor.prepareZip': (step) =>
            settleZip(
              () => {
                sut.prepare.resolve(step.event.output)
                job = 'succeeded'
                resetAt = now + RESET_MS
                downloaded.push(ZIP_URL)
              },
              true,
              step,
            ),
          'xstate.error.actor.prepareZip': (step) =>
            settleZip(
              () => {
                sut.prepare.reject(step.event.error)
                job = 'failed'
                const { _tag, message } = step.event.error as { _tag: string; message: string }
                error = _tag === 'Unreachable' ? UNREACHABLE : message || FALLBACK
              },
              false,
              step,
            ),
          'xstate.after.lock.zipDownload.lock.locked': () => wait(() => lockOpensAt),
          'xstate.after.successReset.zipDownload.job.succeeded': () => wait(() => resetAt),
        }),
      })
    })
  }
})
