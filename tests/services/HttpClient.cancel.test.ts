// @vitest-environment node
// ARCHITECTURE §3.3: leaving a state aborts its request. A chart invokes a real call through fromEffect against a
// real server; stopping the chart must interrupt the Effect fiber and close the HTTP request.
import { Effect } from 'effect'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createActor, setup, waitFor } from 'xstate'
import { fromEffect } from '../../src/machines/shared/fromEffect'
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
import { getListing } from './testCalls'

let server: LocalHttpServer
let runtime: AppRuntime

beforeAll(async () => {
  server = await startLocalHttpServer()
  runtime = makeLiveRuntime(backendsOn(server.origin))
})
afterAll(async () => {
  await runtime.dispose()
  await server.close()
})

it('interrupts the fiber and aborts the request when the chart stops', async () => {
  const neverAnswered = deferred<Reply>()
  server.handle(() => neverAnswered.promise)
  let interrupted = false
  const loadListing = fromEffect(runtime, (tourName: string) =>
    HttpClient.use((http) => http.call(getListing, { tourName, debugMode: false })).pipe(
      Effect.onInterrupt(() =>
        Effect.sync(() => {
          interrupted = true
        }),
      ),
    ),
  )
  const chart = setup({ actors: { loadListing } }).createMachine({
    initial: 'loading',
    states: {
      loading: { tags: ['busy'], invoke: { id: 'loadListing', src: 'loadListing', input: 'maple-st' } },
    },
  })
  const actor = createActor(chart).start()
  await waitFor(actor, (snapshot) => snapshot.hasTag('busy'))
  await eventually(() => server.received.length === 1)

  actor.stop()

  await eventually(() => interrupted)
  await eventually(() => server.abandoned() === 1)
  expect(interrupted).toBe(true)
  expect(server.abandoned()).toBe(1)
  neverAnswered.resolve({ json: {} })
})
