// The plan-floor chart: the visitor switches floors freely; the plan follows the tour only when the tour's position
// changes floor.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { type PlanFloorInput, planFloorMachine } from '../../src/machines/plan-floor/plan-floor.machine'

const start = (input: Partial<PlanFloorInput> = {}) =>
  createActor(planFloorMachine, { input: { floorIds: ['f1', 'f2'], markerFloor: null, ...input } }).start()
const floor = (actor: ReturnType<typeof start>) => actor.getSnapshot().context.floorId

describe('plan floor chart', () => {
  it('opens on the tour’s floor, else the first floor', () => {
    expect(floor(start())).toBe('f1')
    expect(floor(start({ markerFloor: 'f2' }))).toBe('f2')
    expect(floor(start({ markerFloor: 'basement' }))).toBe('f1')
  })

  it('lets the visitor switch to known floors only', () => {
    const actor = start()
    actor.send({ type: 'floor.select', floorId: 'f2' })
    expect(floor(actor)).toBe('f2')
    actor.send({ type: 'floor.select', floorId: 'attic' })
    expect(floor(actor)).toBe('f2')
    expect(actor.getSnapshot().can({ type: 'floor.select', floorId: 'f2' })).toBe(false)
  })

  it('follows the tour up the stairs, but not while the visitor browses from the same floor', () => {
    const actor = start({ markerFloor: 'f1' })
    actor.send({ type: 'floor.select', floorId: 'f2' })
    // The tour moves within the ground floor: the visitor keeps looking at the upper floor.
    actor.send({ type: 'marker.moved', floorId: 'f1' })
    expect(floor(actor)).toBe('f2')
    actor.send({ type: 'floor.select', floorId: 'f1' })
    actor.send({ type: 'marker.moved', floorId: 'f2' })
    expect(floor(actor)).toBe('f2')
    actor.send({ type: 'marker.moved', floorId: 'f1' })
    expect(floor(actor)).toBe('f1')
  })

  it('keeps the floor when the tour leaves the plan, and follows again when it comes back', () => {
    const actor = start({ markerFloor: 'f1' })
    actor.send({ type: 'marker.moved', floorId: null })
    expect(floor(actor)).toBe('f1')
    actor.send({ type: 'floor.select', floorId: 'f2' })
    actor.send({ type: 'marker.moved', floorId: 'f1' })
    expect(floor(actor)).toBe('f1')
  })

  it('keeps a floor that still exists when the listing reloads, else takes the first', () => {
    const actor = start()
    actor.send({ type: 'floor.select', floorId: 'f2' })
    actor.send({ type: 'floors.changed', floorIds: ['f2', 'f3'] })
    expect(floor(actor)).toBe('f2')
    actor.send({ type: 'floors.changed', floorIds: ['f3'] })
    expect(floor(actor)).toBe('f3')
  })
})
