// Journeys through the order flow (SPEC §2 Order flow, §4 Booking wizard and Order flow, §5 field rules, §7, §8):
// an anonymous visitor opens /order with the address in the URL, takes it, chooses the tour, a time and fills the
// contact (or presses Next before, and reads what is missing), goes back, tries a promo code that is not valid and
// one that is, removes it, and places the order. The model is the order-flow chart with the booking wizard as its
// child (./order-flow.model.ts); it only decides which journeys exist. What the person sees comes from the
// reference below, written from the spec and the views' words alone.

import type { Action, FlowDefinition, Sight } from './journey'
import { OPENING_ADDRESS, type OrderEvent, orderModel, REFUSED, serializeState } from './order-flow.model'

export { OPENING_ADDRESS, REFUSED } from './order-flow.model'

/** The demo catalogue's tour, chosen on PRODUCT with its area (server/demo/dataset/catalogue.ts). */
export const TOUR = '3D tour and floor plan'
export const AREA = '2400'
/** The billing contact an anonymous visitor types (SPEC §5: names, role, e-mail and phone are required). */
export const PERSON = {
  firstName: 'Rosa',
  lastName: 'Lindqvist',
  role: 'Home Owner',
  email: 'rosa.journey@example.com',
  phone: '312-555-0142',
} as const
/** A code the demo has expired, and one it honours (SPEC §4 promo: not valid, or applied). */
export const EXPIRED_CODE = 'FALL10'
export const GOOD_CODE = 'WELCOME50'

type Step = 'address' | 'product' | 'schedule' | 'contact' | 'confirm' | 'complete'
const ORDER: ReadonlyArray<Step> = ['address', 'product', 'schedule', 'contact', 'confirm', 'complete']

/** What the person sees: the reference each step is checked against. */
export interface SeenOrder {
  readonly step: Step
  /** A step's call is in flight (Next and Back read Saving… and are disabled); where it will land. */
  readonly going: Step | null
  /** What the person has given: the tour, a time, the contact. */
  readonly chosen: { readonly product: boolean; readonly time: boolean; readonly contact: boolean }
  /** Next was pressed on the step while something was missing: its messages show. */
  readonly tried: { readonly product: boolean; readonly contact: boolean }
  /** The server refused the last submit: its words show. */
  readonly refused: boolean
  readonly promo: 'idle' | 'applying' | 'invalid' | 'applied'
  /** What the promo box holds. */
  readonly code: string
}

const opened: SeenOrder = {
  step: 'address',
  going: null,
  chosen: { product: false, time: false, contact: false },
  tried: { product: false, contact: false },
  refused: false,
  promo: 'idle',
  code: '',
}

const HEADINGS: Record<Step, string> = {
  address: 'Where is the property?',
  product: 'Choose your products',
  schedule: 'Choose a time',
  contact: 'Contact details',
  confirm: 'Review your order',
  complete: 'Thank you, your order is placed',
}

const after = (step: Step) => ORDER[ORDER.indexOf(step) + 1] as Step
const before = (step: Step) => ORDER[ORDER.indexOf(step) - 1] as Step

const missing = (seen: SeenOrder) =>
  (seen.step === 'product' && !seen.chosen.product) ||
  (seen.step === 'schedule' && !seen.chosen.time) ||
  (seen.step === 'contact' && !seen.chosen.contact)

