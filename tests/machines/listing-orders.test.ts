// The Orders tab's chart (issue 17): a listing's orders are asked for only when its events include an appointment or
// a cancellation, shown once they arrive, tried again on failure, and asked for again after a change.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { listingOrdersMachine, ORDERS_LOAD_FAILED } from '../../src/machines/listing-orders/listing-orders.machine'
import type { Order } from '../../src/schemas/Order'
import { StatusError, Unreachable } from '../../src/services/errors'
import { placedOrder } from '../support/change-orders'
import { deferred } from '../support/stub-actors'

function start(needed: boolean) {
  const load = deferred<ReadonlyArray<Order>>()
  const actor = createActor(listingOrdersMachine.provide({ actors: { getOrders: load.logic } }), {
    input: { tourName: '2150-n-kenmore-ave', needed },
  }).start()
  return { actor, load }
}

describe('listing orders chart', () => {
  it('asks for nothing when no event is an appointment or a cancellation', () => {
    const { actor, load } = start(false)
    expect(actor.getSnapshot().matches('none')).toBe(true)
    actor.send({ type: 'reload' })
    expect(load.calls).toEqual([])
  })

  it('loads the listing’s orders, and again after a change', async () => {
    const { actor, load } = start(true)
    expect(load.calls).toEqual(['2150-n-kenmore-ave'])
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    load.resolve([placedOrder()])
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.orders.map((o) => o.info.orderCode)).toEqual(['SH-10482'])
    actor.send({ type: 'reload' })
    expect(load.calls).toHaveLength(2)
    // The orders shown stay while the new answer comes.
    expect(actor.getSnapshot().context.orders).toHaveLength(1)
  })

  it('says so when the orders cannot be had, and tries again on request', async () => {
    const { actor, load } = start(true)
    load.reject(new StatusError({ message: 'Nope' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(ORDERS_LOAD_FAILED)
    actor.send({ type: 'retry' })
    expect(load.calls).toHaveLength(2)
    load.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(
      'We could not reach the server. Check your connection and try again.',
    )
  })

  it('replaces an order with an order admin’s saved edit, leaving the others', async () => {
    const { actor, load } = start(true)
    const first = placedOrder()
    const other = { ...placedOrder(), info: { ...placedOrder().info, id: 'other-order' } }
    load.resolve([first, other])
    await waitFor(actor, (s) => s.matches('loaded'))
    const edited = { ...first, contact: { ...first.contact, photographerInstructions: 'Gate code 4411.' } }
    actor.send({ type: 'order.updated', order: edited })
    expect(actor.getSnapshot().context.orders).toEqual([edited, other])
  })

  // The words are checked as written, not through the constant, so an emptied message is caught.
  it('says in words that the orders could not be loaded', async () => {
    const { actor, load } = start(true)
    load.reject(new StatusError({ message: 'Nope' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('The orders could not be loaded. Please try again.')
  })

  // After a failure, a change of an order asks again too; a later success clears the failure and the spinner.
  it('asks again on reload after a failure, and forgets the failure once the orders arrive', async () => {
    const { actor, load } = start(true)
    load.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    actor.send({ type: 'reload' })
    expect(load.calls).toHaveLength(2)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    load.resolve([placedOrder()])
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  // Nothing is shown before an answer: the tab lists no orders while asking, nor when it asks nothing.
  it('shows no orders before any answer', () => {
    expect(start(true).actor.getSnapshot().context.orders).toEqual([])
    expect(start(false).actor.getSnapshot().context.orders).toEqual([])
  })

  // A failure that carries nothing at all still gets the general words, not a crash of the chart.
  it('says the orders could not be loaded when the call fails with no reason', async () => {
    const { actor, load } = start(true)
    load.reject(undefined)
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe('The orders could not be loaded. Please try again.')
  })
})
