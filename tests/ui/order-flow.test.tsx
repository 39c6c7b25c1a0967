// The order flow's page in a DOM over the real order-flow and booking-wizard charts with stub effects (SPEC §2, §4
// Order flow): the cookie notice, the progress bar and Next, the sign-in prompt, the confirm button and the promo
// box, COMPLETE.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { bookingWizardMachine } from '../../src/machines/booking-wizard/booking-wizard.machine'
import {
  type OrderFlowActorRef,
  orderFlowMachine,
  PROMO_FAILED,
  type WaitlistRequest,
} from '../../src/machines/order-flow/order-flow.machine'
import type { StartBookingRequest } from '../../src/schemas/api/booking'
import type { Ok } from '../../src/schemas/api/call'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { OrderFlow } from '../../src/ui/features/order-flow/OrderFlow'
import { confirmedOrder, filledOrder } from '../support/booking-orders'
import { type FakeIntersections, installIntersectionObserver } from '../support/intersection-observer'
import { renderInRouter } from '../support/render-in-router'
import { answering, deferred } from '../support/stub-actors'

let intersections: FakeIntersections
beforeEach(() => {
  intersections = installIntersectionObserver()
})
afterEach(() => {
  cleanup()
  intersections.uninstall()
})

async function mount(options: { cookies?: boolean; first?: BookingOrder; signedIn?: boolean } = {}) {
  const submitStep = deferred<BookingOrder>()
  const confirmBooking = deferred<BookingOrder>()
  const applyPromo = deferred<BookingOrder>()
  const signIns: unknown[] = []
  const actor: OrderFlowActorRef = createActor(
    orderFlowMachine.provide({
      actors: {
        checkCookies: fromPromise<boolean, void>(async () => options.cookies ?? true),
        bookingWizard: bookingWizardMachine.provide({
          actors: {
            startBooking: answering<BookingOrder, StartBookingRequest>(() => options.first ?? filledOrder('product'))
              .logic,
            submitStep: submitStep.logic,
            confirmBooking: confirmBooking.logic,
          },
        }),
        applyPromo: applyPromo.logic,
        enableWaitlist: fromPromise<Ok, WaitlistRequest>(async () => ({ ok: true })),
      },
    }),
    { input: { start: {}, user: null } },
  ).start()
  await renderInRouter(() => (
    <OrderFlow actor={actor} signedIn={options.signedIn ?? false} onSignIn={() => signIns.push(true)} />
  ))
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
  return { actor, submitStep, confirmBooking, applyPromo, signIns }
}

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })

/** The box of the alert that holds `text` (the page may show several alerts). */
const alertWith = (text: string) => screen.getByText(text).closest('[role="alert"]')

const withPromo = (order: BookingOrder, promoCode: string | null, promoCodeValid: boolean | null): BookingOrder => ({
  ...order,
  info: { ...order.info, promoCode, promoCodeValid },
})

/** Mounts the page with every step filled and opens CONFIRM through the progress bar. */
async function onConfirm() {
  const sut = await mount({ first: filledOrder('confirm') })
  fireEvent.click(screen.getByRole('button', { name: /Confirm/ }))
  await act(async () => sut.submitStep.resolve(filledOrder('confirm')))
  await settle()
  return sut
}

