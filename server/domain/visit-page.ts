// Which page an analytics event (SPEC §7 POST /event) came from. The browser sends the page's address as the
// Referer of its own requests, so the event body needs no page field; only the path is kept (a query string can
// carry sign-in tokens and personal filters, so it is never stored).
import { classifyPagePath } from '../../src/domain/app-path'

export interface VisitPage {
  /** The page's path, at most 512 characters; null without a readable Referer. */
  readonly pagePath: string | null
  /** The listing the page shows: /{tourName}/… or a listing opened from a list (/explore/{tourName}, /my/…). */
  readonly tourName: string | null
}

const MAX_PATH = 512

export function visitPage(referer: string | undefined): VisitPage {
  if (!referer) return { pagePath: null, tourName: null }
  let pathname: string
  try {
    pathname = new URL(referer).pathname
  } catch {
    return { pagePath: null, tourName: null }
  }
  const page = classifyPagePath(pathname)
  const tourName =
    page.kind === 'listing' || (page.kind === 'app' && page.controller !== 'order' && page.controller !== 'account')
      ? (page.tourName ?? null)
      : null
  return { pagePath: pathname.slice(0, MAX_PATH), tourName }
}
