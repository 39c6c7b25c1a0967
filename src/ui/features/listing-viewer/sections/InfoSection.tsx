// The info page (SPEC §2 Listing viewer): hero slideshow, intro with the description, photos teaser, media teaser,
// agents, the map (not when unbranded) and the footer. Media first, one readable column, agents beside it on wide
// screens (DESIGN.md).
import { infoPageMedia, mediaCount, teaserGrid } from '../../../../domain/photo-teaser'
import type { SectionEntry } from '../../../../domain/viewer-sections'
import type { Listing } from '../../../../schemas/Listing'
import { ListingMap } from '../../listing-map/ListingMap'
import type { ViewerSettings } from '../useListingViewer'
import { Agents } from './info/Agents'
import { Description } from './info/Description'
import { Hero } from './info/Hero'
import styles from './info/Info.module.css'
import { ListingFooter } from './info/ListingFooter'
import { MediaTeaser } from './info/MediaTeaser'
import { PhotosTeaser } from './info/PhotosTeaser'

export function InfoSection({
  listing,
  basePath,
  sections,
  settings,
}: {
  listing: Listing
  basePath: string
  sections: ReadonlyArray<SectionEntry>
  settings: ViewerSettings
}) {
  const visible = listing.photos.filter((p) => !p.hidden)
  const media = infoPageMedia(visible)
  const { unbranded } = settings.mode
  const streetLine = [listing.address.street, listing.address.neighborhood].filter(Boolean).join(', ')
  return (
    <div className={styles.info}>
      <Hero photos={media.hero} listing={listing} />
      <div className={styles.columns}>
        <div className={styles.main}>
          <Description html={listing.description} />
          {sections.some((s) => s.section === 'photos') ? (
            <PhotosTeaser
              photos={teaserGrid(media.teaser)}
              count={mediaCount(visible)}
              basePath={basePath}
              search={settings.search}
            />
          ) : null}
          <MediaTeaser listing={listing} sections={sections} basePath={basePath} search={settings.search} />
        </div>
        {!unbranded && listing.agents.length > 0 ? (
          <aside className={styles.side} aria-label="Listing agents">
            <Agents agents={listing.agents} />
          </aside>
        ) : null}
      </div>
      {unbranded ? null : <ListingMap location={listing.location} address={streetLine} />}
      {unbranded ? null : <ListingFooter />}
    </div>
  )
}
