import { listingBadges, statsLine } from '../../../domain/listing-list'
import { formatAskingPrice } from '../../../domain/money'
import { formatArea } from '../../../domain/units'
import type { ListingSummary } from '../../../schemas/Listing'
import { SiteLink } from '../../components/site-link/SiteLink'
import styles from './ListingList.module.css'

/** One listing in a list: the cover photo, the price, the address and the key facts, and its state. */
export function ListingCard({
  listing,
  href,
  onPoint,
  onLeave,
}: {
  listing: ListingSummary
  href: string
  /** The card was pointed at or focused: its listing is likely next. */
  onPoint: () => void
  /** The pointer or the focus left it. */
  onLeave: () => void
}) {
  const { stats, address, coverPhoto } = listing
  const area = stats?.areaPrimary != null ? formatArea(stats.areaPrimary) : undefined
  const badges = listingBadges(listing)
  return (
    <li className={styles.card}>
      <SiteLink
        to={href}
        search={true as never}
        className={styles.cardLink}
        onPointerEnter={onPoint}
        onFocus={onPoint}
        onPointerLeave={onLeave}
        onBlur={onLeave}
      >
        <div className={styles.photo}>
          {coverPhoto ? (
            <img
              src={`${coverPhoto.url}&size=768x*`}
              srcSet={`${coverPhoto.url}&size=512x* 512w, ${coverPhoto.url}&size=768x* 768w, ${coverPhoto.url}&size=1024x* 1024w`}
              sizes="(max-width: 640px) 100vw, (max-width: 1000px) 50vw, 400px"
              alt=""
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.noPhoto}>Photos on the way</span>
          )}
          {badges.length > 0 ? (
            <span className={styles.badges}>
              {badges.map((b) => (
                <span key={b} className={styles.badge}>
                  {b}
                </span>
              ))}
            </span>
          ) : null}
        </div>
        <div className={styles.body}>
          {stats?.price != null ? <p className={styles.price}>{formatAskingPrice(stats.price)}</p> : null}
          <h2 className={styles.street}>
            {address.street}
            {address.unit ? ` #${address.unit}` : ''}
          </h2>
          <p className={styles.meta}>
            {[address.neighborhood, statsLine(stats, area)].filter(Boolean).join(' · ') || '\u00a0'}
          </p>
        </div>
      </SiteLink>
    </li>
  )
}
