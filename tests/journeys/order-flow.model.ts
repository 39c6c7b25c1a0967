// The order flow's model for its journeys (./order-flow.journeys.ts): the order-flow chart and the booking wizard it
// invokes as its child, stepped together as the running page steps them. A person's wizard event (Next, Back, an
// edit, placing the order) steps the wizard, and the order flow mirrors the wizard's new snapshot as its `wizard`
// child's snapshot event; a promo event steps the order flow, whose answer it hands the wizard as `order.updated`.
// The model is small on purpose: one value per edit, Next and Back only (not the progress bar), the promo box only on
// CONFIRM and only before Back, so the every-transition paths stay tens of journeys. Each call's answer is only the
// shape the charts need (tests/support/booking-orders.ts); the screen's words come from the journeys' reference.
import {
  type AnyMachineSnapshot,
  type EventObject,
  getInitialSnapshot,
  getNextSnapshot,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate'
import { TestModel } from 'xstate/graph'
import { checkDraft } from '../../src/domain/booking-steps'
import { draftsFor } from '../../src/machines/booking-wizard/booking-wizard.context'
import { bookingWizardMachine } from '../../src/machines/booking-wizard/booking-wizard.machine'
import { orderFlowMachine } from '../../src/machines/order-flow/order-flow.machine'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { confirmedOrder, filledOrder, startedOrder } from '../support/booking-orders'
import type { FlowStart } from './journey'

/** The address the URL carries: the demo gazetteer knows it (tests/e2e/order-flow.spec.ts starts with it too). */
export const OPENING_ADDRESS = '2643 N Kenmore Ave, Chicago, IL 60660, USA'
/** What the server says when it refuses a submit (a 400 with a message). */
export const REFUSED = 'These details could not be saved. Please try again.'

type Wizard = SnapshotFrom<typeof bookingWizardMachine>
type Flow = SnapshotFrom<typeof orderFlowMachine>
type Drafts = Wizard['context']['drafts']

/** The model's events: the person's, marked where the chart's own event does not tell them apart, and the answers. */
export type OrderEvent =
  | { type: 'goTo'; step: BookingStep; back?: true; refused?: true }
  | { type: 'edit'; step: 'product' | 'schedule' | 'contact'; draft: unknown }
  | { type: 'promo.change'; value: string }
  | { type: 'promo.apply' }
  | { type: 'promo.remove' }
  | { type: 'confirm' }
  | { type: 'xstate.done.actor.submitStep'; output: BookingOrder }
  | { type: 'xstate.error.actor.submitStep'; error: unknown }
  | { type: 'xstate.done.actor.confirmBooking'; output: BookingOrder }
  | { type: 'xstate.done.actor.applyPromo'; output: BookingOrder }

/** Both charts' snapshots; `value` names the wizard's state and the promo box's, as the journeys' titles read. */
type Page = Snapshot<undefined> & {
  readonly value: { readonly wizard: unknown; readonly promo: unknown }
  readonly wizard: Wizard
  readonly flow: Flow
  /** The next submit is refused (the person's `next (refused)`). */
  readonly refusing: boolean
}

/** One valid draft per step: those of an order filled in up to CONFIRM. */
const filled: Drafts = draftsFor(filledOrder('confirm'), null)
const STEPS = ['address', 'product', 'schedule', 'contact'] as const
const EXPIRED_CODE = 'FALL10'
const GOOD_CODE = 'WELCOME50'

const page = (wizard: Wizard, flow: Flow, refusing = false): Page => ({
  status: 'active',
  output: undefined,
  error: undefined,
  value: { wizard: wizard.value, promo: (flow.value as { promo: unknown }).promo },
  wizard,
  flow,
  refusing,
})

/** The order flow mirrors its child's snapshot (order-flow.machine.ts, the wizard's onSnapshot). */
const mirrored = (flow: Flow, wizard: Wizard) =>
  getNextSnapshot(orderFlowMachine, flow, { type: 'xstate.snapshot.wizard', snapshot: wizard } as never)

const stepWizard = (s: Page, event: EventObject, refusing = false) => {
  const wizard = getNextSnapshot(bookingWizardMachine, s.wizard, event as never)
  return page(wizard, mirrored(s.flow, wizard), refusing)
}

function initial(): Page {
  const start = { address: OPENING_ADDRESS }
  let wizard = getInitialSnapshot(bookingWizardMachine, { start, user: null })
  const draft = startedOrder()
  const order = { ...draft, address: { ...draft.address, userAddress: OPENING_ADDRESS } }
  wizard = getNextSnapshot(bookingWizardMachine, wizard, {
    type: 'xstate.done.actor.startBooking',
    output: order,
  } as never)
  // The address step's lookup finds the URL's address as the step opens.
  wizard = getNextSnapshot(bookingWizardMachine, wizard, {
    type: 'address.changed',
    model: filled.address,
    pending: false,
  })
  let flow = getInitialSnapshot(orderFlowMachine, { start, user: null })
  flow = getNextSnapshot(orderFlowMachine, flow, { type: 'xstate.done.actor.checkCookies', output: true } as never)
  // No IntersectionObserver in jsdom, and Chromium scrolls first: 'Place your order' is what is pressed.
  flow = getNextSnapshot(orderFlowMachine, flow, { type: 'bottom.visible', visible: true })
  return page(wizard, mirrored(flow, wizard))
}

function transition(s: Page, event: OrderEvent): Page {
  switch (event.type) {
    case 'goTo':
      return stepWizard(s, { type: 'goTo', step: event.step } as EventObject, event.refused === true)
    case 'edit':
    case 'confirm':
    case 'xstate.done.actor.submitStep':
    case 'xstate.error.actor.submitStep':
    case 'xstate.done.actor.confirmBooking':
      return stepWizard(s, event)
    case 'xstate.done.actor.applyPromo': {
      const flow = getNextSnapshot(orderFlowMachine, s.flow, event as never)
      const wizard = getNextSnapshot(bookingWizardMachine, s.wizard, { type: 'order.updated', order: event.output })
      return page(wizard, mirrored(flow, wizard))
    }
    default:
      return page(s.wizard, getNextSnapshot(orderFlowMachine, s.flow, event))
  }
}

const logic = {
  transition,
  getInitialSnapshot: initial,
  getPersistedSnapshot: (s: Page) => s,
}

const valid = (drafts: Drafts, step: (typeof STEPS)[number]) => checkDraft(step, drafts[step] as never).ok

/** The server's answer to a submit: the order filled in as far as the drafts are valid, on the step asked for. */
function saved(s: Page): BookingOrder {
  const { drafts, pending } = s.wizard.context
  const upTo = STEPS.find((step) => !valid(drafts, step)) ?? 'confirm'
  return filledOrder(upTo, { step: pending?.targetStep ?? s.wizard.context.step })
}

/** The promo answer: the code honoured, or found not valid, or removed. */
function promoAnswer(s: Page): BookingOrder {
  const order = s.wizard.context.order as BookingOrder
  const code = s.flow.context.promoRequest
  const info = { ...order.info, promoCode: code || null, promoCodeValid: code ? code === GOOD_CODE : null }
  return { ...order, info }
}

/** What the person can do on each step (and the answer to a call in flight). */
function events(s: Page): OrderEvent[] {
  const { wizard, flow } = s
  if (wizard.matches('submitting'))
    return s.refusing
      ? [{ type: 'xstate.error.actor.submitStep', error: { _tag: 'StatusError', message: REFUSED } }]
      : [{ type: 'xstate.done.actor.submitStep', output: saved(s) }]
  if (wizard.matches('confirming')) return [{ type: 'xstate.done.actor.confirmBooking', output: confirmedOrder() }]
  if (flow.matches({ promo: 'applying' })) return [{ type: 'xstate.done.actor.applyPromo', output: promoAnswer(s) }]
  if (!wizard.matches('ready')) return []
  const { step, drafts } = wizard.context
  if (step === 'complete') return []
  const forward: OrderEvent = { type: 'goTo', step: STEPS[STEPS.indexOf(step as never) + 1] ?? 'confirm' }
  const back: OrderEvent = { type: 'goTo', step: STEPS[STEPS.indexOf(step as never) - 1] ?? 'contact', back: true }
  if (step === 'address') return [forward]
  if (step === 'confirm') {
    const code = flow.context.promoDraft
    // Placing the order is the wizard's same move with a code or without: it is offered from the empty box only.
    if (flow.matches({ promo: 'applied' })) return [{ type: 'promo.remove' }]
    if (flow.matches({ promo: 'invalid' }))
      return [{ type: 'promo.change', value: GOOD_CODE }, { type: 'promo.remove' }]
    // An empty box: type either code, place the order, or go back; a typed code is applied.
    if (code === '')
      return [
        { type: 'promo.change', value: EXPIRED_CODE },
        { type: 'promo.change', value: GOOD_CODE },
        { type: 'confirm' },
        back,
      ]
    return [{ type: 'promo.apply' }]
  }
  const given = valid(drafts, step)
  const edit = { type: 'edit', step, draft: filled[step] } as OrderEvent
  // The contact step's Next may be refused by the server once the contact is filled.
  const refused: OrderEvent[] = step === 'contact' && given ? [{ ...forward, refused: true } as OrderEvent] : []
  return [forward, back, ...(given ? [] : [edit]), ...refused]
}

/** The model's state: both charts', what is valid, which messages show, what the promo box holds. */
export const serializeState = (snapshot: AnyMachineSnapshot) => {
  const s = snapshot as unknown as Page
  const { context } = s.wizard
  return JSON.stringify([
    s.value,
    context.step,
    STEPS.map((step) => valid(context.drafts, step)),
    context.touchedAll,
    context.formError ?? null,
    s.flow.context.promoDraft,
    context.order?.info.promoCode ?? null,
    s.refusing,
  ])
}

export const orderModel = () =>
  new TestModel(logic as never, {
    serializeState,
    events: events as never,
  }) as unknown as FlowStart<unknown, OrderEvent>['model']
