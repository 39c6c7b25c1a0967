// Where the listing page was opened from, as the browser can tell (issue 17, the owner's Insights): inside another
// site's frame (that site), from a link on another site (that site), or neither (direct). Host names only: a path or
// query can carry personal data and is never sent.
import type { VisitSource } from '../schemas/AnalyticsEvent'

const hostOf = (url: string): string | undefined => {
  try {
    const { protocol, hostname } = new URL(url)
    return protocol === 'http:' || protocol === 'https:' ? hostname.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

export function visitSource(page: {
  readonly referrer: string
  readonly ownHost: string
  readonly embedded: boolean
  /** The embedding page's origin when the browser tells it (location.ancestorOrigins), which outlives the referrer. */
  readonly ancestorOrigin?: string
}): VisitSource {
  const own = page.ownHost.toLowerCase()
  const from = hostOf(page.referrer)
  if (page.embedded) {
    const parent = (page.ancestorOrigin ? hostOf(page.ancestorOrigin) : undefined) ?? from
    return parent && parent !== own ? { embeddedOn: parent } : {}
  }
  return from && from !== own ? { linkedFrom: from } : {}
}
