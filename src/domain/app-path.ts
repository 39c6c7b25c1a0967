// Which page paths exist (SPEC §2), shared by the server (status codes) and the browser routes (parameters):
// the static pages; the app path shape /{controller}/{tourName}/{section}/{subSection} with the controllers my,
// explore, order and account; /app/* (the old client area, sent on to the same path without /app); and
// /{tourName}[/{section}[/{subSection}]] for a listing's public page. Anything else is the app's 404 page.
import { trimEnd } from './trim'

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

export const APP_CONTROLLERS = ['my', 'explore', 'order', 'account'] as const
export type AppController = (typeof APP_CONTROLLERS)[number]

/** The viewer's sections (SPEC §2 Listing viewer), in the order the section selector lists them. */
export const VIEWER_SECTIONS = ['info', 'tour', 'photos', 'floorplan', 'dashboard'] as const
export type ViewerSection = (typeof VIEWER_SECTIONS)[number]

/** Top-level words that are never tour names, so a listing can not shadow a page or a backend. */
const RESERVED = new Set<string>([
  ...APP_CONTROLLERS,
  'app',
  'legal',
  '404',
  '500',
  'api',
  'auth',
  'finance',
  'media',
  'assets',
  'dev',
  'page-data',
])

export type PagePath =
  | { readonly kind: 'static' }
  | ({ readonly kind: 'app'; readonly controller: AppController } & AppPathParams)
  /** /app/{rest}: the browser sends it on to /{rest}. */
  | { readonly kind: 'legacyApp'; readonly rest: string }
  | ({ readonly kind: 'listing'; readonly tourName: string } & Omit<AppPathParams, 'tourName'>)
  | { readonly kind: 'notFound' }

export interface AppPathParams {
  readonly tourName?: string
  /** For listings, a viewer section; the order controller uses it for its step. */
  readonly section?: string
  /** A photo code in the photos section, a dashboard tab, … */
  readonly subSection?: string
}

const TOUR_NAME = /^[a-z0-9][a-z0-9-]{0,127}$/i
const SEGMENT = /^[a-z0-9_.-]{1,128}$/i

export const isTourName = (segment: string) => TOUR_NAME.test(segment) && !RESERVED.has(segment.toLowerCase())
export const isPathSegment = (segment: string) => SEGMENT.test(segment)

export function classifyPagePath(pathname: string): PagePath {
  const trimmed = pathname.length > 1 ? trimEnd(pathname, '/') : pathname
  if ((STATIC_PAGES as ReadonlyArray<string>).includes(trimmed)) return { kind: 'static' }
  const segments = trimmed.split('/').slice(1)
  const [first, ...rest] = segments
  if (first === undefined || first === '' || segments.some((s) => s === '')) return { kind: 'notFound' }
  if (first === 'app') return { kind: 'legacyApp', rest: rest.join('/') }
  if (isController(first)) {
    const [tourName, section, subSection] = rest
    if (rest.length > 3 || !rest.every(isPathSegment)) return { kind: 'notFound' }
    if (tourName !== undefined && !TOUR_NAME.test(tourName)) return { kind: 'notFound' }
    return {
      kind: 'app',
      controller: first,
      ...(tourName === undefined ? {} : { tourName: tourName.toLowerCase() }),
      ...(section === undefined ? {} : { section }),
      ...(subSection === undefined ? {} : { subSection }),
    }
  }
  if (!isTourName(first)) return { kind: 'notFound' }
  if (rest.length > 2 || !rest.every(isPathSegment)) return { kind: 'notFound' }
  const [section, subSection] = rest
  return {
    kind: 'listing',
    tourName: first.toLowerCase(),
    ...(section === undefined ? {} : { section }),
    ...(subSection === undefined ? {} : { subSection }),
  }
}

const isController = (segment: string): segment is AppController =>
  (APP_CONTROLLERS as ReadonlyArray<string>).includes(segment)

export const isViewerSection = (segment: string | undefined): segment is ViewerSection =>
  segment !== undefined && (VIEWER_SECTIONS as ReadonlyArray<string>).includes(segment)
