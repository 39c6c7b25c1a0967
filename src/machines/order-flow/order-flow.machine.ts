// The order flow (SPEC §2 Order flow, §4 Order flow, §6 anonymous visitors, §7 Order flow): the page around the
// booking wizard. Four parallel regions:
// - page: a cookie check first (the draft order is tied to the browser by a cookie, which a browser blocking cookies,
//   e.g. inside another site's frame, will not keep: cookiesBlocked asks to continue in a new tab); then booking,
//   which invokes the booking-wizard chart as the child `wizard` for the whole visit. The wizard owns the order
//   and its drafts; this chart mirrors its order and step (for its own calls and guards) and forwards the view's
//   wizard events to it, so the views send everything here.
// - confirmButton: 'Scroll down to confirm' until the bottom of the confirm step is visible, then 'Place your order'.
// - promo: the promo code box (idle, applying, applied, invalid; Apply disabled while the code is empty). Its
//   answer is a whole order, handed to the wizard, so there is one owner of the order. Typing while a code is being
//   checked is kept; if the checked code is not valid but the box now holds another, the box is simply idle.
// - waitlist: the toggle saves at once (optimistic: the wizard's order flips first and flips back with a message
//   when the call fails).
import { type ActorRefFrom, and, assign, emit, not, type SnapshotFrom, sendTo, setup } from 'xstate'
import { type OrderFlowStep, toFlowStep } from '../../domain/booking-steps'
import type { StartBookingRequest } from '../../schemas/api/booking'
import type { Ok } from '../../schemas/api/call'
import type { BookingOrder, BookingStep } from '../../schemas/BookingOrder'
import type { User } from '../../schemas/User'
import { type BookingWizardEvent, bookingWizardMachine } from '../booking-wizard/booking-wizard.machine'
import { notProvided } from '../shared/fromEffect'

export interface OrderFlowInput {
  /** The booking start request the URL carried (promo, address, addressUnit, r, utm_*, country: CA prices in CAD). */
  readonly start: StartBookingRequest
  /** Who is signed in as the page opens. */
  readonly user: User | null
}

export interface ApplyPromoRequest {
  readonly orderId: string
  /** '' removes the code. */
  readonly promoCode: string
  readonly targetStep: BookingStep
}

export interface WaitlistRequest {
  readonly orderId: string
  readonly enabled: boolean
}

export interface OrderFlowContext {
  /** Handed to the wizard when it starts. */
  start: StartBookingRequest
  /** Handed to the wizard when it starts; later changes are forwarded as session.changed. */
  user: User | null
  /** The wizard's order, mirrored after every wizard change; null until the booking has started. */
  order: BookingOrder | null
  /** The wizard's step, mirrored. */
  step: BookingStep
  /** What the promo code box holds. */
  promoDraft: string
  /** The code being applied; '' while removing. */
  promoRequest: string
  /** Why applying or removing the code failed (the call, not the code). */
  promoError?: string | undefined
  /** The waitlist setting being saved. */
  waitlistRequest: boolean
  /** Why the waitlist could not be saved (the toggle has been put back). */
  waitlistError?: string | undefined
}

/** The booking wizard's events, which the view sends here and this chart forwards. */
type ForwardedEvent = Extract<
  BookingWizardEvent,
  { type: 'edit' | 'touch' | 'goTo' | 'reset' | 'address.ready' | 'address.changed' | 'session.changed' }
>

export type OrderFlowEvent =
  | ForwardedEvent
  /** The sentinel at the bottom of the confirm step entered or left the viewport. */
  | { type: 'bottom.visible'; visible: boolean }
  /** 'Place your order', or 'Scroll down to confirm' while the bottom is not in view. */
  | { type: 'confirm' }
  | { type: 'promo.change'; value: string }
  /** Apply the code given, or the one typed in the box. */
  | { type: 'promo.apply'; code?: string }
  | { type: 'promo.remove' }
  | { type: 'waitlist.toggle'; enabled: boolean }
  /** The order admin's panel saved an edit of the draft (owner, instructions, adjustments): the draft as answered. */
  | { type: 'admin.updated'; order: BookingOrder }

/** 'Scroll down to confirm' was pressed: the view scrolls the bottom of the confirm step into view. */
export type OrderFlowEmitted = { type: 'scroll.bottom' }

export const PROMO_FAILED = 'The promo code could not be applied. Please try again.'
export const WAITLIST_FAILED = 'The waitlist could not be updated. Please try again.'

