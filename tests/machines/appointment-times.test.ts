// The schedule step's time list chart with stub effects, and its real loader over a test runtime
// (SPEC §7 getappointmenttimes with 3 tries; §8 'Select a date…', 'No times available…').
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { appointmentTimesActors } from '../../src/machines/appointment-times/appointment-times.actors'
import {
  type AppointmentTimesInput,
  appointmentTimesMachine,
  type LoadTimesRequest,
} from '../../src/machines/appointment-times/appointment-times.machine'
import type { PhotographerTimes } from '../../src/schemas/TimeSlot'
import { StatusError, Unreachable } from '../../src/services/errors'
import { makeTestRuntime } from '../../src/services/runtime'
import { deferred } from '../support/stub-actors'

const searchRange = { start: '2026-05-04T12:00:00Z', end: '2026-05-05T05:00:00Z' }
const times = (photographerId: string, ...free: Array<[string, string]>): PhotographerTimes => ({
  photographerId,
  startTimes: free.map(([localTime, utc]) => ({
    time: { utc, localTime },
    isAvailable: true,
    zoneId: 'z1',
    notAvailable: null,
  })),
  unavailableBlocks: [],
  searchRange,
})
const annAtNine = times('ann', ['09:00', '2026-05-04T14:00:00Z'])
const bobAtTen = times('bob', ['10:00', '2026-05-04T15:00:00Z'])

const input: AppointmentTimesInput = { orderId: 'o1', isAdmin: false, photographerId: null, today: '2026-05-01' }

function start(given: AppointmentTimesInput = input) {
  const load = deferred<ReadonlyArray<PhotographerTimes>>()
  const actor = createActor(appointmentTimesMachine.provide({ actors: { loadAppointmentTimes: load.logic } }), {
    input: given,
  }).start()
  return { actor, load, snapshot: () => actor.getSnapshot() }
}

