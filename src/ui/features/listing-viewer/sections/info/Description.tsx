import { type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { descriptionParagraphs } from '../../../../../domain/description-text'
import { type LazyModule, lazyModule } from '../../../../../services/lazy-module'
import { useLoaded } from '../../../../use-app-runtime'
import styles from './Info.module.css'

/**
 * DOMPurify (10 KB gzip) loads when a description comes near the screen, not with the page (issue 22): until then,
 * and on the server, the description is its plain paragraphs, which the sanitised HTML then replaces in place.
 */
const listingHtml = lazyModule(() => import('../../listing-html'))
type Sanitizer = LazyModule<typeof import('../../listing-html')>
/** How far below the screen a description starts loading its sanitiser, so it is there before it is read. */
const NEAR_PX = 600

/**
 * The listing's own words, sanitised (SPEC §3), in a readable measure. Nothing when the listing has none. A test may
 * give its own sanitiser loader, so it sees one not yet loaded whatever ran before it.
 */
export function Description({ html, sanitizer = listingHtml }: { html: string; sanitizer?: Sanitizer }) {
  const onServer = typeof window === 'undefined'
  const paragraphs = useMemo(() => descriptionParagraphs(html), [html])
  const section = useRef<HTMLElement>(null)
  const near = useNearScreen(section, !onServer && sanitizer.loaded() === undefined)
  if (paragraphs.length === 0) return null
  const plain = (
    <div className={styles.description}>
      {paragraphs.map((text, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs are rendered once, in order, never moved.
        <p key={k}>{text}</p>
      ))}
    </div>
  )
  const rich = !onServer && (near || sanitizer.loaded() !== undefined)
  return (
    <section ref={section} className={styles.block} aria-labelledby="about-heading">
      <h2 id="about-heading" className={styles.heading}>
        About this home
      </h2>
      {rich ? (
        <Suspense fallback={plain}>
          <Sanitised html={html} sanitizer={sanitizer} />
        </Suspense>
      ) : (
        plain
      )}
    </section>
  )
}

function Sanitised({ html, sanitizer }: { html: string; sanitizer: Sanitizer }) {
  const { sanitizeListingHtml } = useLoaded(sanitizer)
  // Sanitised on each render: one description is cheap, and no memo is needed (useLoaded's `use` now runs on every
  // render, so hooks after it are safe; see use-app-runtime.ts on error #467).
  const clean = sanitizeListingHtml(html)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
  return <div className={styles.description} dangerouslySetInnerHTML={{ __html: clean }} />
}

/** Whether the element has come within NEAR_PX of the screen (once true, it stays); without an observer, at once. */
function useNearScreen(element: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const target = element.current
    if (!watch || near || !target) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${NEAR_PX}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [element, watch, near])
  return near
}
