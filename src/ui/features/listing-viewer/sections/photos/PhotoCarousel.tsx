// The carousel (SPEC §4: active when a photo is selected; §9 drag step 50, 5 % gap, 0.3 s swipe, keys d/f and
// arrows, Escape leaves). The photo code in the address is the truth: the route tells the chart, and the chart's
// `select` events become navigations. A native <dialog> traps focus; the element that opened the carousel gets it
// back when it closes (the dialog is already out of the page by then, so the browser cannot do it).
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import type { ActorRefFrom } from 'xstate'
import { photoCarouselMachine } from '../../../../../machines/photo-carousel/photo-carousel.machine'
import type { Photo } from '../../../../../schemas/Listing'
import type { AppSearch } from '../../../../../schemas/search/app'
import { withoutModal } from '../../../../search'
import { useChartActor } from '../../../../use-chart-actor'
import { photoAlt, photoSrc, photoSrcSet } from '../../photo-src'
import styles from './Carousel.module.css'
import { SingleDownloads } from './SingleDownloads'
import { VideoSlide } from './VideoSlide'

export function PhotoCarousel({
  photos,
  current,
  basePath,
  search,
  downloads,
}: {
  photos: ReadonlyArray<Photo>
  current: string | null
  basePath: string
  search: AppSearch
  downloads: boolean
}) {
  const codes = photos.map((p) => p.code)
  const actor = useChartActor(photoCarouselMachine, { input: { codes, current } })
  const navigate = useNavigate()
  const codesKey = codes.join(',')

  // biome-ignore lint/correctness/useExhaustiveDependencies: codesKey stands for the codes' content.
  useEffect(() => {
    actor.send({ type: 'route.changed', codes, current })
  }, [actor, codesKey, current])

  useEffect(() => {
    const kept = withoutModal(search)
    const subscription = actor.on('select', (event) => {
      void navigate({
        to: (event.code ? `${basePath}/photos/${event.code}` : `${basePath}/photos`) as '/',
        search: kept as never,
        replace: event.code !== null,
        resetScroll: false,
      })
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate, basePath, search])

  const open = useSelector(actor, (s) => s.hasTag('open'))
  if (!open) return null
  return <CarouselDialog actor={actor} photos={photos} downloads={downloads} />
}

function CarouselDialog({
  actor,
  photos,
  downloads,
}: {
  actor: ActorRefFrom<typeof photoCarouselMachine>
  photos: ReadonlyArray<Photo>
  downloads: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const current = useSelector(actor, (s) => s.context.current)
  const dragOffset = useSelector(actor, (s) => s.context.dragOffset)
  const dragging = useSelector(actor, (s) => s.hasTag('dragging'))
  const swiping = useSelector(actor, (s) => (s.hasTag('swiping') ? s.context.direction : undefined))
  const failedVideos = useSelector(actor, (s) => s.context.failedVideos)
  const index = photos.findIndex((p) => p.code === current)
  const photo = photos[index]

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    // Focus starts on close, not on the first download link, so Escape and Enter both simply leave.
    closeRef.current?.focus()
    const onCancel = (event: Event) => {
      // Escape: the chart decides (it leaves the carousel), the dialog does not close itself.
      event.preventDefault()
      actor.send({ type: 'key', key: 'Escape' })
    }
    dialog.addEventListener('cancel', onCancel)
    return () => {
      dialog.removeEventListener('cancel', onCancel)
      if (dialog.open) dialog.close()
      // The photo tile that opened it, when it is still on the page (opened from a shared link: nothing to return to).
      if (opener?.isConnected) opener.focus({ preventScroll: true })
    }
  }, [actor])

  if (!photo) return null
  const video = photo.externalLink !== null && !failedVideos.has(photo.code)
  return (
    <dialog
      ref={ref}
      className={styles.carousel}
      aria-label={`Photo ${index + 1} of ${photos.length}`}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLElement && event.target.closest('a,input,textarea')) return
        if (event.key !== 'Escape') actor.send({ type: 'key', key: event.key })
      }}
    >
      <div className={styles.bar}>
        <span className={styles.counter}>
          {index + 1} / {photos.length}
        </span>
        {downloads && !photo.externalLink ? <SingleDownloads photo={photo} /> : null}
        <button
          type="button"
          className={styles.close}
          aria-label="Close photos"
          ref={closeRef}
          onClick={() => actor.send({ type: 'close' })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div
        className={styles.stage}
        onPointerDown={(event) => {
          if (event.button !== 0 || video) return
          event.currentTarget.setPointerCapture(event.pointerId)
          actor.send({ type: 'drag.start', x: event.clientX })
        }}
        onPointerMove={(event) => {
          if (dragging) actor.send({ type: 'drag.move', x: event.clientX })
        }}
        onPointerUp={() => actor.send({ type: 'drag.end' })}
        onPointerCancel={() => actor.send({ type: 'drag.end' })}
      >
        <figure
          key={photo.code}
          className={`${styles.slide} ${swiping ? styles[swiping] : ''} ${dragging ? styles.dragging : ''}`}
          style={{ transform: dragOffset ? `translateX(${dragOffset}px)` : undefined }}
        >
          {video ? (
            <VideoSlide photo={photo} onFailed={() => actor.send({ type: 'video.failed', code: photo.code })} />
          ) : (
            <img
              className={styles.image}
              src={photoSrc(photo, 1280)}
              srcSet={photoSrcSet(photo)}
              sizes="100vw"
              alt={photoAlt(photo)}
              draggable={false}
            />
          )}
          {photo.externalLink && !video ? (
            <p className={styles.videoFailed}>
              This video cannot be played here.{' '}
              <a href={photo.externalLink} target="_blank" rel="noopener noreferrer">
                Watch it on its own site
              </a>
            </p>
          ) : null}
          {photo.caption ? <figcaption className={styles.caption}>{photo.caption}</figcaption> : null}
        </figure>
        {/* The neighbours load ahead, so the next swipe shows a photo at once. */}
        <Preload photo={photos[(index + 1) % photos.length]} />
        <Preload photo={photos[(index - 1 + photos.length) % photos.length]} />
      </div>
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label="Previous photo"
            onClick={() => actor.send({ type: 'previous' })}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next photo"
            onClick={() => actor.send({ type: 'next' })}
          >
            ›
          </button>
        </>
      ) : null}
    </dialog>
  )
}

function Preload({ photo }: { photo: Photo | undefined }) {
  if (!photo || photo.externalLink) return null
  return <link rel="prefetch" as="image" href={photoSrc(photo, 1280)} />
}
