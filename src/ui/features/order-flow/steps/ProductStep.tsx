// The order flow's PRODUCT step (SPEC §3 Product, §5 Product, §9 Display): every offered product as a card to
// tick, a quantity box for products priced by quantity (digits only, stripped as typed), the live price from the
// tiers with the list price struck through when higher, 'Exclusive' for 0, and the running subtotal.
import { useId } from 'react'
import { formatMoney, formatPrice } from '../../../../domain/money'
import { digitsOnly, pricedQuantity, productSubtotal, takesQuantity } from '../../../../domain/order-totals'
import { quoteProduct, startingPrice } from '../../../../domain/pricing-tiers'
import type { OrderProductLine } from '../../../../schemas/Product'
import { messageFor, StepError } from './fields'
import styles from './ProductStep.module.css'
import type { ProductDraft, StepProps } from './step-props'

const quantityLabel = (unit: string) => (unit === 'sq ft' ? 'Square feet' : `Quantity (${unit})`)

export function ProductStep(props: StepProps<ProductDraft> & { signedIn: boolean }) {
  const { order, draft, onChange, onTouch, disabled, signedIn } = props
  const currency = order.info.currency
  const catalogue = order.product.products
  const subtotal = productSubtotal(catalogue, draft.products)

  const toggle = (line: OrderProductLine, chosen: boolean) => {
    onTouch('products')
    if (!chosen) {
      onChange({ products: draft.products.filter((p) => p.id !== line.id) })
      return
    }
    // A visit is ordered once; a quantity product starts from what the order held, or empty for the box to fill.
    const quantity = !takesQuantity(line.unit) ? '1' : line.quantity > 0 ? String(line.quantity) : ''
    onChange({ products: [...draft.products, { id: line.id, quantity }] })
  }

  const setQuantity = (id: string, typed: string) =>
    onChange({ products: draft.products.map((p) => (p.id === id ? { ...p, quantity: digitsOnly(typed) } : p)) })

  return (
    <section className={styles.step} aria-labelledby="product-step-title">
      <h2 id="product-step-title" tabIndex={-1} className={styles.title}>
        Choose your products
      </h2>
      {!signedIn ? <p className={styles.lead}>Agents with a plan see their plan prices once signed in.</p> : null}
      <ul className={styles.cards}>
        {catalogue.map((line) => {
          const index = draft.products.findIndex((p) => p.id === line.id)
          const chosen = draft.products[index]
          return (
            <ProductCard
              key={line.id}
              line={line}
              chosen={chosen}
              quantityError={index >= 0 ? messageFor(props, `products.${index}.quantity`) : undefined}
              currency={currency}
              disabled={disabled}
              onToggle={(on) => toggle(line, on)}
              onQuantity={(typed) => setQuantity(line.id, typed)}
              onQuantityBlur={() => onTouch(`products.${index}.quantity`)}
            />
          )
        })}
      </ul>
      <StepError message={messageFor(props, 'products')} />
      <p className={styles.subtotal} aria-live="polite">
        <span>Subtotal</span>
        <strong>{formatMoney(subtotal, { currency })}</strong>
      </p>
    </section>
  )
}

interface ProductCardProps {
  readonly line: OrderProductLine
  readonly chosen: ProductDraft['products'][number] | undefined
  readonly quantityError: string | undefined
  readonly currency: 'USD' | 'CAD'
  readonly disabled: boolean
  readonly onToggle: (chosen: boolean) => void
  readonly onQuantity: (typed: string) => void
  readonly onQuantityBlur: () => void
}

function ProductCard({ line, chosen, quantityError, currency, disabled, ...on }: ProductCardProps) {
  const id = useId()
  const quantity = pricedQuantity(line.unit, chosen?.quantity ?? '')
  const quote = quantity === undefined ? undefined : quoteProduct(line.pricing, quantity)
  const from = startingPrice(line.pricing.pricingTiers)
  return (
    <li className={styles.card} data-chosen={chosen ? 'true' : undefined}>
      <div className={styles.head}>
        <input
          id={`${id}-check`}
          type="checkbox"
          className={styles.check}
          checked={chosen !== undefined}
          disabled={disabled}
          onChange={(e) => on.onToggle(e.target.checked)}
          aria-describedby={`${id}-pricing`}
        />
        <label htmlFor={`${id}-check`} className={styles.name}>
          {line.name ?? line.description}
        </label>
        <span className={styles.price} data-testid="product-price">
          {quote?.price !== undefined ? (
            <>
              {quote.showsOriginal && quote.listPrice !== undefined ? (
                <s className={styles.listPrice}>
                  <span className={styles.visuallyHidden}>List price </span>
                  {formatPrice(quote.listPrice, { currency })}
                </s>
              ) : null}
              <span>{formatPrice(quote.price, { currency })}</span>
            </>
          ) : from !== undefined ? (
            <span className={styles.from}>From {formatPrice(from, { currency })}</span>
          ) : null}
        </span>
      </div>
      {line.name ? <p className={styles.description}>{line.description}</p> : null}
      <p id={`${id}-pricing`} className={styles.pricing}>
        {line.pricing.description}
      </p>
      {chosen && takesQuantity(line.unit) ? (
        <div className={styles.quantity}>
          <label htmlFor={`${id}-quantity`}>{quantityLabel(line.unit)}</label>
          <input
            id={`${id}-quantity`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            value={chosen.quantity}
            disabled={disabled}
            onChange={(e) => on.onQuantity(e.target.value)}
            onBlur={on.onQuantityBlur}
            aria-invalid={quantityError ? true : undefined}
            aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
          />
          {quantityError ? (
            <p id={`${id}-quantity-error`} className={styles.error}>
              {quantityError}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
