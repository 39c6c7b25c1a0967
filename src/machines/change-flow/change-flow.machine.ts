// The change flow (SPEC §2 modal reschedule_{orderId}[_{date}] / cancel_{orderId}; §4 Change flow; issue 16): a
// placed order is opened with the server's change terms, then selection → confirm → complete. Reschedule opens at
// selection, cancel at confirm; an order whose policy forbids moving it says so and offers to cancel instead.
// - selection edits the schedule form (the order flow's SCHEDULE step, through its appointment-times chart); Next is
//   enabled only when the time, the photographer or the ignore-availability flag differs from the order's, and asks
//   the server to price the change (travel and tax recomputed) before confirm.
// - confirm shows the charge as it will be on confirming. When the free-change deadline passes while it is open, the
//   chart asks the server again, so the figure on screen is the one submitted; an order admin's waiver asks again too.
// - submitting answers complete, or an order whose errors show: back to confirm when its schedule is valid or
//   unchanged, else to selection (SPEC §4).
// - the waitlist's offers (a freed time held for this order) show at selection; taking one prices it at once.
// - a clock ticks each second while the modal is open, for the countdowns to the free-change deadline and to the end
//   of a held offer (the `clock` actor; tests replace it and send `clock.tick` themselves).
// The browser decides no money, availability or policy: every figure comes from the server's answers.
import { type ActorRefFrom, assign, emit, type SnapshotFrom, setup } from 'xstate'
import {
  type ChangeDraft,
  type ChangeKind,
  changeRequestOf,
  draftFromSchedule,
  MAX_TIMER_MS,
  msUntilChargeRises,
  scheduleChanged,
} from '../../domain/change-flow'
import { draftFromOffer, offerNotices } from '../../domain/waitlist-offers'
import type { ChangeOrderRequest, ChangeOrderResponse } from '../../schemas/api/order'
import type { Order, WaitlistOffer } from '../../schemas/Order'
import { tickingClock } from '../shared/clock'
import { notProvided } from '../shared/fromEffect'

export interface ChangeFlowInput {
  readonly orderId: string
  readonly kind: ChangeKind
  /** The day the address asked the calendar to open on (reschedule_{orderId}_{date}). */
  readonly date?: string | undefined
}

export interface ChangeFlowContext {
  readonly orderId: string
  /** What is being done; 'cancel instead' turns a refused reschedule into a cancellation. */
  kind: ChangeKind
  readonly date: string | undefined
  /** The order as the server last answered it (the priced change after Next). */
  order: Order | null
  draft: ChangeDraft
  /** An order admin's waiver of the late-change charge. */
  waive: boolean
  /** Why the last call failed (not the order's own errors, which it carries). */
  error: string | undefined
  /** Where the confirmation went, once complete. */
  billingContactEmail: string
  /** The clock's last tick on the server's clock (ms since the epoch), for the countdowns and a held offer. */
  now: number
  /**
   * The server's clock minus this browser's, from the last answer's `changeTerms.asOf`: deadlines are the server's, so
   * a browser clock minutes off neither hides a held time nor refreshes the charge at the wrong moment.
   */
  clockOffset: number
  /** How many times a chosen time was refused (just taken): the selection step asks for the day's times again. */
  refusals: number
}

export type ChangeFlowEvent =
  | { type: 'retry' }
  | { type: 'schedule.edit'; draft: ChangeDraft }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'waive.set'; waive: boolean }
  | { type: 'cancelInstead' }
  | { type: 'close' }
  /** An order admin edited the order (owner, instructions, adjustments): its figures are the server's new ones. */
  | { type: 'order.updated'; order: Order }
  /** Take a freed time the waitlist holds for this order. */
  | { type: 'offer.take'; offer: WaitlistOffer }
  | { type: 'clock.tick'; now: number }

/** The view closes the modal (removes the `modal` parameter). */
export type ChangeFlowEmitted = { type: 'close' }

export const CHANGE_LOAD_FAILED = 'This order could not be opened. Please try again.'
export const CHANGE_FAILED = 'The change could not be made. Please try again.'

/** The server's own words when it refused; ours when the call itself failed. */
const describeError = (fallback: string) => (error: unknown) => {
  const failure = error as { _tag?: string; message?: string } | undefined
  if (failure?._tag === 'Unreachable') return 'We could not reach the server. Check your connection and try again.'
  return failure?.message || fallback
}

