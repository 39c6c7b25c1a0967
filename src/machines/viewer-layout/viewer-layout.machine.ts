// Where the 3D tour and the floor plan sit in the listing viewer (SPEC §4 Tour layout, Floor plan layout, wide
// layout at 1000 px; the table is src/domain/viewer-layout.ts). Two regions follow the rule from the context: the
// section, the viewport width, what the listing has, and whether the visitor collapsed the floating plan. The
// floating card's position is kept here too, inside the area it floats over, so a drag, a rotation of the phone or
// a smaller card never leaves it off screen. No effects, so no actors file.
import { type ActorRefFrom, assign, setup } from 'xstate'
import type { ViewerSection } from '../../domain/app-path'
import {
  clampFloatingOffset,
  FLOATING_PLAN_INSET_PX,
  isWideLayout,
  type Offset,
  type PlanLayout,
  type Size,
  type TourLayout,
  viewerLayout,
} from '../../domain/viewer-layout'

export interface ViewerLayoutInput {
  readonly section: ViewerSection
  /** The viewport's width in CSS pixels. */
  readonly viewportWidth: number
  readonly hasTour: boolean
  readonly hasPlan: boolean
}

export interface ViewerLayoutContext {
  /** The section on screen (the address's section). */
  section: ViewerSection
  /** The viewport is wide (1000 px or more): the plan goes in a sidebar instead of floating. */
  wide: boolean
  /** The listing's tour is ready. */
  hasTour: boolean
  /** The listing has a floor plan the viewer may show (a floor, and the floor plan section enabled). */
  hasPlan: boolean
  /** The visitor collapsed the floating plan; kept across sections and widths until they expand it. */
  collapsed: boolean
  /** The floating card's top-left corner in the area it floats over, in CSS pixels. */
  offset: Offset
  /** The area the floating card floats over, once measured. */
  area: Size | null
  /** The floating card's own size, once measured. */
  card: Size | null
}

export type ViewerLayoutEvent =
  | { type: 'section.changed'; section: ViewerSection }
  | { type: 'viewport.changed'; width: number }
  | { type: 'listing.changed'; hasTour: boolean; hasPlan: boolean }
  | { type: 'plan.collapse' }
  | { type: 'plan.expand' }
  /** The floating card's handle moved by this much since the last drag event. */
  | { type: 'plan.drag'; dx: number; dy: number }
  /** The floating card or the area it floats over changed size. */
  | { type: 'plan.bounds'; area: Size; card: Size }

const clamped = (offset: Offset, bounds: Pick<ViewerLayoutContext, 'area' | 'card'>): Offset =>
  bounds.area && bounds.card ? clampFloatingOffset(offset, bounds.area, bounds.card) : offset

const TOUR_LAYOUTS: ReadonlyArray<TourLayout> = ['full', 'sidebar', 'inactive']
const PLAN_LAYOUTS: ReadonlyArray<PlanLayout> = ['full', 'sidebar', 'floating', 'collapsed', 'inactive']

/** From any layout state, the eventless moves to every other layout of the region, each guarded by the rule. */
const followTour = (from: TourLayout) =>
  TOUR_LAYOUTS.filter((to) => to !== from).map((to) => ({
    guard: { type: 'isTourLayout' as const, params: to },
    target: to,
  }))
const followPlan = (from: PlanLayout) =>
  PLAN_LAYOUTS.filter((to) => to !== from).map((to) => ({
    guard: { type: 'isPlanLayout' as const, params: to },
    target: to,
  }))

export const viewerLayoutMachine = setup({
  types: {
    context: {} as ViewerLayoutContext,
    events: {} as ViewerLayoutEvent,
    input: {} as ViewerLayoutInput,
  },
  guards: {
    /** A card not yet measured cannot be kept inside its area, and cannot have been seen to be dragged. */
    hasBounds: ({ context }) => context.area !== null && context.card !== null,
    isTourLayout: ({ context }, layout: TourLayout) =>
      viewerLayout({ ...context, planCollapsed: context.collapsed }).tour === layout,
    isPlanLayout: ({ context }, layout: PlanLayout) =>
      viewerLayout({ ...context, planCollapsed: context.collapsed }).plan === layout,
  },
  actions: {
    setSection: assign({ section: (_, section: ViewerSection) => section }),
    setViewport: assign({ wide: (_, width: number) => isWideLayout(width) }),
    setListing: assign((_, listing: { hasTour: boolean; hasPlan: boolean }) => listing),
    setCollapsed: assign({ collapsed: (_, collapsed: boolean) => collapsed }),
    moveCard: assign({
      offset: ({ context }, by: { dx: number; dy: number }) =>
        clamped({ x: context.offset.x + by.dx, y: context.offset.y + by.dy }, context),
    }),
    setBounds: assign(({ context }, bounds: { area: Size; card: Size }) => ({
      ...bounds,
      offset: clamped(context.offset, bounds),
    })),
  },
}).createMachine({
  id: 'viewerLayout',
  type: 'parallel',
  context: ({ input }) => ({
    section: input.section,
    wide: isWideLayout(input.viewportWidth),
    hasTour: input.hasTour,
    hasPlan: input.hasPlan,
    collapsed: false,
    offset: { x: FLOATING_PLAN_INSET_PX, y: FLOATING_PLAN_INSET_PX },
    area: null,
    card: null,
  }),
  // Each region only follows the context, so these are the chart's only inputs besides the card's own controls.
  on: {
    'section.changed': { actions: { type: 'setSection', params: ({ event }) => event.section } },
    'viewport.changed': { actions: { type: 'setViewport', params: ({ event }) => event.width } },
    'listing.changed': {
      actions: { type: 'setListing', params: ({ event }) => ({ hasTour: event.hasTour, hasPlan: event.hasPlan }) },
    },
    'plan.bounds': { actions: { type: 'setBounds', params: ({ event }) => ({ area: event.area, card: event.card }) } },
  },
  states: {
    tour: {
      initial: 'inactive',
      states: {
        full: { always: followTour('full') },
        sidebar: {
          description: 'Beside the full floor plan on wide screens, so the visitor sees where a click would take them.',
          always: followTour('sidebar'),
        },
        inactive: { always: followTour('inactive') },
      },
    },
    plan: {
      initial: 'inactive',
      states: {
        full: { always: followPlan('full') },
        sidebar: { always: followPlan('sidebar') },
        floating: {
          description: 'A draggable card over the full tour on narrow screens.',
          always: followPlan('floating'),
          on: {
            'plan.collapse': { actions: { type: 'setCollapsed', params: true } },
            'plan.drag': {
              guard: 'hasBounds',
              actions: { type: 'moveCard', params: ({ event }) => ({ dx: event.dx, dy: event.dy }) },
            },
          },
        },
        collapsed: {
          description: 'The visitor folded the floating card away; a pill brings it back.',
          always: followPlan('collapsed'),
          on: { 'plan.expand': { actions: { type: 'setCollapsed', params: false } } },
        },
        inactive: { always: followPlan('inactive') },
      },
    },
  },
})

export type ViewerLayoutActor = ActorRefFrom<typeof viewerLayoutMachine>
