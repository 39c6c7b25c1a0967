// The subscription checkout's chart with stub effects (SPEC §4 checkout tabs, §8 payment failure; issue 18): where
// each buyer starts, what each call is asked (the §9 Agent fee in Canada: $284 + 13 % HST = $320.92, worked out by
// hand), what each answer and failure leaves on screen in the provider's or our own words, that a payment in flight
// cannot be closed or left, and the contact form's checks and refusals. The view's own paths are
// tests/ui/subscription-checkout.paths.test.tsx; these are the chart's rules without the DOM, so they run in
// milliseconds.
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  checkoutTabOf,
  type SubscriptionCheckoutInput,
  subscriptionCheckoutMachine,
} from '../../src/machines/subscription-checkout/subscription-checkout.machine'
import type { ChargeSecretResponse, SubscriptionView, TestPaymentResponse } from '../../src/schemas/api/finance'
import type { User } from '../../src/schemas/User'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'
import { ACTIVE_AGENT_SUBSCRIPTION, LOCAL_PAYMENT_SECRET } from '../support/subscription-fixtures'

const VERA: User = { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', isVerified: true }
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: 'M5V 2T6' } as const
const OFFLINE = 'We could not reach the server. Check your connection and try again.'
const PAYMENT_FAILED = 'The payment could not be completed. Please try again.'

const running: Array<{ stop(): void }> = []
afterEach(() => {
  for (const actor of running.splice(0)) actor.stop()
})

function start(overrides: Partial<SubscriptionCheckoutInput> = {}) {
  const secret = deferred<ChargeSecretResponse>()
  const confirm = deferred<TestPaymentResponse>()
  const authenticate = deferred<TestPaymentResponse>()
  const activation = deferred<SubscriptionView | null>()
  const contact = deferred<{ ok: true }>()
  const machine = subscriptionCheckoutMachine.provide({
    actors: {
      getChargeSecret: secret.logic,
      confirmPayment: confirm.logic,
      authenticatePayment: authenticate.logic,
      awaitSubscription: activation.logic,
      sendContact: contact.logic,
    },
  })
  const input: SubscriptionCheckoutInput = { tier: 'AGENT', period: 'monthly', country: 'CA', user: VERA, ...overrides }
  const actor = createActor(machine, { input }).start()
  running.push(actor)
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'))
  const context = () => actor.getSnapshot().context
  const tab = () => checkoutTabOf(actor.getSnapshot())
  return { actor, secret, confirm, authenticate, activation, contact, settle, context, tab }
}

type Checkout = ReturnType<typeof start>

/** The account dialog's state, run as the checkout's child. */
const accountTab = (c: Checkout) =>
  (c.actor.getSnapshot().children.account?.getSnapshot() as { value: unknown } | undefined)?.value

/** Consents and waits for the card form. */
async function toCardForm(c: Checkout = start()) {
  c.actor.send({ type: 'terms.consent', ticked: true })
  c.actor.send({ type: 'terms.continue' })
  c.secret.resolve(LOCAL_PAYMENT_SECRET)
  await c.settle()
  expect(c.actor.getSnapshot().matches({ payment: 'ready' })).toBe(true)
  return c
}

/** Types the whole card and pays. */
async function pay(c: Checkout) {
  for (const [field, value] of Object.entries(CARD)) {
    c.actor.send({ type: 'card.change', field: field as keyof typeof CARD, value })
  }
  c.actor.send({ type: 'pay' })
  expect(c.actor.getSnapshot().matches({ payment: 'paying' })).toBe(true)
  return c
}

describe('subscription checkout chart: where each buyer starts', () => {
  it('a verified buyer goes straight to the terms, with nothing filled or said yet', () => {
    const { actor, tab } = start()
    expect(tab()).toBe('TERMS')
    expect(actor.getSnapshot().context).toMatchObject({
      consent: false,
      termsError: undefined,
      payment: null,
      card: { number: '', expiry: '', cvc: '', postalCode: '' },
      cardErrors: {},
      paymentError: undefined,
      activationPending: false,
      subscription: null,
    })
    expect(actor.getSnapshot().machine.id).toBe('subscriptionCheckout')
  })

  it('a visitor registers first; an unverified user is asked for the code', () => {
    const visitor = start({ user: null })
    expect(visitor.tab()).toBe('ACCOUNT')
    expect(accountTab(visitor)).toHaveProperty('register')

    const unverified = start({ user: { ...VERA, isVerified: false } })
    expect(unverified.tab()).toBe('ACCOUNT')
    expect(accountTab(unverified)).toHaveProperty('verify')
  })

  it('the contact tier opens the contact form, filled from the session', () => {
    const { tab, context } = start({ tier: 'CONTACT' })
    expect(tab()).toBe('CONTACT')
    expect(context().contactDraft).toEqual({
      firstName: 'Vera',
      lastName: 'Verified',
      email: 'vera@example.com',
      phone: '',
      company: '',
      listingsPerMonth: '',
      message: '',
    })
    const visitor = start({ tier: 'CONTACT', user: null })
    expect(Object.values(visitor.context().contactDraft)).toEqual(['', '', '', '', '', '', ''])
  })

  it('takes a session change wherever it is, and closes as a final state', () => {
    const { actor, context } = start()
    actor.send({ type: 'session.changed', user: null })
    expect(context().user).toBeNull()
    actor.send({ type: 'close' })
    expect(actor.getSnapshot().status).toBe('done')
  })
})

