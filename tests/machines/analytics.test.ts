import { Effect } from 'effect'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { localIsoDateTime } from '../../src/domain/local-date-time'
import { analyticsActors } from '../../src/machines/analytics/analytics.actors'
import { analyticsChart, analyticsMachine } from '../../src/machines/analytics/analytics.machine'
import type { EventResponse } from '../../src/schemas/api/event'
import { Unreachable } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { deferred } from '../support/stub-actors'

/** A clock the test controls: the page's time from `sinceLoad`, the wall clock as it is. */
const clockOf = (sinceLoad: () => number) => ({ sinceLoad, wallClock: () => new Date() })

const pageOpened = new Date('2026-05-04T14:00:00.000Z')

function start(times: number[]) {
  const send = deferred<EventResponse>()
  const clock = () => times.shift() ?? 0
  const actor = createActor(analyticsChart(clockOf(clock)).provide({ actors: { sendEvent: send.logic } }), {
    input: {},
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
    const actor = createActor(analyticsChart(clockOf(() => 5)).provide({ actors: analyticsActors(runtime) }), {
      input: {},
    }).start()
    actor.send({ type: 'track', eventType: 'load' })
    await vi.waitFor(() => expect(actor.getSnapshot().context.visitId).toBe('v-7'))
    expect(posted).toEqual([
      ['POST', '/event', { type: 'load', time: 5, index: 0, clientDate: localIsoDateTime(pageOpened) }],
    ])
  })
})

describe('analytics chart: the tour’s scenes and where the page came from (issue 17)', () => {
  function startAt() {
    let now = 0
    const send = deferred<EventResponse>()
    const actor = createActor(analyticsChart(clockOf(() => now)).provide({ actors: { sendEvent: send.logic } }), {
      input: {},
    }).start()
    /** Answers every event sent so far, one at a time, as the server would. */
    const drain = async () => {
      for (let i = 0; i < 10; i++) {
        send.resolve({ visitId: 'v-1' })
        await settle()
      }
    }
    return { actor, send, at: (ms: number) => (now = ms), drain }
  }

  it('sends the load’s source, then each arrival and the time spent in the scene left', async () => {
    const { actor, send, at, drain } = startAt()
    at(100)
    actor.send({ type: 'track', eventType: 'load', detail: { source: { embeddedOn: 'realty.example.com' } } })
    at(1000)
    actor.send({ type: 'scene.arrived', sceneCode: 's01' })
    at(13_500)
    actor.send({ type: 'scene.arrived', sceneCode: 's02' })
    await drain()
    expect(send.calls).toEqual([
      {
        type: 'load',
        time: 100,
        index: 0,
        clientDate: localIsoDateTime(pageOpened),
        source: { embeddedOn: 'realty.example.com' },
      },
      { type: 'sceneArrival', time: 1000, index: 1, visitId: 'v-1', sceneCode: 's01' },
      { type: 'sceneDwell', time: 13_500, index: 2, visitId: 'v-1', sceneCode: 's01', dwellMs: 12_500 },
      { type: 'sceneArrival', time: 13_500, index: 3, visitId: 'v-1', sceneCode: 's02' },
    ])
  })

  it('sends the time so far when the page is hidden, and counts afresh when it is shown again', async () => {
    const { actor, send, at, drain } = startAt()
    at(0)
    actor.send({ type: 'scene.arrived', sceneCode: 's01' })
    at(4000)
    actor.send({ type: 'page.hidden' })
    // Hidden twice (pagehide after visibilitychange): nothing more to send.
    actor.send({ type: 'page.hidden' })
    at(600_000)
    actor.send({ type: 'page.shown' })
    at(603_000)
    actor.send({ type: 'scene.arrived', sceneCode: 's02' })
    await drain()
    expect(send.calls.map((c) => [(c as { type: string }).type, (c as { dwellMs?: number }).dwellMs])).toEqual([
      ['sceneArrival', undefined],
      ['sceneDwell', 4000],
      ['sceneDwell', 3000],
      ['sceneArrival', undefined],
    ])
  })

  it('counts a scene the tour arrived in while the page was hidden from when the page is shown again', async () => {
    const { actor, send, at, drain } = startAt()
    at(0)
    actor.send({ type: 'scene.arrived', sceneCode: 's01' })
    at(4000)
    actor.send({ type: 'page.hidden' })
    at(5000)
    actor.send({ type: 'scene.arrived', sceneCode: 's02' })
    at(600_000)
    actor.send({ type: 'page.shown' })
    at(602_000)
    actor.send({ type: 'tour.closed' })
    await drain()
    expect(send.calls.map((c) => [(c as { type: string }).type, (c as { sceneCode?: string }).sceneCode])).toEqual([
      ['sceneArrival', 's01'],
      ['sceneDwell', 's01'],
      ['sceneArrival', 's02'],
      ['sceneDwell', 's02'],
    ])
    expect((send.calls[3] as { dwellMs: number }).dwellMs).toBe(2000)
  })

  it('ends the last stay when the tour closes, and sends nothing more for it', async () => {
    const { actor, send, at, drain } = startAt()
    at(0)
    actor.send({ type: 'scene.arrived', sceneCode: 's01' })
    at(2500)
    actor.send({ type: 'tour.closed' })
    actor.send({ type: 'tour.closed' })
    actor.send({ type: 'page.hidden' })
    await drain()
    expect(send.calls.map((c) => [(c as { type: string }).type, (c as { dwellMs?: number }).dwellMs])).toEqual([
      ['sceneArrival', undefined],
      ['sceneDwell', 2500],
    ])
  })

  it('counts at most six hours in one scene', async () => {
    const { actor, send, at, drain } = startAt()
    at(0)
    actor.send({ type: 'scene.arrived', sceneCode: 's01' })
    at(24 * 3_600_000)
    actor.send({ type: 'page.hidden' })
    await drain()
    expect((send.calls[1] as { dwellMs: number }).dwellMs).toBe(6 * 3_600_000)
  })

  it('sends no time spent outside the tour', async () => {
    const { actor, send, drain } = startAt()
    actor.send({ type: 'page.hidden' })
    actor.send({ type: 'page.shown' })
    await drain()
    expect(send.calls).toEqual([])
  })
})
