// @vitest-environment node
// The live HttpClient against a real local HTTP server: encoding, decoding and the error catalogue (SPEC §8).
import { Effect } from 'effect'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { HttpClient } from '../../src/services/HttpClient'
import { type AppRuntime, makeLiveRuntime } from '../../src/services/runtime'
import { backendsOn, type LocalHttpServer, type Reply, startLocalHttpServer } from './localHttpServer'
import { chargeSecret, getListing, getTourConfig, signIn, submitStep } from './testCalls'

let server: LocalHttpServer
let runtime: AppRuntime

beforeAll(async () => {
  server = await startLocalHttpServer()
  runtime = makeLiveRuntime(backendsOn(server.origin))
})
afterEach(() => {
  server.received.length = 0
  vi.restoreAllMocks()
})
afterAll(async () => {
  await runtime.dispose()
  await server.close()
})

const submitFailure = (reply: Reply) => {
  server.handle(() => reply)
  return runtime.runPromise(
    HttpClient.use((http) => http.call(submitStep, { step: 'address', targetStep: 'product' })).pipe(Effect.flip),
  )
}

describe('HttpClient: requests and answers', () => {
  it('posts the encoded request as JSON and decodes the answer', async () => {
    server.handle(() => ({ json: { tourName: 'maple-st', offline: false, extra: 'ignored' } }))
    const listing = await runtime.runPromise(
      HttpClient.use((http) => http.call(getListing, { tourName: 'maple-st', debugMode: true })),
    )
    expect(listing).toEqual({ tourName: 'maple-st', offline: false })
    const [request] = server.received
    expect(request?.method).toBe('POST')
    expect(request?.url.pathname).toBe('/api/v1/listing/get')
    expect(request?.headers['content-type']).toContain('application/json')
    expect(request?.body).toEqual({ tourName: 'maple-st', debugMode: true })
  })

  it('fills path parameters and sends the remaining fields of a GET as the query', async () => {
    server.handle(() => ({ json: { height: 1.6, scenes: ['a', 'b'] } }))
    const config = await runtime.runPromise(
      HttpClient.use((http) => http.call(getTourConfig, { tourName: '12 Oak/Ave', v: 3, includeHidden: true })),
    )
    expect(config.scenes).toEqual(['a', 'b'])
    const [request] = server.received
    expect(request?.method).toBe('GET')
    expect(request?.url.pathname).toBe('/api/v1/tour/12%20Oak%2FAve')
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ v: '3', includeHidden: 'true' })
    expect(request?.body).toBeUndefined()
  })

  it('fills a placeholder inside a path segment and keeps it out of the body', async () => {
    server.handle(() => ({ json: { orderId: 'o1' } }))
    await runtime.runPromise(HttpClient.use((http) => http.call(submitStep, { step: 'address', targetStep: 'x' })))
    expect(server.received[0]?.url.pathname).toBe('/api/v1/booking/submitaddress')
    expect(server.received[0]?.body).toEqual({ targetStep: 'x' })
  })

  it('sends each backend to its own base URL, with credentials only for the auth service', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    server.handle((request) => ({
      json: request.url.pathname.startsWith('/auth') ? { signedIn: true } : { secret: 'pi_1' },
    }))
    await runtime.runPromise(HttpClient.use((http) => http.call(signIn, { email: 'a@b.c' })))
    await runtime.runPromise(HttpClient.use((http) => http.call(chargeSecret, { amount: 1900, currency: 'usd' })))
    expect(server.received.map((r) => r.url.pathname)).toEqual([
      '/auth/user/sign-in',
      '/finance/subscription/charge/secret',
    ])
    const credentials = fetchSpy.mock.calls.map(([input]) => (input as Request).credentials)
    expect(credentials).toEqual(['include', 'same-origin'])
  })

  it('reads Last-Modified with a HEAD request', async () => {
    server.handle(() => ({ headers: { 'last-modified': 'Wed, 21 Oct 2026 07:28:00 GMT' } }))
    const stamp = await runtime.runPromise(HttpClient.use((http) => http.head(`${server.origin}/app`)))
    expect(stamp).toBe('Wed, 21 Oct 2026 07:28:00 GMT')
    expect(server.received[0]?.method).toBe('HEAD')
  })
})

describe('HttpClient: the error catalogue', () => {
  it('maps 400 with fieldErrors to FieldErrors', async () => {
    const error = await submitFailure({ status: 400, json: { fieldErrors: { email: 'Invalid' }, message: 'Check' } })
    expect(error._tag).toBe('FieldErrors')
    expect(error).toMatchObject({ fieldErrors: { email: 'Invalid' }, message: 'Check' })
  })

  it('maps a 4xx with statusError or message to StatusError', async () => {
    const withStatus = await submitFailure({ status: 400, json: { statusError: 'Order closed' } })
    expect(withStatus).toMatchObject({ _tag: 'StatusError', statusError: 'Order closed', message: 'Order closed' })
    const withMessage = await submitFailure({ status: 409, json: { message: 'Slot taken' } })
    expect(withMessage).toMatchObject({ _tag: 'StatusError', message: 'Slot taken' })
  })

  it('maps 404 to NotFound and 401/403 to Unauthorized', async () => {
    expect(await submitFailure({ status: 404, json: { message: 'No such listing' } })).toMatchObject({
      _tag: 'NotFound',
      message: 'No such listing',
    })
    expect((await submitFailure({ status: 401, text: 'sign in' }))._tag).toBe('Unauthorized')
    expect((await submitFailure({ status: 403, json: { message: 'Not yours' } }))._tag).toBe('Unauthorized')
  })

  it('maps 5xx, non-JSON and undecodable answers to Unreachable', async () => {
    expect((await submitFailure({ status: 500, json: { message: 'boom' } }))._tag).toBe('Unreachable')
    expect((await submitFailure({ status: 502, text: '<html>Bad gateway</html>' }))._tag).toBe('Unreachable')
    expect((await submitFailure({ status: 200, text: '<html>maintenance</html>' }))._tag).toBe('Unreachable')
    expect((await submitFailure({ status: 200, json: { orderId: 42 } }))._tag).toBe('Unreachable')
    expect((await submitFailure({ status: 422, text: 'not json' }))._tag).toBe('Unreachable')
  })

  it('maps a server that is down to Unreachable', async () => {
    const down = await startLocalHttpServer()
    await down.close()
    const offline = makeLiveRuntime(backendsOn(down.origin))
    const error = await offline.runPromise(
      HttpClient.use((http) => http.call(getListing, { tourName: 't', debugMode: false })).pipe(Effect.flip),
    )
    await offline.dispose()
    expect(error._tag).toBe('Unreachable')
  })

  it('maps a request that outlives the time limit to Unreachable', async () => {
    const impatient = makeLiveRuntime({ ...backendsOn(server.origin), timeoutMs: 50 })
    server.handle(() => new Promise<Reply>((resolve) => setTimeout(() => resolve({ json: {} }), 500)))
    const error = await impatient.runPromise(
      HttpClient.use((http) => http.call(getListing, { tourName: 't', debugMode: false })).pipe(Effect.flip),
    )
    await impatient.dispose()
    expect(error._tag).toBe('Unreachable')
  })
})
