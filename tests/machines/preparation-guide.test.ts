// The preparation guide chart (issue 17): download, thanks with the time since, download again, and a failure that
// says why and can be retried. The clock is the test's.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, waitFor } from 'xstate'
import {
  GUIDE_DOWNLOAD_FAILED,
  preparationGuideMachine,
} from '../../src/machines/preparation-guide/preparation-guide.machine'
import { CONNECTION_FAILED } from '../../src/machines/shared/error-message'
import { StatusError, Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

function start(downloadedAt: string | null = null) {
  const download = deferred<string>()
  const actor = createActor(
    preparationGuideMachine.provide({ actors: { downloadGuide: download.logic, clock: fromCallback(() => {}) } }),
    { input: { orderId: 'o1', downloadedAt } },
  ).start()
  return { actor, download, ctx: () => actor.getSnapshot().context }
}

describe('preparation guide chart', () => {
  it('starts ready without a download, at thanks with one', () => {
    expect(start().actor.getSnapshot().value).toBe('ready')
    expect(start('2026-05-01T10:00:00.000Z').actor.getSnapshot().value).toBe('downloaded')
  })

  it('downloads, then thanks with the time of the download; the clock moves the time since', async () => {
    const { actor, download, ctx } = start()
    actor.send({ type: 'download' })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true)
    expect(download.calls).toEqual([{ orderId: 'o1' }])
    download.resolve('2026-05-01T10:00:00.000Z')
    await waitFor(actor, (s) => s.matches('downloaded'))
    expect(ctx()).toMatchObject({
      downloadedAt: '2026-05-01T10:00:00.000Z',
      now: Date.parse('2026-05-01T10:00:00.000Z'),
    })
    actor.send({ type: 'clock.tick', now: Date.parse('2026-05-01T10:05:00.000Z') })
    expect(ctx().now).toBe(Date.parse('2026-05-01T10:05:00.000Z'))
  })

  it('says why a download failed, keeps an earlier download, and can try again', async () => {
    const { actor, download, ctx } = start('2026-05-01T10:00:00.000Z')
    actor.send({ type: 'download' })
    download.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('downloaded'))
    expect(ctx()).toMatchObject({ error: CONNECTION_FAILED, downloadedAt: '2026-05-01T10:00:00.000Z' })
    actor.send({ type: 'download' })
    expect(ctx().error).toBeUndefined()
  })

  it('uses the server’s reason when it refused, else its own words', async () => {
    const refused = start()
    refused.actor.send({ type: 'download' })
    refused.download.reject(new StatusError({ message: 'This appointment was cancelled.' }))
    await waitFor(refused.actor, (s) => s.matches('ready'))
    expect(refused.ctx().error).toBe('This appointment was cancelled.')
    const broken = start()
    broken.actor.send({ type: 'download' })
    broken.download.reject(new Error('boom'))
    await waitFor(broken.actor, (s) => s.matches('ready'))
    expect(broken.ctx().error).toBe(GUIDE_DOWNLOAD_FAILED)
  })

  // The chart runs its clock from the start: the clock's ticks move the time since without any download.
  it('listens to its clock from the start, beginning at the present time', () => {
    const before = Date.now()
    const ticking = preparationGuideMachine.provide({
      actors: {
        downloadGuide: deferred<string>().logic,
        clock: fromCallback(({ sendBack }) => sendBack({ type: 'clock.tick', now: before + 60_000 })),
      },
    })
    const actor = createActor(ticking, { input: { orderId: 'o1', downloadedAt: null } })
    expect(actor.getSnapshot().context.now).toBeGreaterThanOrEqual(before)
    expect(actor.getSnapshot().context.now).toBeLessThanOrEqual(Date.now())
    actor.start()
    expect(actor.getSnapshot().context.now).toBe(before + 60_000)
  })

  // The words are checked as written, not through the constant, so an emptied message is caught.
  it('says in words that the guide could not be downloaded, and forgets it on the next try', async () => {
    const { actor, download, ctx } = start()
    actor.send({ type: 'download' })
    download.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches('ready'))
    expect(ctx().error).toBe('The guide could not be downloaded. Please try again.')
    expect(actor.getSnapshot().hasTag('downloading')).toBe(false)
    actor.send({ type: 'download' })
    expect(ctx().error).toBeUndefined()
    expect(download.calls).toHaveLength(2)
  })

  it('downloads again from the thanks', () => {
    const { actor, download } = start('2026-05-01T10:00:00.000Z')
    actor.send({ type: 'download' })
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true)
    expect(download.calls).toEqual([{ orderId: 'o1' }])
  })
})
