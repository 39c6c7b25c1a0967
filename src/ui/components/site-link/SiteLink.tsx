import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'to' | 'params'> & {
  /** A path inside the app, e.g. '/order' or '/my'. */
  readonly to: string
}

/**
 * A client-side link to any path of the app given as text (the navigation's links come from a domain table, and
 * the controller routes have optional parameters that a plain path like '/order' leaves out). The router resolves
 * the text at run time; the cast only widens TanStack's literal route types, which cannot name such paths.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  return <Link {...props} to={to as '/'} />
}
