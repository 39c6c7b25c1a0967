// The listing page's "Location" block (SPEC §2 info page, §7 maps, §9 Map): the interactive map, which the
// listing-map chart loads once it has been in view for a moment, and a 600×400 street view picture that falls back
// to the static map when there is no street view (SPEC §8). Until the interactive map has drawn, the static map of
// the same place, zoom and size stands in for it, so nothing moves when it arrives.
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, useState } from 'react'
import { openInMapsUrl, STREET_VIEW_META, staticMapUrl, streetViewImageUrl } from '../../../domain/map-urls'
import type { LatLng } from '../../../domain/web-mercator'
import { type ListingMapCode, listingMapActors, listingMapCode } from '../../../machines/listing-map/listing-map.actors'
import { listingMapMachine } from '../../../machines/listing-map/listing-map.machine'
import { MAP_LISTING_ZOOM, STREET_VIEW_HEIGHT_PX, STREET_VIEW_WIDTH_PX } from '../../../schemas/constants'
import { useChartActor } from '../../use-chart-actor'
import styles from './ListingMap.module.css'

/**
 * The fallback picture is the neighbourhood, a few zooms out from the interactive map beside it: two copies of
 * the same street-level view would tell the visitor nothing new.
 */
export const NEIGHBOURHOOD_ZOOM = 14
/** How much of the map must be on screen to count as visible. */
const VISIBLE_RATIO = 0.2

const liveMachine = listingMapMachine.provide({ actors: listingMapActors })

export interface ListingMapProps {
  readonly location: LatLng
  /** The street address, for headings and alternative text. */
  readonly address: string
  /** The chart with its effects; tests give one with stub actors. */
  readonly machine?: typeof listingMapMachine
  /** The map's code, which the chart's actor loads; tests give a stand-in. */
  readonly code?: Pick<ListingMapCode, 'loaded'>
}

export function ListingMap({ location, address, machine = liveMachine, code = listingMapCode }: ListingMapProps) {
  const actor = useChartActor(machine)
  const tiles = useSelector(actor, (s) => s.context.tiles)
  const shown = useSelector(actor, (s) => s.hasTag('shown'))
  const createListingMap = shown ? code.loaded()?.createListingMap : undefined
  const mapReady = createListingMap !== undefined && tiles !== undefined
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const frame = useRef<HTMLDivElement>(null)
  const target = useRef<HTMLElement>(null)
  const [painted, setPainted] = useState(false)
  const headingId = useId()

  useEffect(() => {
    const element = frame.current
    if (!element) return
    // Without IntersectionObserver (old browsers) the map simply counts as visible.
    if (typeof IntersectionObserver === 'undefined') {
      actor.send({ type: 'visibility.changed', visible: true })
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (entry) actor.send({ type: 'visibility.changed', visible: entry.isIntersecting })
      },
      { threshold: VISIBLE_RATIO },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [actor])

  const { lat, lng } = location
  useEffect(() => {
    const container = target.current
    if (!createListingMap || !tiles || !container) return
    const point = { lat, lng }
    const map = createListingMap(container, {
      center: point,
      marker: point,
      tiles,
      onFirstRender: () => setPainted(true),
    })
    return () => {
      map.dispose()
      setPainted(false)
    }
  }, [createListingMap, tiles, lat, lng])

  const size = { width: STREET_VIEW_WIDTH_PX, height: STREET_VIEW_HEIGHT_PX }
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Location
      </h2>
      <div className={styles.panes}>
        <div ref={frame} className={styles.frame} aria-busy={loading}>
          {painted ? null : (
            <img
              className={`${styles.fill} ${styles.placeholder}`}
              src={staticMapUrl(location)}
              srcSet={`${staticMapUrl(location, { scale: 2 })} 2x`}
              alt={mapReady ? '' : `Map of ${address}`}
              {...size}
              loading="lazy"
              decoding="async"
            />
          )}
          <section
            ref={target}
            className={styles.fill}
            hidden={!mapReady}
            aria-label={`Map of ${address}. Arrow keys move the map, plus and minus zoom.`}
          />
          {failed ? (
            <p className={styles.notice} role="alert">
              The interactive map could not be loaded.{' '}
              <button type="button" className={styles.retry} onClick={() => actor.send({ type: 'retry' })}>
                Try again
              </button>
            </p>
          ) : null}
        </div>
        <StreetView key={`${lat},${lng}`} location={location} address={address} />
      </div>
    </section>
  )
}

/** The server says in the page whether it has a street view provider; without one the picture is not asked for. */
const hasStreetView = () =>
  typeof document !== 'undefined' &&
  document.querySelector(`meta[name="${STREET_VIEW_META}"]`)?.getAttribute('content') === 'on'

/** The street view picture, or the neighbourhood map when there is none or it fails to load. */
function StreetView({ location, address }: { location: LatLng; address: string }) {
  const [fallback, setFallback] = useState(() => !hasStreetView())
  const size = { width: STREET_VIEW_WIDTH_PX, height: STREET_VIEW_HEIGHT_PX }
  const staticOptions = { zoom: NEIGHBOURHOOD_ZOOM }
  return (
    <figure className={styles.card}>
      <div className={styles.frame}>
        {fallback ? (
          <img
            key="map"
            className={styles.fill}
            src={staticMapUrl(location, staticOptions)}
            srcSet={`${staticMapUrl(location, { ...staticOptions, scale: 2 })} 2x`}
            alt={`Map of the neighbourhood around ${address}`}
            {...size}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <img
            key="street"
            className={styles.fill}
            src={streetViewImageUrl(location)}
            alt={`Street view of ${address}`}
            {...size}
            loading="lazy"
            decoding="async"
            onError={() => setFallback(true)}
          />
        )}
      </div>
      <figcaption className={styles.caption}>
        <span>{fallback ? 'The neighbourhood' : 'Street view'}</span>
        <a href={openInMapsUrl(location, MAP_LISTING_ZOOM)} target="_blank" rel="noopener noreferrer">
          Open in maps<span className={styles.visuallyHidden}> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
