// Real effects of the zip-download chart: the zip call, polling its progress, and the browser's download.
import { Duration, Effect, Schedule } from 'effect'
import { fromCallback, fromPromise } from 'xstate'
import { zipPhotos, zipProgress } from '../../schemas/api/listing'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'
import type { ZipDownloadEvent, ZipRequest } from './zip-download.machine'

/** How often the progress is asked while the server packs the photos. */
export const ZIP_PROGRESS_POLL_MS = 400

export const zipDownloadActors = (runtime: AppRuntime) => ({
  prepareZip: fromEffect(runtime, (request: ZipRequest) => callApi(zipPhotos, request)),
  watchProgress: fromCallback<ZipDownloadEvent, ZipRequest>(({ input, sendBack }) => {
    const poll = callApi(zipProgress, input).pipe(
      Effect.tap((p) => Effect.sync(() => sendBack({ type: 'progress', done: p.done, total: p.total }))),
      // A missed poll only delays the bar; the zip request itself reports real failures.
      Effect.ignore,
      Effect.repeat(Schedule.spaced(Duration.millis(ZIP_PROGRESS_POLL_MS))),
    )
    const controller = new AbortController()
    void runtime.runPromise(poll, { signal: controller.signal }).catch(() => {})
    return () => controller.abort()
  }),
  startDownload: fromPromise<void, string>(async ({ input }) => {
    // The zip answers as an attachment, so this navigation downloads without leaving the page.
    window.location.assign(input)
  }),
})
