// The tour section. The walkable three.js tour is its own piece of work (issue 7); until it lands, the section
// shows the starting scene's full panorama, unrolled, so the section is useful and honest.
import type { Listing } from '../../../../schemas/Listing'
import styles from './Sections.module.css'

export default function TourSection({ listing }: { listing: Listing }) {
  const scene = listing.startingSceneId
  return (
    <section className={styles.tour} aria-labelledby="tour-title">
      <h2 id="tour-title" className={styles.visuallyHidden}>
        3D tour
      </h2>
      {scene ? (
        <figure className={styles.panorama}>
          <img
            className={styles.panoramaImage}
            src={`/media/${listing.tourName}/scenes/${scene}/adjusted-pano.jpg?v=${listing.tourConfigVersion}`}
            alt="The full 360° panorama from the entrance, unrolled"
          />
        </figure>
      ) : null}
      <p className={styles.note}>The entrance, all the way around. The walkable 3D tour opens here.</p>
    </section>
  )
}
