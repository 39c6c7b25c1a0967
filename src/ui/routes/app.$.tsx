import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * /app/* was the client area's old home (SPEC §2): /app/{rest} now lives at /{rest}, and /app itself is where
 * ordering starts. Query parameters (promo, utm_*, …) travel along.
 */
export const Route = createFileRoute('/app/$')({
  beforeLoad: ({ params, location }) => {
    const rest = params._splat?.replace(/^\/+|\/+$/g, '') ?? ''
    throw redirect({ href: `/${rest || 'order'}${location.searchStr}`, replace: true })
  },
})
