import { Link } from '@tanstack/react-router'
import { VIEWER_SECTIONS, type ViewerSection } from '../../../domain/app-path'
import { AppPage, Prompt } from './AppPage'
import styles from './ListingPlaceholderPage.module.css'

const LABELS: Record<ViewerSection, string> = {
  info: 'Info',
  tour: '3D tour',
  photos: 'Photos',
  floorplan: 'Floor plan',
  dashboard: 'Dashboard',
}

/** '12-maple-street' → '12 Maple Street', until the listing's own address is loaded. */
export const titleFromTourName = (tourName: string) =>
  tourName
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

/**
 * A listing's public page frame: the address (from the tour name) and the section links. The listing viewer
 * (its data, sections, tour and floor plan) replaces the body when it lands.
 */
export function ListingPlaceholderPage({ tourName, section }: { tourName: string; section: ViewerSection }) {
  return (
    <AppPage title={titleFromTourName(tourName)}>
      <nav aria-label="Listing sections">
        <ul className={styles.sections}>
          {VIEWER_SECTIONS.map((s) => (
            <li key={s}>
              <Link
                to="/$tourName/{-$section}/{-$subSection}"
                params={{ tourName, section: s === 'info' ? undefined : s, subSection: undefined }}
                aria-current={s === section ? 'page' : undefined}
                className={styles.section}
              >
                {LABELS[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Prompt title="This listing is being prepared">
        <p>Its photos, 3D tour and floor plan appear here once the shoot is delivered.</p>
      </Prompt>
    </AppPage>
  )
}
