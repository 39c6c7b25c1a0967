// The listing header (SPEC §2): address, agents, key facts, and the order status, 'Offline' or the share button.
// Unbranded pages hide agents and share (SPEC §6).
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { askingPrice, headerBadge, listingFacts, shareOffered } from '../../../domain/listing-header'
import { formatModalParam } from '../../../domain/modal-param'
import type { Listing } from '../../../schemas/Listing'
import { SiteLink } from '../../components/site-link/SiteLink'
import { useApp } from '../../use-app'
import styles from './ListingHeader.module.css'
import type { ViewerSettings } from './useListingViewer'

export function ListingHeader({ listing, settings }: { listing: Listing; settings: ViewerSettings }) {
  const unit = useSelector(useApp(), (s) => s.context.unit)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const facts = listingFacts(listing.stats, unit)
  const price = askingPrice(listing.stats)
  const badge = headerBadge(listing)
  const { unbranded } = settings.mode
  const { address } = listing
  return (
    <header className={styles.header}>
      <div className={styles.place}>
        <h1 className={styles.street}>
          {address.street}
          {address.unit ? <span className={styles.unit}> #{address.unit}</span> : null}
        </h1>
        {address.neighborhood ? <p className={styles.neighborhood}>{address.neighborhood}</p> : null}
      </div>
      {price || facts.length > 0 ? (
        <dl className={styles.facts}>
          {price ? (
            <div className={styles.priceFact}>
              <dt className={styles.visuallyHidden}>Price</dt>
              <dd className={styles.price}>{price}</dd>
            </div>
          ) : null}
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt className={styles.visuallyHidden}>{fact.label}</dt>
              <dd>
                <span className={styles.factValue}>{fact.value}</span> {fact.label}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {!unbranded && listing.agents.length > 0 ? (
        <p className={styles.agents}>
          <span className={styles.visuallyHidden}>Listed by </span>
          {listing.agents.map((a) => a.name).join(', ')}
          {listing.agents[0]?.company ? <span className={styles.company}> · {listing.agents[0].company}</span> : null}
        </p>
      ) : null}
      <div className={styles.end}>
        {badge.kind === 'offline' ? (
          <span className={`${styles.badge} ${styles.offline}`} title="Only you and your team can see this listing">
            Offline
          </span>
        ) : null}
        {badge.kind === 'status' ? <span className={styles.badge}>{badge.label}</span> : null}
        {shareOffered(listing, unbranded) ? (
          <SiteLink
            // The current address plus the modal parameter: the share modal opens over the section being shown.
            to={pathname}
            search={{ ...settings.search, modal: formatModalParam({ kind: 'share', tab: 'link' }) } as never}
            className={styles.share}
            resetScroll={false}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            Share
          </SiteLink>
        ) : null}
      </div>
    </header>
  )
}
