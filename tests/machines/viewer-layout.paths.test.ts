// Model-based test of the viewer-layout chart: every transition (sections, widths either side of 1000 px, listings
// with and without tour or plan, collapse and expand, drags and resizes of the floating card) is replayed on a real
// actor, and each state reached is checked against the layout table restated from SPEC §4 here, independently of
// src/domain/viewer-layout.ts, so a wrong rule or a wrong guard in the chart fails.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import {
  type ViewerLayoutEvent,
  type ViewerLayoutInput,
  viewerLayoutMachine,
} from '../../src/machines/viewer-layout/viewer-layout.machine'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'

type Snapshot = SnapshotFrom<typeof viewerLayoutMachine>

/** SPEC §4: wide layout at 1000 px or more. */
const SPEC_WIDE_PX = 1000
const INSET = 12

const input: ViewerLayoutInput = { section: 'info', viewportWidth: 390, hasTour: true, hasPlan: true }
const phone = { area: { width: 390, height: 700 }, card: { width: 180, height: 160 } }
const turned = { area: { width: 844, height: 390 }, card: { width: 180, height: 160 } }

const events: ViewerLayoutEvent[] = [
  { type: 'section.changed', section: 'tour' },
  { type: 'section.changed', section: 'floorplan' },
  { type: 'section.changed', section: 'info' },
  { type: 'viewport.changed', width: SPEC_WIDE_PX - 1 },
  { type: 'viewport.changed', width: SPEC_WIDE_PX },
  { type: 'listing.changed', hasTour: true, hasPlan: true },
  { type: 'listing.changed', hasTour: true, hasPlan: false },
  { type: 'listing.changed', hasTour: false, hasPlan: true },
  { type: 'plan.collapse' },
  { type: 'plan.expand' },
  { type: 'plan.drag', dx: 100, dy: 300 },
  { type: 'plan.drag', dx: -1000, dy: -1000 },
  { type: 'plan.bounds', ...phone },
  { type: 'plan.bounds', ...turned },
]

/** The card's exact position is left out (only whether it left its corner): the checks measure it on the actor. */
const serializeState = (s: Snapshot) => {
  const { section, wide, hasTour, hasPlan, collapsed, offset, area } = s.context
  const moved = offset.x !== INSET || offset.y !== INSET
  return JSON.stringify([s.value, section, wide, hasTour, hasPlan, collapsed, moved, area?.width ?? null])
}
const model = new TestModel<Snapshot, ViewerLayoutEvent, ViewerLayoutInput>(viewerLayoutMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

/**
 * The events the model says change nothing (self-loops, which everyTransition leaves out), each replayed once from
 * its state: a collapse the chart wrongly ignores only shows up here, as the model is drawn from the chart itself.
 */
function everyIgnoredEvent(): Array<TestPath<Snapshot, ViewerLayoutEvent>> {
  const pathTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serializeState(p.state), p]))
  const paths: Array<TestPath<Snapshot, ViewerLayoutEvent>> = []
  for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = pathTo.get(source)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as Array<{ event: ViewerLayoutEvent; state: Snapshot }>) {
      if (serializeState(state) !== source) continue
      const steps = [...prefix.steps, { state, event }]
      const path = { state, steps, weight: steps.length }
      paths.push({ ...path, description: pathName(path), test: (params) => model.testPath(path, params) })
    }
  }
  return paths
}

describe('viewer layout, every transition and every ignored event', () => {
  const paths = [...everyTransition(model, serializeState), ...everyIgnoredEvent()]
  it('covers a reasonable number of transitions', () => expect(paths.length).toBeGreaterThan(100))
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const actor = createActor(viewerLayoutMachine, { input }).start()
      const snapshot = () => actor.getSnapshot()
      /** What the visitor has told the chart so far, kept by the test itself. */
      const seen = {
        section: input.section as string,
        width: input.viewportWidth,
        tour: true,
        plan: true,
        collapsed: false,
      }
      const wide = () => seen.width >= SPEC_WIDE_PX
      const inTour = () => seen.section === 'tour' && seen.tour
      const inPlan = () => seen.section === 'floorplan' && seen.plan
      const cardInside = () => {
        const { offset, area, card } = snapshot().context
        if (!area || !card) return
        expect(offset.x).toBeGreaterThanOrEqual(INSET)
        expect(offset.y).toBeGreaterThanOrEqual(INSET)
        expect(offset.x + card.width).toBeLessThanOrEqual(area.width - INSET)
        expect(offset.y + card.height).toBeLessThanOrEqual(area.height - INSET)
      }
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          'tour.full': () => expect(inTour()).toBe(true),
          'tour.sidebar': () => expect(inPlan() && seen.tour && wide()).toBe(true),
          'tour.inactive': () => expect(inTour() || (inPlan() && seen.tour && wide())).toBe(false),
          'plan.full': () => expect(inPlan()).toBe(true),
          'plan.sidebar': () => expect(inTour() && seen.plan && wide()).toBe(true),
          'plan.floating': () => {
            expect(inTour() && seen.plan && !wide() && !seen.collapsed).toBe(true)
            cardInside()
          },
          'plan.collapsed': () => expect(inTour() && seen.plan && !wide() && seen.collapsed).toBe(true),
          'plan.inactive': () => expect(inPlan() || (inTour() && seen.plan)).toBe(false),
        }),
        events: asExecutors<ViewerLayoutEvent>({
          'section.changed': ({ event }) => {
            seen.section = event.section
            actor.send(event)
          },
          'viewport.changed': ({ event }) => {
            seen.width = event.width
            actor.send(event)
          },
          'listing.changed': ({ event }) => {
            seen.tour = event.hasTour
            seen.plan = event.hasPlan
            actor.send(event)
          },
          'plan.collapse': ({ event }) => {
            // Only the floating card has a collapse button.
            if (snapshot().matches({ plan: 'floating' })) seen.collapsed = true
            actor.send(event)
          },
          'plan.expand': ({ event }) => {
            if (snapshot().matches({ plan: 'collapsed' })) seen.collapsed = false
            actor.send(event)
          },
          'plan.drag': ({ event }) => {
            const before = snapshot().context.offset
            const floating = snapshot().matches({ plan: 'floating' }) && snapshot().context.area !== null
            actor.send(event)
            const after = snapshot().context.offset
            if (!floating) expect(after).toEqual(before)
            // The card moves the way it is dragged, never the other way.
            else expect(Math.sign(after.x - before.x)).not.toBe(-Math.sign(event.dx))
            cardInside()
          },
          'plan.bounds': ({ event }) => {
            actor.send(event)
            cardInside()
          },
        }),
      })
    })
  }
})
