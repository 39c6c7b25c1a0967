import { Result, Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { register, verifySingleSignOn } from '../../src/schemas/api/auth'
import { startBooking, submitContact, submitProduct } from '../../src/schemas/api/booking'
import { sendEvent } from '../../src/schemas/api/event'
import { getChargeSecret } from '../../src/schemas/api/finance'
import { getListing, PhotoSizes, zipPhotos } from '../../src/schemas/api/listing'
import { changeOrder, getAppointmentTimes } from '../../src/schemas/api/order'
import { getTourConfig } from '../../src/schemas/api/tour'
import { emptyBillingContact } from '../../src/schemas/Contact'
import { toFieldErrors } from '../../src/schemas/issues'
import * as fx from './fixtures'

/** Decodes a request the way the server does: every problem collected, unknown fields refused. */
const serverErrors = (schema: Schema.Decoder<unknown>, input: unknown) => {
  const result = Schema.decodeUnknownResult(schema, { errors: 'all', onExcessProperty: 'error' })(input)
  return Result.isFailure(result) ? toFieldErrors(result.failure.issue) : {}
}

describe('requests sent in the URL', () => {
  it('writes photo sizes as one comma-separated value', () => {
    expect(Schema.encodeSync(zipPhotos.request)({ tourName: '12-elm-st', sizes: ['web', 'print'] })).toEqual({
      tourName: '12-elm-st',
      sizes: 'web,print',
    })
    expect(Schema.decodeUnknownSync(PhotoSizes)('print')).toEqual(['print'])
    expect(serverErrors(zipPhotos.request, { tourName: 'x', sizes: 'web,huge' })).toEqual({ sizes: 'Invalid' })
    expect(serverErrors(zipPhotos.request, { tourName: 'x', sizes: '' })).toEqual({ sizes: 'Invalid' })
  })

  it('reads the tour config query', () => {
    const decode = Schema.decodeUnknownSync(getTourConfig.request)
    expect(decode({ tourName: '12-elm-st', v: '7', includeHidden: 'true' })).toEqual({
      tourName: '12-elm-st',
      v: 7,
      includeHidden: true,
    })
    expect(Schema.encodeSync(getTourConfig.request)({ tourName: '12-elm-st', v: 7 })).toEqual({
      tourName: '12-elm-st',
      v: '7',
    })
    expect(serverErrors(getTourConfig.request, { tourName: 'x', v: '7x', includeHidden: 'yes' })).toEqual({
      v: 'Invalid',
      includeHidden: 'Invalid',
    })
  })

  it('reads the charge amount in cents, the currency and what is bought', () => {
    const query = { amount: '29900', currency: 'CAD', plan: 'AGENT', period: 'monthly', country: 'CA' }
    expect(Schema.decodeUnknownSync(getChargeSecret.request)(query)).toEqual({
      amount: 29900,
      currency: 'CAD',
      plan: 'AGENT',
      period: 'monthly',
      country: 'CA',
    })
    expect(
      serverErrors(getChargeSecret.request, { amount: '0', currency: 'EUR', plan: 'GOLD', period: 'weekly' }),
    ).toEqual({
      amount: 'Invalid',
      currency: 'Invalid',
      plan: 'Invalid',
      period: 'Invalid',
    })
  })
})

describe('request bodies', () => {
  it('takes months zero-based', () => {
    const request = { orderId: 'ord_1', day: 31, month: 0, year: 2027 }
    expect(serverErrors(getAppointmentTimes.request, request)).toEqual({})
    expect(serverErrors(getAppointmentTimes.request, { ...request, month: 12, day: 0 })).toEqual({
      month: 'Invalid',
      day: 'Invalid',
    })
  })

  it('starts a booking with nothing or with the URL fields', () => {
    expect(serverErrors(startBooking.request, {})).toEqual({})
    expect(
      serverErrors(startBooking.request, { promoCode: 'SPRING10', address: '12 Elm St', utm_source: 'mail' }),
    ).toEqual({})
  })

  it('accepts an unfinished step, since going back submits without validating', () => {
    const info = { id: 'ord_1', confirmedDate: null }
    const model = {
      billingContact: emptyBillingContact,
      additionalContacts: [],
      specialInstructions: '',
      photographerInstructions: '',
    }
    expect(serverErrors(submitContact.request, { info, model, targetStep: 'address' })).toEqual({})
    expect(serverErrors(submitProduct.request, { info, model: { products: [] }, targetStep: 'address' })).toEqual({})
    expect(serverErrors(submitProduct.request, { info, model: { products: [] }, targetStep: 'later' })).toEqual({
      targetStep: 'Invalid',
    })
  })

  it('registers with the password rules', () => {
    const request = { firstName: 'Dana', lastName: 'W', email: 'dana@example.com', phone: '1', password: 'abc' }
    expect(serverErrors(register.request, request)).toEqual({ password: 'Must be at least 6 characters' })
    expect(serverErrors(register.request, { ...request, password: 'secret1', terms: true })).toEqual({
      terms: 'Unknown field',
    })
  })

  it('verifies single sign-on with a token and its origin', () => {
    expect(serverErrors(verifySingleSignOn.request, { token: 'abc', origin: 'https://partner.example' })).toEqual({})
    expect(serverErrors(verifySingleSignOn.request, {})).toEqual({ token: 'Required', origin: 'Required' })
  })

  it('changes an order with what the user can change', () => {
    const request = {
      orderId: 'ord_1',
      cancel: false,
      selectedPhotographerId: null,
      selectedTime: fx.schedule.selectedTime,
      ignoreAvailability: false,
      waiveCancellationCharge: false,
      shownChargeTotal: 0,
      originalTimeUtc: fx.schedule.selectedTime.utc,
    }
    expect(serverErrors(changeOrder.request, request)).toEqual({})
    expect(serverErrors(changeOrder.request, { ...request, shownChargeTotal: -1 })).toEqual({
      shownChargeTotal: 'Invalid',
    })
  })

  it('counts analytics events', () => {
    expect(serverErrors(sendEvent.request, fx.firstAnalyticsEvent)).toEqual({})
    expect(serverErrors(sendEvent.request, { ...fx.laterAnalyticsEvent, type: 'click', index: -1 })).toEqual({
      type: 'Invalid',
      index: 'Invalid',
    })
  })
})

describe('answers', () => {
  it('a protected listing answers only that a passcode is needed', () => {
    const decode = Schema.decodeUnknownSync(getListing.response)
    expect(decode({ tourName: '12-elm-st', passcodeRequired: true })).toEqual({
      tourName: '12-elm-st',
      passcodeRequired: true,
    })
    expect(decode(fx.listing)).toMatchObject({ tourName: '12-elm-st', passcode: false })
  })
})
