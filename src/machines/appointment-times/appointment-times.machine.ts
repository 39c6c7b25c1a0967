// The schedule step's time list (SPEC §7 POST /booking/getappointmenttimes; §8 'Select a date to see available time
// slots.', 'No times available. Try another date'; SCHEDULING.md Slots). A date asks for that day's times; the
// answer is merged over photographers and filtered for the chosen photographer (order admins also see the times
// nobody is free for). A newer date wins over one still loading: choosing a date re-enters `loading`, which
// cancels the request in flight.
// The calendar's range (today through two months ahead, in the order's zone) is the chart's: today comes with the
// input (read from the clock where the chart starts), and a date remembered from an earlier visit of the step is
// shown again only while it is still in range.
import { type ActorRefFrom, assign, setup } from 'xstate'
import { type CalendarRange, calendarRange, isInRange, visibleSlots } from '../../domain/time-slots'
import type { PhotographerTimes, TimeSlot } from '../../schemas/TimeSlot'
import type { ApiError } from '../../services/errors'
import { notProvided } from '../shared/fromEffect'

export interface AppointmentTimesInput {
  readonly orderId: string
  /** Order admins see unavailable times and blocks too. */
  readonly isAdmin: boolean
  /** The photographer already chosen on the order; null for any. */
  readonly photographerId: string | null
  /** Today, 'YYYY-MM-DD' in the order's time zone. */
  readonly today: string
  /** The day chosen on an earlier visit of the step, shown again if it can still be booked. */
  readonly rememberedDate?: string | null
}

/** What the loader is asked: one calendar day of the order. */
export interface LoadTimesRequest {
  readonly orderId: string
  /** 'YYYY-MM-DD' in the order's time zone. */
  readonly date: string
}

export interface AppointmentTimesContext extends Omit<AppointmentTimesInput, 'rememberedDate' | 'today'> {
  /** The days the calendar offers. */
  readonly range: CalendarRange
  /** The day shown or loading; null until one is chosen. */
  date: string | null
  /** The last answer, per photographer (admins read the unavailable blocks from it). */
  times: ReadonlyArray<PhotographerTimes>
  /** The time buttons for the date and photographer. */
  slots: ReadonlyArray<TimeSlot>
  error?: string
}

export type AppointmentTimesEvent =
  | { type: 'date.selected'; date: string }
  | { type: 'photographer.selected'; photographerId: string | null }
  | { type: 'retry' }

const describeError = (error: unknown) => {
  const failure = error as Partial<ApiError> | undefined
  return failure?._tag === 'Unreachable'
    ? 'We could not reach the server. Check your connection and try again.'
    : failure?.message || 'The available times could not be loaded. Please try again.'
}

export const appointmentTimesMachine = setup({
  types: {
    context: {} as AppointmentTimesContext,
    events: {} as AppointmentTimesEvent,
    input: {} as AppointmentTimesInput,
    tags: {} as 'noDate' | 'loading' | 'shown' | 'empty' | 'failed',
  },
  actors: {
    loadAppointmentTimes: notProvided<ReadonlyArray<PhotographerTimes>, LoadTimesRequest>('loadAppointmentTimes'),
  },
  guards: {
    hasSlots: ({ context }) => context.slots.length > 0,
    inRange: ({ context, event }) => event.type === 'date.selected' && isInRange(event.date, context.range),
    remembersDate: ({ context }) => context.date !== null,
  },
  actions: {
    setDate: assign({ date: ({ event }) => (event.type === 'date.selected' ? event.date : null) }),
    setPhotographer: assign({
      photographerId: ({ context, event }) =>
        event.type === 'photographer.selected' ? event.photographerId : context.photographerId,
    }),
    filterSlots: assign({
      slots: ({ context }) =>
        visibleSlots(context.times, { photographerId: context.photographerId, isAdmin: context.isAdmin }),
    }),
  },
}).createMachine({
  id: 'appointmentTimes',
  context: ({ input }) => {
    const range = calendarRange(input.today)
    const remembered = input.rememberedDate ?? null
    return {
      orderId: input.orderId,
      isAdmin: input.isAdmin,
      photographerId: input.photographerId,
      range,
      date: remembered !== null && isInRange(remembered, range) ? remembered : null,
      times: [],
      slots: [],
    }
  },
  initial: 'starting',
  on: {
    'date.selected': { guard: 'inRange', target: '.loading', reenter: true, actions: 'setDate' },
    'photographer.selected': { actions: 'setPhotographer' },
  },
  states: {
    starting: {
      description: 'Coming back to the step shows the day chosen before, while it can still be booked.',
      always: [{ guard: 'remembersDate', target: 'loading' }, { target: 'idle' }],
    },
    idle: { tags: ['noDate'] },
    loading: {
      tags: ['loading'],
      entry: assign({ times: [], slots: [], error: undefined }),
      invoke: {
        id: 'loadAppointmentTimes',
        src: 'loadAppointmentTimes',
        input: ({ context }) => ({ orderId: context.orderId, date: context.date ?? '' }),
        onDone: { target: 'checking', actions: assign({ times: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => describeError(event.error) }) },
      },
    },
    checking: {
      description: 'Decides between a list and "No times available" for the current photographer.',
      entry: 'filterSlots',
      always: [{ guard: 'hasSlots', target: 'shown' }, { target: 'empty' }],
    },
    shown: {
      tags: ['shown'],
      on: { 'photographer.selected': { target: 'checking', actions: 'setPhotographer' } },
    },
    empty: {
      tags: ['empty'],
      on: { 'photographer.selected': { target: 'checking', actions: 'setPhotographer' } },
    },
    failed: {
      tags: ['failed'],
      on: { retry: 'loading' },
    },
  },
})

export type AppointmentTimesActorRef = ActorRefFrom<typeof appointmentTimesMachine>
export type AppointmentTimesMachine = typeof appointmentTimesMachine
