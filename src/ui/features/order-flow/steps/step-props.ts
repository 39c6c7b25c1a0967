// What the order flow's step bodies share: each is a controlled component over its step's draft (the form's
// encoded shape); the wizard owns the draft, the errors and which fields were touched.

import type { ScheduleModel } from '../../../../schemas/api/booking'
import type { BookingOrder } from '../../../../schemas/BookingOrder'
import type { ContactStepForm } from '../../../../schemas/forms/contact'
import type { ProductForm } from '../../../../schemas/forms/product'

/** { products: [{ id, quantity: string }] }: chosen products only, quantity as typed. */
export type ProductDraft = typeof ProductForm.Encoded
export type ScheduleDraft = typeof ScheduleModel.Encoded
export type ContactDraft = typeof ContactStepForm.Encoded

export interface StepProps<D> {
  order: BookingOrder
  draft: D
  /** Dotted paths relative to the draft: 'products.0.quantity', 'billingContact.email', 'selectedTime'. */
  fieldErrors: Readonly<Record<string, string>>
  onChange(draft: D): void
  onTouch(field: string): void
  /** A field's message shows once it is touched (the parent marks every field touched on Next). */
  touched: ReadonlySet<string> | ReadonlyArray<string>
  disabled: boolean
}
