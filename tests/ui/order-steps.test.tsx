// The order flow's PRODUCT, CONTACT and CONFIRM step bodies in a DOM, driven as controlled components by a small
// harness that plays the wizard (keeps the draft, marks touched fields). SPEC §5 Product and Contact, §9 Display.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { emptyBillingContact } from '../../src/schemas/Contact'
import { ConfirmStep } from '../../src/ui/features/order-flow/steps/ConfirmStep'
import { ContactStep } from '../../src/ui/features/order-flow/steps/ContactStep'
import { ProductStep } from '../../src/ui/features/order-flow/steps/ProductStep'
import type { ContactDraft, ProductDraft, StepProps } from '../../src/ui/features/order-flow/steps/step-props'
import { filledOrder, startedOrder } from '../support/booking-orders'

afterEach(cleanup)

/** Plays the wizard around a step: holds the draft, records every change and touch. */
function harness<D>(initial: D, fieldErrors: Record<string, string> = {}, touchedAtStart: string[] = []) {
  const changes: D[] = []
  const touches: string[] = []
  function Harness({ children }: { children: (props: Omit<StepProps<D>, 'order'>) => React.ReactNode }) {
    const [draft, setDraft] = useState(initial)
    const [touched, setTouched] = useState<ReadonlySet<string>>(new Set(touchedAtStart))
    return children({
      draft,
      fieldErrors,
      touched,
      disabled: false,
      onChange: (next) => {
        changes.push(next)
        setDraft(next)
      },
      onTouch: (field) => {
        touches.push(field)
        setTouched((t) => new Set([...t, field]))
      },
    })
  }
  return { Harness, changes, touches }
}

const visitProduct = {
  id: 'prod_twilight',
  unit: 'visit',
  description: 'Twilight photos',
  quantity: 0,
  pricing: {
    description: 'Included with every tour this month',
    pricingTiers: [{ min: 0, max: null, valueAtZero: 0, valuePerUnit: 0 }],
    secondaryPricingTiers: [],
  },
}

const withProducts = (order: BookingOrder, extra: ReadonlyArray<typeof visitProduct>): BookingOrder => ({
  ...order,
  product: { products: [...order.product.products, ...extra] },
})

