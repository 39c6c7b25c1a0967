// The product step (SPEC §5 Product): each chosen product's quantity is typed as digits, is required, positive and
// at most 10000; at least one product must be chosen.
import { Schema, SchemaTransformation } from 'effect'
import { MAX_PRODUCT_QUANTITY } from '../constants'
import { Id } from '../primitives'

const requiredText = Schema.makeFilter((text: string) => text.length > 0 || 'Required', undefined, true)

/** The quantity box: '12' decodes to 12. Anything but digits reads 'Invalid' (the box strips them as one types). */
export const QuantityInput = Schema.Trim.check(
  requiredText,
  Schema.isPattern(/^\d{1,9}$/, { message: 'Invalid' }),
).pipe(
  Schema.decodeTo(
    Schema.Number.check(
      Schema.isGreaterThanOrEqualTo(1, { message: 'Must be at least 1' }),
      Schema.isLessThanOrEqualTo(MAX_PRODUCT_QUANTITY, { message: `Must be at most ${MAX_PRODUCT_QUANTITY}` }),
    ),
    SchemaTransformation.transform({ decode: Number, encode: String }),
  ),
)

/** A chosen product; products not chosen are not in the list. */
export const ProductLineForm = Schema.Struct({ id: Id, quantity: QuantityInput })

/** The whole step; its decoded value is the submitproduct model. */
export const ProductForm = Schema.Struct({
  products: Schema.Array(ProductLineForm).check(Schema.isMinLength(1, { message: 'Choose at least one product' })),
})
export type ProductForm = typeof ProductForm.Type
