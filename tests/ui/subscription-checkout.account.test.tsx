// The checkout's account step (SPEC §4 "Subscription checkout tabs: REGISTER or SIGN_IN (or RESET), TERMS, …"; issue
// 18) through the real dialog: who skips it (a verified buyer, the contact tier), which tab it opens on (REGISTER
// for nobody, VERIFY for an unverified buyer), and how it hands over to TERMS: registering or signing in moves on at
// once with the new session (the page's chart reads `context.user` to tell the app), verifying or skipping the code
// moves on with the buyer, and closing ends the checkout. A refused sign-in keeps the buyer on the step with the
// server's message. (TERMS onwards: subscription-checkout.paths; the contact tier: subscription-checkout.contact.)
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionCheckoutInput } from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import type { User } from '../../src/schemas/User'
import { StatusError } from '../../src/services/errors'
import { mountCheckoutDialog, settle } from '../support/checkout-dialog'
import { installDialogPolyfill } from '../support/jsdom-dialog'

beforeAll(installDialogPolyfill)
afterEach(cleanup)

const VERA: User = { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', isVerified: true }
const UMA: User = { firstName: 'Uma', lastName: 'Unverified', email: 'uma@example.com', isVerified: false }
const DANA: User = { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@example.com', isVerified: false }

/** The Agent plan, monthly, on the Canadian pricing page; nobody signed in unless said. */
const mount = (input: Partial<SubscriptionCheckoutInput> = {}) =>
  mountCheckoutDialog({ tier: 'AGENT', period: 'monthly', country: 'CA', user: null, ...input })

const heading = () => within(screen.getByRole('dialog')).getByRole('heading', { level: 2 }).textContent
const currentStep = () =>
  screen.getByRole('list', { name: 'Checkout steps' }).querySelector('[aria-current="step"]')?.textContent
const type = (label: string, value: string) =>
  settle(() => fireEvent.change(screen.getByLabelText(label), { target: { value } }))
const click = (name: string) => settle(() => fireEvent.click(screen.getByRole('button', { name })))

async function fillRegistration() {
  await type('First name', DANA.firstName)
  await type('Last name', DANA.lastName)
  await type('Email', DANA.email)
  await type('Phone', '+1 416 555 0100')
  await type('Password', 'a long enough secret')
  await type('Confirm password', 'a long enough secret')
  await settle(() => fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of service' })))
}

describe('checkout, account step', () => {
  it('nobody signed in: the step opens on REGISTER, with the step marked and nothing asked of the server', async () => {
    const { pending, checkout } = await mount()
    expect(currentStep()).toContain('Account')
    expect(screen.getByText('Create your account or sign in to subscribe.')).toBeTruthy()
    expect(heading()).toBe('Create an account')
    expect(pending).toEqual([])
    expect(checkout.getSnapshot().context.user).toBeNull()
  })

  it('a verified buyer skips the step and starts on TERMS', async () => {
    const { pending } = await mount({ user: VERA })
    expect(heading()).toBe('Subscription terms')
    expect(currentStep()).toContain('Terms')
    expect(screen.queryByText('Create your account or sign in to subscribe.')).toBeNull()
    expect(pending).toEqual([])
  })

  it('an unverified buyer starts on VERIFY, which sends a code to their address', async () => {
    const { pending } = await mount({ user: UMA })
    expect(currentStep()).toContain('Account')
    expect(heading()).toBe('Verify your e-mail')
    expect(pending.map((p) => p.path)).toEqual(['/user/register/code'])
    expect(screen.getByRole('status').textContent).toBe(`Sending a code to ${UMA.email}…`)
  })

  it('registering moves on to TERMS at once with the new, unverified session', async () => {
    const { pending, checkout } = await mount()
    await fillRegistration()
    await click('Create account')
    expect(pending.map((p) => p.path)).toEqual(['/user/register'])
    expect(pending[0]?.request).toEqual({
      firstName: DANA.firstName,
      lastName: DANA.lastName,
      email: DANA.email,
      phone: '+1 416 555 0100',
      password: 'a long enough secret',
    })
    // Still on the step while the server answers.
    expect(screen.getByRole('button', { name: 'Creating account…' })).toBeTruthy()
    await settle(() => pending[0]?.resolve({ user: DANA }))
    expect(heading()).toBe('Subscription terms')
    expect(currentStep()).toContain('Terms')
    expect(checkout.getSnapshot().context.user).toEqual(DANA)
  })

  it('a registration the server refuses keeps the buyer on the step, with what they typed', async () => {
    const { pending, checkout } = await mount()
    await fillRegistration()
    await click('Create account')
    await settle(() => pending[0]?.reject(new StatusError({ message: 'Registration is closed today.' })))
    expect(heading()).toBe('Create an account')
    expect(screen.getByRole('alert').textContent).toBe('Registration is closed today.')
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(DANA.email)
    expect(checkout.getSnapshot().context.user).toBeNull()
  })

  it('signing in moves on to TERMS with the signed-in buyer', async () => {
    const { pending, checkout } = await mount()
    await click('Sign in')
    expect(heading()).toBe('Sign in')
    await type('Email', VERA.email)
    await type('Password', 'her password')
    await settle(() => fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement))
    expect(pending.map((p) => p.path)).toEqual(['/user/sign-in'])
    expect(pending[0]?.request).toEqual({ email: VERA.email, password: 'her password' })
    await settle(() => pending[0]?.resolve({ user: VERA }))
    expect(heading()).toBe('Subscription terms')
    expect(checkout.getSnapshot().context.user).toEqual(VERA)
  })

  it('a refused sign-in stays on the step with the server’s message and no session', async () => {
    const { pending, checkout } = await mount()
    await click('Sign in')
    await type('Email', VERA.email)
    await type('Password', 'not her password')
    await settle(() => fireEvent.click(screen.getAllByRole('button', { name: 'Sign in' })[0] as HTMLElement))
    await settle(() => pending[0]?.reject(new StatusError({ message: 'Wrong email or password.' })))
    expect(heading()).toBe('Sign in')
    expect(currentStep()).toContain('Account')
    expect(screen.getByRole('alert').textContent).toBe('Wrong email or password.')
    expect(checkout.getSnapshot().context.user).toBeNull()
  })

  it('verifying the code moves on to TERMS with the buyer now verified', async () => {
    const { pending, checkout } = await mount({ user: UMA })
    await settle(() => pending[0]?.resolve({ ok: true }))
    await type('Verification code', '123456')
    await click('Verify')
    expect(pending.map((p) => p.path)).toEqual(['/user/register/code', '/user/register/verify'])
    await settle(() => pending[1]?.resolve({ user: { ...UMA, isVerified: true } }))
    expect(heading()).toBe('Subscription terms')
    expect(checkout.getSnapshot().context.user).toEqual({ ...UMA, isVerified: true })
  })

  it('skipping the code moves on to TERMS with the buyer as they are (the code can be entered later)', async () => {
    const { pending, checkout } = await mount({ user: UMA })
    await settle(() => pending[0]?.resolve({ ok: true }))
    await click('Skip')
    expect(heading()).toBe('Subscription terms')
    expect(checkout.getSnapshot().context.user).toEqual(UMA)
  })

  it('closing on the account step ends the checkout without a session', async () => {
    const { checkout } = await mount()
    const dialog = screen.getByRole('dialog')
    await settle(() => fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as Element))
    expect(screen.getByText('Checkout closed')).toBeTruthy()
    expect(checkout.getSnapshot().status).toBe('done')
    expect(checkout.getSnapshot().context.user).toBeNull()
  })

  it('an account step that ends with nobody signed in ends the checkout; one that ends with a buyer goes on', async () => {
    // The account chart ends on its own when told to close (its own dialog's Close): the checkout follows it.
    const nobody = await mount()
    await settle(() => nobody.checkout.getSnapshot().children.account?.send({ type: 'close' }))
    expect(screen.getByText('Checkout closed')).toBeTruthy()
    cleanup()
    const uma = await mount({ user: UMA })
    await settle(() => uma.checkout.getSnapshot().children.account?.send({ type: 'close' }))
    expect(heading()).toBe('Subscription terms')
    expect(uma.checkout.getSnapshot().context.user).toEqual(UMA)
  })

  it('a session that changes elsewhere reaches the checkout (the page tells it)', async () => {
    const { checkout } = await mount({ user: VERA })
    await settle(() => checkout.send({ type: 'session.changed', user: null }))
    expect(checkout.getSnapshot().context.user).toBeNull()
    await settle(() => checkout.send({ type: 'session.changed', user: UMA }))
    expect(checkout.getSnapshot().context.user).toEqual(UMA)
    // The step shown stays where it was.
    expect(heading()).toBe('Subscription terms')
  })
})
