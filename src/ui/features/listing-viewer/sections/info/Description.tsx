import { useMemo } from 'react'
import { descriptionParagraphs } from '../../../../../domain/description-text'
import { sanitizeListingHtml } from '../../listing-html'
import styles from './Info.module.css'

/**
 * The listing's own words, sanitised (SPEC §3), in a readable measure. Nothing when the listing has none. Rendered
 * on the server (no DOM, so no DOMPurify) it is their plain paragraphs, which the browser then replaces.
 */
export function Description({ html }: { html: string }) {
  const onServer = typeof window === 'undefined'
  const clean = useMemo(() => (onServer ? '' : sanitizeListingHtml(html)), [html, onServer])
  const paragraphs = useMemo(() => (onServer ? descriptionParagraphs(html) : []), [html, onServer])
  if (onServer ? paragraphs.length === 0 : clean.trim() === '') return null
  return (
    <section className={styles.block} aria-labelledby="about-heading">
      <h2 id="about-heading" className={styles.heading}>
        About this home
      </h2>
      {onServer ? (
        <div className={styles.description}>
          {paragraphs.map((text, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are rendered once, in order, never moved.
            <p key={k}>{text}</p>
          ))}
        </div>
      ) : (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
        <div className={styles.description} dangerouslySetInnerHTML={{ __html: clean }} />
      )}
    </section>
  )
}
