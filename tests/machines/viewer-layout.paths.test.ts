// Model-based test of the viewer-layout chart: every transition (sections, widths either side of 1000 px, listings
// with and without tour or plan, collapse and expand, drags and resizes of the floating card) is replayed on a real
// actor, and each state reached is checked against the layout table restated from SPEC §4 here, independently of
// src/domain/viewer-layout.ts: the layout the view renders and the card's offset, recomputed by hand from what the
// test told the chart, so a wrong rule or a wrong guard in the chart fails. The model only chooses the paths.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type ViewerLayoutEvent,
  type ViewerLayoutInput,
  viewerLayoutMachine,
} from '../../src/machines/viewer-layout/viewer-layout.machine'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'

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

/** The card's exact position is left out (only whether it left its corner): the checks recompute it by hand. */
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

type Layout = { tour: string; plan: string }
const INACTIVE: Layout = { tour: 'inactive', plan: 'inactive' }
interface Seen {
  section: string
  width: number
  tour: boolean
  plan: boolean
  collapsed: boolean
  bounds: { area: { width: number; height: number }; card: { width: number; height: number } } | null
  offset: { x: number; y: number }
}
/** SPEC §4 Tour layout and Floor plan layout, restated by hand from what the visitor told the chart. */
function specLayout(seen: Seen): Layout {
  const wide = seen.width >= SPEC_WIDE_PX
  if (seen.section === 'tour') {
    if (!seen.tour) return INACTIVE
    return {
      tour: 'full',
      plan: !seen.plan ? 'inactive' : wide ? 'sidebar' : seen.collapsed ? 'collapsed' : 'floating',
    }
  }
  if (seen.section === 'floorplan') {
    if (!seen.plan) return INACTIVE
    return { tour: seen.tour && wide ? 'sidebar' : 'inactive', plan: 'full' }
  }
  return INACTIVE
}
/** The card kept `INSET` px inside the area it floats over, on each axis. */
const keptInside = (seen: Seen, offset: { x: number; y: number }) => {
  if (!seen.bounds) return offset
  const { area, card } = seen.bounds
  const clamp = (v: number, free: number) => Math.max(INSET, Math.min(v, free - INSET))
  return { x: clamp(offset.x, area.width - card.width), y: clamp(offset.y, area.height - card.height) }
}

// Every transition, and every event replayed once from each state where the model says it changes nothing: a
// collapse the chart wrongly ignores only shows up there, as the model is drawn from the chart itself.
const paths = everyTransition(model, serializeState, { alsoIgnored: () => true })
recordPaths('viewer-layout', paths, serializeState)

describe('viewer layout, every transition and every ignored event', () => {
  it('covers a reasonable number of transitions', () => expect(paths.length).toBeGreaterThan(100))
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const actor = createActor(viewerLayoutMachine, { input }).start()
      const snapshot = () => actor.getSnapshot()
      /** What the visitor has told the chart so far, and where the card should be, kept by the test itself. */
      const seen: Seen = {
        section: input.section,
        width: input.viewportWidth,
        tour: true,
        plan: true,
        collapsed: false,
        bounds: null,
        offset: { x: INSET, y: INSET },
      }
      /**
       * The oracle: the layout the view renders (useViewerLayout: `matches({ tour, plan })`) and the card's offset
       * (FloatingCard) against the spec, restated above.
       */
      const laidOutAsSpec = () => {
        expect(snapshot().value).toEqual(specLayout(seen))
        expect(snapshot().context.offset).toEqual(seen.offset)
      }
      /** The model's layout must be the spec's too: which one only picks the check. */
      const is = (region: keyof Layout, layout: string) => () => expect(specLayout(seen)[region]).toBe(layout)
      await path.test({
        states: {
          // Every state has a tour region: the whole check, once per state.
          tour: laidOutAsSpec,
          'tour.full': is('tour', 'full'),
          'tour.sidebar': is('tour', 'sidebar'),
          'tour.inactive': is('tour', 'inactive'),
          'plan.full': is('plan', 'full'),
          'plan.sidebar': is('plan', 'sidebar'),
          'plan.floating': is('plan', 'floating'),
          'plan.collapsed': is('plan', 'collapsed'),
          'plan.inactive': is('plan', 'inactive'),
        },
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
            if (specLayout(seen).plan === 'floating') seen.collapsed = true
            actor.send(event)
          },
          'plan.expand': ({ event }) => {
            // Only the collapsed pill expands it again.
            if (specLayout(seen).plan === 'collapsed') seen.collapsed = false
            actor.send(event)
          },
          'plan.drag': ({ event }) => {
            // Only the floating card, once measured, moves: the way it is dragged, kept inside its area.
            if (specLayout(seen).plan === 'floating' && seen.bounds)
              seen.offset = keptInside(seen, { x: seen.offset.x + event.dx, y: seen.offset.y + event.dy })
            actor.send(event)
          },
          'plan.bounds': ({ event }) => {
            // A rotation of the phone or a smaller area never leaves the card off screen.
            seen.bounds = { area: event.area, card: event.card }
            seen.offset = keptInside(seen, seen.offset)
            actor.send(event)
          },
        }),
      })
    })
  }
})
