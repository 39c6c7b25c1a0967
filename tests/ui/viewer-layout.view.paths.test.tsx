// Model-based test of where the tour and the floor plan sit (SPEC §4 Tour layout, Floor plan layout, wide at 1000 px;
// issue 19): every transition of the viewer-layout chart reachable through its view is replayed through the real
// TourAndPlan (the tour and floor plan sections of the listing viewer) on its real chart. The model is small: the
// fixture listing with and without its floor plan, the tour and floor plan sections, widths 800 and 1200, and drags
// of the floating card to its far corner and back. The page's changes come as the viewer gives them: a new section or
// listing re-renders the view, a new width is a window resize; the person's own are clicks on 'Hide floor plan' and
// 'Show floor plan' and pointer drags on 'Move floor plan'; the card's size is measured by the (stubbed)
// ResizeObserver. jsdom has no layout: the card measures 180 × 200 over a 390 × 700 stage. Each state is checked
// against a table written by hand: whether the 3D tour shows, and as the main view or beside the plan; whether the plan
// shows full, beside the tour, as a floating card (where, kept 12 px inside the stage) or as the 'Show floor plan' pill.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import { parseViewFlags } from '../../src/domain/view-flags'
import { appMachine } from '../../src/machines/app/app.machine'
import { type LoadedTour, tourViewerMachine } from '../../src/machines/tour-viewer/tour-viewer.machine'
import {
  type ViewerLayoutEvent,
  type ViewerLayoutInput,
  viewerLayoutMachine,
} from '../../src/machines/viewer-layout/viewer-layout.machine'
import type { Listing } from '../../src/schemas/Listing'
import { validateAppSearch } from '../../src/schemas/search/validate-app-search'
import TourAndPlan from '../../src/ui/features/listing-viewer/sections/TourAndPlan'
import type { ViewerSettings } from '../../src/ui/features/listing-viewer/useListingViewer'
import { unprovidedViewerMachines } from '../../src/ui/features/listing-viewer/viewer-machines'
import { listing as listingJson } from '../schemas/fixtures/listing'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { renderInRouter } from '../support/render-in-router'
import { deferred } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof viewerLayoutMachine>
type Section = 'tour' | 'floorplan'

const listing = listingJson as unknown as Listing
const WITH_PLAN = [
  { section: 'tour', undelivered: false },
  { section: 'floorplan', undelivered: false },
] as const
const WITHOUT_PLAN = [{ section: 'tour', undelivered: false }] as const
const settings: ViewerSettings = {
  search: validateAppSearch({}),
  flags: parseViewFlags(undefined),
  mode: { tourOnly: false, unbranded: false, embedded: false, minimal: false },
}
const input: ViewerLayoutInput = { section: 'tour', viewportWidth: 800, hasTour: true, hasPlan: true }
/** The card's size and the stage's, as the stubbed measurements give them. */
const AREA = { width: 390, height: 700 }
const CARD = { width: 180, height: 200 }
/** By hand: the card kept 12 px inside the stage, so its corner runs from 12,12 to 390-180-12, 700-200-12. */
const CORNER = { home: 'translate(12px, 12px)', far: 'translate(198px, 488px)' }

