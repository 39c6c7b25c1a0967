import { useSelector } from '@xstate/react'
import { useId } from 'react'
import { countText, filterFooter, showsFilterBox } from '../../../domain/listing-list'
import { pageCount } from '../../../domain/pagination'
import type { ListingListActorRef } from '../../../machines/listing-list/listing-list.machine'
import { Pagination } from '../../components/pagination/Pagination'
import { ListingCard } from './ListingCard'
import styles from './ListingList.module.css'

interface ListingListProps {
  readonly actor: ListingListActorRef
  /** A listing card's address. */
  readonly hrefFor: (tourName: string) => string
  /** The address of a page of this list, and how to go there. */
  readonly pageHref: (page: number) => string
  readonly onPage: (page: number) => void
  /** Shown when the list is empty without a filter (My listings' welcome, Explore's note). */
  readonly empty: React.ReactNode
}

/** A listing list (SPEC §2): count, filter box past 15 or when filtering, cards, footer, pagination. */
export function ListingList({ actor, hrefFor, pageHref, onPage, empty }: ListingListProps) {
  const page = useSelector(actor, (s) => s.context.page)
  const draft = useSelector(actor, (s) => s.context.draft)
  const filter = useSelector(actor, (s) => s.context.terms.filter)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => s.context.error)
  const failed = useSelector(actor, (s) => s.matches('failed'))
  const filterId = useId()

  if (!page && loading) return <ListSkeleton />
  if (!page && failed) return <LoadError message={error} onRetry={() => actor.send({ type: 'retry' })} />
  if (!page) return null
  const total = page.totalCount
  const footer = filterFooter(total, filter)
  if (total === 0 && !filter) return <>{empty}</>
  return (
    <section className={styles.list} aria-busy={loading} aria-label="Listings">
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {countText(total)}
        </p>
        {showsFilterBox(total, filter) ? (
          <div className={styles.filter}>
            <label htmlFor={filterId} className={styles.visuallyHidden}>
              Search listings
            </label>
            <input
              id={filterId}
              type="search"
              placeholder="Address, neighbourhood or agent"
              value={draft}
              onChange={(e) => actor.send({ type: 'filter.input', value: e.target.value })}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && draft !== '') actor.send({ type: 'filter.clear' })
              }}
            />
          </div>
        ) : null}
      </div>
      {failed ? <LoadError message={error} onRetry={() => actor.send({ type: 'retry' })} /> : null}
      <ul className={loading ? `${styles.grid} ${styles.stale}` : styles.grid}>
        {page.listings.map((listing) => (
          <ListingCard
            key={listing.tourName}
            listing={listing}
            href={hrefFor(listing.tourName)}
            onPoint={() => actor.send({ type: 'listing.pointed', tourName: listing.tourName })}
            onLeave={() => actor.send({ type: 'listing.unpointed' })}
          />
        ))}
      </ul>
      {footer ? (
        <p className={styles.footer}>
          {footer}{' '}
          <button type="button" className={styles.clear} onClick={() => actor.send({ type: 'filter.clear' })}>
            Clear filter
          </button>
        </p>
      ) : null}
      <Pagination
        current={page.pageNumber}
        total={pageCount(total, page.pageSize)}
        hrefFor={pageHref}
        onSelect={onPage}
      />
    </section>
  )
}

function ListSkeleton() {
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label="Loading listings">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className={styles.skeleton} />
      ))}
    </div>
  )
}

function LoadError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  return (
    <div className={styles.error} role="alert">
      <p>{message}</p>
      <button type="button" className={styles.clear} onClick={onRetry}>
        Try again
      </button>
    </div>
  )
}
