// Which page paths exist (SPEC §2): the static pages, the app controllers, and /{tourName}[/section[/sub]] for
// listings. Anything else is answered with the app's 404 page and status 404.

export const STATIC_PAGES = [
  '/',
  '/pricing',
  '/product',
  '/showcase',
  '/photographers',
  '/commercial',
  '/cbre',
  '/legal',
  '/legal/privacy',
  '/legal/subscription',
  '/legal/terms',
] as const

export const APP_CONTROLLERS = ['my', 'explore', 'order', 'account', 'app'] as const

/** Top-level words that are never tour names, so a listing can not shadow a page. */
const RESERVED = new Set<string>([
  ...APP_CONTROLLERS,
  'legal',
  '404',
  'api',
  'auth',
  'finance',
  'media',
  'assets',
  'dev',
])

export type PagePath =
  | { readonly kind: 'static' }
  | { readonly kind: 'app' }
  | { readonly kind: 'listing'; readonly tourName: string }
  | { readonly kind: 'notFound' }

const TOUR_NAME = /^[a-z0-9][a-z0-9-]*$/i
const SECTION = /^[a-z0-9_-]+$/i

export function classifyPagePath(pathname: string): PagePath {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if ((STATIC_PAGES as ReadonlyArray<string>).includes(trimmed)) return { kind: 'static' }
  const segments = trimmed.split('/').slice(1)
  const [first, ...rest] = segments
  if (first === undefined || first === '' || segments.some((s) => s === '')) return { kind: 'notFound' }
  if ((APP_CONTROLLERS as ReadonlyArray<string>).includes(first)) {
    return first === 'app' || segments.length <= 4 ? { kind: 'app' } : { kind: 'notFound' }
  }
  if (RESERVED.has(first.toLowerCase()) || !TOUR_NAME.test(first)) return { kind: 'notFound' }
  if (rest.length > 2 || !rest.every((s) => SECTION.test(s))) return { kind: 'notFound' }
  return { kind: 'listing', tourName: first.toLowerCase() }
}
