// The order admin's new adjustment (SPEC §5 Adjustment creation): description required; amount required and a
// number ('Invalid' otherwise).
import { Schema, SchemaTransformation } from 'effect'
import { RequiredString } from '../fields'
import { Cents } from '../primitives'

const requiredText = Schema.makeFilter((text: string) => text.length > 0 || 'Required', undefined, true)

/**
 * The amount box, typed in dollars as money is shown ('-25.50', '100'); decodes to integer cents. At most two
 * decimals, since a fraction of a cent cannot be charged.
 */
export const DollarsInput = Schema.Trim.check(
  requiredText,
  Schema.isPattern(/^[-+]?\d{1,9}(\.\d{0,2})?$/, { message: 'Invalid' }),
).pipe(
  Schema.decodeTo(
    Cents,
    SchemaTransformation.transform({
      decode: (text) => Math.round(Number(text) * 100),
      encode: (cents) => (cents / 100).toFixed(2),
    }),
  ),
)

/** Its decoded value is the description and amount of POST /booking/create-adjustment. */
export const AdjustmentForm = Schema.Struct({ description: RequiredString, amount: DollarsInput })
export type AdjustmentForm = typeof AdjustmentForm.Type

export const emptyAdjustmentForm: typeof AdjustmentForm.Encoded = { description: '', amount: '' }
