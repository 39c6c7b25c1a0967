import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  type BookingWizardActorRef,
  bookingWizardMachine,
} from '../../src/machines/booking-wizard/booking-wizard.machine'
import { cookiesWork } from '../../src/machines/order-flow/order-flow.actors'
import {
  type ApplyPromoRequest,
  flowStepOf,
  type OrderFlowActorRef,
  type OrderFlowInput,
  orderFlowMachine,
  PROMO_FAILED,
  showsWaitlist,
  WAITLIST_FAILED,
  type WaitlistRequest,
} from '../../src/machines/order-flow/order-flow.machine'
import type { StartBookingRequest } from '../../src/schemas/api/booking'
import type { Ok } from '../../src/schemas/api/call'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { Unreachable } from '../../src/services/errors'
import { filledOrder } from '../support/booking-orders'
import { answering, deferred } from '../support/stub-actors'

const input: OrderFlowInput = { start: { promoCode: 'SPRING' }, user: null }
const withPromo = (order: BookingOrder, promoCode: string | null, promoCodeValid: boolean | null): BookingOrder => ({
  ...order,
  info: { ...order.info, promoCode, promoCodeValid },
})

function start(options: { cookies?: boolean; first?: BookingOrder } = {}) {
  const startBooking = answering<BookingOrder, StartBookingRequest>(
    () => options.first ?? filledOrder('confirm', { step: 'address' }),
  )
  const submitStep = deferred<BookingOrder>()
  const confirmBooking = deferred<BookingOrder>()
  const applyPromo = deferred<BookingOrder>()
  const enableWaitlist = deferred<Ok>()
  const actor = createActor(
    orderFlowMachine.provide({
      actors: {
        checkCookies: fromPromise<boolean, void>(async () => options.cookies ?? true),
        bookingWizard: bookingWizardMachine.provide({
          actors: {
            startBooking: startBooking.logic,
            submitStep: submitStep.logic,
            confirmBooking: confirmBooking.logic,
          },
        }),
        applyPromo: applyPromo.logic,
        enableWaitlist: enableWaitlist.logic,
      },
    }),
    { input },
  ).start()
  return { actor, startBooking, submitStep, confirmBooking, applyPromo, enableWaitlist }
}

const booking = (actor: OrderFlowActorRef) => waitFor(actor, (s) => s.context.order !== null)
const wizardOf = (actor: OrderFlowActorRef) => actor.getSnapshot().children.wizard as BookingWizardActorRef

async function onConfirm(sut: ReturnType<typeof start>) {
  await booking(sut.actor)
  sut.actor.send({ type: 'goTo', step: 'confirm' })
  sut.submitStep.resolve(filledOrder('confirm'))
  await waitFor(sut.actor, (s) => s.context.step === 'confirm')
}

