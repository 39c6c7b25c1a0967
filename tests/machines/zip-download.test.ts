import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise } from 'xstate'
import {
  type ZipDownloadEvent,
  type ZipRequest,
  zipDownloadMachine,
} from '../../src/machines/zip-download/zip-download.machine'
import { DOWNLOAD_LOCK_MS, DOWNLOAD_SUCCESS_RESET_MS } from '../../src/schemas/constants'
import { StatusError } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

function start() {
  const prepare = deferred<{ url: string }>()
  const downloads: string[] = []
  let report: ((e: ZipDownloadEvent) => void) | undefined
  let watching = 0
  const actor = createActor(
    zipDownloadMachine.provide({
      actors: {
        prepareZip: prepare.logic,
        startDownload: fromPromise<void, string>(async ({ input }) => {
          downloads.push(input)
        }),
        watchProgress: fromCallback<ZipDownloadEvent, ZipRequest>(({ sendBack }) => {
          watching++
          report = sendBack
          return () => {
            watching--
          }
        }),
      },
    }),
    { input: { tourName: '12-elm-st', sizes: ['web'] } },
  ).start()
  return { actor, prepare, downloads, report: (e: ZipDownloadEvent) => report?.(e), watching: () => watching }
}

describe('zip download button (SPEC §9: single-use 2 s, success resets after 1 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('prepares with progress, downloads, then resets', async () => {
    const { actor, prepare, downloads, report, watching } = start()
    actor.send({ type: 'download' })
    expect(actor.getSnapshot().hasTag('preparing')).toBe(true)
    expect(prepare.calls).toEqual([{ tourName: '12-elm-st', sizes: ['web'] }])
    expect(watching()).toBe(1)
    report({ type: 'progress', done: 3, total: 14 })
    expect(actor.getSnapshot().context.progress).toEqual({ done: 3, total: 14 })
    prepare.resolve({ url: '/media/12-elm-st/zips/a.zip' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('succeeded')).toBe(true)
    expect(watching()).toBe(0)
    expect(downloads).toEqual(['/media/12-elm-st/zips/a.zip'])
    await vi.advanceTimersByTimeAsync(DOWNLOAD_SUCCESS_RESET_MS)
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
  })

  it('ignores clicks for 2 s, even when the zip is ready sooner', async () => {
    const { actor, prepare } = start()
    actor.send({ type: 'download' })
    prepare.resolve({ url: '/z.zip' })
    await vi.advanceTimersByTimeAsync(DOWNLOAD_SUCCESS_RESET_MS)
    expect(actor.getSnapshot().matches({ job: 'idle' })).toBe(true)
    expect(actor.getSnapshot().hasTag('locked')).toBe(true)
    actor.send({ type: 'download' })
    expect(prepare.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(DOWNLOAD_LOCK_MS - DOWNLOAD_SUCCESS_RESET_MS)
    actor.send({ type: 'download' })
    expect(prepare.calls).toHaveLength(2)
  })

  it('shows the failure and lets the visitor try again', async () => {
    const { actor, prepare } = start()
    actor.send({ type: 'download' })
    prepare.reject(new StatusError({ message: 'This listing has no photos to download.' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('This listing has no photos to download.')
    await vi.advanceTimersByTimeAsync(DOWNLOAD_LOCK_MS)
    actor.send({ type: 'download' })
    expect(actor.getSnapshot().hasTag('preparing')).toBe(true)
  })
})
