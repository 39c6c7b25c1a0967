// Booking orders for the wizard's and the order flow's tests: a draft just started, and one filled in up to a step,
// decoded with the real schema so a fixture that drifts from the contract fails here first.
import { Schema } from 'effect'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import { BookingOrder as BookingOrderSchema } from '../../src/schemas/BookingOrder'
import { billingContact, confirm, product, schedule } from '../schemas/fixtures/order'

const decode = Schema.decodeUnknownSync(BookingOrderSchema)

const location = {
  formattedAddress: '12 Elm St, Chicago, IL 60610, USA',
  latitude: 41.9214,
  longitude: -87.6513,
  address1: '12 Elm St',
  address2: '',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60610',
  country: 'US',
}

/** A new draft: nothing filled in, one product offered. */
export const startedOrder = (id = 'ord_1'): BookingOrder =>
  decode({
    info: {
      id,
      confirmedDate: null,
      orderCode: 'SH-1',
      promoCode: null,
      promoCodeValid: null,
      isAdmin: false,
      tourName: null,
      timeZone: 'America/Chicago',
      currency: 'USD',
      taxName: 'Illinois service tax',
    },
    step: 'address',
    orderId: id,
    ownerEmail: null,
    photographerInstructions: '',
    adjustments: [],
    address: { userAddress: '', location: null, marker: null, errors: [] },
    product: { products: [{ ...product, quantity: 0 }] },
    schedule: {
      ...schedule,
      selectedPhotographerId: null,
      assignedPhotographerId: null,
      selectedTime: null,
      freeChangeUntil: null,
      deliveryDeadline: null,
      isValid: false,
      notes: [],
    },
    contact: {
      billingContact: {
        firstName: '',
        lastName: '',
        company: '',
        role: null,
        email: '',
        phone: '',
        address: '',
        unit: '',
      },
      additionalContacts: [],
      specialInstructions: '',
      photographerInstructions: '',
    },
    confirm: { ...confirm, errors: [] },
  })

const FILLERS: Record<'address' | 'product' | 'schedule' | 'contact', (o: BookingOrder) => BookingOrder> = {
  address: (o) => ({
    ...o,
    address: {
      userAddress: '12 Elm St, Chicago',
      location,
      marker: { latitude: 41.92145, longitude: -87.65128 },
      errors: [],
    },
  }),
  product: (o) => ({ ...o, product: { products: o.product.products.map((p) => ({ ...p, quantity: 2100 })) } }),
  schedule: (o) =>
    ({
      ...o,
      schedule: { ...o.schedule, ...schedule, notes: [], selectedPhotographerId: 'ph_1', isValid: true },
    }) as BookingOrder,
  contact: (o) =>
    ({
      ...o,
      contact: { ...o.contact, billingContact },
    }) as BookingOrder,
}

/** An order whose steps before `upTo` are filled in and valid, answering with `step`. */
export function filledOrder(upTo: BookingStep, options: { id?: string; step?: BookingStep } = {}): BookingOrder {
  let order = startedOrder(options.id)
  for (const s of ['address', 'product', 'schedule', 'contact'] as const) {
    if (s === upTo) break
    order = FILLERS[s](order)
  }
  return { ...order, step: options.step ?? upTo }
}

/** The same order, placed. */
export const confirmedOrder = (id = 'ord_1'): BookingOrder => {
  const order = filledOrder('confirm', { id, step: 'complete' })
  return { ...order, info: { ...order.info, confirmedDate: '2026-05-01T10:00:00Z' } }
}
