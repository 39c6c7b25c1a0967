// Model-based test of the appointment times (SPEC §5 Schedule, §8 'Select a date…' and 'No times available…', §9
// calendar range; SCHEDULING.md Slots; issue 19): every transition of the appointment-times chart is replayed
// through the real schedule step (ScheduleStep, its draft kept as the order flow keeps it, the chart's loader a stub
// the path settles by hand). Days and photographers are clicks, Try again is a click. Each step checks what must
// follow it, and each state is checked in the DOM against the test's own account: the day clicked, the photographer
// chosen, and which times the answer offers by SCHEDULING.md's rules, written out by hand below. Nothing is read
// from the chart's own snapshot.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type AppointmentTimesEvent,
  type AppointmentTimesInput,
  appointmentTimesMachine,
} from '../../src/machines/appointment-times/appointment-times.machine'
import type { PhotographerTimes } from '../../src/schemas/TimeSlot'
import { Unreachable } from '../../src/services/errors'
import { ScheduleStep, type ScheduleStepOrder } from '../../src/ui/features/order-flow/steps/ScheduleStep'
import type { ScheduleDraft } from '../../src/ui/features/order-flow/steps/step-props'
import { filledOrder } from '../support/booking-orders'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { type Deferred, deferred } from '../support/stub-actors'

/** The step's chart, bound to this test's loader (the order flow binds it to the runtime through this module). */
const stubs = vi.hoisted(() => ({ machine: undefined as unknown }))
vi.mock('../../src/ui/features/order-flow/steps/appointment-times-machine', () => ({
  useAppointmentTimesMachine: () => stubs.machine,
}))

type Snapshot = SnapshotFrom<typeof appointmentTimesMachine>
type ModelEvent =
  | AppointmentTimesEvent
  | { type: 'xstate.done.actor.loadAppointmentTimes'; output: ReadonlyArray<PhotographerTimes> }
  | { type: 'xstate.error.actor.loadAppointmentTimes'; error: unknown }

/** Monday May 4, 2026, 10:00 in Chicago, the order's zone: today is May 4. */
const NOW = '2026-05-04T15:00:00Z'
const TODAY = '2026-05-04'
const TOMORROW = '2026-05-05'
const DAY_LABEL: Record<string, string> = { [TODAY]: 'Monday, May 4, 2026', [TOMORROW]: 'Tuesday, May 5, 2026' }
const PHOTOGRAPHER_LABEL: Record<string, string> = { any: 'Any photographer', ann: 'Ann Lee', bob: 'Bob Diaz' }

const searchRange = { start: '2026-05-04T13:00:00Z', end: '2026-05-05T05:00:00Z' }
const at = (utc: string, localTime: string, zoneId: string | null) => ({
  time: { utc, localTime },
  isAvailable: zoneId !== null,
  zoneId,
  notAvailable: zoneId === null ? ('Appointment' as const) : null,
})
/** Ann is free at 9:00 and busy at 10:00; Bob is free at 10:00 (listed first) and busy at 11:00. */
const answerWithTimes: PhotographerTimes[] = [
  {
    photographerId: 'bob',
    startTimes: [at('2026-05-04T15:00:00Z', '10:00', 'z2'), at('2026-05-04T16:00:00Z', '11:00', null)],
    unavailableBlocks: [],
    searchRange,
  },
  {
    photographerId: 'ann',
    startTimes: [at('2026-05-04T14:00:00Z', '09:00', 'z1'), at('2026-05-04T15:00:00Z', '10:00', null)],
    unavailableBlocks: [],
    searchRange,
  },
]
/** Ann is busy at the only time she has. */
const answerWithout: PhotographerTimes[] = [
  {
    photographerId: 'ann',
    startTimes: [at('2026-05-04T14:00:00Z', '09:00', null)],
    unavailableBlocks: [],
    searchRange,
  },
]
/**
 * SCHEDULING.md Slots, by hand: one time per instant, earliest first, offered when the chosen photographer (any, if
 * none) is free then; a customer never sees a time nobody is free for. Times read in the order's zone.
 */
const OFFERED = new Map<ReadonlyArray<PhotographerTimes>, Record<string, string[]>>([
  [answerWithTimes, { any: ['9:00 AM', '10:00 AM'], bob: ['10:00 AM'] }],
  [answerWithout, { any: [], bob: [] }],
])

