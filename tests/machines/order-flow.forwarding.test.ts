// The order flow as the page around the wizard (SPEC §2, §4 Order flow): what it hands the wizard, event by event and
// unchanged; what it keeps of the session before the booking starts; what a failed cookie check, a reset, the promo
// call's failures and an order that gains a code leave on screen. The wizard is a stub child that records every event
// it is sent, whole, and whose order and step the test sets.
import { afterEach, describe, expect, it } from 'vitest'
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate'
import {
  type OrderFlowInput,
  orderFlowMachine,
  promoStateOf,
  showsWaitlist,
} from '../../src/machines/order-flow/order-flow.machine'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import type { User } from '../../src/schemas/User'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { filledOrder } from '../support/booking-orders'
import { deferred } from '../support/stub-actors'

type Recorded = { type: string; [key: string]: unknown }

/** Stands in for the booking wizard: keeps its input, records each event whole; `test.set` sets its order and step. */
const stubWizard = setup({
  types: {
    context: {} as { order: BookingOrder | null; step: BookingStep; received: Recorded[]; input: unknown },
    events: {} as Recorded,
    input: {} as unknown,
  },
}).createMachine({
  context: ({ input }) => ({ order: null, step: 'address', received: [], input }),
  on: {
    'test.set': {
      actions: assign(({ event }) => ({
        order: (event.order as BookingOrder | null) ?? null,
        step: (event.step as BookingStep) ?? 'address',
      })),
    },
    '*': { actions: assign({ received: ({ context, event }) => [...context.received, event] }) },
  },
})

const VERA: User = { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', isVerified: true }
const input: OrderFlowInput = { start: { promoCode: 'SPRING' }, user: null }
const withPromo = (promoCode: string | null, promoCodeValid: boolean | null): BookingOrder => {
  const order = filledOrder('confirm')
  return { ...order, info: { ...order.info, promoCode, promoCodeValid } }
}

const running: Array<{ stop(): void }> = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
})

function start(cookies: () => Promise<boolean> = async () => true) {
  const applyPromo = deferred<BookingOrder>()
  const enableWaitlist = deferred<{ ok: true }>()
  const actor = createActor(
    orderFlowMachine.provide({
      actors: {
        checkCookies: fromPromise<boolean, void>(cookies),
        bookingWizard: stubWizard as never,
        applyPromo: applyPromo.logic,
        enableWaitlist: enableWaitlist.logic,
      },
    }),
    { input },
  ).start()
  running.push(actor)
  const wizard = () =>
    actor.getSnapshot().children.wizard as unknown as
      | { send(e: Recorded): void; getSnapshot(): { context: { received: Recorded[]; input: unknown } } }
      | undefined
  const received = () => wizard()?.getSnapshot().context.received ?? []
  const setWizard = (order: BookingOrder | null, step: BookingStep) => wizard()?.send({ type: 'test.set', order, step })
  return { actor, applyPromo, enableWaitlist, wizard, received, setWizard }
}

async function booking(flow = start()) {
  await waitFor(flow.actor, (s) => s.matches({ page: 'booking' }))
  return flow
}

