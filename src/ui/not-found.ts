// Whether the router ended on the app's 404: a route threw notFound() (its match carries the error), or no route
// matched the path (TanStack marks the route whose notFoundComponent renders with _notFound).
import { isNotFound } from '@tanstack/react-router'

interface MatchLike {
  readonly status: string
  readonly error?: unknown
  readonly _notFound?: boolean
}

export const isNotFoundMatch = (match: MatchLike) =>
  match.status === 'notFound' || match._notFound === true || isNotFound(match.error)
