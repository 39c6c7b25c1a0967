// The listing error views (SPEC §8): not found ('Oops!') and not viewable ('Listing cannot be viewed.').
import { SiteFooter } from '../../components/site-footer/SiteFooter'
import { SiteLink } from '../../components/site-link/SiteLink'
import styles from './ListingViewer.module.css'

export function ListingUnavailable({ tourName }: { tourName: string }) {
  return (
    <>
      <main className={styles.message} id="main">
        <h1>Oops!</h1>
        <p className={styles.lead}>{tourName} could not be loaded.</p>
        <p>
          Please double check your URL, or <SiteLink to="/explore">explore some nearby listings</SiteLink>
        </p>
      </main>
      <SiteFooter />
    </>
  )
}

export function ListingNotViewable() {
  return (
    <>
      <main className={styles.message} id="main">
        <h1>Listing cannot be viewed.</h1>
        <p>
          Nothing of this listing can be shown here. <SiteLink to="/explore">Explore other listings</SiteLink>
        </p>
      </main>
      <SiteFooter />
    </>
  )
}