const EVENTS: ViewerLayoutEvent[] = [
  { type: 'section.changed', section: 'tour' },
  { type: 'section.changed', section: 'floorplan' },
  { type: 'viewport.changed', width: 800 },
  { type: 'viewport.changed', width: 1200 },
  { type: 'listing.changed', hasTour: true, hasPlan: true },
  { type: 'listing.changed', hasTour: true, hasPlan: false },
  { type: 'plan.collapse' },
  { type: 'plan.expand' },
  { type: 'plan.bounds', area: AREA, card: CARD },
  { type: 'plan.drag', dx: 1000, dy: 1000 },
  { type: 'plan.drag', dx: -1000, dy: -1000 },
]
/** What the view can send: the page's changes when they change something, the card's own only while it shows. */
const offered = (s: Snapshot, e: ViewerLayoutEvent) => {
  const floating = s.matches({ plan: 'floating' })
  switch (e.type) {
    case 'section.changed':
      return e.section !== s.context.section
    case 'viewport.changed':
      return e.width >= 1000 !== s.context.wide
    case 'listing.changed':
      return e.hasPlan !== s.context.hasPlan
    case 'plan.collapse':
      return floating
    case 'plan.expand':
      return s.matches({ plan: 'collapsed' })
    // The card is measured as it first shows (then its size and the stage's never change).
    case 'plan.bounds':
      return floating && s.context.area === null
    case 'plan.drag':
      return floating && s.context.area !== null
  }
}
const serializeState = (s: Snapshot) => {
  const { section, wide, hasPlan, collapsed, offset, area } = s.context
  return JSON.stringify([s.value, section, wide, hasPlan, collapsed, area !== null, offset.x, offset.y])
}
const model = new TestModel<Snapshot, ViewerLayoutEvent, ViewerLayoutInput>(viewerLayoutMachine as never, {
  input,
  stateMatcher,
  serializeState,
  events: (s: Snapshot) => EVENTS.filter((e) => offered(s, e)),
})

/** SPEC §4 as a table, by hand: [tour, plan] for section, width, plan or not, collapsed by the visitor or not. */
const LAYOUT: Record<string, readonly [string, string] | undefined> = {
  'tour narrow plan open': ['full', 'floating'],
  'tour narrow plan collapsed': ['full', 'collapsed'],
  'tour wide plan open': ['full', 'sidebar'],
  'tour wide plan collapsed': ['full', 'sidebar'],
  'floorplan narrow plan open': ['inactive', 'full'],
  'floorplan narrow plan collapsed': ['inactive', 'full'],
  'floorplan wide plan open': ['sidebar', 'full'],
  'floorplan wide plan collapsed': ['sidebar', 'full'],
}
const layoutOf = (section: Section, wide: boolean, plan: boolean, collapsed: boolean): readonly [string, string] =>
  plan
    ? (LAYOUT[`${section} ${wide ? 'wide' : 'narrow'} plan ${collapsed ? 'collapsed' : 'open'}`] ?? [
        'missing',
        'missing',
      ])
    : section === 'tour'
      ? (['full', 'inactive'] as const)
      : (['inactive', 'inactive'] as const)

