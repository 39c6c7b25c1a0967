// The justified grid (SPEC §9: rows at most min(275, 60 % of the viewport height), 5 px gaps, image sizes from the
// laid-out width). The container is measured with a ResizeObserver; until then the photos flow in a plain wrap.
import { maxGridRowHeight } from '../../../../../domain/image-sizes'
import { justifiedRows } from '../../../../../domain/justified-layout'
import type { Photo } from '../../../../../schemas/Listing'
import type { AppSearch } from '../../../../../schemas/search/app'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import { withoutModal } from '../../../../search'
import { photoAlt, photoSrc } from '../../photo-src'
import styles from './Photos.module.css'
import { useLayoutBox } from './use-layout-box'

export function PhotoGrid({
  photos,
  basePath,
  search,
}: {
  photos: ReadonlyArray<Photo>
  basePath: string
  search: AppSearch
}) {
  const { ref, width, viewportHeight } = useLayoutBox()
  const rows = justifiedRows(
    photos.map((p) => p.aspect),
    width,
    maxGridRowHeight(viewportHeight),
  )
  const kept = withoutModal(search)
  return (
    <div ref={ref} className={styles.grid}>
      {rows.map((row) => (
        <ul key={row.items[0]?.index} className={styles.row} style={{ height: row.height }}>
          {row.items.map(({ index, width: w }) => {
            const photo = photos[index] as Photo
            return (
              <li key={photo.code} className={styles.cell} style={{ width: w }}>
                <SiteLink
                  to={`${basePath}/photos/${photo.code}`}
                  search={kept as never}
                  className={photo.hidden ? `${styles.tile} ${styles.hiddenPhoto}` : styles.tile}
                  resetScroll={false}
                >
                  <img
                    className={photo.hidden ? `${styles.tileImage} ${styles.hiddenImage}` : styles.tileImage}
                    src={photoSrc(photo, w)}
                    alt={photoAlt(photo)}
                    width={w}
                    height={row.height}
                    loading={index < 6 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  {photo.externalLink ? (
                    <span className={styles.play}>
                      <span className={styles.visuallyHidden}>Video</span>
                    </span>
                  ) : null}
                  {photo.hidden ? <span className={styles.hiddenBadge}>Hidden</span> : null}
                </SiteLink>
              </li>
            )
          })}
        </ul>
      ))}
    </div>
  )
}
