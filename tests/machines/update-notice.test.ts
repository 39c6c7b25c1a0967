import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { updateNoticeActors } from '../../src/machines/update-notice/update-notice.actors'
import { updateNoticeMachine } from '../../src/machines/update-notice/update-notice.machine'
import { UPDATE_CHECK_INTERVAL_MS } from '../../src/schemas/constants'
import { Unreachable } from '../../src/services/errors'
import { HttpClient } from '../../src/services/HttpClient'
import { makeTestRuntime } from '../../src/services/runtime'
import { startLocalHttpServer } from '../services/localHttpServer'
import { deferred } from '../support/stub-actors'

const url = 'https://showhome.example/12-oak-street'
const monday = 'Mon, 04 May 2026 09:00:00 GMT'
const tuesday = 'Tue, 05 May 2026 09:00:00 GMT'

function start() {
  const check = deferred<string | null>()
  const reload = deferred<void>()
  const actor = createActor(
    updateNoticeMachine.provide({ actors: { checkLastModified: check.logic, reloadPage: reload.logic } }),
    { input: { url } },
  ).start()
  return { actor, check, reload, snapshot: () => actor.getSnapshot() }
}

/** Lets a stub's answer reach the chart without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('update notice chart (SPEC §4: Last-Modified changes → Later or Refresh; §7: HEAD every 60 s)', () => {
  it('takes the baseline at once, then checks every 60 s', async () => {
    const { check } = start()
    expect(check.calls).toEqual([{ url }])
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1)
    expect(check.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(check.calls).toHaveLength(2)
  })

  it('stays quiet while the page is unchanged', async () => {
    const { check, snapshot } = start()
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(monday)
    await settle()
    expect(snapshot().hasTag('notice')).toBe(false)
    expect(snapshot().matches({ watching: 'waiting' })).toBe(true)
  })

  it('shows the notice when Last-Modified changes', async () => {
    const { check, snapshot } = start()
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(tuesday)
    await settle()
    expect(snapshot().hasTag('notice')).toBe(true)
    expect(snapshot().context).toMatchObject({ baseline: monday, latest: tuesday })
  })

  it('Later hides it and watches for a version newer than the one it offered', async () => {
    const { actor, check, snapshot } = start()
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(tuesday)
    await settle()
    actor.send({ type: 'later' })
    expect(snapshot().hasTag('notice')).toBe(false)
    expect(check.calls).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(tuesday)
    await settle()
    expect(snapshot().hasTag('notice')).toBe(false)
  })

  it('Refresh reloads the page', async () => {
    const { actor, check, reload, snapshot } = start()
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(tuesday)
    await settle()
    actor.send({ type: 'refresh' })
    expect(reload.calls).toHaveLength(1)
    expect(snapshot().hasTag('notice')).toBe(true)
  })

  it('a refused reload keeps the notice: Refresh tries again, and Later still hides it', async () => {
    const { actor, check, reload, snapshot } = start()
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(tuesday)
    await settle()
    actor.send({ type: 'refresh' })
    reload.reject(new Error('reload refused'))
    await settle()
    expect(snapshot().hasTag('notice')).toBe(true)
    actor.send({ type: 'refresh' })
    expect(reload.calls).toHaveLength(2)
    reload.reject(new Error('reload refused'))
    await settle()
    actor.send({ type: 'later' })
    expect(snapshot().hasTag('notice')).toBe(false)
  })

  it.each([
    ['a failed check', (c: ReturnType<typeof start>['check']) => c.reject(new Unreachable({ message: 'offline' }))],
    ['a missing header', (c: ReturnType<typeof start>['check']) => c.resolve(null)],
  ])('ignores %s and keeps watching', async (_, answer) => {
    const { check, snapshot } = start()
    check.resolve(monday)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    answer(check)
    await settle()
    expect(snapshot().hasTag('notice')).toBe(false)
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(tuesday)
    await settle()
    expect(snapshot().hasTag('notice')).toBe(true)
  })

  it('takes the first header the server sends as the baseline', async () => {
    const { check, snapshot } = start()
    check.resolve(null)
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    check.resolve(monday)
    await settle()
    expect(snapshot().hasTag('notice')).toBe(false)
    expect(snapshot().context.baseline).toBe(monday)
  })
})

describe('update notice actors', () => {
  it('reads Last-Modified with a HEAD request on the page, through the HttpClient', async () => {
    vi.useRealTimers()
    const server = await startLocalHttpServer()
    try {
      server.handle(() => ({ headers: { 'last-modified': monday } }))
      const runtime = makeTestRuntime({ httpClient: HttpClient.layer() })
      const actors = updateNoticeActors(runtime, { reload: vi.fn() })
      const actor = createActor(updateNoticeMachine.provide({ actors }), { input: { url: `${server.origin}/oak` } })
      actor.start()
      await vi.waitFor(() => expect(actor.getSnapshot().context.baseline).toBe(monday))
      expect(server.received.map((r) => [r.method, r.url.pathname])).toEqual([['HEAD', '/oak']])
      actor.stop()
    } finally {
      await server.close()
    }
  })

  it('reloads the page on Refresh', async () => {
    const reload = vi.fn()
    const answers = [monday, tuesday]
    const actor = createActor(
      updateNoticeMachine.provide({
        actors: {
          ...updateNoticeActors(makeTestRuntime(), { reload }),
          checkLastModified: fromPromise(async () => answers.shift() ?? null),
        },
      }),
      { input: { url } },
    ).start()
    await settle()
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS)
    expect(actor.getSnapshot().hasTag('notice')).toBe(true)
    actor.send({ type: 'refresh' })
    expect(reload).toHaveBeenCalledOnce()
  })
})
