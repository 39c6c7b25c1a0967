// Links to the tour consoles for `global` users with admin elements on (SPEC §6; issue 17), when the server names
// their address (src/domain/console-links.ts). Hidden otherwise.
import { useSelector } from '@xstate/react'
import { CONSOLE_URL_META, consoleLinks } from '../../../../../domain/console-links'
import type { Listing } from '../../../../../schemas/Listing'
import { useApp } from '../../../../use-app'
import styles from './timeline/Timeline.module.css'

const consoleTemplate = () => document.querySelector(`meta[name="${CONSOLE_URL_META}"]`)?.getAttribute('content')

export function ConsoleLinks({ listing }: { listing: Listing }) {
  const adminElements = useSelector(useApp(), (s) => s.context.adminElementsEnabled)
  if (!listing.permissions.includes('global') || !adminElements) return null
  const links = consoleLinks(consoleTemplate(), listing.tourId)
  if (links.length === 0) return null
  return (
    <nav className={styles.consoles} aria-label="Tour consoles">
      <span className={styles.muted}>Tour consoles</span>
      <ul>
        {links.map((link) => (
          <li key={link.console}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
