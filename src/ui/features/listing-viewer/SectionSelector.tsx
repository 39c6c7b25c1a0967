// The section selector (SPEC §4): a compact segmented control, shown only when there is more than one section.
// Sections still to be delivered show to admins with the admin style (dashed accent outline, DESIGN.md).
import type { ViewerSection } from '../../../domain/app-path'
import { type SectionEntry, sectionInAddress, showsSectionSelector } from '../../../domain/viewer-sections'
import type { AppSearch } from '../../../schemas/search/app'
import { SiteLink } from '../../components/site-link/SiteLink'
import { forAnotherSection } from '../../search'
import styles from './SectionSelector.module.css'

export const SECTION_LABELS: Record<ViewerSection, string> = {
  info: 'Overview',
  tour: '3D tour',
  photos: 'Photos',
  floorplan: 'Floor plan',
  dashboard: 'Dashboard',
}

/** /{tourName} for the overview, /{tourName}/{section} otherwise. */
const sectionPath = (basePath: string, section: ViewerSection) => {
  const inAddress = sectionInAddress(section)
  return inAddress ? `${basePath}/${inAddress}` : basePath
}

export function SectionSelector({
  sections,
  current,
  basePath,
  search,
}: {
  sections: ReadonlyArray<SectionEntry>
  current: ViewerSection
  basePath: string
  search: AppSearch
}) {
  if (!showsSectionSelector(sections)) return null
  const kept = forAnotherSection(search)
  return (
    <nav className={styles.selector} aria-label="Listing sections">
      <ul className={styles.list}>
        {sections.map(({ section, undelivered }) => (
          <li key={section}>
            <SiteLink
              to={sectionPath(basePath, section)}
              search={kept as never}
              // The current section is the chart's, not the router's fuzzy match (/{tourName} is the parent of all).
              activeOptions={{ exact: true, includeSearch: false }}
              aria-current={section === current ? 'page' : undefined}
              className={undelivered ? `${styles.item} ${styles.undelivered}` : styles.item}
              title={undelivered ? 'Not delivered yet: only you can see this' : undefined}
            >
              {SECTION_LABELS[section]}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
