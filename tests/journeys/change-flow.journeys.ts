// Journeys through the change flow (SPEC §2 modal reschedule_{orderId} / cancel_{orderId}; §4 Change flow;
// SCHEDULING.md): the owner of an order free to change opens it from the address, chooses another time, looks at the
// change's figures, goes back and forth, confirms and closes; or cancels it. The chart (change-flow.machine.ts) gives
// one journey per transition; the reference below says what the person sees, from the spec, SCHEDULING.md and the
// server's words alone. An order the server has not is refused, and refused again on Try again. The other refusals
// (a time just taken, an order that may not move, a failed call), the waiver and the waitlist's offers have jsdom
// paths of their own (tests/ui/change-flow.paths.test.tsx): the real server cannot be made to give them on demand.
import type { AnyMachineSnapshot } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type ChangeFlowEvent,
  type ChangeFlowInput,
  changeFlowMachine,
} from '../../src/machines/change-flow/change-flow.machine'
import type { ChangeOrderResponse } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { laterTime, placedOrder } from '../support/change-orders'
import type { Action, FlowDefinition, FlowStart, Sight } from './journey'

/** The demo owner (server/demo/users.ts), who places the order each journey changes. */
export const OWNER = { email: 'owner@showhome.example', name: 'Olive Owner' } as const
/** Where the confirmation goes: the billing contact the order was placed with (tests/support/booking-fixtures.ts). */
export const BILLING_EMAIL = 'dana.reyes@example.com'
/** The order's id and listing as the model knows them: each run swaps in the order it placed. */
export const ORDER_ID = 'ord-journey'
export const TOUR_NAME = 'journey-listing'
/** An order nobody placed (ids are letters, digits and hyphens: src/domain/modal-param.ts): the server refuses it. */
export const MISSING_ORDER_ID = 'ord-nobody-placed'
/** The server's words for an order it has not, or not for this person (server/orders/change-order.ts). */
export const ORDER_NOT_FOUND = 'This order could not be found.'

type ChangeEvent =
  | ChangeFlowEvent
  | { type: 'xstate.done.actor.startChange'; output: Order }
  | { type: 'xstate.error.actor.startChange'; error: unknown }
  | { type: 'xstate.done.actor.previewChange'; output: Order }
  | { type: 'xstate.done.actor.changeOrder'; output: ChangeOrderResponse }

/** What the person sees: the reference each step is checked against. */
export interface SeenChange {
  readonly kind: 'reschedule' | 'cancel'
  readonly step: 'opening' | 'failed' | 'selection' | 'confirm' | 'complete' | 'closed'
  /** Another time than the booked one is chosen. */
  readonly chosen: boolean
  /** A call is in flight: the step's busy label shows. */
  readonly busy: boolean
}

/**
 * The answers the model's chart is given: an order free to change, priced with another time, changed. Only their
 * shape matters to the chart (reschedulable, a valid schedule, a complete change); the screen's figures are the fake
 * server's in jsdom and the real server's in the browser, and the reference reads nothing from them.
 */
const opened = placedOrder()
const priced = placedOrder({ time: laterTime })
const answers = {
  opened,
  priced,
  rescheduled: { isComplete: true, orderModel: priced, billingContactEmail: BILLING_EMAIL },
  cancelled: { isComplete: true, orderModel: opened, billingContactEmail: BILLING_EMAIL },
} satisfies Record<string, Order | ChangeOrderResponse>

const PERSON_EVENTS: ChangeEvent[] = [
  {
    type: 'schedule.edit',
    draft: {
      selectedPhotographerId: 'ph_1',
      selectedTime: laterTime,
      waitlistEnabled: false,
      ignoreAvailability: false,
    },
  },
  { type: 'next' },
  { type: 'back' },
  { type: 'submit' },
  { type: 'retry' },
  { type: 'close' },
]

/** The model's state: the chart's, whether another time is chosen, and the kind of change. */
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.kind, s.context.draft.selectedTime?.utc ?? null])

