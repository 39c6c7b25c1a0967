// The booking wizard's order state (SPEC §3) computed from a draft and the world it is priced and scheduled in:
// the catalogue at the caller's prices, the photographers serving the address, the chosen slot's photographer and
// notes, the totals, and which steps are valid. Pure: the caller loads the facts (server/booking/facts.ts).
import { quoteProduct } from '../../src/domain/pricing-tiers'
import {
  calendarDay,
  canRedeem,
  listingsLeft,
  PER_LISTING_PRODUCT_ID,
  planPricingDescription,
  planTiers,
  pricingOf,
  redemptionDescription,
  type SubscriberPlan,
} from '../../src/domain/subscriber-pricing'
import type { BookingOrder, BookingStep } from '../../src/schemas/BookingOrder'
import type { PlanRedemption } from '../../src/schemas/Order'
import type { OrderProductLine } from '../../src/schemas/Product'
import { appointmentMinutes, distanceKm, zoneAt } from '../domain/appointment-time'
import { freeChangeDeadline, STANDARD_POLICY } from '../domain/change-policy'
import { orderMoney, type PromoCode, promoDiscount, promoStatus, type TaxRate, taxFor } from '../domain/order-money'
import {
  blockAt,
  choosePhotographer,
  DEFAULT_SCHEDULING,
  deliveryDeadline,
  localDateTime,
  type SchedulingSettings,
  schedulingUnavailableMessage,
  searchRange,
} from '../domain/scheduling'
import type { BookingDraft } from './draft'
import { addressErrors, contactErrors, landingStep, productErrors } from './step-checks'
import type { BookablePhotographer, CatalogueProduct } from './world'

export interface Caller {
  readonly userId: string | null
  /** Order admins and internal admins (SPEC §6 info.isAdmin). */
  readonly isAdmin: boolean
  /** Verified accounts pay the primary price; everyone else the list price (ARCHITECTURE §4). */
  readonly verified: boolean
}

export interface BookingFacts {
  readonly draftId: string
  readonly draft: BookingDraft
  readonly confirmed: {
    readonly orderCode: string
    readonly confirmedAt: Date
    readonly tourName: string | null
    /** The included listing the placed order redeemed, as stored; null (or absent) when it redeemed none. */
    readonly planRedemption?: { readonly plan: 'AGENT' | 'TEAM'; readonly amount: number } | null
  } | null
  /**
   * The subscription the order is priced with (issue 18): the caller's counting one for a draft, the one a placed
   * order was priced with; null or absent for pay as you go.
   */
  readonly plan?: SubscriberPlan | null
  readonly catalogue: ReadonlyArray<CatalogueProduct>
  readonly promo: PromoCode | undefined
  readonly taxRates: ReadonlyArray<TaxRate>
  readonly photographers: ReadonlyArray<BookablePhotographer>
  readonly caller: Caller
  readonly now: Date
  readonly brandName: string
  readonly settings?: SchedulingSettings
  /** The zone used when no photographer serves the address (none to borrow one from). */
  readonly defaultTimeZone: string
}

export const SLOT_TAKEN = 'The time you chose is no longer available. Please choose another time.'
export const SLOT_TOO_SOON = 'That time is too soon to book. Please choose a later time.'
export const SLOT_NOT_OFFERED = 'Please choose one of the times offered.'
export const FORCED_NEEDS_PHOTOGRAPHER = 'Choose the photographer to send at a forced time.'

/**
 * A start the schedule could have offered: inside the bookable range of its local day (notice to two months ahead)
 * and on the 30-minute grid. Times outside it are refused rather than booked (order admins may force one).
 */
export function isOfferedStart(start: Date, timeZone: string, now: Date, settings: SchedulingSettings): boolean {
  const { localDate, localTime } = localDateTime(start, timeZone)
  const [year = 0, month = 0, day = 0] = localDate.split('-').map(Number)
  const [hours = 0, minutes = 0] = localTime.split(':').map(Number)
  const range = searchRange({ year, month, day }, timeZone, now, settings)
  return (
    range !== null &&
    range.start <= start &&
    start < range.end &&
    (hours * 60 + minutes) % settings.slotMinutes === 0 &&
    start.getUTCSeconds() === 0 &&
    start.getUTCMilliseconds() === 0
  )
}

/** Where the shoot happens: the marker (dragged onto the right building) or else the geocoded point. */
export function orderLocation(draft: BookingDraft) {
  const point = draft.address.marker ?? draft.address.location
  return point ? { lat: point.latitude, lng: point.longitude } : null
}

/** The ordered area: the largest square-foot quantity (the tour and the photos are priced by the same area). */
export const orderedArea = (draft: BookingDraft, catalogue: ReadonlyArray<CatalogueProduct>) =>
  Math.max(
    0,
    ...draft.products.filter((p) => catalogue.find((c) => c.id === p.id)?.unit === 'sq ft').map((p) => p.quantity),
  )

