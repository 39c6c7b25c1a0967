import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { Adjustment, BookingAdjustment, toBookingAdjustment } from '../../src/schemas/Adjustment'
import { AnalyticsEvent } from '../../src/schemas/AnalyticsEvent'
import { ListingPage } from '../../src/schemas/api/listing'
import { BookingOrder } from '../../src/schemas/BookingOrder'
import { BillingContact, Contact, emptyBillingContact } from '../../src/schemas/Contact'
import { Agent, Listing, ListingSummary, Photo } from '../../src/schemas/Listing'
import { Order } from '../../src/schemas/Order'
import { Feedback, OrderEvent } from '../../src/schemas/OrderEvent'
import { OrderedProduct, Product } from '../../src/schemas/Product'
import { Subscription } from '../../src/schemas/Subscription'
import { AppointmentTimesResponse, TimeSlot, UnavailableBlock } from '../../src/schemas/TimeSlot'
import { TourConfig } from '../../src/schemas/TourConfig'
import * as fx from './fixtures'

/** Decoding refuses unknown fields here, so a typo in a fixture cannot hide behind a lenient decode. */
const decode = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S, input: unknown) =>
  Schema.decodeUnknownSync(schema, { onExcessProperty: 'error' })(input)

const roundTrip = <S extends Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }>(
  schema: S,
  input: unknown,
) => Schema.encodeSync(schema)(decode(schema, input))

describe('entities: decoding then encoding gives the input back', () => {
  it.each<[string, Schema.Codec<unknown, unknown>, unknown]>([
    ['Listing', Listing, fx.listing],
    [
      'Listing, passcode-protected with no status, stats or floor plan',
      Listing,
      {
        ...fx.listing,
        passcode: true,
        floorplan: null,
        stats: null,
        status: null,
        startingSceneId: null,
      },
    ],
    ['ListingSummary', ListingSummary, fx.listingSummary],
    ['ListingPage', ListingPage, { listings: [fx.listingSummary], totalCount: 61, pageNumber: 2, pageSize: 60 }],
    ['Photo (video embed)', Photo, fx.videoPhoto],
    ['OrderEvent (appointment)', OrderEvent, fx.appointmentEvent],
    ['OrderEvent (delivery)', OrderEvent, fx.deliveryEvent],
    ['Feedback', Feedback, fx.feedback],
    ['Feedback (nothing given yet)', Feedback, { ...fx.feedback, guideDownloaded: null, rating: null, comment: null }],
    ['TourConfig', TourConfig, fx.tourConfigJson],
    ['Product', Product, fx.product],
    ['OrderedProduct', OrderedProduct, { id: 'prod_tour', quantity: 2100 }],
    ['Order', Order, fx.order],
    ['BookingOrder', BookingOrder, fx.bookingOrder],
    ['Contact', Contact, fx.contact],
    ['BillingContact', BillingContact, fx.billingContact],
    ['BillingContact (blank)', BillingContact, emptyBillingContact],
    ['Adjustment', Adjustment, fx.adjustment],
    ['TimeSlot', TimeSlot, fx.timeSlot],
    ['UnavailableBlock', UnavailableBlock, fx.appointmentTimes.photographers[0]?.unavailableBlocks[0]],
    ['AppointmentTimesResponse', AppointmentTimesResponse, fx.appointmentTimes],
    ['Subscription', Subscription, fx.subscription],
    ['AnalyticsEvent (first)', AnalyticsEvent, fx.firstAnalyticsEvent],
    ['AnalyticsEvent (later)', AnalyticsEvent, fx.laterAnalyticsEvent],
  ])('%s', (_, schema, input) => {
    expect(roundTrip(schema, input)).toEqual(input)
  })
})

describe('entity details', () => {
  it('assumes a 3:2 photo when the aspect is missing', () => {
    const { aspect: _, ...withoutAspect } = fx.photo
    expect(decode(Photo, withoutAspect).aspect).toBe(1.5)
  })

  it('reads an agent without a portrait (the spec has none) as having no photo', () => {
    const { photoUrl: _, ...specAgent } = fx.agent
    expect(decode(Agent, specAgent).photoUrl).toBeNull()
  })

  it('indexes tour scenes by code while decoding, and leaves the index out of the JSON', () => {
    const config = decode(TourConfig, fx.tourConfigJson)
    expect(Object.keys(config.scenesByCode)).toEqual(['s01', 's02'])
    expect(config.scenesByCode.s02).toEqual(config.scenes[1])
    expect(Schema.encodeSync(TourConfig)(config)).not.toHaveProperty('scenesByCode')
  })

  it.each<[string, Schema.Codec<unknown, unknown>, unknown]>([
    ['fractional cents', Adjustment, { ...fx.adjustment, amount: 12.5 }],
    ['an instant without an offset', Feedback, { ...fx.feedback, lastUpdated: '2026-05-06 09:30' }],
    ['a rating of 6', Feedback, { ...fx.feedback, rating: 6 }],
    ['an unknown event type', OrderEvent, { ...fx.appointmentEvent, type: 'rescheduled' }],
    ['an unknown permission', Listing, { ...fx.listing, permissions: ['admin'] }],
    ['a fifth contact role', Contact, { ...fx.contact, role: 'Buyer' }],
    ['a quantity over 10000', OrderedProduct, { id: 'p', quantity: 10001 }],
    [
      'an unknown block type',
      UnavailableBlock,
      { ...fx.appointmentTimes.photographers[0]?.unavailableBlocks[0], type: 'Holiday' },
    ],
    [
      'room sizes in fractional millimetres',
      Listing,
      {
        ...fx.listing,
        floorplan: {
          ...fx.floorplan,
          floors: [{ ...fx.floorplan.floors[0], rooms: [{ name: 'Hall', width: 1.5, length: 2 }] }],
        },
      },
    ],
  ])('refuses %s', (_, schema, input) => {
    expect(() => decode(schema, input)).toThrow()
  })

  it('renames an adjustment for the booking wizard', () => {
    expect(decode(BookingAdjustment, toBookingAdjustment(fx.adjustment))).toEqual({
      adjustmentId: 'adj_1',
      description: 'Second visit for twilight photos',
      amount: -2500,
    })
  })
})