export const orderFlow: FlowDefinition<'visitor', SeenOrder, OrderEvent> = {
  starts: {
    visitor: {
      model: orderModel(),
      serializeState,
      seen: opened,
      opening: { page: `/order?address=${encodeURIComponent(OPENING_ADDRESS)}`, signedInAs: null, actions: [] },
    },
  },

  label: (event) => {
    switch (event.type) {
      case 'goTo':
        return event.refused ? 'next (refused)' : event.back ? 'back' : 'next'
      case 'edit':
        return event.step === 'product' ? 'choose the tour' : event.step === 'schedule' ? 'pick a time' : 'fill contact'
      case 'promo.change':
        return `type ${event.value}`
      case 'promo.apply':
        return 'apply'
      case 'promo.remove':
        return 'remove'
      case 'confirm':
        return 'place the order'
      case 'xstate.done.actor.submitStep':
        return 'saved'
      case 'xstate.error.actor.submitStep':
        return 'refused'
      case 'xstate.done.actor.confirmBooking':
        return 'placed'
      case 'xstate.done.actor.applyPromo':
        return 'answered'
    }
  },

  act(event, seen): ReadonlyArray<Action> {
    switch (event.type) {
      case 'goTo':
        if (event.refused)
          return [
            { kind: 'refuseNext', call: `/booking/submit${seen.step}`, message: REFUSED },
            { kind: 'click', name: 'Next', scope: 'main' },
          ]
        return [{ kind: 'click', name: event.back ? 'Back' : 'Next', scope: 'main' }]
      case 'edit':
        if (event.step === 'product')
          return [
            { kind: 'check', name: TOUR, checked: true, scope: 'main' },
            { kind: 'fill', label: 'Square feet', value: AREA, scope: 'main' },
          ]
        if (event.step === 'schedule') return [{ kind: 'pickLateTime' }]
        return [
          { kind: 'fill', label: 'First name', value: PERSON.firstName, scope: 'main' },
          { kind: 'fill', label: 'Last name', value: PERSON.lastName, scope: 'main' },
          { kind: 'select', label: 'Role', value: PERSON.role, scope: 'main' },
          { kind: 'fill', label: 'E-mail', value: PERSON.email, scope: 'main' },
          { kind: 'fill', label: 'Phone', value: PERSON.phone, scope: 'main' },
        ]
      case 'promo.change':
        return [{ kind: 'fill', label: 'Promo code', value: event.value, scope: 'main' }]
      case 'promo.apply':
        return [{ kind: 'click', name: 'Apply', scope: 'main' }]
      // Remove once applied; Reset beside 'not valid'.
      case 'promo.remove':
        return [{ kind: 'click', name: seen.promo === 'applied' ? 'Remove' : 'Reset', scope: 'main' }]
      case 'confirm':
        return [{ kind: 'placeOrder' }]
      case 'xstate.done.actor.submitStep':
      case 'xstate.error.actor.submitStep':
        return [{ kind: 'answer', call: `/booking/submit${seen.step}` }]
      case 'xstate.done.actor.confirmBooking':
        return [{ kind: 'answer', call: '/booking/confirmbooking' }]
      case 'xstate.done.actor.applyPromo':
        return [{ kind: 'answer', call: '/booking/apply-promo' }]
    }
  },

  next(seen, event): SeenOrder {
    switch (event.type) {
      case 'goTo': {
        // SPEC §4: going back submits as it is; going forward checks the step first, every message shown.
        // Any submit clears the server's last refusal.
        if (event.back) return { ...seen, going: before(seen.step), refused: false }
        if (missing(seen)) return { ...seen, tried: { ...seen.tried, [seen.step]: true } }
        return { ...seen, going: after(seen.step), refused: false }
      }
      case 'xstate.done.actor.submitStep':
        return { ...seen, step: seen.going as Step, going: null, refused: false }
      // The server's words; the person stays on the step with what they typed.
      case 'xstate.error.actor.submitStep':
        return { ...seen, going: null, refused: true }
      case 'edit':
        return {
          ...seen,
          chosen: {
            ...seen.chosen,
            [event.step === 'product' ? 'product' : event.step === 'schedule' ? 'time' : 'contact']: true,
          },
        }
      // Typing over a code found not valid makes the box plain again (SPEC §4 promo).
      case 'promo.change':
        return { ...seen, code: event.value, promo: 'idle' }
      case 'promo.apply':
        return { ...seen, promo: 'applying' }
      case 'promo.remove':
        return { ...seen, promo: 'applying', code: '' }
      case 'xstate.done.actor.applyPromo':
        if (seen.code === '') return { ...seen, promo: 'idle' }
        return { ...seen, promo: seen.code === GOOD_CODE ? 'applied' : 'invalid' }
      case 'confirm':
        return { ...seen, going: 'complete' }
      case 'xstate.done.actor.confirmBooking':
        return { ...seen, step: 'complete', going: null }
    }
  },

  sees(seen): ReadonlyArray<Sight> {
    const busy = seen.going !== null
    const sights: Sight[] = [{ kind: 'heading', name: HEADINGS[seen.step] }]
    if (seen.step === 'complete')
      return [...sights, { kind: 'button', name: 'Order another', scope: 'main', disabled: false }]
    const alerts: string[] = []
    if (seen.step === 'product' && seen.tried.product && !seen.chosen.product)
      alerts.push('Choose at least one product')
    if (seen.refused) alerts.push(REFUSED)
    // The tour's area box shows once the tour is ticked (the tick's description is the catalogue's pricing).
    if (seen.step === 'product' && seen.chosen.product)
      sights.push({ kind: 'field', label: 'Square feet', value: AREA, error: undefined, scope: 'main' })
    if (seen.step === 'contact') {
      // SPEC §5: the names and the e-mail are required; 'Required' shows once Next was pressed.
      const error = seen.tried.contact && !seen.chosen.contact ? 'Required' : undefined
      for (const [label, value] of [
        ['First name', PERSON.firstName],
        ['Last name', PERSON.lastName],
        ['E-mail', PERSON.email],
      ] as const)
        sights.push({ kind: 'field', label, value: seen.chosen.contact ? value : '', error, scope: 'main' })
    }
    if (seen.step === 'confirm') {
      sights.push(
        { kind: 'region', name: 'Property', present: true },
        { kind: 'region', name: 'Appointment', present: true },
        { kind: 'region', name: 'Contacts', present: true },
      )
      if (seen.promo === 'applied') sights.push({ kind: 'button', name: 'Remove', scope: 'main', disabled: false })
      else {
        if (seen.promo === 'invalid') alerts.push('Promo code not valid. Reset')
        sights.push(
          {
            kind: 'field',
            label: 'Promo code',
            value: seen.code,
            error: undefined,
            invalid: seen.promo === 'invalid',
            scope: 'main',
          },
          // SPEC §4: Apply is disabled while the box is empty; Applying… while the code is checked.
          seen.promo === 'applying'
            ? { kind: 'button', name: 'Applying…', scope: 'main', disabled: true }
            : { kind: 'button', name: 'Apply', scope: 'main', disabled: seen.code === '' },
        )
      }
      if (busy) sights.push({ kind: 'button', name: 'Placing your order…', scope: 'main', disabled: true })
    }
    sights.push({ kind: 'alerts', scope: 'main', texts: alerts })
    if (seen.step !== 'confirm')
      sights.push(
        busy
          ? { kind: 'button', name: 'Saving…', scope: 'main', disabled: true }
          : { kind: 'button', name: 'Next', scope: 'main', disabled: false },
      )
    if (seen.step !== 'address') sights.push({ kind: 'button', name: 'Back', scope: 'main', disabled: busy })
    return sights
  },

  transient: (seen) => seen.going !== null || seen.promo === 'applying',
}
