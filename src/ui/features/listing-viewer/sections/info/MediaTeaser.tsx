import { tourCardPhoto } from '../../../../../domain/photo-teaser'
import type { SectionEntry } from '../../../../../domain/viewer-sections'
import type { Listing } from '../../../../../schemas/Listing'
import type { AppSearch } from '../../../../../schemas/search/app'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import { withoutModal } from '../../../../search'
import { photoSrc } from '../../photo-src'
import styles from './Info.module.css'

/** The 3D tour and the floor plan, as two inviting cards; only the sections this visitor can open. */
export function MediaTeaser({
  listing,
  sections,
  basePath,
  search,
}: {
  listing: Listing
  sections: ReadonlyArray<SectionEntry>
  basePath: string
  search: AppSearch
}) {
  const has = (section: string) => sections.some((s) => s.section === section)
  const tourPhoto = tourCardPhoto(listing.photos)
  const floor = listing.floorplan?.floors[0]
  const kept = withoutModal(search)
  if (!has('tour') && !has('floorplan')) return null
  return (
    <section className={styles.block} aria-labelledby="media-heading">
      <h2 id="media-heading" className={styles.heading}>
        Walk through it
      </h2>
      <ul className={styles.media}>
        {has('tour') ? (
          <li>
            <SiteLink to={`${basePath}/tour`} search={kept as never} className={styles.mediaCard}>
              <span className={styles.mediaImage}>
                {tourPhoto ? (
                  <img
                    className={styles.mediaImg}
                    src={photoSrc(tourPhoto, 480)}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
                <span className={styles.mediaBadge}>3D</span>
              </span>
              <span className={styles.mediaTitle}>3D tour</span>
              <span className={styles.mediaText}>Step inside and look around every room.</span>
            </SiteLink>
          </li>
        ) : null}
        {has('floorplan') && floor ? (
          <li>
            <SiteLink to={`${basePath}/floorplan`} search={kept as never} className={styles.mediaCard}>
              <span className={`${styles.mediaImage} ${styles.plan}`}>
                <img
                  className={`${styles.mediaImg} ${styles.planImg}`}
                  src={floor.svgUrl.imperial}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </span>
              <span className={styles.mediaTitle}>Floor plan</span>
              <span className={styles.mediaText}>
                {listing.floorplan?.floors.length === 1 ? 'One floor' : `${listing.floorplan?.floors.length} floors`},
                with room sizes.
              </span>
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </section>
  )
}