describe('subscription checkout chart: terms and payment', () => {
  it('needs consent before the payment; ticking clears the message; back returns to the terms', async () => {
    const c = start()
    c.actor.send({ type: 'terms.continue' })
    expect(c.tab()).toBe('TERMS')
    expect(c.context().termsError).toBe('Please accept the subscription terms to continue.')
    c.actor.send({ type: 'terms.consent', ticked: true })
    expect(c.context()).toMatchObject({ consent: true, termsError: undefined })
    c.actor.send({ type: 'terms.continue' })
    expect(c.tab()).toBe('PAYMENT')
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true)
    // SPEC §9: Agent monthly is $284; Ontario's 13 % HST is $36.92.
    expect(c.secret.calls).toMatchObject([
      {
        country: 'CA',
        quote: { plan: 'AGENT', period: 'monthly', chargeCents: 28_400, taxCents: 3_692, totalCents: 32_092 },
      },
    ])
    c.secret.resolve(LOCAL_PAYMENT_SECRET)
    await c.settle()
    expect(c.context().payment).toEqual(LOCAL_PAYMENT_SECRET)
    c.actor.send({ type: 'back' })
    expect(c.tab()).toBe('TERMS')
  })

  it('says why the payment could not start, in the server’s words, ours, or the connection’s; Try again asks anew', async () => {
    for (const [error, shown] of [
      [new StatusError({ message: 'Subscriptions are paused today.' }), 'Subscriptions are paused today.'],
      [new Error('boom'), 'We could not start the payment. Please try again.'],
      [new Unreachable({ message: 'fetch failed' }), OFFLINE],
    ] as const) {
      const c = start()
      c.actor.send({ type: 'terms.consent', ticked: true })
      c.actor.send({ type: 'terms.continue' })
      c.secret.reject(error)
      await c.settle()
      expect(c.actor.getSnapshot().matches({ payment: 'unavailable' })).toBe(true)
      expect(c.context().prepareError).toBe(shown)
      c.actor.send({ type: 'payment.retry' })
      expect(c.context().prepareError).toBeUndefined()
      expect(c.secret.calls).toHaveLength(2)
    }
  })

  it('points at what is missing of the card and sends nothing; typing a field clears its message only', async () => {
    const c = await toCardForm()
    c.actor.send({ type: 'card.change', field: 'number', value: '4242' })
    c.actor.send({ type: 'pay' })
    expect(c.confirm.calls).toEqual([])
    expect(c.context().cardErrors).toEqual({
      number: 'Your card number is incomplete.',
      expiry: 'Your card’s expiration date is incomplete.',
      cvc: 'Your card’s security code is incomplete.',
      postalCode: 'Your postal code is incomplete.',
    })
    c.actor.send({ type: 'card.change', field: 'cvc', value: '12' })
    expect(Object.keys(c.context().cardErrors)).toEqual(['number', 'expiry', 'postalCode'])
    expect(c.context().card).toEqual({ number: '4242', expiry: '', cvc: '12', postalCode: '' })
  })

  it('pays with the secret and the card typed, and neither closes nor goes back meanwhile', async () => {
    const c = await pay(await toCardForm())
    expect(c.confirm.calls).toEqual([{ payment: LOCAL_PAYMENT_SECRET, card: CARD }])
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true)
    c.actor.send({ type: 'close' })
    c.actor.send({ type: 'back' })
    expect(c.actor.getSnapshot().matches({ payment: 'paying' })).toBe(true)
  })

  it('a refusal shows the provider’s words under Pay (ours when it has none) and keeps the card', async () => {
    for (const [message, shown] of [
      ['Your card was declined.', 'Your card was declined.'],
      [null, PAYMENT_FAILED],
    ] as const) {
      const c = await pay(await toCardForm())
      c.confirm.resolve({ status: 'requires_payment_method', message })
      await c.settle()
      expect(c.actor.getSnapshot().matches({ payment: 'ready' })).toBe(true)
      expect(c.context().paymentError).toBe(shown)
      expect(c.context().card).toEqual(CARD)
      // Typing again clears it; paying again starts clean.
      c.actor.send({ type: 'card.change', field: 'cvc', value: '124' })
      expect(c.context().paymentError).toBeUndefined()
    }
  })

  it('a failed call says so, in the connection’s words when offline; leaving the payment clears it', async () => {
    const c = await pay(await toCardForm())
    c.confirm.reject(new Unreachable({ message: 'fetch failed' }))
    await c.settle()
    expect(c.context().paymentError).toBe(OFFLINE)
    c.actor.send({ type: 'pay' })
    expect(c.context().paymentError).toBeUndefined()
    c.confirm.reject(new Error('500'))
    await c.settle()
    expect(c.context().paymentError).toBe(PAYMENT_FAILED)
    c.actor.send({ type: 'pay' })
    c.confirm.resolve({ status: 'requires_payment_method', message: 'Declined.' })
    await c.settle()
    c.actor.send({ type: 'pay' })
    expect(c.actor.getSnapshot().matches({ payment: 'paying' })).toBe(true)
    c.confirm.resolve({ status: 'requires_payment_method', message: 'Declined.' })
    await c.settle()
    c.actor.send({ type: 'back' })
    expect(c.context()).toMatchObject({ paymentError: undefined, cardErrors: {}, card: CARD })
  })

  it('asks the bank’s step, then approves with the secret; its answer decides', async () => {
    const c = await pay(await toCardForm())
    c.confirm.resolve({ status: 'requires_action', message: null })
    await waitFor(c.actor, (s) => s.matches({ payment: { authenticating: 'challenge' } }))
    c.actor.send({ type: 'authentication.complete' })
    expect(c.actor.getSnapshot().matches({ payment: { authenticating: 'submitting' } })).toBe(true)
    expect(c.authenticate.calls).toEqual([{ secret: 'pi_local_1_secret_abc', approve: true }])
    c.actor.send({ type: 'close' })
    c.actor.send({ type: 'back' })
    expect(c.actor.getSnapshot().matches({ payment: { authenticating: 'submitting' } })).toBe(true)
    c.authenticate.resolve({ status: 'succeeded', message: null })
    await waitFor(c.actor, (s) => s.matches({ payment: 'activating' }))
    expect(c.activation.calls).toHaveLength(1)
  })

  it('an approval the provider refuses, or that fails, goes back to Pay with its words', async () => {
    const refused = await pay(await toCardForm())
    refused.confirm.resolve({ status: 'requires_action', message: null })
    await waitFor(refused.actor, (s) => s.matches({ payment: { authenticating: 'challenge' } }))
    refused.actor.send({ type: 'authentication.complete' })
    refused.authenticate.resolve({ status: 'requires_payment_method', message: 'The bank said no.' })
    await refused.settle()
    expect(refused.actor.getSnapshot().matches({ payment: 'ready' })).toBe(true)
    expect(refused.context().paymentError).toBe('The bank said no.')

    const failed = await pay(await toCardForm())
    failed.confirm.resolve({ status: 'requires_action', message: null })
    await waitFor(failed.actor, (s) => s.matches({ payment: { authenticating: 'challenge' } }))
    failed.actor.send({ type: 'authentication.complete' })
    failed.authenticate.reject(new StatusError({ message: 'This payment has expired.' }))
    await failed.settle()
    expect(failed.actor.getSnapshot().matches({ payment: 'ready' })).toBe(true)
    expect(failed.context().paymentError).toBe('This payment has expired.')
  })

  it('a buyer who fails the bank’s step is refused by the provider, which says why', async () => {
    for (const outcome of ['answer', 'error'] as const) {
      const c = await pay(await toCardForm())
      c.confirm.resolve({ status: 'requires_action', message: null })
      await waitFor(c.actor, (s) => s.matches({ payment: { authenticating: 'challenge' } }))
      c.actor.send({ type: 'authentication.fail' })
      expect(c.actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(c.authenticate.calls).toEqual([{ secret: 'pi_local_1_secret_abc', approve: false }])
      c.actor.send({ type: 'close' })
      c.actor.send({ type: 'back' })
      expect(c.actor.getSnapshot().matches({ payment: { authenticating: 'failing' } })).toBe(true)
      if (outcome === 'answer') {
        c.authenticate.resolve({ status: 'requires_payment_method', message: 'Authentication failed.' })
      } else c.authenticate.reject(new Unreachable({ message: 'fetch failed' }))
      await c.settle()
      expect(c.actor.getSnapshot().matches({ payment: 'ready' })).toBe(true)
      expect(c.context().paymentError).toBe(outcome === 'answer' ? 'Authentication failed.' : OFFLINE)
    }
  })
})

