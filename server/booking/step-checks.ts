// Whether each step of a draft may be left going forward (SPEC §4 Booking wizard, §5): the same form schemas the
// browser checks with, so both give the same messages on the same fields. The wizard's landing step follows from
// these: the first invalid step before the one asked for.

import { findTier } from '../../src/domain/pricing-tiers'
import { BOOKING_STEPS, type BookingStep, SUBMIT_STEPS, type SubmitStep } from '../../src/schemas/BookingOrder'
import { AddressForm } from '../../src/schemas/forms/address'
import { ContactStepForm } from '../../src/schemas/forms/contact'
import { ProductForm } from '../../src/schemas/forms/product'
import { checkForm } from '../../src/schemas/forms/validate'
import type { OrderedProduct, PricingTier } from '../../src/schemas/Product'
import type { BookingDraft } from './draft'

export type FieldErrors = Readonly<Record<string, string>>

export const NO_SUCH_PRODUCT = 'This product is no longer offered.'

const errorsOf = (check: { ok: boolean; fieldErrors?: FieldErrors }): FieldErrors =>
  check.ok ? {} : (check.fieldErrors ?? {})

export function addressErrors(address: BookingDraft['address']): FieldErrors {
  return errorsOf(checkForm(AddressForm, address))
}

export const LISTED_TWICE = 'This product is listed twice.'

/**
 * The chosen lines (quantity above 0) as the product form reads them; each must be in the catalogue, once, with a
 * quantity one of its price tiers covers (a quantity no tier prices would otherwise cost nothing).
 */
export function productErrors(
  products: ReadonlyArray<OrderedProduct>,
  catalogue: ReadonlyArray<{
    readonly id: string
    readonly pricing: { readonly pricingTiers: ReadonlyArray<PricingTier> }
  }>,
): FieldErrors {
  const chosen = products.filter((p) => p.quantity > 0)
  const errors: Record<string, string> = {
    ...errorsOf(checkForm(ProductForm, { products: chosen.map((p) => ({ id: p.id, quantity: String(p.quantity) })) })),
  }
  chosen.forEach((p, index) => {
    const product = catalogue.find((c) => c.id === p.id)
    if (!product) errors[`products.${index}.id`] ??= NO_SUCH_PRODUCT
    else if (chosen.findIndex((other) => other.id === p.id) !== index) errors[`products.${index}.id`] ??= LISTED_TWICE
    else if (!findTier(product.pricing.pricingTiers, p.quantity)) errors[`products.${index}.quantity`] ??= 'Invalid'
  })
  return errors
}

export function contactErrors(contact: BookingDraft['contact']): FieldErrors {
  return errorsOf(checkForm(ContactStepForm, contact))
}

export type StepValidity = Readonly<Record<SubmitStep, boolean>>

/**
 * Where the wizard lands when heading for `target`: the first step before it that is not valid, else the target
 * itself; a confirmed order is complete, and an unconfirmed one cannot be "complete" (it stops at confirm).
 */
export function landingStep(target: BookingStep, validity: StepValidity, confirmed: boolean): BookingStep {
  if (confirmed) return 'complete'
  const goal = target === 'complete' ? 'confirm' : target
  const goalIndex = BOOKING_STEPS.indexOf(goal)
  const firstInvalid = SUBMIT_STEPS.find((step, index) => index < goalIndex && !validity[step])
  return firstInvalid ?? goal
}

/** Whether moving from `from` to `to` is forward, which is when the step's model must pass its form (SPEC §4). */
export const isForward = (from: BookingStep, to: BookingStep) => BOOKING_STEPS.indexOf(to) > BOOKING_STEPS.indexOf(from)
