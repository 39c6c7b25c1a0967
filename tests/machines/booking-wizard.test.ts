import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { draftsFromOrder } from '../../src/domain/booking-steps'
import {
  BOOKING_RESTARTED,
  type BookingWizardInput,
  bookingWizardMachine,
  canGoNext,
  canGoTo,
  fieldErrorsOf,
  orderErrorOf,
  type SubmitRequest,
  touchedOf,
} from '../../src/machines/booking-wizard/booking-wizard.machine'
import type { StartBookingRequest } from '../../src/schemas/api/booking'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { FieldErrors, NotFound } from '../../src/services/errors'
import { confirmedOrder, filledOrder, startedOrder } from '../support/booking-orders'
import { answering, deferred } from '../support/stub-actors'

const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', isVerified: true }
const input: BookingWizardInput = { start: { promoCode: 'SPRING' }, user: null }

function start(options: { first?: BookingOrder; input?: BookingWizardInput } = {}) {
  const startBooking = answering<BookingOrder, StartBookingRequest>(() => options.first ?? startedOrder())
  const submitStep = deferred<BookingOrder>()
  const confirmBooking = deferred<BookingOrder>()
  const actor = createActor(
    bookingWizardMachine.provide({
      actors: { startBooking: startBooking.logic, submitStep: submitStep.logic, confirmBooking: confirmBooking.logic },
    }),
    { input: options.input ?? input },
  ).start()
  return { actor, startBooking, submitStep, confirmBooking, ctx: () => actor.getSnapshot().context }
}

const ready = (a: ReturnType<typeof start>['actor']) => waitFor(a, (s) => s.matches('ready'))
const validAddress = draftsFromOrder(filledOrder('product')).address