const model = (input: ChangeFlowInput) =>
  new TestModel(changeFlowMachine as never, {
    input,
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
    serializeState,
    // A call in flight gets the answer the server gives an order free to change; otherwise what a person can do.
    events: ((s: AnyMachineSnapshot) => {
      if (s.matches('loading'))
        return [
          s.context.orderId === MISSING_ORDER_ID
            ? { type: 'xstate.error.actor.startChange', error: { _tag: 'NotFound', message: ORDER_NOT_FOUND } }
            : { type: 'xstate.done.actor.startChange', output: answers.opened },
        ]
      if (s.matches('previewing')) return [{ type: 'xstate.done.actor.previewChange', output: answers.priced }]
      if (s.matches('submitting'))
        return [
          {
            type: 'xstate.done.actor.changeOrder',
            output: s.context.kind === 'cancel' ? answers.cancelled : answers.rescheduled,
          },
        ]
      // Choosing the time already chosen changes nothing on screen, so it is no event.
      return PERSON_EVENTS.filter(
        (event) =>
          s.can(event as never) &&
          !(event.type === 'schedule.edit' && s.context.draft.selectedTime?.utc === event.draft.selectedTime?.utc),
      )
    }) as never,
  }) as unknown as FlowStart<SeenChange, ChangeEvent>['model']

export type ChangeStart = 'reschedule' | 'cancel' | 'missing'

/** The change flow's modal over the owner's dashboard, opened by its address (as the dashboard's links do). */
const pageOf = (kind: SeenChange['kind'], orderId: string) => `/${TOUR_NAME}/dashboard?modal=${kind}_${orderId}`

const opening = (kind: SeenChange['kind']): SeenChange => ({ kind, step: 'opening', chosen: false, busy: true })

const start = (kind: SeenChange['kind'], orderId = ORDER_ID): FlowStart<SeenChange, ChangeEvent> => ({
  model: model({ orderId, kind }),
  serializeState,
  seen: opening(kind),
  opening: { page: pageOf(kind, orderId), signedInAs: OWNER.email, actions: [] },
  // The chart only tells the page to close the modal; the person sees it go.
  alsoIgnored: (event) => event.type === 'close',
})