describe('order flow page', () => {
  it('asks to continue in a new tab, with a link and the help address, when cookies are blocked', async () => {
    await mount({ cookies: false })
    expect(screen.getByRole('heading', { name: 'Please continue in a new tab' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue in a new tab' }).getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: /support@/ })).toBeTruthy()
  })

  it('marks the current step, disables unreachable ones, and submits with Next', async () => {
    const sut = await mount({ first: filledOrder('product', { step: 'address' }) })
    const bar = screen.getByRole('navigation', { name: 'Order steps' })
    const address = screen.getByRole('button', { name: /Address/ })
    expect(address.getAttribute('aria-current')).toBe('step')
    expect(bar.contains(address)).toBe(true)
    expect((screen.getByRole('button', { name: /Schedule/ }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: /Product/ }) as HTMLButtonElement).disabled).toBe(false)
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next.className).toMatch(/primary/)
    fireEvent.click(next)
    expect(sut.submitStep.calls).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy()
    await act(async () => sut.submitStep.resolve(filledOrder('product')))
    await settle()
    expect(screen.getByRole('button', { name: /Product/ }).getAttribute('aria-current')).toBe('step')
  })

  it('prompts an anonymous visitor on PRODUCT to sign in, and Next looks plain while nothing is chosen', async () => {
    const sut = await mount({ first: filledOrder('product') })
    fireEvent.click(screen.getByRole('button', { name: /Product/ }))
    await act(async () => sut.submitStep.resolve(filledOrder('product')))
    await settle()
    fireEvent.click(screen.getByRole('button', { name: "Sign in for your plan's pricing and to fill in your details" }))
    expect(sut.signIns).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Next' }).className).toMatch(/secondary/)
  })

  it('notes CAD and HST under the progress bar for an order priced in Canada (?country=CA), and nothing for USD', async () => {
    const canadian = filledOrder('product', { step: 'address' })
    await mount({ first: { ...canadian, info: { ...canadian.info, currency: 'CAD', taxName: 'HST' } } })
    expect(screen.getByTestId('currency-note').textContent).toBe('Prices in CAD, plus 13 % HST.')
    cleanup()
    await mount({ first: filledOrder('product', { step: 'address' }) })
    expect(screen.queryByTestId('currency-note')).toBeNull()
  })

  it("reads 'Scroll down to confirm' until the bottom is in view, then places the order; COMPLETE follows", async () => {
    const sut = await mount({ first: filledOrder('confirm') })
    fireEvent.click(screen.getByRole('button', { name: /Confirm/ }))
    await act(async () => sut.submitStep.resolve(filledOrder('confirm')))
    await settle()
    expect(screen.getByRole('button', { name: 'Scroll down to confirm' })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true)
    act(() => intersections.intersect(true))
    fireEvent.click(screen.getByRole('button', { name: 'Place your order' }))
    expect(sut.confirmBooking.calls).toHaveLength(1)
    await act(async () => sut.confirmBooking.resolve(confirmedOrder()))
    await settle()
    expect(screen.getByText('SH-1')).toBeTruthy()
    expect(screen.getByText('priya@lakeside.example')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Order another' })).toBeTruthy()
  })

  it("moves the focus to each new step's heading and announces 'Step N of 5: Name'", async () => {
    const sut = await mount({ first: filledOrder('confirm', { step: 'address' }) })
    const live = () => document.querySelector('[aria-live="polite"]') as HTMLElement
    // Opening the page leaves the focus alone.
    expect(document.activeElement).toBe(document.body)
    expect(live().textContent).toBe('')

    const next = screen.getByRole('button', { name: 'Next' })
    next.focus()
    fireEvent.click(next)
    await act(async () => sut.submitStep.resolve(filledOrder('confirm', { step: 'product' })))
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /product/i }))
    expect(live().textContent).toBe('Step 2 of 5: Product')

    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    await act(async () => sut.submitStep.resolve(filledOrder('confirm', { step: 'address' })))
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Where is the property?' }))
    expect(live().textContent).toBe('Step 1 of 5: Address')

    fireEvent.click(screen.getByRole('button', { name: /Confirm/ }))
    await act(async () => sut.submitStep.resolve(filledOrder('confirm')))
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Review your order' }))
    expect(live().textContent).toBe('Step 5 of 5: Confirm')
    act(() => intersections.intersect(true))
    fireEvent.click(screen.getByRole('button', { name: 'Place your order' }))
    await act(async () => sut.confirmBooking.resolve(confirmedOrder()))
    await settle()
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /order is placed/ }))
    expect(live().textContent).toBe('Order complete')
  })
})