describe('subscription checkout chart: activation', () => {
  async function activating() {
    const c = await pay(await toCardForm())
    c.confirm.resolve({ status: 'succeeded', message: null })
    await waitFor(c.actor, (s) => s.matches({ payment: 'activating' }))
    c.actor.send({ type: 'close' })
    c.actor.send({ type: 'back' })
    expect(c.actor.getSnapshot().matches({ payment: 'activating' })).toBe(true)
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true)
    return c
  }

  it('succeeds with the active plan', async () => {
    const c = await activating()
    c.activation.resolve(ACTIVE_AGENT_SUBSCRIPTION)
    await waitFor(c.actor, (s) => s.matches('success'))
    expect(c.tab()).toBe('SUCCESS')
    expect(c.context()).toMatchObject({ subscription: ACTIVE_AGENT_SUBSCRIPTION, activationPending: false })
  })

  it('says the plan will show shortly when it is still pending, not there yet, or could not be read', async () => {
    const pending = await activating()
    pending.activation.resolve({ ...ACTIVE_AGENT_SUBSCRIPTION, status: 'pending' })
    await waitFor(pending.actor, (s) => s.matches('success'))
    expect(pending.context().activationPending).toBe(true)

    const none = await activating()
    none.activation.resolve(null)
    await waitFor(none.actor, (s) => s.matches('success'))
    expect(none.context()).toMatchObject({ subscription: null, activationPending: true })

    const unread = await activating()
    unread.activation.reject(new Unreachable({ message: 'fetch failed' }))
    await waitFor(unread.actor, (s) => s.matches('success'))
    expect(unread.context().activationPending).toBe(true)
  })
})