const emptyDraft: ChangeDraft = {
  selectedPhotographerId: null,
  selectedTime: null,
  waitlistEnabled: false,
  ignoreAvailability: false,
}

/** Ticks once a second (the countdowns show seconds in their last minutes). */
const secondClock = tickingClock(1000)

/** This browser's clock read as the server's. */
const serverNow = (context: ChangeFlowContext) => Date.now() + context.clockOffset

/** An answer's clock offset: `asOf` is when the server wrote it, a moment ago. */
const offsetOf = (order: Order, fallback: number) =>
  order.changeTerms ? Date.parse(order.changeTerms.asOf) - Date.now() : fallback

const requestOf = (context: ChangeFlowContext): ChangeOrderRequest =>
  changeRequestOf(context.order as Order, context.draft, context.kind, context.waive)

export const changeFlowMachine = setup({
  types: {
    context: {} as ChangeFlowContext,
    events: {} as ChangeFlowEvent,
    input: {} as ChangeFlowInput,
    emitted: {} as ChangeFlowEmitted,
    tags: {} as 'busy',
  },
  actors: {
    startChange: notProvided<Order, string>('startChange'),
    previewChange: notProvided<Order, ChangeOrderRequest>('previewChange'),
    changeOrder: notProvided<ChangeOrderResponse, ChangeOrderRequest>('changeOrder'),
    clock: secondClock,
  },
  guards: {
    isCancel: ({ context }) => context.kind === 'cancel',
    isReschedule: ({ context }) => context.kind === 'reschedule',
    reschedulable: ({ context }) => context.order?.changeTerms?.reschedulable === true,
    scheduleChanged: ({ context }) => scheduleChanged(context.order?.originalSchedule ?? null, context.draft),
    isAdmin: ({ context }) => context.order?.info.isAdmin === true,
    /** The offer is still held for this order as of the last tick (without a link's day, only held ones are noticed). */
    offerHeld: ({ context }, offer: WaitlistOffer) =>
      offerNotices(context.order?.changeTerms?.waitlistOffers ?? [], context.now, undefined).some(
        (n) => n.offer.photographerId === offer.photographerId && n.offer.time.utc === offer.time.utc,
      ),
    chargeRises: ({ context }) =>
      msUntilChargeRises(context.order?.changeTerms ?? null, serverNow(context)) !== undefined,
  },
  delays: {
    /** Until the free-change deadline (a timer cannot wait longer than MAX_TIMER_MS; it then checks again). */
    untilChargeRises: ({ context }) =>
      msUntilChargeRises(context.order?.changeTerms ?? null, serverNow(context)) ?? MAX_TIMER_MS,
  },
  actions: {
    takeOrder: assign(({ context }, order: Order) => {
      const clockOffset = offsetOf(order, context.clockOffset)
      return { order, error: undefined, clockOffset, now: Date.now() + clockOffset }
    }),
    countRefusal: assign({ refusals: ({ context }) => context.refusals + 1 }),
    closeModal: emit({ type: 'close' }),
  },
}).createMachine({
  id: 'changeFlow',
  context: ({ input }) => ({
    orderId: input.orderId,
    kind: input.kind,
    date: input.date,
    order: null,
    draft: emptyDraft,
    waive: false,
    error: undefined,
    billingContactEmail: '',
    now: Date.now(),
    clockOffset: 0,
    refusals: 0,
  }),
  initial: 'loading',
  invoke: { id: 'clock', src: 'clock' },
  on: {
    close: { actions: 'closeModal' },
    'clock.tick': { actions: assign({ now: ({ context, event }) => event.now + context.clockOffset }) },
    'order.updated': { actions: { type: 'takeOrder', params: ({ event }) => event.order } },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'startChange',
        src: 'startChange',
        input: ({ context }) => context.orderId,
        onDone: {
          target: 'routing',
          actions: [
            { type: 'takeOrder', params: ({ event }) => event.output },
            assign({ draft: ({ event }) => draftFromSchedule(event.output.originalSchedule ?? event.output.schedule) }),
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => describeError(CHANGE_LOAD_FAILED)(event.error) }),
        },
      },
    },
    failed: {
      description: 'The order could not be opened: not found, not the caller’s to change, started, or offline.',
      on: { retry: 'loading' },
    },
    routing: {
      always: [
        { guard: 'isCancel', target: 'confirm' },
        { guard: 'reschedulable', target: 'selection' },
        { target: 'notReschedulable' },
      ],
    },
    notReschedulable: {
      description: 'SPEC §8: the policy allows cancelling only.',
      on: { cancelInstead: { target: 'confirm', actions: assign({ kind: 'cancel' }) } },
    },
    selection: {
      on: {
        'schedule.edit': { actions: assign({ draft: ({ event }) => event.draft, error: undefined }) },
        next: { guard: 'scheduleChanged', target: 'previewing' },
        'offer.take': {
          guard: { type: 'offerHeld', params: ({ event }) => event.offer },
          target: 'previewing',
          actions: assign({
            draft: ({ context, event }) => draftFromOffer(event.offer, context.draft),
            error: undefined,
          }),
        },
      },
    },
    previewing: {
      tags: ['busy'],
      description: 'Next: the server prices the change (travel and tax recomputed) and checks the time.',
      invoke: {
        id: 'previewChange',
        src: 'previewChange',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output.schedule.isValid,
            target: 'confirm',
            actions: { type: 'takeOrder', params: ({ event }) => event.output },
          },
          {
            target: 'selection',
            actions: [{ type: 'takeOrder', params: ({ event }) => event.output }, 'countRefusal'],
          },
        ],
        onError: {
          target: 'selection',
          actions: assign({ error: ({ event }) => describeError(CHANGE_FAILED)(event.error) }),
        },
      },
    },
    confirm: {
      after: { untilChargeRises: { guard: 'chargeRises', target: 'refreshing' } },
      on: {
        back: { guard: 'isReschedule', target: 'selection' },
        submit: { target: 'submitting' },
        'waive.set': { guard: 'isAdmin', target: 'refreshing', actions: assign({ waive: ({ event }) => event.waive }) },
        // The edited order is priced again with the change asked for (its totals now include the adjustment).
        'order.updated': { target: 'refreshing', actions: { type: 'takeOrder', params: ({ event }) => event.order } },
      },
    },
    refreshing: {
      tags: ['busy'],
      description: 'The deadline passed or the waiver changed: the charge on screen is asked for again.',
      invoke: {
        id: 'refreshTerms',
        src: 'previewChange',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'confirm', actions: { type: 'takeOrder', params: ({ event }) => event.output } },
        onError: {
          target: 'confirm',
          actions: assign({ error: ({ event }) => describeError(CHANGE_FAILED)(event.error) }),
        },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'changeOrder',
        src: 'changeOrder',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output.isComplete,
            target: 'complete',
            actions: assign({
              order: ({ event }) => event.output.orderModel,
              billingContactEmail: ({ event }) => event.output.billingContactEmail,
              error: undefined,
            }),
          },
          {
            description: 'SPEC §4: back to confirm when the form is valid or the schedule unchanged.',
            guard: ({ context, event }) =>
              context.kind === 'cancel' ||
              event.output.orderModel.schedule.isValid ||
              !scheduleChanged(event.output.orderModel.originalSchedule, context.draft),
            target: 'confirm',
            actions: { type: 'takeOrder', params: ({ event }) => event.output.orderModel },
          },
          {
            target: 'selection',
            actions: [{ type: 'takeOrder', params: ({ event }) => event.output.orderModel }, 'countRefusal'],
          },
        ],
        onError: {
          target: 'confirm',
          actions: assign({ error: ({ event }) => describeError(CHANGE_FAILED)(event.error) }),
        },
      },
    },
    complete: {},
  },
})

export type ChangeFlowActorRef = ActorRefFrom<typeof changeFlowMachine>
export type ChangeFlowSnapshot = SnapshotFrom<typeof changeFlowMachine>
export type ChangeFlowMachine = typeof changeFlowMachine

/** The step the view shows. */
export type ChangeFlowView = 'loading' | 'failed' | 'notReschedulable' | 'selection' | 'confirm' | 'complete'

export function changeViewOf(s: ChangeFlowSnapshot): ChangeFlowView {
  if (s.matches('loading') || s.matches('routing')) return 'loading'
  if (s.matches('failed')) return 'failed'
  if (s.matches('notReschedulable')) return 'notReschedulable'
  if (s.matches('selection') || s.matches('previewing')) return 'selection'
  if (s.matches('complete')) return 'complete'
  return 'confirm'
}

/** Next is enabled only when the schedule differs from the order's (SPEC §4). */
export const canGoNext = (s: ChangeFlowSnapshot): boolean =>
  s.matches('selection') && scheduleChanged(s.context.order?.originalSchedule ?? null, s.context.draft)