// Regressions for mutants the suite once let survive (issue 19): each test fails when the named rule is removed from
// the chart, and is checked on what the person sees, not on the chart's own state.
describe('order flow page: a failed submit shows why and keeps what was typed', () => {
  it('keeps the error message and the typed text after a failed Next (mutant: the failed submit is not shown)', async () => {
    const sut = await mount({ first: filledOrder('confirm') })
    fireEvent.click(screen.getByRole('button', { name: /Contact/ }))
    await act(async () => sut.submitStep.resolve(filledOrder('confirm', { step: 'contact' })))
    await settle()
    const notes = screen.getByRole('textbox', { name: /Special instructions/ }) as HTMLTextAreaElement
    fireEvent.change(notes, { target: { value: 'Lockbox code 4417' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(sut.submitStep.calls).toHaveLength(2)
    await act(async () =>
      sut.submitStep.reject(
        new FieldErrors({
          fieldErrors: { specialInstructions: 'Please keep it under 500 characters' },
          message: 'Please check the contact details.',
        }),
      ),
    )
    await settle()
    expect(alertWith('Please check the contact details.')).not.toBeNull()
    expect(screen.getByText('Please keep it under 500 characters')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Special instructions/ }) as HTMLTextAreaElement).value).toBe(
      'Lockbox code 4417',
    )
    expect(screen.getByRole('button', { name: /Contact/ }).getAttribute('aria-current')).toBe('step')
    // Not stuck saving: Next is offered again.
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows why the order was not placed when placing it fails (mutant: the failed confirm is not shown)', async () => {
    const sut = await onConfirm()
    fireEvent.change(screen.getByRole('textbox', { name: 'Promo code' }), { target: { value: 'SPRING' } })
    act(() => intersections.intersect(true))
    fireEvent.click(screen.getByRole('button', { name: 'Place your order' }))
    expect(sut.confirmBooking.calls).toHaveLength(1)
    await act(async () =>
      sut.confirmBooking.reject(new StatusError({ message: 'Payment could not be taken. Please try again.' })),
    )
    await settle()
    expect(alertWith('Payment could not be taken. Please try again.')).not.toBeNull()
    expect(screen.getByRole('button', { name: /Confirm/ }).getAttribute('aria-current')).toBe('step')
    expect((screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement).value).toBe('SPRING')
    expect((screen.getByRole('button', { name: 'Place your order' }) as HTMLButtonElement).disabled).toBe(false)
  })
})

describe('order flow page: typing in the promo box returns it to idle', () => {
  it("clears 'not valid' and keeps the new code when typing over it (mutant: the box stays invalid or drops the text)", async () => {
    const sut = await onConfirm()
    const box = () => screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement
    const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement
    fireEvent.change(box(), { target: { value: 'NOPE' } })
    fireEvent.click(apply())
    await act(async () => sut.applyPromo.resolve(withPromo(filledOrder('confirm'), 'NOPE', false)))
    await settle()
    expect(alertWith('Promo code not valid.')).not.toBeNull()
    expect(box().getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(box(), { target: { value: 'SPRING' } })
    expect(screen.queryByText('Promo code not valid.')).toBeNull()
    expect(box().getAttribute('aria-invalid')).toBeNull()
    expect(box().value).toBe('SPRING')
    expect(apply().disabled).toBe(false)
    fireEvent.click(apply())
    expect(sut.applyPromo.calls.at(-1)).toMatchObject({ promoCode: 'SPRING' })
  })

  it('clears the failed-call message when a code is typed again (mutant: the message stays)', async () => {
    const sut = await onConfirm()
    const box = () => screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement
    fireEvent.change(box(), { target: { value: 'SPRING' } })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await act(async () => sut.applyPromo.reject(new Unreachable({ message: 'offline' })))
    await settle()
    expect(alertWith(PROMO_FAILED)).not.toBeNull()

    fireEvent.change(box(), { target: { value: 'SPRING2' } })
    expect(screen.queryByText(PROMO_FAILED)).toBeNull()
    expect(box().value).toBe('SPRING2')
    expect((screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
