// The hero: a full-width slideshow of the teaser photos (rotating every 4 s, SPEC §9) with the address, price and
// key facts over a soft gradient. Only the current and next photos are loaded, so the first paint stays light.
import { useSelector } from '@xstate/react'
import { askingPrice, listingFacts } from '../../../../../domain/listing-header'
import { heroSlideshowMachine } from '../../../../../machines/hero-slideshow/hero-slideshow.machine'
import type { Listing, Photo } from '../../../../../schemas/Listing'
import { useApp } from '../../../../use-app'
import { useChartActor } from '../../../../use-chart-actor'
import { photoAlt, photoSrcSet } from '../../photo-src'
import styles from './Hero.module.css'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

export function Hero({ photos, listing }: { photos: ReadonlyArray<Photo>; listing: Listing }) {
  const actor = useChartActor(heroSlideshowMachine, {
    input: { count: photos.length, reducedMotion: prefersReducedMotion() },
  })
  const index = useSelector(actor, (s) => s.context.index)
  const price = askingPrice(listing.stats)
  const unit = useSelector(useApp(), (s) => s.context.unit)
  const facts = listingFacts(listing.stats, unit)
  const hold = () => actor.send({ type: 'hold' })
  const release = () => actor.send({ type: 'release' })
  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label="Photos of the home"
      onPointerEnter={hold}
      onPointerLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      {photos.length === 0 ? <div className={styles.empty} /> : null}
      {photos.map((photo, i) => {
        const near = i === index || i === (index + 1) % photos.length
        return (
          <img
            key={photo.code}
            className={i === index ? `${styles.slide} ${styles.current}` : styles.slide}
            src={near ? `${photo.url}&size=1536x*` : undefined}
            srcSet={near ? photoSrcSet(photo) : undefined}
            sizes="100vw"
            alt={i === index ? photoAlt(photo) : ''}
            aria-hidden={i === index ? undefined : true}
            // The first photo is the page's largest paint: fetch it first.
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        )
      })}
      <div className={styles.overlay}>
        {price ? <p className={styles.price}>{price}</p> : null}
        <p className={styles.address}>
          {listing.address.street}
          {listing.address.neighborhood ? `, ${listing.address.neighborhood}` : ''}
        </p>
        {facts.length > 0 ? (
          <p className={styles.facts}>{facts.map((f) => `${f.value} ${f.label}`).join(' · ')}</p>
        ) : null}
      </div>
      {photos.length > 1 ? (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Previous photo"
            onClick={() => actor.send({ type: 'previous' })}
          >
            ‹
          </button>
          <span className={styles.counter} aria-live="polite">
            {index + 1} / {photos.length}
          </span>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Next photo"
            onClick={() => actor.send({ type: 'next' })}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  )
}
