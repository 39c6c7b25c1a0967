import type { Photo } from '../../../../../schemas/Listing'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import { photoAlt, photoSrc } from '../../photo-src'
import styles from './Info.module.css'

/** A few of the best photos (captioned ones first, SPEC §5), each opening the carousel, and a link to all. */
export function PhotosTeaser({
  photos,
  total,
  basePath,
}: {
  photos: ReadonlyArray<Photo>
  total: number
  basePath: string
}) {
  if (photos.length === 0) return null
  return (
    <section className={styles.block} aria-labelledby="photos-heading">
      <div className={styles.blockHead}>
        <h2 id="photos-heading" className={styles.heading}>
          Photos
        </h2>
        <SiteLink to={`${basePath}/photos`} className={styles.more}>
          See all {total} photos
        </SiteLink>
      </div>
      <ul className={styles.teaser}>
        {photos.map((photo) => (
          <li key={photo.code}>
            <SiteLink to={`${basePath}/photos/${photo.code}`} className={styles.teaserLink}>
              <img
                className={styles.teaserImage}
                src={photoSrc(photo, 384)}
                alt={photoAlt(photo)}
                loading="lazy"
                decoding="async"
              />
              {photo.caption ? <span className={styles.caption}>{photo.caption}</span> : null}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
