// Navigation rules (SPEC §2 Navigation, §6): which bar a path gets, which links it shows and the page title.
// - App mode (app controllers and listing pages) vs page mode (marketing pages, 404).
// - In app mode, explore, my and order use the full navigation; every other app path uses minimal navigation,
//   which hides the links. Embedded pages never use minimal navigation (SPEC §6).
// - The bar is hidden when unbranded or tour-only; embedded and unbranded shows an expand link instead.
import type { AppController, PagePath } from './app-path'

export type NavMode = 'app' | 'page'
export type NavBar = 'hidden' | 'full' | 'minimal'

export type NavLinkId = 'explore' | 'my' | 'create' | 'product' | 'pricing' | 'showcase' | 'signIn' | 'orderNow'

export interface NavLink {
  readonly id: NavLinkId
  readonly label: string
  /** Where the link goes; Sign in has none: it opens the account dialog. */
  readonly href?: string
}

export const APP_LINKS: ReadonlyArray<NavLink> = [
  { id: 'explore', label: 'Explore', href: '/explore' },
  { id: 'my', label: 'My listings', href: '/my' },
  { id: 'create', label: 'Create listing', href: '/order' },
]

export const PAGE_LINKS: ReadonlyArray<NavLink> = [
  { id: 'product', label: 'Product', href: '/product' },
  { id: 'pricing', label: 'Pricing', href: '/pricing' },
  { id: 'showcase', label: 'Showcase', href: '/showcase' },
  { id: 'signIn', label: 'Sign in' },
  { id: 'orderNow', label: 'Order now', href: '/order' },
]

/** SPEC §2 page titles of the app controllers. */
export const CONTROLLER_TITLES: Readonly<Record<AppController, string>> = {
  explore: 'Explore',
  my: 'My Listings',
  order: 'Create Listing',
  account: 'Account Settings',
}

const FULL_NAV_CONTROLLERS: ReadonlyArray<AppController> = ['explore', 'my', 'order']

export interface NavigationInput {
  readonly path: PagePath
  /** The page runs inside another site's iframe. */
  readonly embedded: boolean
  /** The o=u flag. */
  readonly unbranded: boolean
  /** The touronly parameter. */
  readonly tourOnly: boolean
}

export interface Navigation {
  readonly mode: NavMode
  readonly bar: NavBar
  /** The links the bar shows (none when minimal or hidden). */
  readonly links: ReadonlyArray<NavLink>
  /** Embedded and unbranded: a link that opens the page full size in a new tab. */
  readonly expandLink: boolean
  /** The controller's page title, when the path has one. */
  readonly title?: string
}

export function navigationFor({ path, embedded, unbranded, tourOnly }: NavigationInput): Navigation {
  const mode: NavMode = path.kind === 'app' || path.kind === 'listing' || path.kind === 'legacyApp' ? 'app' : 'page'
  const title = path.kind === 'app' ? CONTROLLER_TITLES[path.controller] : undefined
  const expandLink = embedded && unbranded
  const withTitle = <T extends object>(n: T) => (title === undefined ? n : { ...n, title })

  if (unbranded || tourOnly) return withTitle({ mode, bar: 'hidden', links: [], expandLink })
  if (mode === 'page') return withTitle({ mode, bar: 'full', links: PAGE_LINKS, expandLink })
  const full = embedded || (path.kind === 'app' && FULL_NAV_CONTROLLERS.includes(path.controller))
  return withTitle({ mode, bar: full ? 'full' : 'minimal', links: full ? APP_LINKS : [], expandLink })
}

/** "Showhome" for the home page, "Explore · Showhome" elsewhere. */
export const documentTitle = (title: string | undefined, brand: string) => (title ? `${title} · ${brand}` : brand)

/** Whether a bar link is the page being shown: its path, or a path under it (/my/12-maple-street is 'My listings'). */
export const isCurrentLink = (pathname: string, href: string) =>
  pathname === href || (href !== '/' && pathname.startsWith(`${href}/`))
