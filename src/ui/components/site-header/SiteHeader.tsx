import { Link } from '@tanstack/react-router'
import styles from './SiteHeader.module.css'

/** Page-mode navigation (SPEC §2): Product, Pricing, Showcase, Sign in, Order now; the logo goes home. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.logo} aria-label="Showhome home">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Showhome</span>
        </Link>
        <ul className={styles.links}>
          <li>
            <a href="/product">Product</a>
          </li>
          <li>
            <a href="/pricing">Pricing</a>
          </li>
          <li>
            <a href="/showcase">Showcase</a>
          </li>
          <li>
            <a href="/my">Sign in</a>
          </li>
          <li>
            <a href="/order" className={styles.cta}>
              Order now
            </a>
          </li>
        </ul>
      </nav>
    </header>
  )
}
