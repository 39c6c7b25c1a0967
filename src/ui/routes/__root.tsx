import { createRootRoute, HeadContent, Outlet } from '@tanstack/react-router'
import { SiteHeader } from '../components/site-header/SiteHeader'

export const Route = createRootRoute({
  head: () => ({ meta: [{ title: 'Showhome' }] }),
  component: () => (
    <>
      <HeadContent />
      <SiteHeader />
      <Outlet />
    </>
  ),
})
