// Listing pagination (SPEC §2 Explore and My listings, §9 Lists and forms): page size 60, "3 pages around the
// current, 1 at the margins". We read "3 around" as a window of three consecutive pages containing the current
// one (the previous, the current, the next), the way the common pagination widgets count their page range; at the
// first and last pages the window slides inwards so it still holds three pages. "1 at the margins" is the first
// and the last page, always shown. Skipped runs become one 'gap' (an ellipsis), except that a gap standing for a
// single page shows that page instead, since '…' would take the same room and hide a number.
import { LISTING_PAGE_SIZE, PAGINATION_MARGIN_PAGES, PAGINATION_PAGES_AROUND } from '../schemas/constants'

export type PageItem = number | 'gap'

/** Pages needed for `totalCount` items: ⌈total / pageSize⌉, 0 for none. */
export function pageCount(totalCount: number, pageSize: number = LISTING_PAGE_SIZE): number {
  if (!Number.isInteger(pageSize) || pageSize <= 0) throw new RangeError(`pageCount: invalid page size ${pageSize}`)
  return totalCount > 0 ? Math.ceil(totalCount / pageSize) : 0
}

/**
 * The page numbers to show (1-based) for `current` of `total` pages, e.g. current 6 of 20 →
 * [1, 'gap', 5, 6, 7, 'gap', 20]; current 1 of 20 → [1, 2, 3, 'gap', 20]; 5 pages or fewer → all of them.
 * A current page outside 1…total is clamped into it, so a stale ?page= still shows sensible links.
 */
export function visiblePages(
  current: number,
  total: number,
  around: number = PAGINATION_PAGES_AROUND,
  margin: number = PAGINATION_MARGIN_PAGES,
): PageItem[] {
  if (total < 1) return []
  const page = Math.min(total, Math.max(1, Math.floor(current)))

  // The window of `around` pages, centred on the current page where possible (one more after it when even).
  const windowStart = Math.max(1, Math.min(page - Math.floor((around - 1) / 2), total - around + 1))
  const windowEnd = Math.min(total, windowStart + around - 1)

  const shown = new Set<number>()
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p)
  for (let p = windowStart; p <= windowEnd; p++) shown.add(p)
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p)

  const items: PageItem[] = []
  let previous = 0
  for (const p of [...shown].sort((a, b) => a - b)) {
    if (p - previous === 2) items.push(p - 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}
