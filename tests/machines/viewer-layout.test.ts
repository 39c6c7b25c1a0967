// The viewer-layout chart on a real actor: the regions follow the section, the width and the listing, the visitor's
// collapse survives sections and widths, and the floating card never leaves the area it floats over.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { FLOATING_PLAN_INSET_PX } from '../../src/domain/viewer-layout'
import { type ViewerLayoutInput, viewerLayoutMachine } from '../../src/machines/viewer-layout/viewer-layout.machine'

const start = (input: Partial<ViewerLayoutInput> = {}) =>
  createActor(viewerLayoutMachine, {
    input: { section: 'tour', viewportWidth: 1440, hasTour: true, hasPlan: true, ...input },
  }).start()

const layout = (actor: ReturnType<typeof start>) => actor.getSnapshot().value

describe('viewer layout chart', () => {
  it('starts in the layout of its input', () => {
    expect(layout(start())).toEqual({ tour: 'full', plan: 'sidebar' })
    expect(layout(start({ viewportWidth: 390 }))).toEqual({ tour: 'full', plan: 'floating' })
    expect(layout(start({ section: 'floorplan' }))).toEqual({ tour: 'sidebar', plan: 'full' })
    expect(layout(start({ section: 'info' }))).toEqual({ tour: 'inactive', plan: 'inactive' })
  })

  it('switches to the wide layout at 1000 px', () => {
    const actor = start({ viewportWidth: 390 })
    actor.send({ type: 'viewport.changed', width: 999 })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'floating' })
    actor.send({ type: 'viewport.changed', width: 1000 })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'sidebar' })
  })

  it('keeps the visitor’s collapse until they expand the card again', () => {
    const actor = start({ viewportWidth: 390 })
    actor.send({ type: 'plan.collapse' })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'collapsed' })
    actor.send({ type: 'section.changed', section: 'photos' })
    actor.send({ type: 'section.changed', section: 'tour' })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'collapsed' })
    actor.send({ type: 'viewport.changed', width: 1200 })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'sidebar' })
    actor.send({ type: 'viewport.changed', width: 390 })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'collapsed' })
    expect(actor.getSnapshot().can({ type: 'plan.collapse' })).toBe(false)
    actor.send({ type: 'plan.expand' })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'floating' })
  })

  it('offers collapse only on the floating card and expand only on the collapsed one', () => {
    const wide = start()
    expect(wide.getSnapshot().can({ type: 'plan.collapse' })).toBe(false)
    expect(wide.getSnapshot().can({ type: 'plan.expand' })).toBe(false)
    const narrow = start({ viewportWidth: 390 })
    expect(narrow.getSnapshot().can({ type: 'plan.collapse' })).toBe(true)
    expect(narrow.getSnapshot().can({ type: 'plan.expand' })).toBe(false)
  })

  it('follows the listing: no plan, no tour', () => {
    const actor = start()
    actor.send({ type: 'listing.changed', hasTour: true, hasPlan: false })
    expect(layout(actor)).toEqual({ tour: 'full', plan: 'inactive' })
    actor.send({ type: 'listing.changed', hasTour: false, hasPlan: true })
    expect(layout(actor)).toEqual({ tour: 'inactive', plan: 'inactive' })
    actor.send({ type: 'section.changed', section: 'floorplan' })
    expect(layout(actor)).toEqual({ tour: 'inactive', plan: 'full' })
  })

  it('drags the floating card within the area it floats over', () => {
    const actor = start({ viewportWidth: 390 })
    const offset = () => actor.getSnapshot().context.offset
    expect(offset()).toEqual({ x: FLOATING_PLAN_INSET_PX, y: FLOATING_PLAN_INSET_PX })
    actor.send({ type: 'plan.bounds', area: { width: 390, height: 700 }, card: { width: 180, height: 160 } })
    actor.send({ type: 'plan.drag', dx: 30, dy: 40 })
    expect(offset()).toEqual({ x: 42, y: 52 })
    actor.send({ type: 'plan.drag', dx: 1000, dy: 1000 })
    expect(offset()).toEqual({ x: 390 - 180 - FLOATING_PLAN_INSET_PX, y: 700 - 160 - FLOATING_PLAN_INSET_PX })
    // Turning the phone: the card comes back inside the smaller height.
    actor.send({ type: 'plan.bounds', area: { width: 844, height: 390 }, card: { width: 180, height: 160 } })
    expect(offset()).toEqual({ x: 390 - 180 - FLOATING_PLAN_INSET_PX, y: 390 - 160 - FLOATING_PLAN_INSET_PX })
  })

  it('ignores drags when the card is not floating', () => {
    const actor = start()
    actor.send({ type: 'plan.drag', dx: 30, dy: 40 })
    expect(actor.getSnapshot().context.offset).toEqual({ x: FLOATING_PLAN_INSET_PX, y: FLOATING_PLAN_INSET_PX })
  })

  it('ignores a drag of a floating card not yet measured: it could not be kept inside its area', () => {
    const actor = start({ viewportWidth: 390 })
    actor.send({ type: 'plan.drag', dx: 5000, dy: 5000 })
    expect(actor.getSnapshot().context.offset).toEqual({ x: FLOATING_PLAN_INSET_PX, y: FLOATING_PLAN_INSET_PX })
    actor.send({ type: 'plan.bounds', area: { width: 390, height: 700 }, card: { width: 180, height: 160 } })
    actor.send({ type: 'plan.drag', dx: 8, dy: 0 })
    expect(actor.getSnapshot().context.offset).toEqual({ x: FLOATING_PLAN_INSET_PX + 8, y: FLOATING_PLAN_INSET_PX })
  })
})
