import { createRootRoute, Outlet } from '@tanstack/react-router'
import { SiteHeader } from '../components/site-header/SiteHeader'

export const Route = createRootRoute({
  component: () => (
    <>
      <SiteHeader />
      <Outlet />
    </>
  ),
})
