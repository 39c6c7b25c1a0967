// The one bridge from Effect to XState (ARCHITECTURE §3.2–3.3): typed success and failure reach the chart, leaving
// the state interrupts the program, and an actor nobody provided fails loudly.
import { Effect } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { assign, createActor, setup, waitFor } from 'xstate'
import { fromEffect, notProvided } from '../../src/machines/shared/fromEffect'
import { FieldErrors } from '../../src/services/errors'
import { callApi, type HttpClient } from '../../src/services/HttpClient'
import { withRetries } from '../../src/services/retry'
import { type AppRuntime, makeTestRuntime } from '../../src/services/runtime'
import { getListing } from './testCalls'

/** A one-request chart: loading → loaded or failed, and `load.cancel` leaves loading for idle. */
const listingChart = setup({
  types: {} as {
    context: { offline?: boolean; error?: unknown }
    events: { type: 'load.cancel' }
  },
  actors: { loadListing: notProvided<{ tourName: string; offline: boolean }, { tourName: string }>('loadListing') },
}).createMachine({
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      on: { 'load.cancel': 'idle' },
      invoke: {
        id: 'loadListing',
        src: 'loadListing',
        input: { tourName: 'maple-st' },
        onDone: { target: 'loaded', actions: assign({ offline: ({ event }) => event.output.offline }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    idle: {},
    loaded: {},
    failed: {},
  },
})

let runtime: AppRuntime | undefined
afterEach(async () => {
  await runtime?.dispose()
  runtime = undefined
})

const startWith = <E>(
  program: (input: { tourName: string }) => Effect.Effect<{ tourName: string; offline: boolean }, E, HttpClient>,
) => {
  runtime = makeTestRuntime({ answer: () => Effect.succeed({ tourName: 'maple-st', offline: true }) })
  return createActor(listingChart.provide({ actors: { loadListing: fromEffect(runtime, program) } })).start()
}

describe('fromEffect', () => {
  it('delivers the decoded answer of a described call to the chart', async () => {
    const actor = startWith(({ tourName }) => callApi(getListing, { tourName, debugMode: false }).pipe(withRetries(3)))
    const snapshot = await waitFor(actor, (s) => s.matches('loaded'))
    expect(snapshot.context.offline).toBe(true)
  })

  it('delivers a typed failure as the error event', async () => {
    const actor = startWith(() => Effect.fail(new FieldErrors({ fieldErrors: { tourName: 'Invalid' } })))
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    expect(snapshot.context.error).toBeInstanceOf(FieldErrors)
  })

  it('interrupts the program when the chart leaves the state', async () => {
    let interrupted = false
    const actor = startWith(() => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))))
    await waitFor(actor, (s) => s.hasTag('busy'))
    actor.send({ type: 'load.cancel' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(interrupted).toBe(true)
    expect(actor.getSnapshot().matches('idle')).toBe(true)
  })

  it('interrupts the program when the chart stops', async () => {
    let interrupted = false
    const actor = startWith(() => Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (interrupted = true)))))
    await waitFor(actor, (s) => s.hasTag('busy'))
    actor.stop()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(interrupted).toBe(true)
  })
})

describe('notProvided', () => {
  it('fails loudly, naming the missing actor', async () => {
    const actor = createActor(listingChart).start()
    const snapshot = await waitFor(actor, (s) => s.matches('failed'))
    expect(String(snapshot.context.error)).toContain("The 'loadListing' actor is not provided")
  })
})