describe('order flow: the page around the wizard', () => {
  it('starts with nothing typed, nothing saved, the page’s own id', () => {
    const { actor } = start()
    expect(actor.getSnapshot().context).toMatchObject({
      order: null,
      step: 'address',
      promoDraft: '',
      promoRequest: '',
      waitlistRequest: false,
    })
    expect(actor.getSnapshot().machine.id).toBe('orderFlow')
    expect(promoStateOf(actor.getSnapshot())).toBe('idle')
  })

  it('asks to continue in a new tab when the cookie check itself fails', async () => {
    const { actor } = start(async () => {
      throw new Error('SecurityError: cookies are disabled')
    })
    await waitFor(actor, (s) => s.matches({ page: 'cookiesBlocked' }))
  })

  it('hands the wizard the start request and the session as it is once cookies work, even one changed meanwhile', async () => {
    const flow = start()
    flow.actor.send({ type: 'session.changed', user: VERA })
    await booking(flow)
    expect(flow.wizard()?.getSnapshot().context.input).toEqual({ start: { promoCode: 'SPRING' }, user: VERA })
  })

  it('forwards every step event to the wizard unchanged', async () => {
    const flow = await booking()
    const address = { address: '1836 Greenwood St', addressUnit: '', lat: 41.9, lng: -87.6 }
    const events = [
      { type: 'edit', step: 'contact', draft: { firstName: 'Vera' } },
      { type: 'touch', step: 'contact', field: 'email' },
      { type: 'goTo', step: 'schedule' },
      { type: 'address.ready', model: address },
      { type: 'address.changed', model: address, pending: true },
      { type: 'session.changed', user: VERA },
      { type: 'reset' },
    ]
    for (const event of events) flow.actor.send(event as never)
    expect(flow.received()).toEqual(events)
    expect(flow.actor.getSnapshot().context.user).toEqual(VERA)
  })

  it('hands an order admin’s edit to the wizard as the new order', async () => {
    const flow = await booking()
    const edited = filledOrder('confirm')
    flow.actor.send({ type: 'admin.updated', order: edited })
    expect(flow.received()).toEqual([{ type: 'order.updated', order: edited }])
  })

  it('a reset brings back “Scroll down to confirm” and empties the promo box', async () => {
    const flow = await booking()
    flow.setWizard(withPromo(null, null), 'confirm')
    flow.actor.send({ type: 'bottom.visible', visible: true })
    flow.actor.send({ type: 'promo.change', value: 'SPR' })
    expect(flow.actor.getSnapshot().matches({ confirmButton: 'placeOrder' })).toBe(true)
    flow.actor.send({ type: 'reset' })
    expect(flow.actor.getSnapshot().matches({ confirmButton: 'scrollDown' })).toBe(true)
    expect(flow.actor.getSnapshot().context.promoDraft).toBe('')
  })

  it('offers the waitlist toggle on CONFIRM only once the order has a time', async () => {
    const flow = await booking()
    const order = filledOrder('confirm')
    flow.setWizard({ ...order, schedule: { ...order.schedule, selectedTime: null } }, 'confirm')
    expect(showsWaitlist(flow.actor.getSnapshot())).toBe(false)
    flow.setWizard(order, 'confirm')
    expect(showsWaitlist(flow.actor.getSnapshot())).toBe(true)
  })
})

describe('order flow: the promo box', () => {
  it('shows the code as applied as soon as the order has one, however it got there', async () => {
    const flow = await booking()
    flow.setWizard(withPromo(null, null), 'confirm')
    expect(promoStateOf(flow.actor.getSnapshot())).toBe('idle')
    flow.setWizard(withPromo('SPRING', true), 'confirm')
    expect(promoStateOf(flow.actor.getSnapshot())).toBe('applied')
  })

  it('applies another code from “not valid”', async () => {
    const flow = await booking()
    flow.setWizard(withPromo('SPRNG', false), 'confirm')
    expect(promoStateOf(flow.actor.getSnapshot())).toBe('invalid')
    flow.actor.send({ type: 'promo.apply', code: ' SPRING ' })
    expect(promoStateOf(flow.actor.getSnapshot())).toBe('applying')
    expect(flow.applyPromo.calls).toEqual([{ orderId: 'ord_1', promoCode: 'SPRING', targetStep: 'confirm' }])
  })

  it.each([
    [
      'a refusal in the server’s words',
      new StatusError({ message: 'This code has expired.' }),
      'This code has expired.',
    ],
    [
      'a form refusal in the server’s words',
      new FieldErrors({ fieldErrors: {}, message: 'Codes are one per order.' }),
      'Codes are one per order.',
    ],
    [
      'a refusal without words, ours',
      new StatusError({ message: '' }),
      'The promo code could not be applied. Please try again.',
    ],
    [
      'no answer at all, ours',
      new Unreachable({ message: 'fetch failed' }),
      'The promo code could not be applied. Please try again.',
    ],
    ['an unexpected failure, ours', new Error('boom'), 'The promo code could not be applied. Please try again.'],
  ])('says why a code could not be applied: %s', async (_case, error, shown) => {
    const flow = await booking()
    flow.setWizard(withPromo(null, null), 'confirm')
    flow.actor.send({ type: 'promo.change', value: 'SPRING' })
    flow.actor.send({ type: 'promo.apply' })
    flow.applyPromo.reject(error)
    await waitFor(flow.actor, (s) => !s.hasTag('promoBusy'))
    expect(flow.actor.getSnapshot().context.promoError).toBe(shown)
  })

  it('says the waitlist could not be saved in our words, and puts the toggle back', async () => {
    const flow = await booking()
    flow.setWizard(filledOrder('confirm'), 'confirm')
    flow.actor.send({ type: 'waitlist.toggle', enabled: true })
    flow.enableWaitlist.reject(new Error('boom'))
    await waitFor(flow.actor, (s) => !s.hasTag('waitlistBusy'))
    expect(flow.actor.getSnapshot().context.waitlistError).toBe('The waitlist could not be updated. Please try again.')
    expect(flow.received()).toEqual([
      { type: 'waitlist.set', enabled: true },
      { type: 'waitlist.set', enabled: false },
    ])
  })
})
