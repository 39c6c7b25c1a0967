import { describe, expect, it } from 'vitest'
import {
  activeStep,
  autofillContact,
  canReach,
  checkDraft,
  draftsFromOrder,
  landingStep,
  lenientModel,
  nextStep,
  orderError,
  previousStep,
  startRequestFrom,
  stepsBefore,
  toFlowStep,
} from '../../src/domain/booking-steps'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { confirmedOrder, filledOrder, startedOrder } from '../support/booking-orders'

const withScheduleError = (order: BookingOrder): BookingOrder => ({
  ...order,
  schedule: { ...order.schedule, errors: ['That time was just taken.'] },
})

describe('booking steps (SPEC §4 Booking wizard)', () => {
  it.each<[string, BookingOrder, BookingStep | undefined, BookingStep]>([
    ['a new draft asked for product lands on address', startedOrder(), 'product', 'address'],
    ['a new draft asked for address stays there', startedOrder(), 'address', 'address'],
    ['valid up to product, asked for contact, lands on schedule', filledOrder('schedule'), 'contact', 'schedule'],
    ['valid up to contact, asked for contact', filledOrder('contact'), 'contact', 'contact'],
    ['back to an earlier step is always allowed', filledOrder('contact'), 'address', 'address'],
    ['all steps valid and no request: confirm', filledOrder('confirm'), undefined, 'confirm'],
    ['complete cannot be requested into', filledOrder('confirm'), 'complete', 'confirm'],
    ['a server error makes its step invalid', withScheduleError(filledOrder('confirm')), 'confirm', 'schedule'],
    ['a confirmed order is complete', confirmedOrder(), 'address', 'complete'],
  ])('%s', (_name, order, requested, expected) => {
    expect(activeStep(order, requested)).toBe(expected)
  })

  it.each<[string, BookingOrder, BookingStep, BookingStep]>([
    ['the server landed earlier than our reading', filledOrder('confirm', { step: 'product' }), 'confirm', 'product'],
    ['our reading is earlier than the server', filledOrder('product', { step: 'contact' }), 'contact', 'product'],
    ['both agree on the target', filledOrder('contact'), 'contact', 'contact'],
    ['confirmed wins', confirmedOrder(), 'confirm', 'complete'],
  ])('lands: %s', (_name, order, target, expected) => {
    expect(landingStep(order, target)).toBe(expected)
  })

  it('lists the steps before one and the neighbours', () => {
    expect(stepsBefore('schedule')).toEqual(['address', 'product'])
    expect(stepsBefore('address')).toEqual([])
    expect(nextStep('contact')).toBe('confirm')
    expect(nextStep('confirm')).toBeUndefined()
    expect(previousStep('product')).toBe('address')
    expect(previousStep('address')).toBeUndefined()
    expect(previousStep('complete')).toBeUndefined()
    expect(toFlowStep('schedule')).toBe('SCHEDULE')
  })

  it('builds the product draft from chosen products only, quantities as text', () => {
    expect(draftsFromOrder(startedOrder()).product).toEqual({ products: [] })
    expect(draftsFromOrder(filledOrder('schedule')).product).toEqual({
      products: [{ id: 'prod_tour', quantity: '2100' }],
    })
  })

  it.each([
    ['no product', { products: [] }, { products: 'Choose at least one product' }],
    ['an empty quantity', { products: [{ id: 'p', quantity: '' }] }, { 'products.0.quantity': 'Required' }],
    ['a zero quantity', { products: [{ id: 'p', quantity: '0' }] }, { 'products.0.quantity': 'Must be at least 1' }],
  ])('checks the product draft: %s', (_name, draft, errors) => {
    const checked = checkDraft('product', draft)
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.fieldErrors).toMatchObject(errors)
  })

  it('decodes a valid draft into the model, keeping the address unit', () => {
    expect(checkDraft('product', { products: [{ id: 'p', quantity: ' 12 ' }] })).toEqual({
      ok: true,
      model: { products: [{ id: 'p', quantity: 12 }] },
    })
    const address = { ...draftsFromOrder(filledOrder('product')).address, unit: '4B' }
    const checked = checkDraft('address', address)
    expect(checked.ok && checked.model.unit).toBe('4B')
  })

  it('submits an unfinished draft when going back, leaving out quantities that are not numbers', () => {
    const order = startedOrder()
    expect(
      lenientModel(
        'product',
        {
          products: [
            { id: 'a', quantity: '3' },
            { id: 'b', quantity: 'x' },
          ],
        },
        order,
      ),
    ).toEqual({
      products: [{ id: 'a', quantity: 3 }],
    })
    const contact = draftsFromOrder(order).contact
    expect(lenientModel('contact', contact, order)).toEqual(contact)
  })

  it('shows the first error of address, schedule or confirm', () => {
    expect(orderError(startedOrder())).toBeUndefined()
    expect(orderError(withScheduleError(startedOrder()))).toBe('That time was just taken.')
  })

  it('lets the progress bar reach earlier steps, and later ones only over valid steps', () => {
    const order = filledOrder('schedule')
    const drafts = draftsFromOrder(order)
    expect(canReach(order, drafts, 'schedule', 'address')).toBe(true)
    expect(canReach(order, drafts, 'schedule', 'contact')).toBe(false)
    expect(canReach(order, drafts, 'product', 'schedule')).toBe(true)
    expect(canReach(order, { ...drafts, product: { products: [] } }, 'product', 'schedule')).toBe(false)
    expect(canReach(order, drafts, 'schedule', 'complete')).toBe(false)
    // The server's error about the current step is about what it stored; the edited draft decides.
    const refused = withScheduleError(filledOrder('confirm'))
    expect(canReach(refused, draftsFromOrder(refused), 'schedule', 'confirm')).toBe(true)
    expect(canReach(refused, draftsFromOrder(refused), 'contact', 'confirm')).toBe(false)
  })

  it('fills an empty billing contact from the signed-in user, and nothing else', () => {
    const user = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', isVerified: true }
    const empty = draftsFromOrder(startedOrder()).contact
    expect(autofillContact(empty, user).billingContact).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    })
    expect(autofillContact(empty, null)).toBe(empty)
    const typed = { ...empty, billingContact: { ...empty.billingContact, firstName: 'Jo' } }
    expect(autofillContact(typed, user)).toBe(typed)
  })

  it('takes the booking start request from the URL', () => {
    expect(
      startRequestFrom({
        promo: 'SPRING',
        r: 'lakeside',
        address: '12 Elm St',
        addressUnit: '4B',
        utm_source: 'mail',
        page: 2,
      }),
    ).toEqual({
      promoCode: 'SPRING',
      referenceSlug: 'lakeside',
      address: '12 Elm St',
      addressUnit: '4B',
      utm_source: 'mail',
    })
    expect(startRequestFrom({})).toEqual({})
  })

  it('carries ?country into the booking start (CA prices in CAD with HST until an address is known)', () => {
    expect(startRequestFrom({ country: 'CA', address: '100 Queen St W' })).toEqual({
      country: 'CA',
      address: '100 Queen St W',
    })
  })
})
