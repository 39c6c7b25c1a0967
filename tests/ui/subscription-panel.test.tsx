// The Account page's plan panel (issue 18) driven by the subscription-status chart with stub actors: what the
// subscriber sees while the plan is read, when it cannot be read, after cancelling or keeping it, and after a new
// session. Expected words are written out by hand from the plan below (SPEC §9: Agent monthly, $284 + 13 % HST).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { subscriptionStatusMachine } from '../../src/machines/subscription-status/subscription-status.machine'
import type { SubscriptionView } from '../../src/schemas/api/finance'
import type { User } from '../../src/schemas/User'
import { StatusError } from '../../src/services/errors'
import { SubscriptionPanelView } from '../../src/ui/features/subscription-status/SubscriptionPanel'
import { deferred } from '../support/stub-actors'
import { ACTIVE_AGENT_SUBSCRIPTION } from '../support/subscription-fixtures'

afterEach(cleanup)

const AVA: User = { firstName: 'Ava', lastName: 'Agent', email: 'ava@showhome.example', isVerified: true }
const BEN: User = { firstName: 'Ben', lastName: 'Broker', email: 'ben@showhome.example', isVerified: true }

const ACTIVE = ACTIVE_AGENT_SUBSCRIPTION
const ENDING: SubscriptionView = { ...ACTIVE, status: 'ending', nextChargeCents: null, nextChargeDate: null }
const TEAM: SubscriptionView = { ...ACTIVE, plan: 'TEAM', period: 'annual' }

const CANCEL = 'Cancel at the end of the term'
const KEEP = 'Keep my plan'

function show(user: User | null) {
  const load = deferred<SubscriptionView | null>()
  const save = deferred<SubscriptionView | null>()
  const status = createActor(
    subscriptionStatusMachine.provide({ actors: { loadSubscription: load.logic, setRenewal: save.logic } }),
    { input: { user } },
  ).start()
  render(<SubscriptionPanelView status={status} />)
  return { status, load, save }
}

/** Settles a stub and lets the chart and React take its answer. */
async function settle(step: () => void) {
  await act(async () => {
    step()
    await Promise.resolve()
  })
}

const alert = () => screen.queryByRole('alert')?.textContent ?? null
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('the plan panel', () => {
  it('shows nothing signed out, a loading line while the plan is read, then the plan with its next charge', async () => {
    const { status, load } = show(null)
    expect(screen.queryByLabelText('Your plan')).toBeNull()
    expect(load.calls).toHaveLength(0)
    act(() => status.send({ type: 'session.changed', user: AVA }))
    expect(screen.getByLabelText('Your plan').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByText('Loading your plan…')).toBeTruthy()
    await settle(() => load.resolve(ACTIVE))
    expect(screen.getByRole('heading', { name: 'Agent plan, billed monthly' })).toBeTruthy()
    expect(screen.getByText('Active')).toBeTruthy()
    expect(screen.getByText('CA$320.92 on December 27, 2026')).toBeTruthy()
    expect(button(CANCEL).disabled).toBe(false)
    expect(screen.queryByText('Loading your plan…')).toBeNull()
    expect(alert()).toBeNull()
  })

  it('says why the plan could not be read; trying again reads it and the message goes', async () => {
    const { load } = show(AVA)
    await settle(() => load.reject(new StatusError({ message: 'The plans service is down.' })))
    expect(alert()).toBe('The plans service is down.')
    fireEvent.click(button('Try again'))
    expect(screen.getByText('Loading your plan…')).toBeTruthy()
    expect(load.calls).toHaveLength(2)
    await settle(() => load.resolve(ACTIVE))
    expect(screen.getByRole('heading', { name: 'Agent plan, billed monthly' })).toBeTruthy()
    expect(alert()).toBeNull()
  })

  it('says so in its own words when the server gives none', async () => {
    const { load } = show(AVA)
    await settle(() => load.reject(new Error('boom')))
    expect(alert()).toBe('We could not load your plan. Please try again.')
  })

  it('cancels at the term’s end, then keeps the plan after a refusal, with the refusal gone once it is kept', async () => {
    const { load, save } = show(AVA)
    await settle(() => load.resolve(ACTIVE))
    fireEvent.click(button(CANCEL))
    expect(save.calls).toEqual([{ renew: false }])
    expect(button('Saving…').disabled).toBe(true)
    await settle(() => save.resolve(ENDING))
    expect(screen.getByText('Ends at the term’s end')).toBeTruthy()
    expect(screen.getByText('None: the plan ends on February 27, 2027')).toBeTruthy()
    expect(screen.queryByRole('button', { name: CANCEL })).toBeNull()
    fireEvent.click(button(KEEP))
    expect(save.calls).toEqual([{ renew: false }, { renew: true }])
    expect(button('Saving…').disabled).toBe(true)
    await settle(() => save.reject(new StatusError({ message: 'Your card has expired.' })))
    expect(alert()).toBe('Your card has expired.')
    expect(screen.getByText('Ends at the term’s end')).toBeTruthy()
    expect(button(KEEP).disabled).toBe(false)
    fireEvent.click(button(KEEP))
    expect(save.calls).toHaveLength(3)
    await settle(() => save.resolve(ACTIVE))
    expect(screen.getByText('Active')).toBeTruthy()
    expect(button(CANCEL).disabled).toBe(false)
    expect(alert()).toBeNull()
  })

  it('says so in its own words when a change is refused without a reason', async () => {
    const { load, save } = show(AVA)
    await settle(() => load.resolve(ACTIVE))
    fireEvent.click(button(CANCEL))
    await settle(() => save.reject(new Error('boom')))
    expect(alert()).toBe('Your plan could not be changed. Please try again.')
    expect(screen.getByText('Active')).toBeTruthy()
    expect(button(CANCEL).disabled).toBe(false)
  })

  it('keeps the plan on screen while it is read again after a purchase, its buttons waiting', async () => {
    const { status, load } = show(AVA)
    await settle(() => load.resolve(null))
    expect(screen.queryByLabelText('Your plan')).toBeNull()
    act(() => status.send({ type: 'refresh' }))
    expect(load.calls).toHaveLength(2)
    await settle(() => load.resolve(ACTIVE))
    act(() => status.send({ type: 'refresh' }))
    expect(load.calls).toHaveLength(3)
    expect(screen.getByRole('heading', { name: 'Agent plan, billed monthly' })).toBeTruthy()
    expect(button('Saving…').disabled).toBe(true)
    await settle(() => load.resolve(TEAM))
    expect(screen.getByRole('heading', { name: 'Team plan, billed annually' })).toBeTruthy()
    expect(button(CANCEL).disabled).toBe(false)
  })

  it('does not show one subscriber’s plan or message to the next: a new session reads again from nothing', async () => {
    const { status, load, save } = show(AVA)
    await settle(() => load.resolve(ACTIVE))
    fireEvent.click(button(CANCEL))
    await settle(() => save.reject(new StatusError({ message: 'Your card has expired.' })))
    expect(alert()).toBe('Your card has expired.')
    act(() => status.send({ type: 'session.changed', user: BEN }))
    expect(screen.getByText('Loading your plan…')).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(alert()).toBeNull()
    expect(load.calls).toHaveLength(2)
    act(() => status.send({ type: 'session.changed', user: null }))
    expect(screen.queryByLabelText('Your plan')).toBeNull()
  })
})