const observed = new Set<() => void>()
beforeAll(() => import('../../src/ui/features/listing-viewer/sections/FloorplanSection'), 60_000)
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly measure: () => void) {}
      observe() {
        observed.add(this.measure)
      }
      disconnect() {
        observed.delete(this.measure)
      }
    },
  )
  // jsdom has no matchMedia; the layout's flip asks it for the visitor's motion preference (reduced: no animation).
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }))
  vi.stubGlobal('fetch', async () => new Response('<svg viewBox="0 0 15800 13500"></svg>'))
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(CARD.width)
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(CARD.height)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(AREA.width)
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(AREA.height)
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement
  })
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(800)
})
afterEach(() => {
  cleanup()
  observed.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

async function mount() {
  const app = createActor(appMachine, { input: { user: null, adminElementsEnabled: true, mode: 'app' } }).start()
  const viewerMachines = {
    ...unprovidedViewerMachines,
    // The tour stays loading: its layout is what is tested here, not the tour.
    tourViewer: tourViewerMachine.provide({ actors: { loadTour: deferred<LoadedTour>().logic } }),
  }
  // The viewer's part: the section from the address, the listing as last loaded.
  let show: (page: { section: Section; withPlan: boolean }) => void = () => {}
  function Page() {
    const [page, setPage] = useState<{ section: Section; withPlan: boolean }>({ section: 'tour', withPlan: true })
    show = setPage
    return (
      <TourAndPlan
        listing={listing}
        sections={page.withPlan ? WITH_PLAN : WITHOUT_PLAN}
        section={page.section}
        settings={settings}
        basePath="/12-elm-st"
      />
    )
  }
  await renderInRouter(() => <Page />, '/12-elm-st/tour', { app, viewerMachines })
  return { show: (section: Section, withPlan: boolean) => act(() => show({ section, withPlan })) }
}

describe('tour and plan: every transition of the viewer-layout chart, in the view', () => {
  // A fold or unfold the chart ignored stays on the paths, so a dropped handler shows as a pill or card left in place.
  const clicks = (e: ViewerLayoutEvent) => e.type === 'plan.collapse' || e.type === 'plan.expand'
  const paths = everyTransition(model, serializeState, { alsoIgnored: clicks })
  recordPaths('viewer-layout: in the view', paths, serializeState)
  for (const path of paths) {
    it(`reaches ${serializeState(path.state)} by ${pathName(path)}`, async () => {
      const sut = await mount()
      // The test's own account of the page: section, width, listing, the visitor's fold and the card's corner.
      let section: Section = 'tour'
      let wide = false
      let withPlan = true
      let collapsed = false
      let corner = CORNER.home
      const seen = () => {
        const [tour, plan] = layoutOf(section, wide, withPlan, collapsed)
        const layout = document.querySelector('[data-tour]')
        // The arrangement the stylesheet lays out: side by side, or one view at a time.
        expect([layout?.getAttribute('data-tour'), layout?.getAttribute('data-plan')]).toEqual([tour, plan])
        const tourRegion = screen.queryByRole('region', { name: '3D tour' })
        expect(tourRegion !== null).toBe(tour !== 'inactive')
        expect(screen.queryByRole('region', { name: 'Floor plan' }) !== null).toBe(plan === 'full')
        const aside = screen.queryByRole('complementary', { name: 'Floor plan' })
        expect(aside !== null).toBe(plan === 'sidebar' || plan === 'floating')
        // Floating over the tour: inside its stage, with a handle and a fold; beside it: neither.
        expect(aside !== null && tourRegion?.contains(aside)).toBe(plan === 'floating')
        expect(screen.queryByRole('button', { name: 'Move floor plan' }) !== null).toBe(plan === 'floating')
        expect(screen.queryByRole('button', { name: 'Hide floor plan' }) !== null).toBe(plan === 'floating')
        if (plan === 'floating') expect(aside?.style.transform).toBe(corner)
        expect(screen.queryByRole('button', { name: 'Show floor plan' }) !== null).toBe(plan === 'collapsed')
      }
      const check = () => seen()
      const drag = (dx: number) => {
        const handle = screen.getByRole('button', { name: 'Move floor plan' })
        fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100, clientY: 100 })
        fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 + dx, clientY: 100 + dx })
        fireEvent.pointerUp(handle, { pointerId: 1 })
      }
      await path.test({
        states: {
          'tour.full': check,
          'tour.sidebar': check,
          'tour.inactive': check,
        },
        events: asExecutors<ViewerLayoutEvent>({
          'section.changed': ({ event }) => {
            section = event.section as Section
            return sut.show(section, withPlan)
          },
          'listing.changed': ({ event }) => {
            withPlan = event.hasPlan
            return sut.show(section, withPlan)
          },
          'viewport.changed': ({ event }) => {
            wide = event.width >= 1000
            vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(event.width)
            act(() => void window.dispatchEvent(new Event('resize')))
          },
          'plan.collapse': () => {
            collapsed = true
            fireEvent.click(screen.getByRole('button', { name: 'Hide floor plan' }))
          },
          'plan.expand': () => {
            collapsed = false
            fireEvent.click(screen.getByRole('button', { name: 'Show floor plan' }))
          },
          'plan.bounds': () => {
            expect(observed.size).toBeGreaterThan(0)
            act(() => {
              for (const measure of observed) measure()
            })
          },
          'plan.drag': ({ event }) => {
            corner = event.dx > 0 ? CORNER.far : CORNER.home
            act(() => drag(event.dx))
          },
        }),
      })
    })
  }
})
