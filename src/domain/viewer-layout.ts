// Where the 3D tour and the floor plan sit in the listing viewer (SPEC §4: "Tour layout: full, sidebar (floor plan
// in wide layout), inactive … Floor plan layout: full, sidebar, floating (narrow screens only; draggable),
// collapsed, inactive. Wide layout at width 1000 or more.").
//
// Our reading, as a table (docs/charts.md, viewer-layout):
//   section 'tour'       tour full; plan sidebar when wide, floating when narrow (collapsed once the visitor
//                        collapses it, until they expand it again)
//   section 'floorplan'  plan full; tour sidebar when wide (the visitor sees where they would stand), inactive
//                        when narrow (two views do not fit side by side on a phone)
//   any other section    both inactive
// A listing without a floor plan (no floor, or the floor plan section not enabled) never shows the plan; a listing
// whose tour is not ready never shows the tour, and then the plan has nothing to float over in the tour section.
import { WIDE_LAYOUT_MIN_WIDTH_PX } from '../schemas/constants'
import type { ViewerSection } from './app-path'
import type { SectionEntry } from './viewer-sections'

export type TourLayout = 'full' | 'sidebar' | 'inactive'
export type PlanLayout = 'full' | 'sidebar' | 'floating' | 'collapsed' | 'inactive'

export interface LayoutSubject {
  readonly section: ViewerSection
  /** The viewport is at least WIDE_LAYOUT_MIN_WIDTH_PX wide. */
  readonly wide: boolean
  /** The listing's tour is ready (tourReady). */
  readonly hasTour: boolean
  /** The listing has a floor and its floor plan section is enabled. */
  readonly hasPlan: boolean
  /** The visitor collapsed the floating plan. */
  readonly planCollapsed: boolean
}

export interface ViewerLayout {
  readonly tour: TourLayout
  readonly plan: PlanLayout
}

/** What the layout needs to know of the listing: a ready tour, and a floor plan the viewer may show. */
export function layoutSubject(listing: { readonly tourReady: boolean }, sections: ReadonlyArray<SectionEntry>) {
  return { hasTour: listing.tourReady, hasPlan: sections.some((s) => s.section === 'floorplan') }
}

const INACTIVE: ViewerLayout = { tour: 'inactive', plan: 'inactive' }

/** Wide layout at a viewport width of 1000 px or more (SPEC §4). */
export const isWideLayout = (viewportWidth: number): boolean => viewportWidth >= WIDE_LAYOUT_MIN_WIDTH_PX

export function viewerLayout(s: LayoutSubject): ViewerLayout {
  if (s.section === 'tour') {
    if (!s.hasTour) return INACTIVE
    const narrowPlan: PlanLayout = s.planCollapsed ? 'collapsed' : 'floating'
    return { tour: 'full', plan: !s.hasPlan ? 'inactive' : s.wide ? 'sidebar' : narrowPlan }
  }
  if (s.section === 'floorplan') {
    if (!s.hasPlan) return INACTIVE
    return { tour: s.hasTour && s.wide ? 'sidebar' : 'inactive', plan: 'full' }
  }
  return INACTIVE
}

export interface Size {
  readonly width: number
  readonly height: number
}

export interface Offset {
  readonly x: number
  readonly y: number
}

/** Space kept between the floating plan card and the edges of the area it floats over. */
export const FLOATING_PLAN_INSET_PX = 12

/**
 * Where the floating card's top-left corner may be, within the area it floats over: the card stays whole and
 * FLOATING_PLAN_INSET_PX clear of every edge. When the card is larger than the area allows, it sits at the inset
 * (top-left wins, so its handle and collapse button stay reachable).
 */
export function clampFloatingOffset(offset: Offset, area: Size, card: Size): Offset {
  const clamp = (value: number, free: number) =>
    Math.max(FLOATING_PLAN_INSET_PX, Math.min(value, free - FLOATING_PLAN_INSET_PX))
  return { x: clamp(offset.x, area.width - card.width), y: clamp(offset.y, area.height - card.height) }
}
