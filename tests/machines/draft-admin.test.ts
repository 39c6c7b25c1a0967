// The order admin's panel on a draft (issue 16): the same chart as on a placed order, reading a draft's owner and
// instructions, and each edit sent as the draft call for it, answered at CONFIRM.
import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { draftAdminActors, draftEdit } from '../../src/machines/order-admin/draft-admin.actors'
import { draftAdminMachine } from '../../src/machines/order-admin/draft-admin.machine'
import type { EditOrderRequest } from '../../src/schemas/api/order'
import { BookingOrder } from '../../src/schemas/BookingOrder'
import { makeTestRuntime } from '../../src/services/runtime'
import { bookingOrder } from '../schemas/fixtures/order'

const draft = BookingOrder.make(bookingOrder as never)

/** A runtime that records which call each edit became, answering every one with the draft. */
function recording() {
  const calls: Array<{ path: string; request: unknown }> = []
  const runtime = makeTestRuntime({
    answer: (call, request) => {
      calls.push({ path: call.path, request })
      return Effect.succeed({ ...bookingOrder, ownerEmail: 'dana@example.com' })
    },
  })
  return { calls, runtime }
}

describe('draft edits', () => {
  it.each<[string, EditOrderRequest, string, Record<string, unknown>]>([
    [
      'the owner',
      { orderId: 'ord_9c1d', ownerEmail: 'dana@example.com' },
      '/booking/update-owner',
      { orderId: 'ord_9c1d', ownerEmail: 'dana@example.com', targetStep: 'confirm' },
    ],
    [
      'the instructions',
      { orderId: 'ord_9c1d', photographerInstructions: 'Gate code 4411.' },
      '/booking/photographer-instructions',
      { orderId: 'ord_9c1d', photographerInstructions: 'Gate code 4411.', targetStep: 'confirm' },
    ],
    [
      'an adjustment added',
      { orderId: 'ord_9c1d', addAdjustment: { description: 'Goodwill credit', amount: -5_000 } },
      '/booking/create-adjustment',
      { orderId: 'ord_9c1d', description: 'Goodwill credit', amount: -5_000, targetStep: 'confirm' },
    ],
    [
      'an adjustment removed',
      { orderId: 'ord_9c1d', removeAdjustmentId: 'adj_1' },
      '/booking/delete-adjustment',
      { orderId: 'ord_9c1d', adjustmentId: 'adj_1', targetStep: 'confirm' },
    ],
  ])('%s goes to its draft call', async (_, request, path, body) => {
    const { calls, runtime } = recording()
    await runtime.runPromise(draftEdit(request))
    expect(calls).toEqual([{ path, request: body }])
  })
})

describe('draft admin chart', () => {
  it('starts from the draft’s owner and instructions, and takes the owner the answer names', async () => {
    const { calls, runtime } = recording()
    const actor = createActor(draftAdminMachine.provide({ actors: draftAdminActors(runtime) }), {
      input: { order: { ...draft, photographerInstructions: 'Side door.' } },
    }).start()
    expect(actor.getSnapshot().context).toMatchObject({ ownerEmail: 'owner@example.com', instructions: 'Side door.' })
    const updated: unknown[] = []
    actor.on('order.updated', (e) => updated.push(e.order))
    actor.send({ type: 'owner.change', value: 'dana@example.com' })
    actor.send({ type: 'owner.save' })
    await waitFor(actor, (s) => !s.hasTag('saving') && s.context.saved !== undefined)
    expect(calls.map((c) => c.path)).toEqual(['/booking/update-owner'])
    expect(actor.getSnapshot().context.saved).toBe('Owner assigned.')
    expect(updated).toHaveLength(1)
  })
})