export const changeFlow: FlowDefinition<ChangeStart, SeenChange, ChangeEvent> = {
  starts: { reschedule: start('reschedule'), cancel: start('cancel'), missing: start('reschedule', MISSING_ORDER_ID) },

  label: (event) => {
    switch (event.type) {
      case 'xstate.done.actor.startChange':
        return 'opened'
      case 'xstate.error.actor.startChange':
        return 'refused'
      case 'xstate.done.actor.previewChange':
        return 'priced'
      case 'xstate.done.actor.changeOrder':
        return 'changed'
      case 'schedule.edit':
        return 'choose another time'
      default:
        return event.type
    }
  },

  act(event, before): ReadonlyArray<Action> {
    switch (event.type) {
      case 'schedule.edit':
        return [{ kind: 'pickTime' }]
      case 'next':
        return [{ kind: 'click', name: 'Next', scope: 'dialog' }]
      case 'back':
        return [{ kind: 'click', name: 'Back', scope: 'dialog' }]
      case 'submit':
        return [
          {
            kind: 'click',
            name: before.kind === 'cancel' ? 'Cancel the appointment' : 'Confirm the new time',
            scope: 'dialog',
          },
        ]
      // Done once changed; Keep my appointment where it is offered; Escape (the dialog's cancel) elsewhere.
      case 'close':
        if (before.step === 'complete') return [{ kind: 'click', name: 'Done', scope: 'dialog' }]
        if (before.step === 'selection' || before.kind === 'cancel')
          return [{ kind: 'click', name: 'Keep my appointment', scope: 'dialog' }]
        return [{ kind: 'press', key: 'Escape' }]
      case 'retry':
        return [{ kind: 'click', name: 'Try again', scope: 'dialog' }]
      case 'xstate.done.actor.startChange':
      case 'xstate.error.actor.startChange':
        return [{ kind: 'answer', call: '/booking/startchange' }]
      case 'xstate.done.actor.previewChange':
        return [{ kind: 'answer', call: '/booking/previewchange' }]
      case 'xstate.done.actor.changeOrder':
        return [{ kind: 'answer', call: '/booking/changeorder' }]
      default:
        throw new Error(`No person's action for ${event.type}`)
    }
  },

  next(seen, event): SeenChange {
    switch (event.type) {
      // SPEC §4: reschedule opens at selection, cancel at confirm.
      case 'xstate.done.actor.startChange':
        return { ...seen, step: seen.kind === 'cancel' ? 'confirm' : 'selection', busy: false }
      // The server's refusal, in its own words, with the way to try again.
      case 'xstate.error.actor.startChange':
        return { ...seen, step: 'failed', busy: false }
      case 'retry':
        return opening(seen.kind)
      case 'schedule.edit':
        return { ...seen, chosen: true }
      // Next asks the server to price the change; its answer opens confirm.
      case 'next':
        return { ...seen, busy: true }
      case 'xstate.done.actor.previewChange':
        return { ...seen, step: 'confirm', busy: false }
      // Back keeps the time chosen.
      case 'back':
        return { ...seen, step: 'selection' }
      case 'submit':
        return { ...seen, busy: true }
      case 'xstate.done.actor.changeOrder':
        return { ...seen, step: 'complete', busy: false }
      case 'close':
        return { ...seen, step: 'closed', busy: false }
      default:
        return seen
    }
  },

  sees(seen): ReadonlyArray<Sight> {
    const title = seen.kind === 'cancel' ? 'Cancel your appointment' : 'Reschedule your appointment'
    const dialog: Sight = { kind: 'dialog', name: title }
    switch (seen.step) {
      case 'opening':
        return [dialog, { kind: 'status', text: 'Opening your order…' }]
      // Signed in already: only Try again is offered (a visitor is offered Sign in too).
      case 'failed':
        return [
          dialog,
          { kind: 'alert', text: ORDER_NOT_FOUND },
          { kind: 'button', name: 'Try again', scope: 'dialog', disabled: false },
        ]
      case 'selection':
        return [
          dialog,
          { kind: 'text', text: 'Available times' },
          // Next only once another time is chosen (SPEC §4); Checking… while the server prices it.
          seen.busy
            ? { kind: 'button', name: 'Checking…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: 'Next', scope: 'dialog', disabled: !seen.chosen },
          { kind: 'button', name: 'Keep my appointment', scope: 'dialog', disabled: false },
          { kind: 'alert', text: undefined },
        ]
      case 'confirm': {
        const rescheduling = seen.kind === 'reschedule'
        const submit = rescheduling ? 'Confirm the new time' : 'Cancel the appointment'
        return [
          dialog,
          ...(rescheduling ? [{ kind: 'text', text: 'Order total after the change' } as const] : []),
          { kind: 'text', text: rescheduling ? 'Late-change charge' : 'Cancellation charge' },
          // SCHEDULING.md: changes are free until the free-change deadline, days away for this order.
          { kind: 'text', text: 'No charge' },
          { kind: 'alert', text: undefined },
          seen.busy
            ? { kind: 'button', name: 'Saving…', scope: 'dialog', disabled: true }
            : { kind: 'button', name: submit, scope: 'dialog', disabled: false },
          {
            kind: 'button',
            name: rescheduling ? 'Back' : 'Keep my appointment',
            scope: 'dialog',
            disabled: seen.busy,
          },
        ]
      }
      case 'complete': {
        const rescheduled = seen.kind === 'reschedule'
        return [
          dialog,
          { kind: 'text', text: rescheduled ? 'Your appointment is rescheduled' : 'Your appointment is cancelled' },
          { kind: 'text', text: `${rescheduled ? 'Rescheduled' : 'Cancelled'} by ${OWNER.name}.` },
          { kind: 'text', text: `We sent the details to ${BILLING_EMAIL}.` },
          { kind: 'button', name: 'Done', scope: 'dialog', disabled: false },
        ]
      }
      case 'closed':
        return [{ kind: 'noDialog' }]
    }
  },

  transient: (seen) => seen.busy,
}
