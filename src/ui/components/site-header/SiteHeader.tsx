import { Link, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { isCurrentLink, type NavLink } from '../../../domain/navigation'
import { BRAND } from '../../brand'
import { useApp, useNavigation } from '../../use-app'
import { SiteLink } from '../site-link/SiteLink'
import styles from './SiteHeader.module.css'

/**
 * The navigation bar (SPEC §2 Navigation): page mode shows Product, Pricing, Showcase, Sign in and Order now; app
 * mode shows Explore, My listings and Create listing; minimal mode only the logo and the account button; hidden
 * when unbranded or tour-only, where an embedded page gets an expand link instead.
 */
export function SiteHeader() {
  const nav = useNavigation()
  if (nav.bar === 'hidden') return nav.expandLink ? <ExpandLink /> : null
  const isPage = nav.mode === 'page'
  const links = nav.links.filter((link) => link.id !== 'signIn' && link.id !== 'orderNow')
  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <Link to="/" className={styles.logo} aria-label={`${BRAND} home`}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{BRAND}</span>
        </Link>
        {links.length > 0 ? (
          <ul className={isPage ? styles.pageLinks : styles.appLinks}>
            {links.map((link) => (
              <li key={link.id}>
                <NavItem link={link} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.end}>
          <AccountButton showMenuOnPhone={isPage} />
          {nav.links.some((link) => link.id === 'orderNow') ? (
            <SiteLink to="/order" className={styles.cta}>
              Order now
            </SiteLink>
          ) : null}
        </div>
      </nav>
    </header>
  )
}

function NavItem({ link }: { link: NavLink }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const href = link.href ?? '/'
  const current = isCurrentLink(pathname, href)
  return (
    <SiteLink to={href} className={styles.link} aria-current={current ? 'page' : undefined}>
      {link.label}
    </SiteLink>
  )
}

/** Signed in: the user's initials, opening the account menu. Signed out: Sign in (and, on phones, a menu). */
function AccountButton({ showMenuOnPhone }: { showMenuOnPhone: boolean }) {
  const app = useApp()
  const user = useSelector(app, (s) => s.context.user)
  if (user) {
    const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
    return (
      <button
        type="button"
        className={styles.avatar}
        aria-label={`Account menu for ${user.firstName} ${user.lastName}`}
        onClick={() => app.send({ type: 'account.open', tab: 'menu' })}
      >
        {initials}
      </button>
    )
  }
  return (
    <>
      <button
        type="button"
        className={showMenuOnPhone ? `${styles.signIn} ${styles.wideOnly}` : styles.signIn}
        onClick={() => app.send({ type: 'account.open', tab: 'signIn' })}
      >
        Sign in
      </button>
      {showMenuOnPhone ? (
        <button
          type="button"
          className={`${styles.menuButton} ${styles.phoneOnly}`}
          onClick={() => app.send({ type: 'account.open', tab: 'menu' })}
        >
          Menu
        </button>
      ) : null}
    </>
  )
}

/** Embedded and unbranded (SPEC §2): no bar, but a way out to the full page in a new tab. */
function ExpandLink() {
  const href = useRouterState({ select: (s) => s.location.href })
  return (
    <a className={styles.expand} href={href} target="_blank" rel="noopener" title="Open full screen in a new tab">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className={styles.visuallyHidden}>Open full screen in a new tab</span>
    </a>
  )
}
