// The tour section (SPEC §4): the walkable 3D tour. The engine is three.js in its own chunk, loaded by the tour
// chart together with the config.
import type { Listing } from '../../../../schemas/Listing'
import { TourStage } from '../tour/TourStage'
import type { ViewerSettings } from '../useListingViewer'
import styles from './Sections.module.css'

export default function TourSection({
  listing,
  settings,
  basePath,
}: {
  listing: Listing
  settings: ViewerSettings
  basePath: string
}) {
  return (
    <section className={styles.tour} aria-labelledby="tour-title">
      <h2 id="tour-title" className={styles.visuallyHidden}>
        3D tour
      </h2>
      <TourStage listing={listing} settings={settings} basePath={basePath} />
    </section>
  )
}
