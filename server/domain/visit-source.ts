// Where a visit came from, for the owner's Insights (issue 17): the site the page is embedded in, another site a link
// was followed from, or direct (typed, bookmarked, an app, or a page of our own). Host names only, lower-cased; our
// own host never counts as a source.
import type { VisitSource } from '../../src/schemas/AnalyticsEvent'

export type SourceKind = 'direct' | 'embedded' | 'link'

export interface ClassifiedSource {
  readonly kind: SourceKind
  readonly host: string | null
}

export function classifySource(source: VisitSource | undefined, ownHost: string): ClassifiedSource {
  const own = ownHost.toLowerCase()
  const embedded = source?.embeddedOn?.toLowerCase()
  if (embedded && embedded !== own) return { kind: 'embedded', host: embedded }
  const linked = source?.linkedFrom?.toLowerCase()
  if (linked && linked !== own) return { kind: 'link', host: linked }
  return { kind: 'direct', host: null }
}
