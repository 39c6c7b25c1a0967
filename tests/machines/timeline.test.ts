// The timeline chart (issue 17): the rules choose the active and expanded items; the visitor's own choice is kept
// across a new read of the listing while the item exists.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { timelineMachine } from '../../src/machines/timeline/timeline.machine'
import type { OrderEvent } from '../../src/schemas/OrderEvent'

const ev = (type: OrderEvent['type'], started: boolean, ended: boolean, orderId: string): OrderEvent => ({
  type,
  start: '2026-05-04T15:00:00.000Z',
  end: null,
  timeZone: 'America/Chicago',
  started,
  ended,
  orderId,
  photographerName: null,
  feedbacks: [],
})
const shootDone = ev('appointment', true, true, 'a')
const delivered = ev('delivered', true, true, 'a')
const nextShoot = ev('appointment', false, false, 'b')

const start = (events: OrderEvent[]) => {
  const actor = createActor(timelineMachine, { input: { events } }).start()
  return { actor, ctx: () => actor.getSnapshot().context }
}

describe('timeline chart', () => {
  it('starts with the rules’ choice: the delivery active and expanded once all has ended', () => {
    const { ctx } = start([shootDone, delivered])
    expect(ctx()).toMatchObject({ activeKey: 'a:delivered', expandedKey: 'a:delivered', chosenByVisitor: false })
  })

  it('expands another item on request, and folds it on a second request', () => {
    const { actor, ctx } = start([shootDone, delivered])
    actor.send({ type: 'item.toggle', key: 'a:appointment' })
    expect(ctx().expandedKey).toBe('a:appointment')
    actor.send({ type: 'item.toggle', key: 'a:appointment' })
    expect(ctx().expandedKey).toBeUndefined()
    expect(ctx().activeKey).toBe('a:delivered')
  })

  it('ignores keys that are not on the timeline', () => {
    const { actor, ctx } = start([shootDone, delivered])
    actor.send({ type: 'item.toggle', key: 'zzz:appointment' })
    expect(ctx()).toMatchObject({ expandedKey: 'a:delivered', chosenByVisitor: false })
  })

  it('follows a new read: a new booking becomes active and expanded unless the visitor chose', () => {
    const { actor, ctx } = start([shootDone, delivered])
    actor.send({ type: 'events.changed', events: [shootDone, delivered, nextShoot] })
    expect(ctx()).toMatchObject({ activeKey: 'b:appointment', expandedKey: 'b:appointment' })
    actor.send({ type: 'item.toggle', key: 'a:appointment' })
    actor.send({ type: 'events.changed', events: [shootDone, delivered, nextShoot] })
    expect(ctx()).toMatchObject({ activeKey: 'b:appointment', expandedKey: 'a:appointment' })
  })

  it('falls back to the rules when the chosen item is gone', () => {
    const { actor, ctx } = start([shootDone, ev('delivery', false, false, 'a')])
    actor.send({ type: 'item.toggle', key: 'a:delivery' })
    actor.send({ type: 'events.changed', events: [shootDone, delivered] })
    expect(ctx()).toMatchObject({ expandedKey: 'a:delivered', chosenByVisitor: false })
  })
})