/** The server's own words when it refused the code's request; otherwise our general message. */
const promoFailure = (error: unknown): string => {
  const failure = error as { _tag?: string; message?: string } | undefined
  const refused = failure?._tag === 'StatusError' || failure?._tag === 'FieldErrors'
  return refused && failure?.message ? failure.message : PROMO_FAILED
}

const codeOf = (context: OrderFlowContext, event: OrderFlowEvent) =>
  ((event as { code?: string }).code ?? context.promoDraft).trim()

export const orderFlowMachine = setup({
  types: {
    context: {} as OrderFlowContext,
    events: {} as OrderFlowEvent,
    input: {} as OrderFlowInput,
    emitted: {} as OrderFlowEmitted,
    tags: {} as 'promoBusy' | 'waitlistBusy',
  },
  actors: {
    checkCookies: notProvided<boolean, void>('checkCookies'),
    bookingWizard: bookingWizardMachine,
    applyPromo: notProvided<BookingOrder, ApplyPromoRequest>('applyPromo'),
    enableWaitlist: notProvided<Ok, WaitlistRequest>('enableWaitlist'),
  },
  guards: {
    hasOrder: ({ context }) => context.order !== null,
    hasCode: ({ context, event }) => context.order !== null && codeOf(context, event) !== '',
    hasAppliedCode: ({ context }) =>
      context.order?.info.promoCode != null && context.order.info.promoCodeValid === true,
    hasInvalidCode: ({ context }) =>
      context.order?.info.promoCode != null && context.order.info.promoCodeValid === false,
    isOnConfirm: ({ context }) => context.order !== null && context.step === 'confirm',
    typedSinceRequest: ({ context }) => context.promoDraft.trim() !== context.promoRequest,
  },
  actions: {
    forward: sendTo('wizard', ({ event }) => event as BookingWizardEvent),
    takeCode: assign(({ context, event }) => ({
      promoRequest: codeOf(context, event),
      promoDraft: codeOf(context, event),
    })),
  },
}).createMachine({
  id: 'orderFlow',
  type: 'parallel',
  context: ({ input }) => ({
    start: input.start,
    user: input.user,
    order: null,
    step: 'address',
    promoDraft: '',
    promoRequest: '',
    waitlistRequest: false,
  }),
  states: {
    page: {
      initial: 'checkingCookies',
      states: {
        checkingCookies: {
          invoke: {
            id: 'checkCookies',
            src: 'checkCookies',
            onDone: [{ guard: ({ event }) => event.output, target: 'booking' }, { target: 'cookiesBlocked' }],
            onError: { target: 'cookiesBlocked' },
          },
        },
        cookiesBlocked: {
          description: 'The draft order lives in a cookie this browser will not keep here: continue in a new tab.',
        },
        booking: {
          invoke: {
            id: 'wizard',
            src: 'bookingWizard',
            input: ({ context }) => ({ start: context.start, user: context.user }),
            onSnapshot: {
              actions: assign(({ event }) => ({
                order: event.snapshot.context.order,
                step: event.snapshot.context.step,
              })),
            },
          },
          on: {
            edit: { actions: 'forward' },
            touch: { actions: 'forward' },
            goTo: { actions: 'forward' },
            'address.ready': { actions: 'forward' },
            'address.changed': { actions: 'forward' },
            reset: { actions: 'forward' },
            'session.changed': { actions: [assign({ user: ({ event }) => event.user }), 'forward'] },
            'admin.updated': {
              actions: sendTo('wizard', ({ event }) => ({ type: 'order.updated' as const, order: event.order })),
            },
          },
        },
      },
      on: {
        'session.changed': { actions: assign({ user: ({ event }) => event.user }) },
      },
    },
    confirmButton: {
      initial: 'scrollDown',
      states: {
        scrollDown: {
          on: {
            'bottom.visible': { guard: ({ event }) => event.visible, target: 'placeOrder' },
            confirm: { actions: emit({ type: 'scroll.bottom' }) },
          },
        },
        placeOrder: {
          on: {
            'bottom.visible': { guard: ({ event }) => !event.visible, target: 'scrollDown' },
            confirm: { guard: 'isOnConfirm', actions: sendTo('wizard', { type: 'confirm' }) },
          },
        },
      },
      on: { reset: { target: '.scrollDown' } },
    },
    promo: {
      initial: 'settling',
      states: {
        settling: {
          description: "Reads the order's promo status: on start (a code from the URL) and after each answer.",
          always: [
            { guard: 'hasAppliedCode', target: 'applied' },
            {
              description: 'Typed over while it was checked: "not valid" would describe a code no longer in the box.',
              guard: and(['hasInvalidCode', 'typedSinceRequest']),
              target: 'idle',
            },
            { guard: 'hasInvalidCode', target: 'invalid' },
            { guard: 'hasOrder', target: 'idle' },
          ],
        },
        idle: {
          always: { guard: 'hasAppliedCode', target: 'applied' },
          on: {
            'promo.change': { actions: assign({ promoDraft: ({ event }) => event.value, promoError: undefined }) },
            'promo.apply': { guard: 'hasCode', target: 'applying', actions: 'takeCode' },
          },
        },
        applying: {
          tags: ['promoBusy'],
          description:
            'The box stays editable: what is typed meanwhile is kept, and is what the box holds when the answer comes.',
          entry: assign({ promoError: undefined }),
          on: { 'promo.change': { actions: assign({ promoDraft: ({ event }) => event.value }) } },
          invoke: {
            id: 'applyPromo',
            src: 'applyPromo',
            input: ({ context }) => ({
              orderId: (context.order as BookingOrder).info.id,
              promoCode: context.promoRequest,
              targetStep: context.step,
            }),
            onDone: {
              target: 'settling',
              actions: [
                assign({ order: ({ event }) => event.output }),
                sendTo('wizard', ({ event }) => ({ type: 'order.updated' as const, order: event.output })),
              ],
            },
            onError: {
              target: 'settling',
              actions: assign({ promoError: ({ event }) => promoFailure(event.error) }),
            },
          },
        },
        applied: {
          description: 'Follows the order: a new booking (reset, a lost draft) has no code, so it settles again.',
          always: { guard: not('hasAppliedCode'), target: 'settling' },
          on: { 'promo.remove': { target: 'applying', actions: assign({ promoRequest: '', promoDraft: '' }) } },
        },
        invalid: {
          description: 'The server said the code is not valid; typing again returns to idle, remove clears it.',
          always: { guard: not('hasInvalidCode'), target: 'settling' },
          on: {
            'promo.change': { target: 'idle', actions: assign({ promoDraft: ({ event }) => event.value }) },
            'promo.apply': { guard: 'hasCode', target: 'applying', actions: 'takeCode' },
            'promo.remove': { target: 'applying', actions: assign({ promoRequest: '', promoDraft: '' }) },
          },
        },
      },
      on: { reset: { target: '.settling', actions: assign({ promoDraft: '', promoError: undefined }) } },
    },
    waitlist: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'waitlist.toggle': {
              guard: 'hasOrder',
              target: 'saving',
              actions: [
                assign({ waitlistError: undefined, waitlistRequest: ({ event }) => event.enabled }),
                sendTo('wizard', ({ event }) => ({ type: 'waitlist.set' as const, enabled: event.enabled })),
              ],
            },
          },
        },
        saving: {
          tags: ['waitlistBusy'],
          invoke: {
            id: 'enableWaitlist',
            src: 'enableWaitlist',
            input: ({ context }) => ({
              orderId: (context.order as BookingOrder).info.id,
              enabled: context.waitlistRequest,
            }),
            onDone: { target: 'idle' },
            onError: {
              description: 'Roll the optimistic toggle back and say so.',
              target: 'idle',
              actions: [
                sendTo('wizard', ({ context }) => ({
                  type: 'waitlist.set' as const,
                  enabled: !context.waitlistRequest,
                })),
                assign({ waitlistError: WAITLIST_FAILED }),
              ],
            },
          },
        },
      },
    },
  },
})

export type OrderFlowActorRef = ActorRefFrom<typeof orderFlowMachine>
export type OrderFlowSnapshot = SnapshotFrom<typeof orderFlowMachine>

/** The order flow's step name (SPEC §2: ADDRESS … COMPLETE). */
export const flowStepOf = (s: OrderFlowSnapshot): OrderFlowStep => toFlowStep(s.context.step)

/**
 * The toggle that saves at once shows on CONFIRM, once the order has a time to be offered an earlier one for. SCHEDULE
 * has its own checkbox, part of the step's form and saved with it: one checkbox per step, each with one meaning.
 */
export const showsWaitlist = (s: OrderFlowSnapshot): boolean =>
  s.context.step === 'confirm' && s.context.order?.schedule.selectedTime != null

/** The promo box's state for the view. */
export const promoStateOf = (s: OrderFlowSnapshot): 'idle' | 'applying' | 'applied' | 'invalid' =>
  s.matches({ promo: 'applying' })
    ? 'applying'
    : s.matches({ promo: 'applied' })
      ? 'applied'
      : s.matches({ promo: 'invalid' })
        ? 'invalid'
        : 'idle'
