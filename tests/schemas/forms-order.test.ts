import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { AddressModel, ContactModel, ProductModel, type ScheduleModel } from '../../src/schemas/api/booking'
import { AddressForm } from '../../src/schemas/forms/address'
import { AdjustmentForm } from '../../src/schemas/forms/adjustment'
import { ContactForm, ContactStepForm } from '../../src/schemas/forms/contact'
import { ProductForm } from '../../src/schemas/forms/product'
import { ScheduleForm } from '../../src/schemas/forms/schedule'
import * as fx from './fixtures'
import { errorsOf, valid } from './form-errors'

describe('contact', () => {
  const owner = { ...fx.contact, role: 'Home Owner', company: '', phone: '' }
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete listing agent', fx.contact, {}],
    ['a home owner without phone or company', owner, {}],
    ['names required', { ...owner, firstName: '', lastName: '  ' }, { firstName: 'Required', lastName: 'Required' }],
    ['role not chosen', { ...owner, role: null }, { role: 'Required' }],
    ['role missing', { ...owner, role: undefined }, { role: 'Required' }],
    ['role unknown', { ...owner, role: 'Buyer' }, { role: 'Invalid' }],
    ['role of the wrong kind', { ...owner, role: 5 }, { role: 'Invalid' }],
    ['e-mail required', { ...owner, email: '' }, { email: 'Required' }],
    ['e-mail valid', { ...owner, email: 'jo@home' }, { email: 'Invalid' }],
    [
      'a listing agent needs a phone and a company',
      { ...fx.contact, phone: '', company: ' ' },
      {
        phone: 'Required',
        company: 'Required',
      },
    ],
  ])('%s', (_, input, expected) => expect(errorsOf(ContactForm, input)).toEqual(expected))

  const step = {
    billingContact: fx.billingContact,
    additionalContacts: [owner],
    specialInstructions: '',
    photographerInstructions: '',
  }
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a valid step', step, {}],
    [
      'the billing phone is always required',
      { ...step, billingContact: { ...fx.billingContact, role: 'Home Owner', company: '', phone: '' } },
      {
        'billingContact.phone': 'Required',
      },
    ],
    [
      'errors of an additional contact',
      { ...step, additionalContacts: [owner, { ...owner, email: 'x' }] },
      {
        'additionalContacts.1.email': 'Invalid',
      },
    ],
    [
      'at most 3 additional contacts',
      { ...step, additionalContacts: [owner, owner, owner, owner] },
      {
        additionalContacts: 'Maximum contacts added',
      },
    ],
  ])('step: %s', (_, input, expected) => expect(errorsOf(ContactStepForm, input)).toEqual(expected))

  it('produces the submitcontact model', () => {
    const model: typeof ContactModel.Type = valid(ContactStepForm, step)
    expect(Schema.decodeUnknownSync(ContactModel)(model)).toEqual(step)
  })
})

describe('product quantities', () => {
  const line = (quantity: string) => ({ products: [{ id: 'prod_tour', quantity }] })
  it.each<[string, unknown, Record<string, string>]>([
    ['a quantity', line('2100'), {}],
    ['spaces around it', line(' 12 '), {}],
    ['the maximum', line('10000'), {}],
    ['empty', line(''), { 'products.0.quantity': 'Required' }],
    ['not digits', line('12a'), { 'products.0.quantity': 'Invalid' }],
    ['negative', line('-3'), { 'products.0.quantity': 'Invalid' }],
    ['a fraction', line('1.5'), { 'products.0.quantity': 'Invalid' }],
    ['zero', line('0'), { 'products.0.quantity': 'Must be at least 1' }],
    ['over the maximum', line('10001'), { 'products.0.quantity': 'Must be at most 10000' }],
    ['no product chosen', { products: [] }, { products: 'Choose at least one product' }],
  ])('%s', (_, input, expected) => expect(errorsOf(ProductForm, input)).toEqual(expected))

  it('produces the submitproduct model', () => {
    const model: typeof ProductModel.Type = valid(ProductForm, line(' 2100 '))
    expect(model).toEqual({ products: [{ id: 'prod_tour', quantity: 2100 }] })
    expect(Schema.decodeUnknownSync(ProductModel)(model)).toEqual(model)
  })
})

describe('adjustment', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['a valid adjustment', { description: 'Rush', amount: '50' }, {}],
    ['empty', { description: '', amount: '' }, { description: 'Required', amount: 'Required' }],
    ['not a number', { description: 'Rush', amount: 'fifty' }, { amount: 'Invalid' }],
    ['a fraction of a cent', { description: 'Rush', amount: '1.005' }, { amount: 'Invalid' }],
  ])('%s', (_, input, expected) => expect(errorsOf(AdjustmentForm, input)).toEqual(expected))

  it.each([
    ['50', 5000],
    ['-25.50', -2550],
    ['0.1', 10],
    ['+19.99', 1999],
  ])('reads %s dollars as %i cents', (amount, cents) => {
    expect(valid(AdjustmentForm, { description: 'x', amount }).amount).toBe(cents)
  })
})

describe('address step', () => {
  const ok = {
    userAddress: '12 Elm St, Chicago',
    location: fx.order.address.location,
    marker: { latitude: 41.92145, longitude: -87.65128 },
  }
  it.each<[string, unknown, Record<string, string>]>([
    ['a geocoded address with a marker', ok, {}],
    ['nothing typed', { ...ok, userAddress: ' ' }, { userAddress: 'Required' }],
    ['not geocoded yet', { ...ok, location: null, marker: null }, { location: 'Required', marker: 'Required' }],
    [
      'no formatted address',
      { ...ok, location: { ...ok.location, formattedAddress: '' } },
      {
        'location.formattedAddress': 'Required',
      },
    ],
    [
      'no coordinates',
      { ...ok, location: { ...ok.location, latitude: null, longitude: null } },
      {
        'location.latitude': 'Required',
        'location.longitude': 'Required',
      },
    ],
    [
      'no marker coordinates',
      { ...ok, marker: { latitude: null, longitude: null } },
      {
        'marker.latitude': 'Required',
        'marker.longitude': 'Required',
      },
    ],
  ])('%s', (_, input, expected) => expect(errorsOf(AddressForm, input)).toEqual(expected))

  it('produces the submitaddress model', () => {
    const model: typeof AddressModel.Type = valid(AddressForm, ok)
    expect(Schema.decodeUnknownSync(AddressModel)(model)).toEqual(ok)
  })
})

describe('schedule step', () => {
  const ok = {
    selectedPhotographerId: 'ph_1',
    selectedTime: fx.schedule.selectedTime,
    waitlistEnabled: false,
    ignoreAvailability: false,
  }
  it.each<[string, unknown, Record<string, string>]>([
    ['a chosen time', ok, {}],
    ['any photographer', { ...ok, selectedPhotographerId: null }, {}],
    ['no time chosen', { ...ok, selectedTime: null }, { selectedTime: 'Required' }],
  ])('%s', (_, input, expected) => expect(errorsOf(ScheduleForm, input)).toEqual(expected))

  it('produces the submitschedule model', () => {
    const model: typeof ScheduleModel.Type = valid(ScheduleForm, ok)
    expect(model).toEqual(ok)
  })
})
