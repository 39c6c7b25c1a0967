// @vitest-environment node
// SPEC §7: retries follow the caller's count (booking wizard: 3) and only for Unreachable; after the last try the
// caller gets a typed Unreachable. Counted on a real server.
import { Effect } from 'effect'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { Unreachable } from '../../src/services/errors'
import { HttpClient } from '../../src/services/HttpClient'
import { withRetries } from '../../src/services/retry'
import { type AppRuntime, makeLiveRuntime } from '../../src/services/runtime'
import { backendsOn, type LocalHttpServer, startLocalHttpServer } from './localHttpServer'
import { submitStep } from './testCalls'

let server: LocalHttpServer
let runtime: AppRuntime

beforeAll(async () => {
  server = await startLocalHttpServer()
  runtime = makeLiveRuntime(backendsOn(server.origin))
})
afterEach(() => {
  server.received.length = 0
})
afterAll(async () => {
  await runtime.dispose()
  await server.close()
})

const submitWithRetries = (count: number) =>
  runtime.runPromise(
    HttpClient.use((http) => http.call(submitStep, { step: 'address', targetStep: 'product' })).pipe(
      withRetries(count, { backoff: '5 millis' }),
      Effect.result,
    ),
  )

describe('withRetries over the live client', () => {
  it('tries an unreachable call exactly `count` times, then reports Unreachable', async () => {
    server.handle(() => ({ status: 503, text: 'down for maintenance' }))
    const result = await submitWithRetries(3)
    expect(server.received).toHaveLength(3)
    expect(result._tag).toBe('Failure')
    if (result._tag === 'Failure') expect(result.failure._tag).toBe('Unreachable')
  })

  it('stops retrying as soon as a try succeeds', async () => {
    server.handle(() => (server.received.length < 2 ? { status: 500, text: 'oops' } : { json: { orderId: 'o9' } }))
    const result = await submitWithRetries(3)
    expect(server.received).toHaveLength(2)
    expect(result).toMatchObject({ _tag: 'Success', success: { orderId: 'o9' } })
  })

  it('never retries FieldErrors or StatusError', async () => {
    server.handle(() => ({ status: 400, json: { fieldErrors: { address: 'Required' } } }))
    const fieldErrors = await submitWithRetries(3)
    server.handle(() => ({ status: 400, json: { statusError: 'Closed' } }))
    const statusError = await submitWithRetries(3)
    expect(server.received).toHaveLength(2)
    expect(fieldErrors).toMatchObject({ _tag: 'Failure', failure: { _tag: 'FieldErrors' } })
    expect(statusError).toMatchObject({ _tag: 'Failure', failure: { _tag: 'StatusError' } })
  })

  it('with a count of 1 tries once', async () => {
    server.handle(() => ({ status: 502, text: 'bad gateway' }))
    await submitWithRetries(1)
    expect(server.received).toHaveLength(1)
  })
})

describe('withRetries on its own', () => {
  it('turns a defect into a typed Unreachable instead of throwing, without retrying it', async () => {
    let tries = 0
    const buggy = Effect.sync(() => {
      tries += 1
      throw new Error('bug')
    })
    const error = await Effect.runPromise(buggy.pipe(withRetries(3, { backoff: '1 millis' }), Effect.flip))
    expect(error).toBeInstanceOf(Unreachable)
    expect(error.message).toBe('bug')
    expect(tries).toBe(1)
  })
})
