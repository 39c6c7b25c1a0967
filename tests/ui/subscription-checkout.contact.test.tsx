// The checkout's contact tier (issue 18; SPEC §9 "Contact tier advertises savings up to 30%") through the real
// dialog: the chart opens the sales form for CONTACT, whoever asks; an empty send marks the required fields and asks
// nothing of the server; typing clears that field's mark; a valid send posts the typed values with the page's
// country, the button says it is sending, and the thanks names the address the reply goes to; the server's field
// messages and a failure keep what was typed. (The payment tiers' paths are in subscription-checkout.paths.)
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionCheckoutInput } from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import { FieldErrors, StatusError } from '../../src/services/errors'
import { mountCheckoutDialog, settle } from '../support/checkout-dialog'
import { installDialogPolyfill } from '../support/jsdom-dialog'

beforeAll(installDialogPolyfill)
afterEach(cleanup)

/** A visitor (nobody signed in: the contact tier needs no account) on the Canadian pricing page by default. */
const mount = (input: Partial<SubscriptionCheckoutInput> = {}) =>
  mountCheckoutDialog({ tier: 'CONTACT', period: 'monthly', country: 'CA', user: null, ...input })

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const message = () => screen.getByLabelText('Anything we should know? (optional)') as HTMLTextAreaElement
const sendButton = () =>
  screen.getByRole('button', { name: /^(Send to our sales team|Sending…)$/ }) as HTMLButtonElement
const type = (label: string, value: string) => settle(() => fireEvent.change(field(label), { target: { value } }))
const send = () => settle(() => fireEvent.click(sendButton()))
const invalidCount = () => document.querySelectorAll('[aria-invalid="true"]').length

const REQUIRED = ['First name', 'Last name', 'Email', 'Brokerage or company']
const OPTIONAL = ['Phone (optional)', 'Listings a month (optional)']
const TYPED = {
  'First name': 'Rosa',
  'Last name': 'Brokerage',
  Email: 'rosa@north-shore.example',
  'Phone (optional)': '+1 416 555 0100',
  'Brokerage or company': 'North Shore Realty',
  'Listings a month (optional)': 'about 40',
}
const fillAll = async () => {
  for (const [label, value] of Object.entries(TYPED)) await type(label, value)
  await settle(() => fireEvent.change(message(), { target: { value: 'Three offices.' } }))
}

describe('checkout, contact tier', () => {
  it('opens the sales form, with no account step, its first field focused', async () => {
    await mount()
    expect(screen.getByRole('heading', { name: 'Talk to sales' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Checkout steps' })).toBeNull()
    expect(document.activeElement).toBe(field('First name'))
  })

  it('an empty send marks exactly the required fields and asks nothing of the server', async () => {
    const { pending } = await mount()
    await send()
    for (const label of REQUIRED) expect(field(label).getAttribute('aria-invalid'), label).toBe('true')
    expect(invalidCount()).toBe(REQUIRED.length)
    for (const label of OPTIONAL) expect(field(label).getAttribute('aria-invalid')).toBeNull()
    expect(message().getAttribute('aria-invalid')).toBeNull()
    expect(pending).toEqual([])
    // Typing in a marked field clears its mark only.
    await type('Email', 'rosa@')
    expect(field('Email').getAttribute('aria-invalid')).toBeNull()
    expect(field('First name').getAttribute('aria-invalid')).toBe('true')
  })

  it('an email that is not one is refused before sending', async () => {
    const { pending } = await mount()
    await fillAll()
    await type('Email', 'rosa at north shore')
    await send()
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(pending).toEqual([])
  })

  it('a valid send posts what was typed with the page’s country, then thanks the visitor by the reply address', async () => {
    const { pending } = await mount()
    await fillAll()
    await send()
    expect(pending.map((p) => p.path)).toEqual(['/subscription/contact'])
    expect(pending[0]?.request).toEqual({
      firstName: 'Rosa',
      lastName: 'Brokerage',
      email: 'rosa@north-shore.example',
      phone: '+1 416 555 0100',
      company: 'North Shore Realty',
      listingsPerMonth: 'about 40',
      message: 'Three offices.',
      country: 'CA',
    })
    expect(sendButton().textContent).toBe('Sending…')
    expect(sendButton().disabled).toBe(true)
    await settle(() => pending[0]?.resolve({ ok: true }))
    expect(screen.getByRole('heading', { name: 'Thanks, your message is with our sales team' })).toBeTruthy()
    expect(screen.getByText('We will reply to rosa@north-shore.example within one business day.')).toBeTruthy()
  })

  it('without a country on the page, none is sent', async () => {
    const { pending } = await mount({ country: null })
    await fillAll()
    await send()
    expect(pending[0]?.request).not.toHaveProperty('country')
  })

  it('the server’s field messages are shown on their fields, and what was typed stays', async () => {
    const { pending } = await mount()
    await fillAll()
    await send()
    const refusal = 'This address cannot receive mail.'
    await settle(() => pending[0]?.reject(new FieldErrors({ fieldErrors: { email: refusal } })))
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    const described = field('Email').getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(described)?.textContent).toBe(refusal)
    expect(field('Brokerage or company').value).toBe('North Shore Realty')
    expect(sendButton().disabled).toBe(false)
  })

  it('a refusal shows the server’s words, keeps the form, and a second send goes out', async () => {
    const { pending } = await mount()
    await fillAll()
    await send()
    await settle(() => pending[0]?.reject(new StatusError({ message: 'Our sales inbox is full.' })))
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Our sales inbox is full.')
    expect(message().value).toBe('Three offices.')
    await send()
    expect(pending).toHaveLength(2)
  })

  it('Done on the thanks closes the checkout', async () => {
    const { pending, checkout } = await mount()
    await fillAll()
    await send()
    await settle(() => pending[0]?.resolve({ ok: true }))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Done' })))
    expect(checkout.getSnapshot().status).toBe('done')
    expect(screen.getByText('Checkout closed')).toBeTruthy()
  })
})
