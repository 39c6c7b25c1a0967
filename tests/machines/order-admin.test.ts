// The order admin's panel chart with a stub save (SPEC §6 order admin; issue 16): each edit is one editorder request,
// the answer is handed on as the new order, the adjustment form checks its fields first, and a failed save keeps
// what was typed.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { orderAdminMachine } from '../../src/machines/order-admin/order-admin.machine'
import type { EditOrderRequest } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { StatusError } from '../../src/services/errors'
import { placedOrder } from '../support/change-orders'
import { deferred } from '../support/stub-actors'

function start() {
  const save = deferred<Order>()
  const actor = createActor(orderAdminMachine.provide({ actors: { editOrder: save.logic } }), {
    input: { order: placedOrder({ isAdmin: true }) },
  }).start()
  const updated: Order[] = []
  actor.on('order.updated', (e) => updated.push(e.order))
  return { actor, save, updated, ctx: () => actor.getSnapshot().context }
}

const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('saving'))

describe('order admin chart', () => {
  it('starts from the order: its owner and its instructions', () => {
    const { ctx } = start()
    expect(ctx().instructions).toBe('Please capture the rooftop deck.')
    expect(ctx().ownerEmail).toBe('')
  })

  it('assigns the owner by e-mail and hands the answer on', async () => {
    const { actor, save, updated, ctx } = start()
    actor.send({ type: 'owner.save' })
    expect(save.calls).toEqual([])
    actor.send({ type: 'owner.change', value: ' dana@example.com ' })
    actor.send({ type: 'owner.save' })
    expect(save.calls).toEqual<EditOrderRequest[]>([{ orderId: 'ord_8f3a', ownerEmail: 'dana@example.com' }])
    const answer = placedOrder({ isAdmin: true })
    save.resolve({ ...answer, info: { ...answer.info, ownerEmail: 'dana@example.com' } })
    await idle(actor)
    expect(updated).toHaveLength(1)
    expect(ctx().saved).toBe('Owner assigned.')
    expect(ctx().ownerEmail).toBe('dana@example.com')
  })

  it('checks the adjustment before saving it, in cents, and clears the form once it is on the order', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'adjustment.add' })
    expect(ctx().adjustmentErrors).toEqual({ description: 'Required', amount: 'Required' })
    actor.send({ type: 'adjustment.change', field: 'description', value: 'Goodwill credit' })
    expect(ctx().adjustmentErrors).toEqual({ amount: 'Required' })
    actor.send({ type: 'adjustment.change', field: 'amount', value: 'fifty' })
    actor.send({ type: 'adjustment.add' })
    expect(ctx().adjustmentErrors).toEqual({ amount: 'Invalid' })
    expect(save.calls).toEqual([])
    actor.send({ type: 'adjustment.change', field: 'amount', value: '-50' })
    actor.send({ type: 'adjustment.add' })
    expect(save.calls).toEqual<EditOrderRequest[]>([
      { orderId: 'ord_8f3a', addAdjustment: { description: 'Goodwill credit', amount: -5_000 } },
    ])
    save.resolve(placedOrder({ isAdmin: true }))
    await idle(actor)
    expect(ctx().adjustment).toEqual({ description: '', amount: '' })
    expect(ctx().saved).toBe('Adjustment added.')
  })

  it('keeps what was typed and says why when a save fails', async () => {
    const { actor, save, updated, ctx } = start()
    actor.send({ type: 'instructions.change', value: 'Use the side gate.' })
    actor.send({ type: 'instructions.save' })
    save.reject(new StatusError({ message: 'Only order admins can do this.' }))
    await idle(actor)
    expect(ctx().error).toBe('Only order admins can do this.')
    expect(ctx().instructions).toBe('Use the side gate.')
    expect(updated).toEqual([])
  })

  it('removes an adjustment by its id', () => {
    const { actor, save } = start()
    actor.send({ type: 'adjustment.remove', adjustmentId: 'adj_1' })
    expect(save.calls).toEqual([{ orderId: 'ord_8f3a', removeAdjustmentId: 'adj_1' }])
  })
})
