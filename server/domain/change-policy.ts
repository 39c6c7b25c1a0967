// Changing a placed order (SPEC §4 Change flow, §6 roles; ../shared/SCHEDULING.md Policies): who may reschedule or
// cancel it when, what a late change costs, and whether its policy allows a reschedule at all. Pure rules over plain
// values; the calls (server/orders/change.ts) load the facts and apply them under a row lock.

export interface CancellationPolicy {
  readonly id: string
  readonly description: string
  /** Changes are free until this many hours before the start. */
  readonly freeHoursBefore: number
  /** After that, this share of the products' price (after any promo discount)… */
  readonly chargePercent: number
  /** …but never more than this, in cents. */
  readonly chargeCapCents: number
  /** False: the order can be cancelled but not moved (SPEC §8). */
  readonly allowsReschedule: boolean
}

export const STANDARD_POLICY: CancellationPolicy = {
  id: 'standard',
  description:
    'Free to reschedule or cancel until 24 hours before the appointment; after that, 50 % of the product total (at most $250) plus tax.',
  freeHoursBefore: 24,
  chargePercent: 50,
  chargeCapCents: 25_000,
  allowsReschedule: true,
}

/** For shoots that cannot be moved once booked (a twilight shoot planned around a listing's launch date). */
export const CANCEL_ONLY_POLICY: CancellationPolicy = {
  id: 'cancel-only',
  description:
    'This appointment cannot be rescheduled. Free to cancel until 24 hours before it; after that, 50 % of the product total (at most $250) plus tax.',
  freeHoursBefore: 24,
  chargePercent: 50,
  chargeCapCents: 25_000,
  allowsReschedule: false,
}

export const POLICIES: ReadonlyArray<CancellationPolicy> = [STANDARD_POLICY, CANCEL_ONLY_POLICY]

/** An unknown id (a policy retired since) is read as the standard one rather than failing the order. */
export const policyById = (id: string | null): CancellationPolicy =>
  POLICIES.find((p) => p.id === id) ?? STANDARD_POLICY

export const RESCHEDULE_NOT_ALLOWED =
  'This order can be cancelled but cannot be rescheduled. Please contact us if you require a reschedule.'
export const STARTED_CHANGE_REFUSED =
  'This appointment has already started, so it can no longer be changed here. Please contact us.'
export const ORDER_CANCELLED = 'This order has been cancelled.'
export const ORDER_DELIVERED = 'This order has been delivered, so its appointment can no longer be changed.'

/** The last instant a change is free. */
export const freeChangeDeadline = (policy: CancellationPolicy, start: Date): Date =>
  new Date(start.getTime() - policy.freeHoursBefore * 3_600_000)

export interface ChargeInput {
  readonly policy: CancellationPolicy
  readonly start: Date
  readonly now: Date
  readonly productTotal: number
  readonly discountTotal: number
  /** The plan's included listing the order redeemed (issue 18), taken off like the discount; 0 when none. */
  readonly planRedemptionTotal?: number
  /** The order's tax rate, a fraction (0.0625). */
  readonly taxRate: number
  /** An order admin waived it. */
  readonly waived: boolean
}

export interface ChangeCharge {
  /** What the policy charges now, before tax (0 while changes are free). */
  readonly charge: number
  /** −charge when waived, else 0 (SPEC §3 cancellationChargeAdjustment). */
  readonly adjustment: number
  /** Tax on what is charged, rounded half up to the cent. */
  readonly tax: number
  /** Charged in all: charge + adjustment + tax. */
  readonly total: number
}

/**
 * The charge for cancelling or rescheduling at `now`: nothing until the free-change deadline (inclusive), then the
 * policy's share of the products' price after discount (and a redeemed plan listing), capped, taxed at the order's rate. A waiver zeroes the
 * charge and so its tax.
 */
export function changeCharge(input: ChargeInput): ChangeCharge {
  const free = input.now.getTime() <= freeChangeDeadline(input.policy, input.start).getTime()
  const base = Math.max(0, input.productTotal - input.discountTotal - (input.planRedemptionTotal ?? 0))
  const charge = free ? 0 : Math.min(input.policy.chargeCapCents, Math.round((base * input.policy.chargePercent) / 100))
  const adjustment = input.waived ? -charge : 0
  const tax = Math.round((charge + adjustment) * input.taxRate)
  return { charge, adjustment, tax, total: charge + adjustment + tax }
}

/** How the caller stands to one order (server-side facts, never the browser's word). */
export type ChangeRole = 'owner' | 'orderAdmin' | 'global' | 'none'

export type ChangeRefusal = 'notFound' | 'started' | 'cancelled' | 'delivered'

export type ChangeKind = 'reschedule' | 'cancel'

/**
 * Whether the caller may make this change at `now` (SPEC §4 Timeline, §6): its owner before the start; internal
 * admins (`global`) and order admins at any time; nothing once it is delivered. A cancelled order cannot be
 * cancelled again, but it can be rescheduled (the timeline offers Reschedule on a cancelled event), whenever its
 * old start was. Someone with no part in the order is told it does not exist.
 */
export function changeRefusal(
  role: ChangeRole,
  kind: ChangeKind,
  order: { readonly start: Date; readonly cancelled: boolean; readonly delivered: boolean },
  now: Date,
): ChangeRefusal | null {
  if (role === 'none') return 'notFound'
  if (order.delivered) return 'delivered'
  if (order.cancelled) return kind === 'cancel' ? 'cancelled' : null
  if (role === 'owner' && now.getTime() >= order.start.getTime()) return 'started'
  return null
}
