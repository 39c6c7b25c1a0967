import { BRAND } from '../../brand'
import styles from './SiteFooter.module.css'

const COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '/product', label: 'How it works' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/showcase', label: 'Showcase' },
      { href: '/order', label: 'Order a shoot' },
    ],
  },
  {
    title: 'Work with us',
    links: [
      { href: '/photographers', label: 'For photographers' },
      { href: '/commercial', label: 'Commercial properties' },
      { href: '/cbre', label: 'CBRE partnership' },
      { href: '/my', label: 'Sign in' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/legal/terms', label: 'Terms of service' },
      { href: '/legal/privacy', label: 'Privacy policy' },
      { href: '/legal/subscription', label: 'Subscription terms' },
      { href: '/legal', label: 'All legal documents' },
    ],
  },
] as const

/** The marketing pages' footer: what Showhome is, where to go next, and the legal small print. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <a className={styles.logo} href="/" aria-label={`${BRAND} home`}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>{BRAND}</span>
          </a>
          <p className={styles.tagline}>
            3D tours, photos, video and floor plans from one photographer visit, published as a listing page the next
            business day.
          </p>
        </div>
        <nav className={styles.columns} aria-label="Footer">
          {COLUMNS.map((column) => (
            <div key={column.title} className={styles.column}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {BRAND}. All rights reserved.
        </p>
        <p>Made for the people who sell homes.</p>
      </div>
    </footer>
  )
}
