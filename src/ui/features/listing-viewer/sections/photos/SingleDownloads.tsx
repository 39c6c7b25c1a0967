import type { Photo } from '../../../../../schemas/Listing'
import styles from './Carousel.module.css'

/** The photo as MLS-ready or full size: a navigation to its address with the size and a file name (SPEC §7). */
export function SingleDownloads({ photo }: { photo: Photo }) {
  const file = photo.name.replace(/\.[a-z0-9]+$/i, '')
  return (
    <span className={styles.downloads}>
      <a className={styles.download} href={`${photo.url}&size=mls&filename=${encodeURIComponent(`${file}-mls.jpg`)}`}>
        Download MLS size
      </a>
      <a className={styles.download} href={`${photo.url}&size=full&filename=${encodeURIComponent(`${file}.jpg`)}`}>
        Full size
      </a>
    </span>
  )
}
