// @vitest-environment node
// SPEC §7: the first auth call is serialised until one succeeds. Checked on a real server that holds each answer
// until the test releases it, and on the gate alone for the "first call failed" case.
import { Effect, Fiber } from 'effect'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeFirstCallGate } from '../../src/services/firstCallGate'
import { HttpClient } from '../../src/services/HttpClient'
import { type AppRuntime, makeLiveRuntime } from '../../src/services/runtime'
import {
  backendsOn,
  deferred,
  eventually,
  type LocalHttpServer,
  type Reply,
  startLocalHttpServer,
} from './localHttpServer'
import { getListing, signIn } from './testCalls'

let server: LocalHttpServer
let runtime: AppRuntime
/** Pending answers in arrival order; the test resolves them one by one. */
let held: Array<(reply: Reply) => void>

beforeAll(async () => {
  server = await startLocalHttpServer()
  runtime = makeLiveRuntime(backendsOn(server.origin))
  held = []
  server.handle((request) => {
    if (request.url.pathname.startsWith('/api')) return { json: { tourName: 't', offline: false } }
    const answer = deferred<Reply>()
    held.push(answer.resolve)
    return answer.promise
  })
})
afterAll(async () => {
  await runtime.dispose()
  await server.close()
})

const authCall = (email: string) => runtime.runPromise(HttpClient.use((http) => http.call(signIn, { email })))
const authHits = () => server.received.filter((r) => r.url.pathname.startsWith('/auth')).length
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the first auth call', () => {
  it('holds later auth calls until it succeeds, then lets them run side by side', async () => {
    const first = authCall('first@x.y')
    await eventually(() => authHits() === 1)
    const second = authCall('second@x.y')
    const third = authCall('third@x.y')
    await pause(60)
    expect(authHits()).toBe(1)

    // Other backends are not held back by the auth gate.
    await runtime.runPromise(HttpClient.use((http) => http.call(getListing, { tourName: 't', debugMode: false })))

    held[0]?.({ json: { signedIn: true } })
    await expect(first).resolves.toEqual({ signedIn: true })

    // The waiters found the gate open and went together, not one after the other.
    await eventually(() => authHits() === 3)
    held[1]?.({ json: { signedIn: true } })
    held[2]?.({ json: { signedIn: false } })
    await expect(second).resolves.toEqual({ signedIn: true })
    await expect(third).resolves.toEqual({ signedIn: false })

    const fourth = authCall('fourth@x.y')
    const fifth = authCall('fifth@x.y')
    await eventually(() => authHits() === 5)
    held[3]?.({ json: { signedIn: true } })
    held[4]?.({ json: { signedIn: true } })
    await Promise.all([fourth, fifth])
  })
})

describe('makeFirstCallGate', () => {
  it('keeps serialising after a failure, and opens after the first success', async () => {
    const gate = makeFirstCallGate()
    const running: string[] = []
    let overlap = 0
    const task = (name: string, fails: boolean) =>
      gate.run(
        Effect.gen(function* () {
          running.push(name)
          overlap = Math.max(overlap, running.length)
          yield* Effect.sleep('10 millis')
          running.splice(running.indexOf(name), 1)
          if (fails) return yield* Effect.fail('refused')
          return name
        }),
      )

    const serialised = await Effect.runPromise(
      Effect.all([Effect.result(task('a', true)), task('b', false), task('c', false)], { concurrency: 'unbounded' }),
    )
    expect(serialised[1]).toBe('b')
    expect(overlap).toBe(1)
    expect(gate.isOpen()).toBe(true)

    overlap = 0
    await Effect.runPromise(Effect.all([task('d', false), task('e', false)], { concurrency: 'unbounded' }))
    expect(overlap).toBe(2)
  })

  it('lets the next waiter go when the call holding the turn is interrupted', async () => {
    const gate = makeFirstCallGate()
    const outcome = await Effect.runPromise(
      Effect.gen(function* () {
        const stuck = yield* Effect.forkChild(gate.run(Effect.never))
        yield* Effect.sleep('5 millis')
        const waiting = yield* Effect.forkChild(gate.run(Effect.succeed('went')))
        yield* Fiber.interrupt(stuck)
        return yield* Fiber.join(waiting)
      }),
    )
    expect(outcome).toBe('went')
  })
})
