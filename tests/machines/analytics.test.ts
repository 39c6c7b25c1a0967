import { Effect } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { localIsoDateTime } from '../../src/domain/local-date-time'
import { analyticsActors } from '../../src/machines/analytics/analytics.actors'
import { analyticsMachine } from '../../src/machines/analytics/analytics.machine'
import type { EventResponse } from '../../src/schemas/api/event'
import { Unreachable } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { deferred } from '../support/stub-actors'

const pageOpened = new Date('2026-05-04T14:00:00.000Z')

function start(times: number[]) {
  const send = deferred<EventResponse>()
  const clock = () => times.shift() ?? 0
  const actor = createActor(analyticsMachine.provide({ actors: { sendEvent: send.logic } }), {
    input: { clock },
  }).start()
  return { actor, send }
}

/** Lets a stub's answer reach the chart. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(pageOpened)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('analytics chart (SPEC §7 POST /event)', () => {
  it('sends clientDate first, then the visitId the server returned, with rising indexes', async () => {
    const { actor, send } = start([812.4, 5400.6, 9000])
    actor.send({ type: 'track', eventType: 'load' })
    expect(send.calls).toEqual([{ type: 'load', time: 812, index: 0, clientDate: localIsoDateTime(pageOpened) }])
    send.resolve({ visitId: 'v-1' })
    await settle()
    actor.send({ type: 'track', eventType: 'navigate' })
    send.resolve({ visitId: 'v-1' })
    await settle()
    actor.send({ type: 'track', eventType: 'focus' })
    expect(send.calls).toEqual([
      { type: 'load', time: 812, index: 0, clientDate: localIsoDateTime(pageOpened) },
      { type: 'navigate', time: 5401, index: 1, visitId: 'v-1' },
      { type: 'focus', time: 9000, index: 2, visitId: 'v-1' },
    ])
  })

  it('queues events tracked while one is in flight, so they can carry the visit', async () => {
    const { actor, send } = start([10, 20, 30])
    actor.send({ type: 'track', eventType: 'load' })
    actor.send({ type: 'track', eventType: 'navigate' })
    actor.send({ type: 'track', eventType: 'orderProgress' })
    expect(send.calls).toHaveLength(1)
    send.resolve({ visitId: 'v-9' })
    await settle()
    expect(send.calls).toHaveLength(2)
    send.resolve({ visitId: 'v-9' })
    await settle()
    expect(send.calls).toEqual([
      { type: 'load', time: 10, index: 0, clientDate: localIsoDateTime(pageOpened) },
      { type: 'navigate', time: 20, index: 1, visitId: 'v-9' },
      { type: 'orderProgress', time: 30, index: 2, visitId: 'v-9' },
    ])
    send.resolve({ visitId: 'v-9' })
    await settle()
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context.queue).toEqual([])
  })

  it('drops a failed send without stopping, and still advances the index', async () => {
    const { actor, send } = start([10, 20, 30])
    actor.send({ type: 'track', eventType: 'load' })
    actor.send({ type: 'track', eventType: 'navigate' })
    send.resolve({ visitId: 'v-2' })
    await settle()
    send.reject(new Unreachable({ message: 'offline' }))
    await settle()
    actor.send({ type: 'track', eventType: 'focus' })
    expect(send.calls.slice(1)).toEqual([
      { type: 'navigate', time: 20, index: 1, visitId: 'v-2' },
      { type: 'focus', time: 30, index: 2, visitId: 'v-2' },
    ])
    expect(actor.getSnapshot().status).toBe('active')
  })

  it('sends clientDate again when the first event was lost, since the server has not seen the visit', async () => {
    const { actor, send } = start([10, 20])
    actor.send({ type: 'track', eventType: 'load' })
    send.reject(new Unreachable({ message: 'offline' }))
    await settle()
    vi.setSystemTime(new Date(pageOpened.getTime() + 20))
    actor.send({ type: 'track', eventType: 'focus' })
    expect(send.calls.at(-1)).toEqual({
      type: 'focus',
      time: 20,
      index: 1,
      clientDate: localIsoDateTime(new Date(pageOpened.getTime() + 20)),
    })
  })

  it('reads performance.now when given no clock', () => {
    const send = deferred<EventResponse>()
    vi.spyOn(performance, 'now').mockReturnValue(1234.5)
    const actor = createActor(analyticsMachine.provide({ actors: { sendEvent: send.logic } }), { input: {} }).start()
    actor.send({ type: 'track', eventType: 'load' })
    expect(send.calls).toEqual([{ type: 'load', time: 1235, index: 0, clientDate: localIsoDateTime(pageOpened) }])
  })
})

describe('analytics actors', () => {
  it('posts /event and reads the visit from the answer', async () => {
    const posted: unknown[] = []
    const runtime = makeTestRuntime({
      answer: (call, request) => {
        posted.push([call.method, call.path, request])
        return Effect.succeed({ visitId: 'v-7' })
      },
    })
    const actor = createActor(analyticsMachine.provide({ actors: analyticsActors(runtime) }), {
      input: { clock: () => 5 },
    }).start()
    actor.send({ type: 'track', eventType: 'load' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.visitId).toBe('v-7'))
    expect(posted).toEqual([
      ['POST', '/event', { type: 'load', time: 5, index: 0, clientDate: localIsoDateTime(pageOpened) }],
    ])
  })
})