export function appointmentDuration(draft: BookingDraft, catalogue: ReadonlyArray<CatalogueProduct>): number {
  const chosen = catalogue.filter((c) => draft.products.some((p) => p.id === c.id && p.quantity > 0))
  return appointmentMinutes(chosen, orderedArea(draft, catalogue))
}

/** Photographers with the address inside one of their rings (on some weekday). */
export function servingPhotographers(
  photographers: ReadonlyArray<BookablePhotographer>,
  location: { lat: number; lng: number } | null,
) {
  if (!location) return []
  return photographers.filter((p) => zoneAt(p.zones, distanceKm(p.home, location)) !== undefined)
}

export function orderTimeZone(facts: Pick<BookingFacts, 'draft' | 'photographers' | 'defaultTimeZone'>): string {
  return servingPhotographers(facts.photographers, orderLocation(facts.draft))[0]?.timeZone ?? facts.defaultTimeZone
}

function productLines(facts: BookingFacts): OrderProductLine[] {
  const plan = facts.plan ? pricingOf(facts.plan) : null
  return facts.catalogue.map((c) => {
    // A subscriber pays the plan's price for the per-listing product (SPEC §9); anyone else but a verified account
    // pays the list price, so that is the price they are shown. The list price stays the secondary tiers, so the
    // struck-through original shows what the plan saves.
    const byPlan = plan !== null && c.id === PER_LISTING_PRODUCT_ID
    return {
      id: c.id,
      name: c.name,
      unit: c.unit,
      description: c.description,
      pricing: {
        description: byPlan ? planPricingDescription(plan) : c.pricing.description,
        pricingTiers: byPlan
          ? planTiers(plan)
          : facts.caller.verified
            ? c.pricing.pricingTiers
            : c.pricing.secondaryPricingTiers,
        secondaryPricingTiers: c.pricing.secondaryPricingTiers,
      },
      quantity: facts.draft.products.find((p) => p.id === c.id)?.quantity ?? 0,
    }
  })
}

/**
 * The plan's included listing the order redeems (issue 18): a placed order's as stored; a draft's when its
 * subscription can still redeem one and the per-listing product is ordered, worth that line's (plan) price.
 */
export function planRedemptionOf(
  facts: BookingFacts,
  products: ReadonlyArray<OrderProductLine>,
): PlanRedemption | null {
  if (facts.confirmed) {
    const stored = facts.confirmed.planRedemption ?? null
    return stored ? { ...stored, description: redemptionDescription(stored.plan) } : null
  }
  const plan = facts.plan ?? null
  const line = products.find((p) => p.id === PER_LISTING_PRODUCT_ID && p.quantity > 0)
  if (!plan || !line || !canRedeem(plan, calendarDay(facts.now))) return null
  const amount = quoteProduct(line.pricing, line.quantity).price ?? 0
  if (amount <= 0) return null
  const count = { left: listingsLeft(plan), included: plan.listingsIncluded }
  return { plan: plan.plan, description: redemptionDescription(plan.plan, count), amount }
}

function scheduleOf(facts: BookingFacts, currency: 'USD' | 'CAD') {
  const { draft, caller, now } = facts
  const settings = facts.settings ?? DEFAULT_SCHEDULING
  const location = orderLocation(draft)
  const serving = servingPhotographers(facts.photographers, location)
  const duration = appointmentDuration(draft, facts.catalogue)
  const timeZone = orderTimeZone(facts)
  const { selectedTime, selectedPhotographerId } = draft.schedule
  const forced = caller.isAdmin && draft.schedule.ignoreAvailability
  const errors: string[] = []
  let assigned: { id: string; travelCost: number; notes: string[] } | null = null
  let unavailableTimeSelected = false

  if (location && serving.length > 0 && selectedTime) {
    const start = new Date(selectedTime.utc)
    const order = { location, durationMinutes: duration }
    if (forced) {
      const who =
        serving.find((p) => p.id === selectedPhotographerId) ??
        facts.photographers.find((p) => p.id === selectedPhotographerId)
      if (!who) errors.push(FORCED_NEEDS_PHOTOGRAPHER)
      else {
        const zone = zoneAt(who.zones, distanceKm(who.home, location))
        assigned = { id: who.id, travelCost: zone?.travelCostCents ?? 0, notes: [] }
        unavailableTimeSelected = blockAt(who, order, start, settings) !== null
      }
    } else if (start.getTime() < now.getTime() + settings.minNoticeHours * 3_600_000) {
      errors.push(SLOT_TOO_SOON)
    } else if (!isOfferedStart(start, timeZone, now, settings)) {
      errors.push(SLOT_NOT_OFFERED)
    } else {
      const choice = choosePhotographer({
        photographers: serving,
        ...order,
        start,
        selectedPhotographerId,
        settings,
        currency,
      })
      if (choice.kind === 'assigned') {
        assigned = { id: choice.photographerId, travelCost: choice.travelCostCents, notes: choice.notes }
      } else errors.push(SLOT_TAKEN)
    }
  }
  const appointmentAt = assigned && selectedTime ? new Date(selectedTime.utc) : null
  return {
    photographers: serving.map((p) => ({
      id: p.id,
      name: p.name,
      appointmentDuration: duration,
      zones: p.zones.map((z) => ({ id: z.id, travelCost: z.travelCostCents })),
      avatarUrl: p.avatarUrl,
    })),
    selectedPhotographerId,
    assignedPhotographerId: assigned?.id ?? null,
    selectedTime: selectedTime ? { ...selectedTime, ...localDateTime(new Date(selectedTime.utc), timeZone) } : null,
    travelCost: assigned?.travelCost ?? 0,
    cancellationPolicyId: STANDARD_POLICY.id,
    cancellationPolicyDesc: STANDARD_POLICY.description,
    freeChangeUntil: appointmentAt ? freeChangeDeadline(STANDARD_POLICY, appointmentAt).toISOString() : null,
    waitlistEnabled: draft.schedule.waitlistEnabled,
    ignoreAvailability: forced,
    unavailableTimeSelected,
    deliveryDeadline: appointmentAt ? deliveryDeadline(appointmentAt, timeZone).toISOString() : null,
    notes: assigned?.notes ?? [],
    errors,
    isValid: assigned !== null && errors.length === 0,
  }
}

