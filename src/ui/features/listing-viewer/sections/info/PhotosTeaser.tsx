import type { Photo } from '../../../../../schemas/Listing'
import type { AppSearch } from '../../../../../schemas/search/app'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import { withoutModal } from '../../../../search'
import { photoAlt, photoSrc } from '../../photo-src'
import styles from './Info.module.css'

/**
 * A few of the best photos (captioned ones first, SPEC §5), each opening the carousel, and a link to all. The links
 * keep the page's parameters (an unbranded page stays unbranded), all but an open modal.
 */
export function PhotosTeaser({
  photos,
  count,
  basePath,
  search,
}: {
  photos: ReadonlyArray<Photo>
  /** '13 photos · 1 video' */
  count: string
  basePath: string
  search: AppSearch
}) {
  if (photos.length === 0) return null
  const kept = withoutModal(search) as never
  return (
    <section className={styles.block} aria-labelledby="photos-heading">
      <div className={styles.blockHead}>
        <h2 id="photos-heading" className={styles.heading}>
          Photos
        </h2>
        <SiteLink to={`${basePath}/photos`} search={kept} className={styles.more}>
          See all {count}
        </SiteLink>
      </div>
      <ul className={styles.teaser}>
        {photos.map((photo) => (
          <li key={photo.code}>
            <SiteLink to={`${basePath}/photos/${photo.code}`} search={kept} className={styles.teaserLink}>
              <img
                className={styles.teaserImage}
                src={photoSrc(photo, 384)}
                alt={photoAlt(photo)}
                loading="lazy"
                decoding="async"
              />
              {photo.externalLink ? (
                <span className={styles.play}>
                  <span className={styles.visuallyHidden}>Video</span>
                </span>
              ) : null}
              {photo.caption ? <span className={styles.caption}>{photo.caption}</span> : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
