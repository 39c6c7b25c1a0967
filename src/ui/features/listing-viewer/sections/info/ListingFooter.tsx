import { BRAND } from '../../../../brand'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import styles from './Info.module.css'

/** The branded footer: who made the page, and how to get one (hidden when unbranded). */
export function ListingFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        Photos, 3D tour and floor plan by <SiteLink to="/">{BRAND}</SiteLink>.
      </p>
      <p>
        Selling a home? <SiteLink to="/order">Order a shoot like this one</SiteLink>.
      </p>
    </footer>
  )
}
