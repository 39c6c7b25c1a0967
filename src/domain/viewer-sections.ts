// Which sections of the listing viewer are enabled (SPEC §4 Viewer sections, §6). They keep the order of
// VIEWER_SECTIONS: a disabled or missing section falls back to the first enabled one, and the selector lists them so.
import { VIEWER_SECTIONS, type ViewerSection } from './app-path'

export interface SectionSubject {
  readonly tourReady: boolean
  /** The listing has a floor plan with at least one floor. */
  readonly hasFloor: boolean
  /** At least one photo is not hidden. */
  readonly hasVisiblePhoto: boolean
  readonly permissions: ReadonlyArray<string>
  /** Null when the listing has no orders (nothing is "undelivered"). */
  readonly delivered: { readonly tour: boolean; readonly photos: boolean; readonly floorplan: boolean } | null
}

export interface SectionMode {
  readonly tourOnly: boolean
  readonly unbranded: boolean
  readonly embedded: boolean
  /** Minimal navigation (never when embedded, SPEC §6; kept here so the rule reads like the spec). */
  readonly minimal: boolean
  /** The local admin toggle (SPEC §6: admin-only elements show only when it is on). */
  readonly adminElements: boolean
}

export interface SectionEntry {
  readonly section: ViewerSection
  /** Shown to admins before delivery: the selector styles it as an admin-only item (SPEC §4). */
  readonly undelivered: boolean
}

export function enabledSections(listing: SectionSubject, mode: SectionMode): ReadonlyArray<SectionEntry> {
  const minimalEmbedded = mode.minimal && mode.embedded
  const gallery = listing.permissions.includes('gallery') && mode.adminElements
  const enabled: Record<ViewerSection, boolean> = {
    info: !mode.tourOnly && !minimalEmbedded,
    tour: listing.tourReady,
    photos: listing.hasVisiblePhoto || gallery,
    floorplan: listing.hasFloor && !mode.tourOnly,
    dashboard: listing.permissions.includes('order') && !mode.unbranded && !minimalEmbedded,
  }
  const undelivered: Record<ViewerSection, boolean> = {
    info: false,
    tour: listing.delivered !== null && !listing.delivered.tour,
    photos: listing.delivered !== null && !listing.delivered.photos,
    floorplan: listing.delivered !== null && !listing.delivered.floorplan,
    dashboard: false,
  }
  return VIEWER_SECTIONS.filter((s) => enabled[s]).map((section) => ({ section, undelivered: undelivered[section] }))
}

/**
 * The section to show: the asked one when enabled, else the first enabled one; undefined when none is (the listing
 * cannot be viewed). No section in the address means the first enabled one.
 */
export function resolveSection(
  asked: ViewerSection | undefined,
  sections: ReadonlyArray<SectionEntry>,
): ViewerSection | undefined {
  if (asked !== undefined && sections.some((s) => s.section === asked)) return asked
  return sections[0]?.section
}

/**
 * The section an address names: the bare /{tourName} is the overview; every other section is written out, so the
 * address always says what the page shows (a tour-only page opens at /{tourName}/tour, not at the overview's).
 */
export const addressedSection = (inAddress: ViewerSection | undefined): ViewerSection => inAddress ?? 'info'

/** The address's section part for a section: none for the overview. */
export const sectionInAddress = (section: ViewerSection): ViewerSection | undefined =>
  section === 'info' ? undefined : section

/** The selector shows only when there is a choice to make. */
export const showsSectionSelector = (sections: ReadonlyArray<SectionEntry>) => sections.length > 1
