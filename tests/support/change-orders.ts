// Placed orders as the change flow's calls answer them (startchange, previewchange, changeorder), decoded with the
// real schema so a fixture that drifts from the contract fails here first.
import { Schema } from 'effect'
import {
  type ChangeTerms,
  type Order,
  Order as OrderSchema,
  type SelectedTime,
  type WaitlistOffer,
} from '../../src/schemas/Order'
import { order as orderFixture } from '../schemas/fixtures/order'

const decode = Schema.decodeUnknownSync(OrderSchema)

/** Free to change until 24 hours before the 2026-05-04 14:00 UTC start; $125 (+13 % tax) after. */
export const freeTerms: ChangeTerms = {
  asOf: '2026-05-01T12:00:00.000Z',
  freeUntil: '2026-05-03T14:00:00.000Z',
  charge: 0,
  chargeAdjustment: 0,
  chargeTax: 0,
  chargeTotal: 0,
  lateChargeTotal: 14_125,
  reschedulable: true,
  waitlistOffers: [],
}

/** Inside the charge window: $125 and its tax. */
export const lateTerms: ChangeTerms = {
  ...freeTerms,
  asOf: '2026-05-04T02:00:00.000Z',
  charge: 12_500,
  chargeTax: 1_625,
  chargeTotal: 14_125,
}

export const laterTime: SelectedTime = {
  utc: '2026-05-06T15:00:00Z',
  localDate: '2026-05-06',
  localTime: '10:00',
  timeZoneName: 'America/Chicago',
}

/** The waitlist holds Wednesday 10:00 with Sam Ortiz for this order until half past noon on the 1st. */
export const heldOffer: WaitlistOffer = {
  photographerId: 'ph_1',
  photographerName: 'Sam Ortiz',
  time: laterTime,
  expiresAt: '2026-05-01T12:30:00.000Z',
  status: 'held',
}

export interface PlacedOrderOptions {
  readonly id?: string
  readonly terms?: ChangeTerms
  readonly isAdmin?: boolean
  /** The schedule the answer holds (a priced change); the original stays the fixture's. */
  readonly time?: SelectedTime
  readonly errors?: { readonly schedule?: string[]; readonly confirm?: string[] }
  readonly scheduleValid?: boolean
  readonly travelTotal?: number
}

/** A placed order on 2026-05-04 09:00 Chicago with Sam Ortiz, opened for a change. */
export function placedOrder(options: PlacedOrderOptions = {}): Order {
  const base = orderFixture
  return decode({
    ...base,
    info: { ...base.info, id: options.id ?? base.info.id, isAdmin: options.isAdmin ?? false },
    schedule: {
      ...base.schedule,
      selectedTime: options.time ?? base.schedule.selectedTime,
      errors: options.errors?.schedule ?? [],
      isValid: options.scheduleValid ?? true,
    },
    confirm: {
      ...base.confirm,
      travelTotal: options.travelTotal ?? base.confirm.travelTotal,
      errors: options.errors?.confirm ?? [],
    },
    originalSchedule: base.schedule,
    originalConfirm: base.confirm,
    changeTerms: options.terms ?? freeTerms,
  })
}
