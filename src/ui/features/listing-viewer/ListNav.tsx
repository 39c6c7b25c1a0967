// Previous, next and close between the listings of the list the page was opened from (SPEC §2 Listing lists),
// e.g. /explore/{tourName}: the explore page's current page of listings, by tour name.
import { neighbours } from '../../../domain/listing-list'
import type { AppSearch } from '../../../schemas/search/app'
import { SiteLink } from '../../components/site-link/SiteLink'
import { forAnotherSection } from '../../search'
import styles from './ListNav.module.css'

export interface ListingListNav {
  /** The list's tour names in its order; empty while the list loads. */
  readonly tourNames: ReadonlyArray<string>
  /** The list page itself (close). */
  readonly listPath: string
  readonly label: string
}

export function ListNav({ list, current, search }: { list: ListingListNav; current: string; search: AppSearch }) {
  const { previous, next, position } = neighbours(list.tourNames, current)
  const kept = forAnotherSection(search)
  const link = (tourName: string) => `${list.listPath}/${tourName}`
  return (
    <nav className={styles.nav} aria-label={`${list.label} navigation`}>
      <SiteLink to={list.listPath} search={kept as never} className={styles.close}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Back to {list.label}
      </SiteLink>
      {position !== undefined ? (
        <span className={styles.position}>
          {position + 1} of {list.tourNames.length}
        </span>
      ) : null}
      <span className={styles.steps}>
        {previous ? (
          <SiteLink to={link(previous)} search={kept as never} className={styles.step} rel="prev">
            ← Previous
          </SiteLink>
        ) : null}
        {next ? (
          <SiteLink to={link(next)} search={kept as never} className={styles.step} rel="next">
            Next →
          </SiteLink>
        ) : null}
      </span>
    </nav>
  )
}
