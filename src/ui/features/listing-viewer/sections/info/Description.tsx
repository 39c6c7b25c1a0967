import { useMemo } from 'react'
import { sanitizeListingHtml } from '../../listing-html'
import styles from './Info.module.css'

/** The listing's own words, sanitised (SPEC §3), in a readable measure. Nothing when the listing has none. */
export function Description({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeListingHtml(html), [html])
  if (clean.trim() === '') return null
  return (
    <section className={styles.block} aria-labelledby="about-heading">
      <h2 id="about-heading" className={styles.heading}>
        About this home
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above. */}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: clean }} />
    </section>
  )
}
