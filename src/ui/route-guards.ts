// Checks shared by the app routes: the path must be one SPEC §2 knows (src/domain/app-path.ts), or the route renders
// the 404 page, as the server answers 404 for it.
import { notFound } from '@tanstack/react-router'
import type { AppController } from '../domain/app-path'
import { classifyPagePath } from '../domain/app-path'
import { CONTROLLER_TITLES, documentTitle } from '../domain/navigation'
import { BRAND } from './brand'
import { titleFromTourName } from './features/listing-viewer/title'

export function requireKnownPath(pathname: string) {
  const path = classifyPagePath(pathname)
  if (path.kind === 'notFound') throw notFound()
  return path
}

/** The controllers whose /{controller}/{tourName} shows that listing (opened from a list). */
const SHOWS_LISTING: ReadonlySet<AppController> = new Set(['explore', 'my'])

/**
 * The page title: the controller's, or the listing's when the page shows one (/explore/{tourName} reads like
 * /{tourName}, not "Explore").
 */
export const controllerHead =
  (controller: AppController) =>
  <P extends { readonly tourName?: string | undefined }>({ params }: { params: P }) => {
    const listing = params.tourName && SHOWS_LISTING.has(controller) ? titleFromTourName(params.tourName) : undefined
    return { meta: [{ title: documentTitle(listing ?? CONTROLLER_TITLES[controller], BRAND) }] }
  }
