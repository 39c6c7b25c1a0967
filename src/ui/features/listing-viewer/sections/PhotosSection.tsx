// The photos section (SPEC §4 Photos layout grid and carousel): the justified grid of the photos this visitor may
// see, the carousel over it when the address names a photo, and the photo downloads (not when unbranded or
// embedded, SPEC §6). Gallery admins see hidden photos too while the admin toggle is on.
import { useSelector } from '@xstate/react'
import { gridPhotos, mediaCount } from '../../../../domain/photo-teaser'
import type { Listing } from '../../../../schemas/Listing'
import { SiteLink } from '../../../components/site-link/SiteLink'
import { forAnotherSection } from '../../../search'
import { useApp } from '../../../use-app'
import type { ViewerPlace, ViewerSettings } from '../useListingViewer'
import { PhotoCarousel } from './photos/PhotoCarousel'
import { PhotoDownloads } from './photos/PhotoDownloads'
import { PhotoGrid } from './photos/PhotoGrid'
import styles from './photos/Photos.module.css'

export default function PhotosSection({
  listing,
  place,
  settings,
}: {
  listing: Listing
  place: ViewerPlace
  settings: ViewerSettings
}) {
  const adminElements = useSelector(useApp(), (s) => s.context.adminElementsEnabled)
  const all = gridPhotos(listing.photos, { showHidden: listing.permissions.includes('gallery') && adminElements })
  // ?room= (from the tour) shows that room's photos; a room with none left shows them all.
  const inRoom = settings.search.room ? all.filter((p) => p.room?.id === settings.search.room) : []
  const photos = inRoom.length > 0 ? inRoom : all
  const roomName = inRoom[0]?.room?.name
  const downloads = !settings.mode.unbranded && !settings.mode.embedded
  const current = photos.some((p) => p.code === place.subSection) ? (place.subSection ?? null) : null
  return (
    <section className={styles.photos} aria-labelledby="photos-title">
      <div className={styles.head}>
        <div className={styles.titleGroup}>
          <h2 id="photos-title" className={styles.title}>
            {roomName ? `${roomName}: ${mediaCount(photos)}` : mediaCount(photos)}
          </h2>
          {roomName ? (
            <SiteLink
              to={`${place.basePath}/photos`}
              search={forAnotherSection(settings.search) as never}
              className={styles.allLink}
            >
              Show all {mediaCount(all)}
            </SiteLink>
          ) : null}
        </div>
        {downloads ? <PhotoDownloads tourName={listing.tourName} /> : null}
      </div>
      <PhotoGrid photos={photos} basePath={place.basePath} search={settings.search} />
      <PhotoCarousel
        photos={photos}
        current={current}
        basePath={place.basePath}
        search={settings.search}
        downloads={downloads}
      />
    </section>
  )
}