describe('order flow chart (SPEC §2, §4 Order flow)', () => {
  it('asks to continue in a new tab when cookies are blocked', async () => {
    const sut = start({ cookies: false })
    await waitFor(sut.actor, (s) => s.matches({ page: 'cookiesBlocked' }))
    expect(sut.startBooking.calls).toHaveLength(0)
  })

  it('starts the wizard with the start request and mirrors its step', async () => {
    const sut = start()
    await booking(sut.actor)
    expect(sut.startBooking.calls).toEqual([{ promoCode: 'SPRING' }])
    expect(flowStepOf(sut.actor.getSnapshot())).toBe('ADDRESS')
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve(filledOrder('confirm', { step: 'product' }))
    await waitFor(sut.actor, (s) => flowStepOf(s) === 'PRODUCT')
  })

  it("reads 'Scroll down to confirm' until the bottom is visible, then places the order", async () => {
    const sut = start()
    const scrolls: unknown[] = []
    sut.actor.on('scroll.bottom', (e) => scrolls.push(e))
    await onConfirm(sut)
    expect(sut.actor.getSnapshot().matches({ confirmButton: 'scrollDown' })).toBe(true)
    sut.actor.send({ type: 'confirm' })
    expect(scrolls).toHaveLength(1)
    expect(sut.confirmBooking.calls).toHaveLength(0)
    sut.actor.send({ type: 'bottom.visible', visible: true })
    expect(sut.actor.getSnapshot().matches({ confirmButton: 'placeOrder' })).toBe(true)
    sut.actor.send({ type: 'confirm' })
    await waitFor(wizardOf(sut.actor), (s) => s.matches('confirming'))
    expect(sut.confirmBooking.calls).toHaveLength(1)
  })

  it('applies a promo code (Apply needs a code) and hands the answer to the wizard', async () => {
    const sut = start()
    await onConfirm(sut)
    expect(sut.actor.getSnapshot().matches({ promo: 'idle' })).toBe(true)
    expect(sut.actor.getSnapshot().can({ type: 'promo.apply' })).toBe(false)
    sut.actor.send({ type: 'promo.change', value: ' SPRING ' })
    expect(sut.actor.getSnapshot().can({ type: 'promo.apply' })).toBe(true)
    sut.actor.send({ type: 'promo.apply' })
    expect(sut.actor.getSnapshot().hasTag('promoBusy')).toBe(true)
    expect(sut.applyPromo.calls[0]).toEqual<ApplyPromoRequest>({
      orderId: 'ord_1',
      promoCode: 'SPRING',
      targetStep: 'confirm',
    })
    sut.applyPromo.resolve(withPromo(filledOrder('confirm'), 'SPRING', true))
    await waitFor(sut.actor, (s) => s.matches({ promo: 'applied' }))
    expect(wizardOf(sut.actor).getSnapshot().context.order?.info.promoCode).toBe('SPRING')

    sut.actor.send({ type: 'promo.remove' })
    expect(sut.applyPromo.calls[1]).toMatchObject({ promoCode: '' })
    sut.applyPromo.resolve(withPromo(filledOrder('confirm'), null, null))
    await waitFor(sut.actor, (s) => s.matches({ promo: 'idle' }))
  })

  it('says a code is not valid, and typing again returns to idle', async () => {
    const sut = start()
    await onConfirm(sut)
    sut.actor.send({ type: 'promo.apply', code: 'NOPE' })
    sut.applyPromo.resolve(withPromo(filledOrder('confirm'), 'NOPE', false))
    await waitFor(sut.actor, (s) => s.matches({ promo: 'invalid' }))
    sut.actor.send({ type: 'promo.change', value: 'NOPE2' })
    expect(sut.actor.getSnapshot().matches({ promo: 'idle' })).toBe(true)
  })

  it('keeps what is typed while a code is being checked, and does not call the new text "not valid"', async () => {
    const sut = start()
    await onConfirm(sut)
    sut.actor.send({ type: 'promo.apply', code: 'SPRNG' })
    sut.actor.send({ type: 'promo.change', value: 'SPRIN' })
    sut.actor.send({ type: 'promo.change', value: 'SPRING' })
    expect(sut.actor.getSnapshot().context.promoDraft).toBe('SPRING')
    sut.applyPromo.resolve(withPromo(filledOrder('confirm'), 'SPRNG', false))
    await waitFor(sut.actor, (s) => !s.hasTag('promoBusy'))
    expect(sut.actor.getSnapshot().matches({ promo: 'idle' })).toBe(true)
    expect(sut.actor.getSnapshot().context.promoDraft).toBe('SPRING')
    sut.actor.send({ type: 'promo.apply' })
    expect(sut.applyPromo.calls[1]).toMatchObject({ promoCode: 'SPRING' })
  })

  it('still says "not valid" when the box holds the code that was checked', async () => {
    const sut = start()
    await onConfirm(sut)
    sut.actor.send({ type: 'promo.change', value: 'NOPE' })
    sut.actor.send({ type: 'promo.apply' })
    sut.actor.send({ type: 'promo.change', value: 'NOPE ' })
    sut.applyPromo.resolve(withPromo(filledOrder('confirm'), 'NOPE', false))
    await waitFor(sut.actor, (s) => s.matches({ promo: 'invalid' }))
  })

  it('offers the waitlist toggle that saves at once on CONFIRM only (SCHEDULE has its own checkbox)', async () => {
    const sut = start()
    await onConfirm(sut)
    expect(showsWaitlist(sut.actor.getSnapshot())).toBe(true)
    sut.actor.send({ type: 'goTo', step: 'schedule' })
    sut.submitStep.resolve({ ...filledOrder('confirm'), step: 'schedule' })
    await waitFor(sut.actor, (s) => s.context.step === 'schedule')
    expect(sut.actor.getSnapshot().context.order?.schedule.selectedTime).not.toBeNull()
    expect(showsWaitlist(sut.actor.getSnapshot())).toBe(false)
  })

  it('shows a message when the promo call fails', async () => {
    const sut = start()
    await onConfirm(sut)
    sut.actor.send({ type: 'promo.apply', code: 'SPRING' })
    sut.applyPromo.reject(new Unreachable({ message: 'offline' }))
    await waitFor(sut.actor, (s) => s.matches({ promo: 'idle' }) && s.context.promoError !== undefined)
    expect(sut.actor.getSnapshot().context.promoError).toBe(PROMO_FAILED)
  })

  it('opens applied when the URL code was valid', async () => {
    const sut = start({ first: withPromo(filledOrder('confirm', { step: 'address' }), 'SPRING', true) })
    await waitFor(sut.actor, (s) => s.matches({ promo: 'applied' }))
  })

  it('saves the waitlist at once, optimistically, and rolls back with a message on failure', async () => {
    const sut = start()
    await booking(sut.actor)
    const waitlist = () => wizardOf(sut.actor).getSnapshot().context.order?.schedule.waitlistEnabled
    sut.actor.send({ type: 'waitlist.toggle', enabled: true })
    expect(waitlist()).toBe(true)
    expect(sut.enableWaitlist.calls[0]).toEqual<WaitlistRequest>({ orderId: 'ord_1', enabled: true })
    sut.enableWaitlist.resolve({ ok: true })
    await waitFor(sut.actor, (s) => s.matches({ waitlist: 'idle' }))
    expect(waitlist()).toBe(true)

    sut.actor.send({ type: 'waitlist.toggle', enabled: false })
    expect(waitlist()).toBe(false)
    sut.enableWaitlist.reject(new Unreachable({ message: 'offline' }))
    await waitFor(sut.actor, (s) => s.context.waitlistError !== undefined)
    expect(sut.actor.getSnapshot().context.waitlistError).toBe(WAITLIST_FAILED)
    expect(waitlist()).toBe(true)
  })

  it('forwards the session so an empty contact is filled', async () => {
    const sut = start()
    await booking(sut.actor)
    sut.actor.send({
      type: 'session.changed',
      user: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', isVerified: false },
    })
    expect(wizardOf(sut.actor).getSnapshot().context.user?.firstName).toBe('Ada')
  })

  it('reset starts a new booking and clears the promo box', async () => {
    const sut = start()
    await onConfirm(sut)
    sut.actor.send({ type: 'promo.change', value: 'X' })
    sut.actor.send({ type: 'reset' })
    await waitFor(sut.actor, (s) => sut.startBooking.calls.length === 2 && s.context.order !== null)
    expect(sut.actor.getSnapshot().context.promoDraft).toBe('')
    expect(flowStepOf(sut.actor.getSnapshot())).toBe('ADDRESS')
  })

  it('checks cookies by writing and reading one back', () => {
    let jar = ''
    const document = {
      get cookie() {
        return jar
      },
      set cookie(value: string) {
        const [pair] = value.split(';')
        jar = value.includes('max-age=0') ? '' : (pair as string)
      },
    }
    expect(cookiesWork({ document, navigator: { cookieEnabled: true } })).toBe(true)
    expect(jar).toBe('')
    expect(cookiesWork({ document, navigator: { cookieEnabled: false } })).toBe(false)
    // A frame whose cookies the browser drops: writing seems to work, reading finds nothing.
    const refusing = {
      get cookie() {
        return ''
      },
      set cookie(_value: string) {},
    }
    expect(cookiesWork({ document: refusing, navigator: { cookieEnabled: true } })).toBe(false)
  })
})