describe('PRODUCT step', () => {
  function mount(order = withProducts(startedOrder(), [visitProduct]), fieldErrors = {}, touched: string[] = []) {
    const { Harness, changes, touches } = harness<ProductDraft>({ products: [] }, fieldErrors, touched)
    render(<Harness>{(props) => <ProductStep {...props} order={order} signedIn={false} />}</Harness>)
    return { changes, touches }
  }

  it('offers every product as a card with a checkbox', () => {
    mount()
    expect(screen.getByRole('checkbox', { name: '3D tour and floor plan' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Twilight photos' })).toBeTruthy()
  })

  it('strips non-digits from the quantity as it is typed, and prices it from the tiers', () => {
    const { changes } = mount()
    fireEvent.click(screen.getByRole('checkbox', { name: '3D tour and floor plan' }))
    const box = screen.getByRole('textbox', { name: 'Square feet' }) as HTMLInputElement
    fireEvent.change(box, { target: { value: '2,1a00 sq' } })
    expect(box.value).toBe('2100')
    expect(changes.at(-1)).toEqual({ products: [{ id: 'prod_tour', quantity: '2100' }] })
    // 2,001–4,000 sq ft: $332.00, list price $349.00 struck through.
    const card = box.closest('li') as HTMLElement
    expect(within(card).getByText('$332.00')).toBeTruthy()
    expect(card.querySelector('s')?.textContent).toContain('$349.00')
    expect(screen.getByText('Subtotal').parentElement?.textContent).toContain('$332.00')
  })

  it('does not strike through a list price that is not higher', () => {
    const order = startedOrder()
    const line = order.product.products[0]
    if (!line) throw new Error('fixture has a product')
    const sameListPrice = { ...line.pricing, secondaryPricingTiers: line.pricing.pricingTiers }
    mount({ ...order, product: { products: [{ ...line, pricing: sameListPrice }] } })
    fireEvent.click(screen.getByRole('checkbox', { name: '3D tour and floor plan' }))
    const box = screen.getByRole('textbox', { name: 'Square feet' })
    fireEvent.change(box, { target: { value: '1500' } })
    expect(within(box.closest('li') as HTMLElement).getByText('$284.00')).toBeTruthy()
    expect(document.querySelector('s')).toBeNull()
  })

  it("shows 'Exclusive' for a price of 0; a visit needs no quantity", () => {
    const { changes } = mount()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Twilight photos' }))
    expect(changes.at(-1)).toEqual({ products: [{ id: 'prod_twilight', quantity: '1' }] })
    const card = screen.getByRole('checkbox', { name: 'Twilight photos' }).closest('li') as HTMLElement
    expect(within(card).getByText('Exclusive')).toBeTruthy()
    expect(within(card).queryByRole('textbox')).toBeNull()
  })

  it('shows a quantity message once the box is left, and the step message once touched', () => {
    const errors = { 'products.0.quantity': 'Must be at most 10000', products: 'Choose at least one product' }
    mount(undefined, errors)
    expect(screen.queryByText('Choose at least one product')).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: '3D tour and floor plan' }))
    expect(screen.getByRole('alert').textContent).toContain('Choose at least one product')
    const box = screen.getByRole('textbox', { name: 'Square feet' })
    expect(screen.queryByText('Must be at most 10000')).toBeNull()
    fireEvent.blur(box)
    expect(screen.getByText('Must be at most 10000')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('CONTACT step', () => {
  const empty: ContactDraft = {
    billingContact: { ...emptyBillingContact },
    additionalContacts: [],
    specialInstructions: '',
    photographerInstructions: '',
  }
  function mount(fieldErrors: Record<string, string> = {}, touched: string[] = []) {
    const { Harness, changes } = harness<ContactDraft>(empty, fieldErrors, touched)
    render(<Harness>{(props) => <ContactStep {...props} order={startedOrder()} />}</Harness>)
    return { changes }
  }

  it("adds up to 3 contacts, then reads 'Maximum contacts added'; removing one offers the button again", () => {
    const { changes } = mount()
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Add contact' }))
    const full = screen.getByRole('button', { name: 'Maximum contacts added' }) as HTMLButtonElement
    expect(full.disabled).toBe(true)
    expect(changes.at(-1)?.additionalContacts).toHaveLength(3)
    fireEvent.click(screen.getByRole('button', { name: 'Remove additional contact 2' }))
    expect(changes.at(-1)?.additionalContacts).toHaveLength(2)
    expect((screen.getByRole('button', { name: 'Add contact' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('edits the billing contact with autocomplete hints, and an additional contact without them', () => {
    const { changes } = mount()
    const email = screen.getAllByRole('textbox', { name: 'E-mail' })[0] as HTMLInputElement
    expect(email.autocomplete).toBe('email')
    fireEvent.change(email, { target: { value: 'priya@lakeside.example' } })
    expect(changes.at(-1)?.billingContact.email).toBe('priya@lakeside.example')
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Role' })[0] as HTMLElement, {
      target: { value: 'Listing Agent' },
    })
    expect(changes.at(-1)?.billingContact.role).toBe('Listing Agent')
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }))
    const second = screen.getAllByRole('textbox', { name: 'First name' })[1] as HTMLInputElement
    expect(second.autocomplete).toBe('off')
  })

  it('shows a message only for touched fields', () => {
    mount({ 'billingContact.email': 'Invalid', 'billingContact.phone': 'Required' }, ['billingContact.email'])
    expect(screen.getByText('Invalid')).toBeTruthy()
    expect(screen.queryByText('Required')).toBeNull()
    fireEvent.blur(screen.getAllByRole('textbox', { name: 'Phone' })[0] as HTMLElement)
    expect(screen.getByText('Required')).toBeTruthy()
  })
})

describe('CONFIRM step', () => {
  it('sums up the order with the totals table in the order’s currency', () => {
    render(<ConfirmStep order={filledOrder('confirm')} />)
    const rows = Object.fromEntries(
      screen
        .getAllByRole('row')
        .map((row) => [row.querySelector('th')?.textContent?.trim(), row.querySelector('td')?.textContent?.trim()]),
    )
    expect(rows).toMatchObject({
      Products: '$332.00',
      Discount: '−$33.20',
      Travel: '$0.00',
      'Second visit for twilight photos': '−$25.00',
      'Tax 13 %': '$35.60',
      Total: '$309.40 USD',
    })
    expect(screen.getByText('Sam Ortiz')).toBeTruthy()
    expect(screen.getByText('1 h 30 min')).toBeTruthy()
    expect(screen.getByText('Monday, May 4, 2026')).toBeTruthy()
    expect(screen.getByText('12 Elm St, Chicago, IL 60610, USA')).toBeTruthy()
  })

  it('shows the cancellation policy the order will have, with its free-change deadline in the order’s zone', () => {
    render(<ConfirmStep order={filledOrder('confirm')} />)
    const policy = screen.getByRole('region', { name: 'Changes and cancellation' })
    // The fixture's deadline, 2026-05-03T14:00Z, on Chicago's clocks.
    expect(policy.textContent).toContain('Free to reschedule or cancel until Sunday, May 3, 2026 at 9:00 AM')
    expect(policy.textContent).toContain('Free until 24 hours before the appointment.')
  })

  it('shows the first confirm error in an alert', () => {
    const order = filledOrder('confirm')
    render(
      <ConfirmStep order={{ ...order, confirm: { ...order.confirm, errors: ['That time was just taken.', 'x'] } }} />,
    )
    expect(screen.getByRole('alert').textContent).toBe('That time was just taken.')
  })

  it("shows a subscriber's plan price with pay as you go struck through, and the included listing as its own line", () => {
    const order = filledOrder('confirm')
    const confirm = {
      ...order.confirm,
      discountTotal: 0,
      priceAdjustments: [],
      priceAdjustmentsTotal: 0,
      travelTotal: 2500,
      taxTotal: 325,
      planRedemption: {
        plan: 'AGENT' as const,
        description: 'Included with your Agent plan (1 of 1 left)',
        amount: 33200,
      },
    }
    render(<ConfirmStep order={{ ...order, info: { ...order.info, promoCode: null }, confirm }} />)
    const rows = Object.fromEntries(
      screen
        .getAllByRole('row')
        .map((row) => [row.querySelector('th')?.textContent?.trim(), row.querySelector('td')?.textContent?.trim()]),
    )
    expect(rows).toMatchObject({
      '3D tour and floor plan · 2,100 sq ft': 'List price $349.00$332.00',
      Products: '$332.00',
      'Included with your Agent plan (1 of 1 left)': '−$332.00',
      Travel: '$25.00',
      // The plan's listing is taken off before tax: 33,200 − 33,200 + 2,500 + 325.
      Total: '$28.25 USD',
    })
    expect(screen.queryByText(/^Discount/)).toBeNull()
    const struck = screen.getByText('$349.00', { selector: 's', exact: false })
    expect(struck.tagName).toBe('S')
  })

  it('shows no plan line for an order without one', () => {
    render(<ConfirmStep order={filledOrder('confirm')} />)
    expect(screen.queryByText(/Included with your/)).toBeNull()
  })

  it('reads CAD amounts as such', () => {
    const order = filledOrder('confirm')
    render(<ConfirmStep order={{ ...order, info: { ...order.info, currency: 'CAD' } }} />)
    expect(screen.getByText('Total').closest('tr')?.textContent).toContain('CA$309.40')
  })
})