describe('subscription checkout chart: contact', () => {
  const filled = {
    phone: '312 555 0100',
    company: 'Lakeside Realty',
    listingsPerMonth: 'about 40',
    message: 'We list 40 homes a month.',
  } as const

  function fill(c: Checkout) {
    for (const [field, value] of Object.entries(filled)) {
      c.actor.send({ type: 'contact.change', field: field as keyof typeof filled, value })
    }
  }

  it('checks the form before sending, and typing in a field clears its message', () => {
    const c = start({ tier: 'CONTACT', user: null })
    c.actor.send({ type: 'contact.submit' })
    expect(c.contact.calls).toEqual([])
    expect(Object.keys(c.context().contactErrors).sort()).toEqual(['company', 'email', 'firstName', 'lastName'])
    c.actor.send({ type: 'contact.change', field: 'company', value: 'Lakeside Realty' })
    expect(Object.keys(c.context().contactErrors)).not.toContain('company')
    expect(c.context().contactDraft.company).toBe('Lakeside Realty')
  })

  it('sends the checked form with the page’s country, then thanks', async () => {
    const c = start({ tier: 'CONTACT' })
    fill(c)
    c.actor.send({ type: 'contact.submit' })
    expect(c.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(c.contact.calls).toEqual([
      { firstName: 'Vera', lastName: 'Verified', email: 'vera@example.com', ...filled, country: 'CA' },
    ])
    c.contact.resolve({ ok: true })
    await waitFor(c.actor, (s) => s.matches({ contact: 'sent' }))
  })

  it('sends no country when the page has none', () => {
    const c = start({ tier: 'CONTACT', country: null })
    fill(c)
    c.actor.send({ type: 'contact.submit' })
    expect(c.contact.calls[0]).not.toHaveProperty('country')
  })

  it('a refusal keeps the text and says why: the fields the server named, its words, or ours', async () => {
    const c = start({ tier: 'CONTACT' })
    fill(c)
    c.actor.send({ type: 'contact.submit' })
    c.contact.reject(new FieldErrors({ message: '', fieldErrors: { email: 'This address cannot receive mail.' } }))
    await c.settle()
    expect(c.actor.getSnapshot().matches({ contact: 'editing' })).toBe(true)
    expect(c.context().contactErrors).toEqual({ email: 'This address cannot receive mail.' })
    expect(c.context().contactError).toBe('This address cannot receive mail.')
    expect(c.context().contactDraft.company).toBe('Lakeside Realty')
    c.actor.send({ type: 'contact.change', field: 'email', value: 'vera@lakeside.example' })
    expect(c.context()).toMatchObject({ contactErrors: {}, contactError: undefined })

    c.actor.send({ type: 'contact.submit' })
    c.contact.reject(new StatusError({ message: 'Too many messages; try again in an hour.' }))
    await c.settle()
    expect(c.context().contactError).toBe('Too many messages; try again in an hour.')
  })
})
