// Model-based test of the appointment-times chart: every transition (dates, photographers, answers with and
// without times, failures and retries) is replayed on a real actor with a stub loader, and each state reached is
// checked against SPEC §8 ('Select a date…' before a date; 'No times available…' when none) and §7 (one request
// per date, for that date).
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AppointmentTimesEvent,
  type AppointmentTimesInput,
  appointmentTimesMachine,
} from '../../src/machines/appointment-times/appointment-times.machine'
import type { PhotographerTimes } from '../../src/schemas/TimeSlot'
import { Unreachable } from '../../src/services/errors'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof appointmentTimesMachine>
type ModelEvent =
  | AppointmentTimesEvent
  | { type: 'xstate.done.actor.loadAppointmentTimes'; output: ReadonlyArray<PhotographerTimes> }
  | { type: 'xstate.error.actor.loadAppointmentTimes'; error: unknown }

const searchRange = { start: '2026-05-04T12:00:00Z', end: '2026-05-05T05:00:00Z' }
/** Ann is free at 9:00; Bob is free at no time. */
const answerWithTimes: PhotographerTimes[] = [
  {
    photographerId: 'ann',
    startTimes: [
      {
        time: { utc: '2026-05-04T14:00:00Z', localTime: '09:00' },
        isAvailable: true,
        zoneId: 'z1',
        notAvailable: null,
      },
    ],
    unavailableBlocks: [],
    searchRange,
  },
  { photographerId: 'bob', startTimes: [], unavailableBlocks: [], searchRange },
]
const answerWithout: PhotographerTimes[] = [
  { photographerId: 'ann', startTimes: [], unavailableBlocks: [], searchRange },
]

const input: AppointmentTimesInput = { orderId: 'o1', isAdmin: false, photographerId: null, today: '2026-05-01' }

const events: ModelEvent[] = [
  { type: 'date.selected', date: '2026-05-04' },
  { type: 'date.selected', date: '2026-05-05' },
  { type: 'photographer.selected', photographerId: 'bob' },
  { type: 'photographer.selected', photographerId: null },
  { type: 'retry' },
  { type: 'xstate.done.actor.loadAppointmentTimes', output: answerWithTimes },
  { type: 'xstate.done.actor.loadAppointmentTimes', output: answerWithout },
  { type: 'xstate.error.actor.loadAppointmentTimes', error: new Unreachable({ message: 'offline' }) },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.date, s.context.photographerId, s.context.times.length])

const model = new TestModel<Snapshot, ModelEvent, AppointmentTimesInput>(appointmentTimesMachine as never, {
  input,
  stateMatcher,
  // Answers arrive only while a request is out, and retry is offered only after a failure, as in the view.
  events: (s: Snapshot) =>
    events.filter((e) => {
      if (e.type.startsWith('xstate.')) return s.matches('loading')
      if (e.type === 'retry') return s.matches('failed')
      return true
    }),
  serializeState,
})

/** Which times the spec says the person sees: Ann's 9:00 unless only Bob may come. */
const expectedTimes = (s: Snapshot) =>
  s.context.times.some((p) => p.startTimes.length > 0) && s.context.photographerId !== 'bob' ? ['09:00'] : []

function start() {
  const load = deferred<ReadonlyArray<PhotographerTimes>>()
  const actor = createActor(appointmentTimesMachine.provide({ actors: { loadAppointmentTimes: load.logic } }), {
    input,
  }).start()
  return { actor, load }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('appointment times, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const onlyTag = (tag: string) =>
        expect(
          (['noDate', 'loading', 'shown', 'empty', 'failed'] as const).filter((t) => snapshot().hasTag(t)),
        ).toEqual([tag])
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          idle: () => {
            onlyTag('noDate')
            expect(sut.load.calls).toEqual([])
          },
          loading: () => {
            onlyTag('loading')
            // The request out is for the date last chosen.
            expect(sut.load.calls.at(-1)).toEqual({ orderId: 'o1', date: snapshot().context.date })
            expect(snapshot().context.slots).toEqual([])
          },
          shown: (expected) => {
            onlyTag('shown')
            expect(snapshot().context.slots.map((s) => s.startTime.localTime)).toEqual(expectedTimes(expected))
          },
          empty: (expected) => {
            onlyTag('empty')
            expect(expectedTimes(expected)).toEqual([])
            expect(snapshot().context.slots).toEqual([])
          },
          failed: () => {
            onlyTag('failed')
            expect(snapshot().context.error).toMatch(/connection/)
          },
        }),
        events: asExecutors<ModelEvent>({
          'date.selected': ({ event }) => {
            sut.actor.send(event)
            // Whatever was in flight, the newest date is the one asked for (SPEC: a newer date wins).
            expect(snapshot().hasTag('loading')).toBe(true)
            expect(sut.load.calls.at(-1)).toEqual({ orderId: 'o1', date: event.date })
          },
          'photographer.selected': ({ event }) => void sut.actor.send(event),
          retry: ({ event }) => void sut.actor.send(event),
          'xstate.done.actor.loadAppointmentTimes': async ({ event }) => {
            sut.load.resolve(event.output)
            await settle()
          },
          'xstate.error.actor.loadAppointmentTimes': async ({ event }) => {
            sut.load.reject(event.error)
            await settle()
          },
        }),
      })
    })
  }
})