describe('booking wizard chart (SPEC §4 Booking wizard)', () => {
  it('starts a booking with the URL request and begins from address, errors suppressed', async () => {
    const sut = start({ first: { ...filledOrder('confirm', { step: 'contact' }) } })
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
    await ready(sut.actor)
    expect(sut.startBooking.calls).toEqual([{ promoCode: 'SPRING' }])
    expect(sut.ctx().step).toBe('address')
    expect(orderErrorOf(sut.actor.getSnapshot())).toBeUndefined()
  })

  it('does not submit an invalid step going forward, and touches every field', async () => {
    const sut = start()
    await ready(sut.actor)
    expect(canGoNext(sut.actor.getSnapshot())).toBe(false)
    sut.actor.send({ type: 'goTo', step: 'product' })
    expect(sut.submitStep.calls).toHaveLength(0)
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'address' })
    const snapshot = sut.actor.getSnapshot()
    expect(touchedOf(snapshot, 'address')).toEqual(expect.arrayContaining(['userAddress', 'location', 'marker']))
    expect(fieldErrorsOf(snapshot, 'address').userAddress).toBe('Required')
  })

  it('submits a valid step forward with its decoded model and lands where the server and the forms agree', async () => {
    const sut = start()
    await ready(sut.actor)
    sut.actor.send({ type: 'edit', step: 'address', draft: { ...validAddress, unit: '4B' } })
    expect(canGoNext(sut.actor.getSnapshot())).toBe(true)
    sut.actor.send({ type: 'goTo', step: 'product' })
    expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
    const sent = sut.submitStep.calls[0] as SubmitRequest
    expect(sent).toMatchObject({ from: 'address', targetStep: 'product', info: { id: 'ord_1', confirmedDate: null } })
    expect(sent.from === 'address' && sent.model.unit).toBe('4B')
    sut.submitStep.resolve(filledOrder('product'))
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('product')
    // The step is a state of the chart, so the gallery and the tables show it.
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'product' })
    expect(orderErrorOf(sut.actor.getSnapshot())).toBeUndefined()
  })

  it('takes Place order only on the confirm step, and a found address only on the address step', async () => {
    const sut = start({ first: filledOrder('confirm', { step: 'product' }) })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve(filledOrder('confirm', { step: 'product' }))
    await ready(sut.actor)
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'product' })
    sut.actor.send({ type: 'confirm' })
    sut.actor.send({ type: 'address.ready', model: validAddress })
    expect(sut.confirmBooking.calls).toHaveLength(0)
    expect(sut.submitStep.calls).toHaveLength(1)
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'product' })
  })

  it('goes back without validating, keeping what was typed', async () => {
    const sut = start({ first: filledOrder('product') })
    await ready(sut.actor)
    sut.actor.send({ type: 'edit', step: 'address', draft: validAddress })
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve(filledOrder('product'))
    await ready(sut.actor)
    const typed = { products: [{ id: 'prod_tour', quantity: '12x' }] }
    sut.actor.send({ type: 'edit', step: 'product', draft: typed })
    sut.actor.send({ type: 'goTo', step: 'address' })
    expect(sut.submitStep.calls[1]).toMatchObject({ from: 'product', targetStep: 'address', model: { products: [] } })
    sut.submitStep.resolve(filledOrder('product', { step: 'address' }))
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('address')
    expect(sut.ctx().drafts.product).toEqual(typed)
  })

  it('lands on the first invalid step the server names and shows the order errors', async () => {
    const sut = start({ first: filledOrder('confirm') })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'confirm' })
    const answer = filledOrder('confirm', { step: 'schedule' })
    sut.submitStep.resolve({ ...answer, schedule: { ...answer.schedule, errors: ['That time was just taken.'] } })
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('schedule')
    expect(orderErrorOf(sut.actor.getSnapshot())).toBe('That time was just taken.')
  })

  it('suppresses the order errors when the server lands on the target', async () => {
    const sut = start({ first: filledOrder('confirm') })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'product' })
    const answer = filledOrder('confirm', { step: 'product' })
    sut.submitStep.resolve({ ...answer, address: { ...answer.address, errors: ['Check the address'] } })
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('address')
    expect(orderErrorOf(sut.actor.getSnapshot())).toBeUndefined()
  })

  it('ignores an answer about another order', async () => {
    const sut = start({ first: filledOrder('product') })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve(filledOrder('schedule', { id: 'ord_other' }))
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('address')
    expect(sut.ctx().order?.info.id).toBe('ord_1')
  })

  it('puts the server field errors on the fields and its message under the form', async () => {
    const sut = start({ first: filledOrder('contact', { step: 'address' }) })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.reject(new FieldErrors({ fieldErrors: { userAddress: 'Not a street' }, message: 'Check the form' }))
    await ready(sut.actor)
    const snapshot = sut.actor.getSnapshot()
    expect(fieldErrorsOf(snapshot, 'address')).toEqual({ userAddress: 'Not a street' })
    expect(touchedOf(snapshot, 'address')).toContain('userAddress')
    expect(sut.ctx().formError).toBe('Check the form')
  })

  it('starts a new booking when the draft is gone (404) and submits what was typed onto it', async () => {
    const sut = start()
    await ready(sut.actor)
    sut.actor.send({ type: 'edit', step: 'address', draft: { ...validAddress, unit: '4B' } })
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve(filledOrder('product'))
    await ready(sut.actor)
    const products = { products: [{ id: 'prod_tour', quantity: '12' }] }
    sut.actor.send({ type: 'edit', step: 'product', draft: products })
    sut.actor.send({ type: 'goTo', step: 'schedule' })
    sut.submitStep.reject(new NotFound({ message: 'gone' }))
    // The new booking (empty) gets the typed address first, then the typed products, each going forward.
    await waitFor(sut.actor, () => sut.startBooking.calls.length === 2 && sut.submitStep.calls.length === 3)
    expect(sut.ctx().formError).toBe(BOOKING_RESTARTED)
    expect(sut.submitStep.calls[2]).toMatchObject({
      from: 'address',
      targetStep: 'product',
      model: { userAddress: validAddress.userAddress, location: validAddress.location },
    })
    expect(sut.ctx().drafts.product).toEqual(products)
    sut.submitStep.resolve(filledOrder('product'))
    await waitFor(sut.actor, () => sut.submitStep.calls.length === 4)
    expect(sut.submitStep.calls[3]).toMatchObject({
      from: 'product',
      targetStep: 'schedule',
      model: { products: [{ id: 'prod_tour', quantity: 12 }] },
    })
    sut.submitStep.resolve(filledOrder('schedule'))
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('schedule')
    expect(sut.ctx().formError).toBe(BOOKING_RESTARTED)
    expect(sut.ctx().carried).toBeUndefined()
  })

  it('keeps what was typed in the forms when a lost draft cannot be submitted again', async () => {
    const sut = start({ first: filledOrder('product') })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve(filledOrder('product'))
    await ready(sut.actor)
    // Going back from product with a typo: the booking is gone, and the new one only needs the address step.
    const typed = { products: [{ id: 'prod_tour', quantity: '12x' }] }
    sut.actor.send({ type: 'edit', step: 'product', draft: typed })
    sut.actor.send({ type: 'goTo', step: 'address' })
    sut.submitStep.reject(new NotFound({ message: 'gone' }))
    await waitFor(sut.actor, (s) => s.matches('ready') && sut.startBooking.calls.length === 2)
    expect(sut.submitStep.calls).toHaveLength(2)
    expect(sut.ctx().step).toBe('address')
    expect(sut.ctx().drafts.address).toEqual(validAddress)
    expect(sut.ctx().drafts.product).toEqual(typed)
  })

  it('does not submit again when the new booking is lost too, but keeps the drafts', async () => {
    const sut = start({ first: startedOrder() })
    await ready(sut.actor)
    sut.actor.send({ type: 'edit', step: 'address', draft: validAddress })
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.reject(new NotFound({ message: 'gone' }))
    await waitFor(sut.actor, () => sut.submitStep.calls.length === 2)
    sut.submitStep.reject(new NotFound({ message: 'gone again' }))
    await waitFor(sut.actor, (s) => s.matches('ready') && sut.startBooking.calls.length === 3)
    expect(sut.submitStep.calls).toHaveLength(2)
    expect(sut.ctx().drafts.address).toEqual(validAddress)
    expect(sut.ctx().formError).toBe(BOOKING_RESTARTED)
  })

  it('reset forgets what was typed', async () => {
    const sut = start()
    await ready(sut.actor)
    sut.actor.send({ type: 'edit', step: 'address', draft: validAddress })
    sut.actor.send({ type: 'reset' })
    await waitFor(sut.actor, (s) => s.matches('ready') && sut.startBooking.calls.length === 2)
    expect(sut.ctx().drafts.address.userAddress).toBe('')
  })

  describe('the address draft follows the address lookup (address.changed)', () => {
    const typedOnly = { userAddress: '1842 N Kenmore', location: null, marker: validAddress.marker }

    it('takes each settled value, keeping the unit, so new text drops the old location', async () => {
      const sut = start({ first: filledOrder('product') })
      await ready(sut.actor)
      sut.actor.send({ type: 'edit', step: 'address', draft: { ...validAddress, unit: '4B' } })
      sut.actor.send({ type: 'address.changed', model: typedOnly, pending: false })
      expect(sut.ctx().drafts.address).toEqual({ ...typedOnly, unit: '4B' })
      expect(canGoNext(sut.actor.getSnapshot())).toBe(false)
      sut.actor.send({ type: 'goTo', step: 'product' })
      expect(sut.submitStep.calls).toHaveLength(0)
      expect(fieldErrorsOf(sut.actor.getSnapshot(), 'address').location).toBe('Required')
    })

    it('lets a warned-about partial match go forward with Next', async () => {
      const sut = start()
      await ready(sut.actor)
      sut.actor.send({ type: 'address.changed', model: validAddress, pending: false })
      sut.actor.send({ type: 'goTo', step: 'product' })
      expect(sut.submitStep.calls[0]).toMatchObject({ from: 'address', targetStep: 'product', model: validAddress })
    })

    it('waits with Next while the lookup is still looking, then submits the settled value', async () => {
      const sut = start()
      await ready(sut.actor)
      sut.actor.send({ type: 'edit', step: 'address', draft: { ...validAddress, unit: '2' } })
      sut.actor.send({ type: 'address.changed', model: { ...validAddress, location: null }, pending: true })
      sut.actor.send({ type: 'goTo', step: 'product' })
      expect(sut.actor.getSnapshot().value).toBe('awaitingAddress')
      expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(sut.submitStep.calls).toHaveLength(0)
      sut.actor.send({ type: 'address.changed', model: validAddress, pending: false })
      expect(sut.submitStep.calls[0]).toMatchObject({ from: 'address', model: { ...validAddress, unit: '2' } })
    })

    it('after waiting, shows why when the lookup found nothing', async () => {
      const sut = start()
      await ready(sut.actor)
      sut.actor.send({ type: 'address.changed', model: typedOnly, pending: true })
      sut.actor.send({ type: 'goTo', step: 'product' })
      sut.actor.send({ type: 'address.changed', model: typedOnly, pending: false })
      expect(sut.actor.getSnapshot().value).toEqual({ ready: 'address' })
      expect(sut.submitStep.calls).toHaveLength(0)
      expect(touchedOf(sut.actor.getSnapshot(), 'address')).toContain('location')
    })

    it('keeps the server messages when the lookup reports the same value', async () => {
      const sut = start({ first: filledOrder('contact', { step: 'address' }) })
      await ready(sut.actor)
      sut.actor.send({ type: 'goTo', step: 'product' })
      sut.submitStep.reject(new FieldErrors({ fieldErrors: { userAddress: 'Not a street' } }))
      await ready(sut.actor)
      sut.actor.send({ type: 'address.changed', model: sut.ctx().drafts.address, pending: false })
      expect(fieldErrorsOf(sut.actor.getSnapshot(), 'address')).toEqual({ userAddress: 'Not a street' })
    })
  })

  it('submits the geocoded address from the address step and goes on to product', async () => {
    const sut = start()
    await ready(sut.actor)
    sut.actor.send({ type: 'edit', step: 'address', draft: { ...draftsFromOrder(startedOrder()).address, unit: '2' } })
    sut.actor.send({ type: 'address.ready', model: { ...validAddress } })
    expect(sut.submitStep.calls[0]).toMatchObject({ from: 'address', targetStep: 'product', model: { unit: '2' } })
  })

  it('places the order: complete when confirmed, else the step is recomputed with the errors', async () => {
    const sut = start({ first: filledOrder('confirm') })
    await ready(sut.actor)
    sut.actor.send({ type: 'goTo', step: 'confirm' })
    sut.submitStep.resolve(filledOrder('confirm'))
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('confirm')
    sut.actor.send({ type: 'confirm' })
    expect(sut.confirmBooking.calls[0]).toEqual({ orderModel: sut.ctx().order })
    const refused = filledOrder('confirm', { step: 'schedule' })
    sut.confirmBooking.resolve({ ...refused, schedule: { ...refused.schedule, errors: ['Taken'] } })
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('schedule')
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'schedule' })
    expect(orderErrorOf(sut.actor.getSnapshot())).toBe('Taken')

    sut.actor.send({ type: 'goTo', step: 'confirm' })
    sut.submitStep.resolve(filledOrder('confirm'))
    await ready(sut.actor)
    sut.actor.send({ type: 'confirm' })
    sut.confirmBooking.resolve(confirmedOrder())
    await ready(sut.actor)
    expect(sut.ctx().step).toBe('complete')
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'complete' })
  })

  it('reset starts a new booking', async () => {
    const sut = start({ first: filledOrder('confirm') })
    await ready(sut.actor)
    sut.actor.send({ type: 'reset' })
    await waitFor(sut.actor, (s) => s.matches('ready') && sut.startBooking.calls.length === 2)
    expect(sut.ctx().step).toBe('address')
  })

  it('fills an empty billing contact from the signed-in user, also when they sign in later', async () => {
    const signedIn = start({ input: { ...input, user } })
    await ready(signedIn.actor)
    expect(signedIn.ctx().drafts.contact.billingContact).toMatchObject({ firstName: 'Ada', email: 'ada@example.com' })

    const anonymous = start()
    await ready(anonymous.actor)
    expect(anonymous.ctx().drafts.contact.billingContact.firstName).toBe('')
    anonymous.actor.send({ type: 'session.changed', user })
    expect(anonymous.ctx().drafts.contact.billingContact.lastName).toBe('Lovelace')
  })

  it('enables the progress bar for earlier steps and reachable later ones', async () => {
    const sut = start({ first: filledOrder('schedule') })
    await ready(sut.actor)
    const snapshot = sut.actor.getSnapshot()
    expect(canGoTo(snapshot, 'address')).toBe(false)
    expect(canGoTo(snapshot, 'schedule')).toBe(true)
    expect(canGoTo(snapshot, 'contact')).toBe(false)
  })

  it('takes the promo answer and the waitlist flag from the order flow', async () => {
    const sut = start({ first: filledOrder('confirm') })
    await ready(sut.actor)
    const promoted = filledOrder('confirm')
    sut.actor.send({
      type: 'order.updated',
      order: { ...promoted, info: { ...promoted.info, promoCode: 'SPRING', promoCodeValid: true } },
    })
    expect(sut.ctx().order?.info.promoCodeValid).toBe(true)
    sut.actor.send({ type: 'order.updated', order: filledOrder('confirm', { id: 'ord_other' }) })
    expect(sut.ctx().order?.info.id).toBe('ord_1')
    sut.actor.send({ type: 'waitlist.set', enabled: true })
    expect(sut.ctx().order?.schedule.waitlistEnabled).toBe(true)
    expect(sut.ctx().drafts.schedule.waitlistEnabled).toBe(true)
  })

  it('fails loudly when the effects were never provided', async () => {
    const actor = createActor(bookingWizardMachine, { input }).start()
    await waitFor(actor, (s) => s.matches('startFailed'))
    expect(actor.getSnapshot().context.formError).toBeDefined()
  })
})