describe('appointment times chart', () => {
  it('waits for a date before asking anything', () => {
    const { snapshot, load } = start()
    expect(snapshot().hasTag('noDate')).toBe(true)
    expect(load.calls).toEqual([])
  })

  it('offers today through two months ahead, both included, and ignores a day outside (SPEC §5 Schedule)', () => {
    const { actor, load, snapshot } = start()
    expect(snapshot().context.range).toEqual({ first: '2026-05-01', last: '2026-07-01' })
    actor.send({ type: 'date.selected', date: '2026-04-30' })
    actor.send({ type: 'date.selected', date: '2026-07-02' })
    expect(load.calls).toEqual([])
    expect(snapshot().hasTag('noDate')).toBe(true)
    actor.send({ type: 'date.selected', date: '2026-07-01' })
    expect(load.calls).toEqual([{ orderId: 'o1', date: '2026-07-01' }])
  })

  it.each([
    ['a remembered day still in range is shown again', '2026-05-20', [{ orderId: 'o1', date: '2026-05-20' }]],
    ['a remembered day now past is not', '2026-04-28', []],
    ['a remembered day beyond the range is not', '2026-08-01', []],
    ['no remembered day waits for one', null, []],
  ])('%s', (_name, rememberedDate, calls) => {
    const { load, snapshot } = start({ ...input, rememberedDate })
    expect(load.calls).toEqual(calls)
    expect(snapshot().hasTag(calls.length > 0 ? 'loading' : 'noDate')).toBe(true)
  })

  it('loads the chosen day and shows its merged times', async () => {
    const { actor, load, snapshot } = start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    expect(snapshot().hasTag('loading')).toBe(true)
    expect(load.calls).toEqual([{ orderId: 'o1', date: '2026-05-04' }])
    load.resolve([annAtNine, bobAtTen])
    await waitFor(actor, (s) => s.hasTag('shown'))
    expect(snapshot().context.slots.map((s) => s.startTime.localTime)).toEqual(['09:00', '10:00'])
  })

  it('says empty when the day has no time', async () => {
    const { actor, load } = start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    load.resolve([times('ann')])
    await waitFor(actor, (s) => s.hasTag('empty'))
  })

  it('a newer date wins over one still loading', async () => {
    // Every request keeps its own answer, so the stale one can be answered after the newer one was asked.
    const pending: Array<{ date: string; resolve: (t: ReadonlyArray<PhotographerTimes>) => void }> = []
    const actor = createActor(
      appointmentTimesMachine.provide({
        actors: {
          loadAppointmentTimes: fromPromise<ReadonlyArray<PhotographerTimes>, LoadTimesRequest>(
            ({ input: request }) => new Promise((resolve) => pending.push({ date: request.date, resolve })),
          ),
        },
      }),
      { input },
    ).start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    actor.send({ type: 'date.selected', date: '2026-05-05' })
    expect(pending.map((p) => p.date)).toEqual(['2026-05-04', '2026-05-05'])
    pending[1]?.resolve([bobAtTen])
    await waitFor(actor, (s) => s.hasTag('shown'))
    // The stale answer arrives last and must not replace the newer day's times.
    pending[0]?.resolve([annAtNine])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().context.date).toBe('2026-05-05')
    expect(actor.getSnapshot().context.slots.map((s) => s.startTime.localTime)).toEqual(['10:00'])
  })

  it('re-filters for another photographer without asking again', async () => {
    const { actor, load, snapshot } = start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    load.resolve([annAtNine, bobAtTen])
    await waitFor(actor, (s) => s.hasTag('shown'))
    actor.send({ type: 'photographer.selected', photographerId: 'bob' })
    expect(snapshot().context.slots.map((s) => s.startTime.localTime)).toEqual(['10:00'])
    actor.send({ type: 'photographer.selected', photographerId: 'nobody' })
    expect(snapshot().hasTag('empty')).toBe(true)
    actor.send({ type: 'photographer.selected', photographerId: null })
    expect(snapshot().hasTag('shown')).toBe(true)
    expect(load.calls).toHaveLength(1)
  })

  it('order admins see the times nobody is free for', async () => {
    const { actor, load, snapshot } = start({ ...input, isAdmin: true, photographerId: 'bob' })
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    load.resolve([annAtNine, bobAtTen])
    await waitFor(actor, (s) => s.hasTag('shown'))
    expect(snapshot().context.slots.map((s) => [s.startTime.localTime, s.noAvailability])).toEqual([
      ['09:00', true],
      ['10:00', false],
    ])
  })

  it.each([
    ['unreachable', new Unreachable({ message: 'offline' }), /connection/],
    ['refused', new StatusError({ message: 'Order not found' }), /Order not found/],
  ])('fails when %s, and retries', async (_, error, message) => {
    const { actor, load, snapshot } = start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    load.reject(error)
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(snapshot().context.error).toMatch(message)
    actor.send({ type: 'retry' })
    expect(snapshot().hasTag('loading')).toBe(true)
    expect(snapshot().context.error).toBeUndefined()
    expect(load.calls).toHaveLength(2)
  })

  it('fails loudly when the loader is not provided', async () => {
    const actor = createActor(appointmentTimesMachine, { input }).start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(actor.getSnapshot().context.error).toMatch(/loadAppointmentTimes/)
  })
})

describe('the real loader', () => {
  it('asks for the day with a zero-based month and retries an unreachable server up to 3 tries', async () => {
    const requests: unknown[] = []
    const runtime = makeTestRuntime({
      answer: (call, request) => {
        requests.push([call.path, request])
        return requests.length < 3
          ? Effect.fail(new Unreachable({ message: 'offline' }))
          : Effect.succeed({ photographers: [annAtNine] })
      },
    })
    const actor = createActor(appointmentTimesMachine.provide({ actors: appointmentTimesActors(runtime) }), {
      input,
    }).start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    await waitFor(actor, (s) => s.hasTag('shown'), { timeout: 5000 })
    expect(requests).toEqual(
      Array.from({ length: 3 }, () => [
        '/booking/getappointmenttimes',
        { orderId: 'o1', day: 4, month: 4, year: 2026 },
      ]),
    )
  })

  it('gives up after 3 tries', async () => {
    let tries = 0
    const runtime = makeTestRuntime({
      answer: () => {
        tries++
        return Effect.fail(new Unreachable({ message: 'offline' }))
      },
    })
    const actor = createActor(appointmentTimesMachine.provide({ actors: appointmentTimesActors(runtime) }), {
      input,
    }).start()
    actor.send({ type: 'date.selected', date: '2026-05-04' })
    await waitFor(actor, (s) => s.hasTag('failed'), { timeout: 5000 })
    expect(tries).toBe(3)
  })
})
