// The owner's dashboard (SPEC §2 Dashboard sub-sections): status (the default: the timeline), orders, and photos
// (Manage Photos). Which tabs exist is a domain rule; the tab bar hides when only one is enabled; an unknown or
// disabled sub-section is replaced in the address by the default.
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import {
  DASHBOARD_TAB_LABELS,
  dashboardTabs,
  resolveDashboardTab,
  showsDashboardTabBar,
} from '../../../../domain/dashboard-tabs'
import type { Listing } from '../../../../schemas/Listing'
import { SiteLink } from '../../../components/site-link/SiteLink'
import { withoutModal } from '../../../search'
import type { ViewerPlace, ViewerSettings } from '../useListingViewer'
import { ConsoleLinks } from './dashboard/ConsoleLinks'
import { ManagePhotos } from './dashboard/ManagePhotos'
import { OrdersTab } from './dashboard/OrdersTab'
import { StatusTab } from './dashboard/StatusTabs'
import styles from './Sections.module.css'

// Insights and its chart library are their own chunk: most dashboard visits never open them.
const InsightsTab = lazy(() => import('./dashboard/insights/InsightsTab'))

export default function DashboardSection({
  listing,
  place,
  settings,
}: {
  listing: Listing
  place: ViewerPlace
  settings: ViewerSettings
}) {
  const tabs = dashboardTabs({
    hasOrders: (listing.status?.orderEvents.length ?? 0) > 0,
    permissions: listing.permissions,
    published: Boolean(listing.status?.tourDelivered || listing.status?.photosDelivered),
  })
  const { tab, redirect } = resolveDashboardTab(place.subSection, tabs)
  const navigate = useNavigate()
  const base = `${place.basePath}/dashboard`
  const kept = withoutModal(settings.search)
  useEffect(() => {
    if (redirect) void navigate({ to: base as '/', search: kept as never, replace: true })
  })
  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className={styles.visuallyHidden}>
        Dashboard
      </h2>
      {showsDashboardTabBar(tabs) ? (
        <nav className={styles.tabBar} aria-label="Dashboard">
          {tabs.map((t) => (
            <SiteLink
              key={t}
              to={t === 'status' ? base : `${base}/${t}`}
              search={kept as never}
              className={styles.tabLink}
              activeOptions={{ exact: true, includeSearch: false }}
              aria-current={t === tab ? 'page' : undefined}
            >
              {DASHBOARD_TAB_LABELS[t]}
            </SiteLink>
          ))}
        </nav>
      ) : null}
      <ConsoleLinks listing={listing} />
      {tab === 'status' ? <StatusTab listing={listing} place={{ path: base, search: kept }} /> : null}
      {tab === 'orders' ? <OrdersTab listing={listing} place={{ path: `${base}/orders`, search: kept }} /> : null}
      {tab === 'photos' ? <ManagePhotos listing={listing} /> : null}
      {tab === 'insights' ? (
        <Suspense fallback={<p className={styles.note}>Loading the Insights…</p>}>
          <InsightsTab listing={listing} />
        </Suspense>
      ) : null}
    </section>
  )
}