const input: AppointmentTimesInput = { orderId: 'ord_1', isAdmin: false, photographerId: null, today: TODAY }

const events: ModelEvent[] = [
  { type: 'date.selected', date: TODAY },
  { type: 'date.selected', date: TOMORROW },
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
  // Answers arrive only while a request is out, and Try again is there only after a failure.
  events: (s: Snapshot) =>
    events.filter((e) => {
      if (e.type.startsWith('xstate.')) return s.matches('loading')
      if (e.type === 'retry') return s.matches('failed')
      return true
    }),
  serializeState,
})

const base = filledOrder('schedule')
const order: ScheduleStepOrder = {
  orderId: 'ord_1',
  info: base.info,
  schedule: {
    ...base.schedule,
    photographers: [
      { id: 'ann', name: 'Ann Lee', appointmentDuration: 90, zones: [{ id: 'z1', travelCost: 0 }], avatarUrl: null },
      { id: 'bob', name: 'Bob Diaz', appointmentDuration: 90, zones: [{ id: 'z2', travelCost: 0 }], avatarUrl: null },
    ],
    notes: [],
    errors: [],
  },
}

beforeEach(() => {
  // Only the clock's date is fixed (the chart reads today where it starts); nothing here waits.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(NOW))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

async function mount(remembered: string | null = null) {
  const load: Deferred<ReadonlyArray<PhotographerTimes>> = deferred()
  stubs.machine = appointmentTimesMachine.provide({ actors: { loadAppointmentTimes: load.logic } })
  const drafts: ScheduleDraft[] = []
  const initial: ScheduleDraft = {
    selectedPhotographerId: null,
    selectedTime: remembered
      ? { utc: `${remembered}T14:00:00Z`, localDate: remembered, localTime: '09:00', timeZoneName: 'America/Chicago' }
      : null,
    waitlistEnabled: false,
    ignoreAvailability: false,
  }
  // As the order flow's ScheduleHost: the draft follows the step's edits.
  function Host() {
    const [draft, setDraft] = useState(initial)
    return (
      <ScheduleStep
        order={order}
        draft={draft}
        fieldErrors={{}}
        touched={[]}
        disabled={false}
        isAdmin={false}
        onTouch={() => {}}
        onChange={(next) => {
          drafts.push(next)
          setDraft(next)
        }}
      />
    )
  }
  await act(async () => {
    render(<Host />)
  })
  return { load, drafts }
}

/** Does `fn` and lets the loader's answer cross the chart and React's render. */
const settle = (fn: () => void) =>
  act(async () => {
    fn()
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
// Plain selectors, not role queries: the month grid has some forty buttons, and naming each is slow in jsdom.
const dayButton = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`) as HTMLButtonElement
  expect(button.getAttribute('aria-label')).toBe(DAY_LABEL[date])
  return button
}
const pressedDays = () =>
  Array.from(document.querySelectorAll('button[data-date][aria-pressed="true"]'), (b) => b.getAttribute('aria-label'))
const timeButtons = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('ul[aria-label="Available times"] button'), (b) => ({
    label: b.textContent,
    disabled: b.disabled,
  }))
const timesBox = () => document.querySelector('[aria-busy]') as HTMLElement
/** The photographers' radios by the name shown beside each. */
const radios = () =>
  Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]'), (r) => ({
    radio: r,
    name: r.parentElement?.lastElementChild?.textContent,
  }))
const radio = (name: string) => radios().find((r) => r.name === name)?.radio as HTMLInputElement
const checkedPhotographer = () => radios().flatMap((r) => (r.radio.checked ? [r.name] : []))

describe('appointment times, every transition through the schedule step', () => {
  it('offers today through two months ahead (SPEC §5, §9), today first', async () => {
    await mount()
    // May 2026 as shown: the 4th on. Two months later the last is July 4.
    const enabled = () =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-date]'))
        .filter((b) => !b.disabled)
        .map((b) => b.dataset.date)
    expect(enabled()).toEqual(Array.from({ length: 28 }, (_, i) => `2026-05-${String(i + 4).padStart(2, '0')}`))
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }))
    expect(enabled()).toEqual(['2026-07-01', '2026-07-02', '2026-07-03', '2026-07-04'])
  })

  it('coming back to the step shows the day chosen before, while it can still be booked', async () => {
    const sut = await mount(TOMORROW)
    expect(pressedDays()).toEqual([DAY_LABEL[TOMORROW]])
    expect(sut.load.calls).toEqual([{ orderId: 'ord_1', date: TOMORROW }])
    cleanup()
    const past = await mount('2026-05-03')
    expect(pressedDays()).toEqual([])
    expect(past.load.calls).toEqual([])
    expect(timesBox().textContent).toContain('Select a date to see available time slots.')
  })

  const paths = everyTransition(model, serializeState)
  recordPaths('appointment-times', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      // The test's own account: the day clicked, the photographer chosen, the last answer.
      let day: string | null = null
      let photographer: 'any' | 'bob' = 'any'
      let answer: ReadonlyArray<PhotographerTimes> | null = null
      const offered = () => (answer ? (OFFERED.get(answer)?.[photographer] ?? []) : [])
      /** What every state shows: the day pressed, the photographer checked, busy only while loading. */
      const page = (loading: boolean) => {
        expect(pressedDays()).toEqual(day ? [DAY_LABEL[day]] : [])
        expect(checkedPhotographer()).toEqual([PHOTOGRAPHER_LABEL[photographer]])
        expect(timesBox().getAttribute('aria-busy')).toBe(String(loading))
        expect(document.querySelector('[role="status"]') !== null).toBe(loading)
      }
      await path.test({
        states: {
          idle: () => {
            page(false)
            expect(timesBox().textContent).toContain('Select a date to see available time slots.')
            expect(timeButtons()).toEqual([])
            expect(sut.load.calls).toEqual([])
          },
          loading: () => {
            page(true)
            expect(document.querySelector('[role="status"]')?.textContent).toContain('Loading available times…')
            // The request out is for the day last clicked; no times until it answers.
            expect(sut.load.calls.at(-1)).toEqual({ orderId: 'ord_1', date: day })
            expect(timeButtons()).toEqual([])
          },
          shown: () => {
            page(false)
            expect(offered().length).toBeGreaterThan(0)
            expect(timeButtons()).toEqual(offered().map((label) => ({ label, disabled: false })))
          },
          empty: () => {
            page(false)
            expect(offered()).toEqual([])
            expect(timeButtons()).toEqual([])
            expect(timesBox().textContent).toContain('No times available. Try another date')
          },
          failed: () => {
            page(false)
            expect(timeButtons()).toEqual([])
            expect(screen.getByRole('alert').textContent).toBe(
              'We could not reach the server. Check your connection and try again.Try again',
            )
          },
        },
        events: asExecutors<ModelEvent>({
          'date.selected': async ({ event }) => {
            const calls = sut.load.calls.length
            await settle(() => fireEvent.click(dayButton(event.date)))
            day = event.date
            answer = null
            // Whatever was in flight, the day clicked is asked for at once, once (a newer date wins).
            expect(sut.load.calls.slice(calls)).toEqual([{ orderId: 'ord_1', date: event.date }])
          },
          'photographer.selected': async ({ event }) => {
            const calls = sut.load.calls.length
            const id = event.photographerId ?? 'any'
            await settle(() => fireEvent.click(radio(PHOTOGRAPHER_LABEL[id] as string)))
            photographer = id as 'any' | 'bob'
            // The draft takes the photographer; the day's answer is filtered again, not asked for again.
            expect(sut.drafts.at(-1)?.selectedPhotographerId).toBe(event.photographerId)
            expect(sut.load.calls).toHaveLength(calls)
          },
          retry: async () => {
            const calls = sut.load.calls.length
            await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
            expect(sut.load.calls.slice(calls)).toEqual([{ orderId: 'ord_1', date: day }])
          },
          'xstate.done.actor.loadAppointmentTimes': async ({ event }) => {
            await settle(() => sut.load.resolve(event.output))
            answer = event.output
            expect(timeButtons().map((t) => t.label)).toEqual(offered())
          },
          'xstate.error.actor.loadAppointmentTimes': async ({ event }) => {
            await settle(() => sut.load.reject(event.error))
            expect(screen.getByRole('alert')).toBeTruthy()
          },
        }),
      })
    })
  }
})
