// The Account page's plan panel chart (issue 18): nothing to read signed out; read on a new session and after a
// purchase; cancelling at the term's end and taking it back, with the server's words when it refuses.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  LOAD_FAILED,
  subscriptionStatusMachine,
} from '../../src/machines/subscription-status/subscription-status.machine'
import type { SubscriptionView } from '../../src/schemas/api/finance'
import type { User } from '../../src/schemas/User'
import { StatusError, Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

const USER: User = { firstName: 'Ava', lastName: 'Agent', email: 'agent@showhome.example', isVerified: true }
const PLAN = { plan: 'AGENT', status: 'active', nextChargeCents: 28_400 } as SubscriptionView
const ENDING = { ...PLAN, status: 'ending', nextChargeCents: null } as SubscriptionView

function start(user: User | null) {
  const load = deferred<SubscriptionView | null>()
  const save = deferred<SubscriptionView | null>()
  const actor = createActor(
    subscriptionStatusMachine.provide({ actors: { loadSubscription: load.logic, setRenewal: save.logic } }),
    { input: { user } },
  ).start()
  return { actor, load, save }
}

describe('subscription status', () => {
  it('reads nothing for a visitor who is signed out, and reads when someone signs in', async () => {
    const { actor, load } = start(null)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(load.calls).toHaveLength(0)
    actor.send({ type: 'session.changed', user: USER })
    expect(actor.getSnapshot().value).toBe('loading')
    load.resolve(PLAN)
    await waitFor(actor, (s) => s.matches('shown'))
    expect(actor.getSnapshot().context.subscription).toEqual(PLAN)
    actor.send({ type: 'session.changed', user: null })
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { subscription: null } })
  })

  it('shows why the plan could not be read, and tries again', async () => {
    const { actor, load } = start(USER)
    load.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(
      'We could not reach the server. Check your connection and try again.',
    )
    actor.send({ type: 'retry' })
    load.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches('failed') && s.context.error === LOAD_FAILED)
  })

  it('cancels at the end of the term and takes it back, keeping the plan on a refusal', async () => {
    const { actor, load, save } = start(USER)
    load.resolve(PLAN)
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }))
    actor.send({ type: 'renewal.cancel' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(save.calls.at(-1)).toEqual({ renew: false })
    save.resolve(ENDING)
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }))
    expect(actor.getSnapshot().context.subscription).toEqual(ENDING)
    actor.send({ type: 'renewal.resume' })
    expect(save.calls.at(-1)).toEqual({ renew: true })
    save.reject(new StatusError({ message: 'Your plan has ended.' }))
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }))
    expect(actor.getSnapshot().context).toMatchObject({ subscription: ENDING, error: 'Your plan has ended.' })
  })

  it('changes nothing without a plan, and reads again after a purchase on the page', async () => {
    const { actor, load, save } = start(USER)
    load.resolve(null)
    await waitFor(actor, (s) => s.matches('shown'))
    actor.send({ type: 'renewal.cancel' })
    actor.send({ type: 'renewal.resume' })
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true)
    expect(save.calls).toEqual([])
    actor.send({ type: 'refresh' })
    load.resolve(PLAN)
    await waitFor(actor, (s) => s.context.subscription !== null)
    expect(load.calls).toHaveLength(2)
  })
})
