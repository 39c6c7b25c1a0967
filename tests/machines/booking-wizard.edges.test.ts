// The booking wizard's edges (SPEC §4 Booking wizard, §8): what happens to Place order when the call fails or the
// draft is gone, an answer about another order at confirm, the waitlist flag before there is an order, a reset while
// the booking is still starting, a touched field, and Next from the address step with a lookup that settles on an
// address its form refuses. The common paths are booking-wizard.test.ts; these are the branches they left untried.
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { draftsFromOrder } from '../../src/domain/booking-steps'
import {
  BOOKING_RESTARTED,
  bookingWizardMachine,
  fieldErrorsOf,
  orderErrorOf,
  touchedOf,
} from '../../src/machines/booking-wizard/booking-wizard.machine'
import type { StartBookingRequest } from '../../src/schemas/api/booking'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { NotFound, StatusError } from '../../src/services/errors'
import { confirmedOrder, filledOrder, startedOrder } from '../support/booking-orders'
import { answering, deferred } from '../support/stub-actors'

const running: Array<{ stop(): void }> = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
})

function start(first: () => BookingOrder = () => startedOrder()) {
  const startBooking = answering<BookingOrder, StartBookingRequest>(first)
  const submitStep = deferred<BookingOrder>()
  const confirmBooking = deferred<BookingOrder>()
  const actor = createActor(
    bookingWizardMachine.provide({
      actors: { startBooking: startBooking.logic, submitStep: submitStep.logic, confirmBooking: confirmBooking.logic },
    }),
    { input: { start: {}, user: null } },
  ).start()
  running.push(actor)
  const ready = () => waitFor(actor, (s) => s.matches('ready'))
  return { actor, startBooking, submitStep, confirmBooking, ready, ctx: () => actor.getSnapshot().context }
}

/** A wizard on CONFIRM with Place order pressed. */
async function placing() {
  const sut = start(() => filledOrder('confirm'))
  await sut.ready()
  sut.actor.send({ type: 'goTo', step: 'confirm' })
  sut.submitStep.resolve(filledOrder('confirm'))
  await sut.ready()
  sut.actor.send({ type: 'confirm' })
  expect(sut.actor.getSnapshot().matches('confirming')).toBe(true)
  expect(sut.actor.getSnapshot().hasTag('busy')).toBe(true)
  return sut
}

const validAddress = draftsFromOrder(filledOrder('product')).address

describe('booking wizard: placing the order', () => {
  it('stays on CONFIRM with the server’s words when Place order is refused outright', async () => {
    const sut = await placing()
    sut.confirmBooking.reject(new StatusError({ message: 'Ordering is paused for maintenance.' }))
    await sut.ready()
    expect(sut.ctx()).toMatchObject({ step: 'confirm', formError: 'Ordering is paused for maintenance.' })
    expect(sut.startBooking.calls).toHaveLength(1)
  })

  it('starts a new booking, carrying what was typed, when the draft is gone at Place order', async () => {
    const sut = await placing()
    const typed = sut.ctx().drafts
    sut.confirmBooking.reject(new NotFound({ message: 'gone' }))
    await waitFor(sut.actor, () => sut.startBooking.calls.length === 2 && sut.submitStep.calls.length === 2)
    expect(sut.ctx().formError).toBe(BOOKING_RESTARTED)
    // The new draft is given the typed address first, going forward.
    expect(sut.submitStep.calls[1]).toMatchObject({ from: 'address', targetStep: 'product' })
    expect(sut.ctx().drafts.contact).toEqual(typed.contact)
  })

  it('shows the placed order as complete, with no order errors', async () => {
    const sut = await placing()
    const placed = confirmedOrder()
    sut.confirmBooking.resolve({ ...placed, schedule: { ...placed.schedule, errors: ['stale'] } })
    await sut.ready()
    expect(sut.ctx().step).toBe('complete')
    expect(orderErrorOf(sut.actor.getSnapshot())).toBeUndefined()
  })

  it('ignores a confirmation about another order', async () => {
    const sut = await placing()
    const before = sut.ctx().order
    sut.confirmBooking.resolve({ ...confirmedOrder('ord_other'), orderId: 'ord_other' })
    await sut.ready()
    expect(sut.ctx().order).toBe(before)
    expect(sut.ctx().step).toBe('confirm')
  })
})