/** The whole answer for `target` (where the caller is heading). */
export function bookingOrder(facts: BookingFacts, target: BookingStep): BookingOrder {
  const { draft, caller } = facts
  const location = draft.address.location
  // The address's country decides; before there is one, the country the visitor asked for (?country=CA).
  const tax = taxFor(facts.taxRates, location?.country ?? draft.country ?? 'US', location?.state ?? null)
  const currency = tax.currency === 'CAD' ? 'CAD' : 'USD'
  const products = productLines(facts)
  const productTotal = products.reduce(
    (sum, line) => sum + (line.quantity > 0 ? (quoteProduct(line.pricing, line.quantity).price ?? 0) : 0),
    0,
  )
  const planRedemption = planRedemptionOf(facts, products)
  const redeemed = planRedemption?.amount ?? 0
  const promoState = draft.promoCode === null ? null : promoStatus(facts.promo, facts.now)
  // The promo code discounts what the products still cost once the plan's included listing is taken off.
  const discountTotal = promoState === 'valid' && facts.promo ? promoDiscount(facts.promo, productTotal - redeemed) : 0
  const schedule = scheduleOf(facts, currency)
  const adjustmentsTotal = draft.adjustments.reduce((sum, a) => sum + a.amount, 0)
  const money = orderMoney({
    productTotal,
    discountTotal,
    planRedemptionTotal: redeemed,
    travelTotal: schedule.travelCost,
    priceAdjustmentsTotal: adjustmentsTotal,
    taxRate: tax.rate,
  })
  const unserved =
    orderLocation(draft) !== null && schedule.photographers.length === 0
      ? [schedulingUnavailableMessage(facts.brandName, location?.formattedAddress || draft.address.userAddress)]
      : []
  const validity = {
    address: Object.keys(addressErrors(draft.address)).length === 0 && unserved.length === 0,
    product: Object.keys(productErrors(draft.products, facts.catalogue)).length === 0,
    schedule: schedule.isValid,
    contact: Object.keys(contactErrors(draft.contact)).length === 0,
  }
  const confirmedDate = facts.confirmed?.confirmedAt.toISOString() ?? null
  return {
    info: {
      id: facts.draftId,
      confirmedDate,
      orderCode: facts.confirmed?.orderCode ?? '',
      promoCode: draft.promoCode,
      promoCodeValid: promoState === null ? null : promoState === 'valid',
      isAdmin: caller.isAdmin,
      tourName: facts.confirmed?.tourName ?? null,
      timeZone: orderTimeZone(facts),
      currency,
      taxName: tax.name,
    },
    step: landingStep(target, validity, facts.confirmed !== null),
    orderId: facts.draftId,
    ownerEmail: caller.isAdmin ? draft.ownerEmail : null,
    photographerInstructions: draft.contact.photographerInstructions,
    adjustments: draft.adjustments,
    address: { ...draft.address, errors: unserved },
    product: { products },
    schedule,
    contact: draft.contact,
    confirm: {
      productTotal: money.productTotal,
      discountTotal: money.discountTotal,
      travelTotal: money.travelTotal,
      priceAdjustmentsTotal: money.priceAdjustmentsTotal,
      priceAdjustments: draft.adjustments.map((a) => ({
        id: a.adjustmentId,
        description: a.description,
        amount: a.amount,
      })),
      taxTotal: money.taxTotal,
      taxRate: tax.rate,
      cancellationCharge: 0,
      cancellationChargeAdjustment: 0,
      cancellationAdjustments: [],
      errors: [],
      planRedemption,
    },
  }
}
