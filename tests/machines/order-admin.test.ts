// The order admin's panel chart with a stub save (SPEC §6 order admin; issue 16): each edit is one editorder request,
// the answer is handed on as the new order, the adjustment form checks its fields first, and a failed save keeps
// what was typed.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { orderAdminMachine } from '../../src/machines/order-admin/order-admin.machine'
import type { EditOrderRequest } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { FieldErrors, StatusError, Unreachable } from '../../src/services/errors'
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

  it('will not assign an owner whose e-mail is only blanks', () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'owner.change', value: '   ' })
    actor.send({ type: 'owner.save' })
    expect(save.calls).toEqual([])
    expect(ctx().request).toBeNull()
  })

  it('saves the instructions as typed and says so', async () => {
    const { actor, save, updated, ctx } = start()
    actor.send({ type: 'instructions.change', value: 'Use the side gate.' })
    actor.send({ type: 'instructions.save' })
    expect(save.calls).toEqual<EditOrderRequest[]>([
      { orderId: 'ord_8f3a', photographerInstructions: 'Use the side gate.' },
    ])
    const answer = placedOrder({ isAdmin: true })
    save.resolve(answer)
    await idle(actor)
    expect(updated).toEqual([answer])
    expect(ctx()).toMatchObject({ saved: 'Instructions saved.', error: undefined, request: null })
  })

  // The typed e-mail stays when the answer carries no owner; a half-typed adjustment stays through other saves.
  it('keeps what the answer does not replace', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'adjustment.change', field: 'description', value: 'Drone fee' })
    actor.send({ type: 'owner.change', value: 'sam@example.com' })
    actor.send({ type: 'owner.save' })
    save.resolve(placedOrder({ isAdmin: true }))
    await idle(actor)
    expect(ctx().ownerEmail).toBe('sam@example.com')
    expect(ctx().adjustment).toEqual({ description: 'Drone fee', amount: '' })
  })

  it('removes an adjustment and says so', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'adjustment.remove', adjustmentId: 'adj_1' })
    save.resolve(placedOrder({ isAdmin: true }))
    await idle(actor)
    expect(ctx().saved).toBe('Adjustment removed.')
  })

  // Messages appear only once Add was pressed; typing before that shows none.
  it('shows no adjustment messages while the form is first filled in', () => {
    const { actor, ctx } = start()
    actor.send({ type: 'adjustment.change', field: 'description', value: 'Goodwill credit' })
    expect(ctx().adjustmentErrors).toEqual({})
  })

  it('sends the adjustment trimmed, and clears its messages once it goes', () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'adjustment.add' })
    actor.send({ type: 'adjustment.change', field: 'description', value: '  Travel  ' })
    actor.send({ type: 'adjustment.change', field: 'amount', value: ' 12.5 ' })
    expect(ctx().adjustmentErrors).toEqual({})
    actor.send({ type: 'adjustment.add' })
    expect(save.calls).toEqual<EditOrderRequest[]>([
      { orderId: 'ord_8f3a', addAdjustment: { description: 'Travel', amount: 1_250 } },
    ])
  })

  it('saves one edit at a time, tagged saving, and forgets the last outcome when the next starts', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'instructions.save' })
    expect(actor.getSnapshot().hasTag('saving')).toBe(true)
    actor.send({ type: 'adjustment.remove', adjustmentId: 'adj_1' })
    expect(save.calls).toHaveLength(1)
    // A refusal with no words of its own gets the chart's general message.
    save.reject(new FieldErrors({ fieldErrors: {} }))
    await idle(actor)
    expect(ctx()).toMatchObject({ error: 'The change could not be saved. Please try again.', request: null })
    actor.send({ type: 'instructions.save' })
    expect(ctx().error).toBeUndefined()
    save.resolve(placedOrder({ isAdmin: true }))
    await idle(actor)
    actor.send({ type: 'instructions.save' })
    expect(ctx().saved).toBeUndefined()
  })

  it('says the server could not be reached, or which field it refused', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'instructions.save' })
    save.reject(new Unreachable({ message: 'offline' }))
    await idle(actor)
    expect(ctx().error).toBe('We could not reach the server. Check your connection and try again.')
    actor.send({ type: 'instructions.save' })
    save.reject(new FieldErrors({ fieldErrors: { ownerEmail: 'No account has this e-mail.' } }))
    await idle(actor)
    expect(ctx().error).toBe("Owner's e-mail: No account has this e-mail.")
    // A field the panel has no name for: the server's words alone.
    actor.send({ type: 'instructions.save' })
    save.reject(new FieldErrors({ fieldErrors: { orderId: 'No such order.' } }))
    await idle(actor)
    expect(ctx().error).toBe('No such order.')
  })

  // A save that fails without any reason at all still gets the general message, not a crash of the chart.
  it('gives the general message when a save fails with no reason', async () => {
    const { actor, save, ctx } = start()
    actor.send({ type: 'instructions.save' })
    save.reject(undefined)
    await idle(actor)
    expect(ctx().error).toBe('The change could not be saved. Please try again.')
  })
})