describe('booking wizard: edges of the steps', () => {
  it('keeps the waitlist flag unset until there is an order', () => {
    const sut = start()
    expect(sut.actor.getSnapshot().matches('starting')).toBe(true)
    sut.actor.send({ type: 'waitlist.set', enabled: true })
    expect(sut.actor.getSnapshot().status).toBe('active')
    expect(sut.ctx().order).toBeNull()
  })

  it('asks for a new booking again when reset while the first is still starting', async () => {
    const first = deferred<BookingOrder>()
    const submitStep = deferred<BookingOrder>()
    const actor = createActor(
      bookingWizardMachine.provide({
        actors: { startBooking: first.logic, submitStep: submitStep.logic, confirmBooking: submitStep.logic },
      }),
      { input: { start: { promoCode: 'SPRING' }, user: null } },
    ).start()
    running.push(actor)
    actor.send({ type: 'reset' })
    expect(first.calls).toEqual([{ promoCode: 'SPRING' }, { promoCode: 'SPRING' }])
  })

  it('marks a field touched when the person leaves it, and only that field', async () => {
    const sut = start()
    await sut.ready()
    sut.actor.send({ type: 'touch', step: 'address', field: 'userAddress' })
    expect(touchedOf(sut.actor.getSnapshot(), 'address')).toEqual(['userAddress'])
  })

  it('a found address its form refuses is not sent: every field of the step shows why', async () => {
    const sut = start()
    await sut.ready()
    sut.actor.send({ type: 'address.ready', model: { ...validAddress, userAddress: '' } })
    expect(sut.submitStep.calls).toEqual([])
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'address' })
    expect(touchedOf(sut.actor.getSnapshot(), 'address')).toContain('userAddress')
    expect(fieldErrorsOf(sut.actor.getSnapshot(), 'address').userAddress).toBe('Required')
  })

  it('Next while the lookup works waits; a lookup that settles on nothing shows why instead of going on', async () => {
    const sut = start()
    await sut.ready()
    sut.actor.send({ type: 'address.changed', model: { ...validAddress, userAddress: '1836 Gr' }, pending: true })
    sut.actor.send({ type: 'goTo', step: 'product' })
    expect(sut.actor.getSnapshot().matches('awaitingAddress')).toBe(true)
    sut.actor.send({ type: 'address.changed', model: { ...validAddress, userAddress: '' }, pending: false })
    expect(sut.submitStep.calls).toEqual([])
    expect(sut.actor.getSnapshot().value).toEqual({ ready: 'address' })
    expect(sut.ctx().awaitedStep).toBeUndefined()
    expect(touchedOf(sut.actor.getSnapshot(), 'address')).toEqual(expect.arrayContaining(['userAddress']))
  })

  it('Next while the lookup works goes on with the checked address once it settles', async () => {
    const sut = start()
    await sut.ready()
    sut.actor.send({ type: 'address.changed', model: validAddress, pending: true })
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.actor.send({ type: 'address.changed', model: validAddress, pending: false })
    expect(sut.submitStep.calls).toMatchObject([
      { from: 'address', targetStep: 'product', model: { userAddress: validAddress.userAddress } },
    ])
    expect(sut.ctx().awaitedStep).toBeUndefined()
  })

  it('an answer about another order leaves nothing pending', async () => {
    const sut = start()
    await sut.ready()
    sut.actor.send({ type: 'edit', step: 'address', draft: validAddress })
    sut.actor.send({ type: 'goTo', step: 'product' })
    sut.submitStep.resolve({ ...filledOrder('product', { id: 'ord_other' }), orderId: 'ord_other' })
    await sut.ready()
    expect(sut.ctx()).toMatchObject({ step: 'address', pending: undefined, carried: undefined, restoreTo: undefined })
  })
})
