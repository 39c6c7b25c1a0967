// The dashboard's tabs (SPEC §2 Dashboard sub-sections): status (the default, the timeline), orders and photos
// (labelled Manage Photos). Orders shows when the listing has orders; Manage Photos when the user holds the
// `photos` permission. Ours (issue 17): Insights, what visitors did, once the listing has something to visit (its
// tour or photos delivered); the dashboard is for `order` holders already, who may read them. The tab bar hides
// when only one tab is enabled; an unknown or disabled sub-section falls back to the default.

export const DASHBOARD_TABS = ['status', 'orders', 'photos', 'insights'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  status: 'Status',
  orders: 'Orders',
  photos: 'Manage Photos',
  insights: 'Insights',
}

export function dashboardTabs(subject: {
  readonly hasOrders: boolean
  readonly permissions: ReadonlyArray<string>
  /** The tour or the photos are delivered: there is something for visitors to see. */
  readonly published: boolean
}): ReadonlyArray<DashboardTab> {
  return DASHBOARD_TABS.filter(
    (tab) =>
      tab === 'status' ||
      (tab === 'orders' && subject.hasOrders) ||
      (tab === 'photos' && subject.permissions.includes('photos')) ||
      (tab === 'insights' && subject.published),
  )
}

/** The tab to show for the address's sub-section, and whether the address must be corrected to it. */
export function resolveDashboardTab(
  asked: string | undefined,
  tabs: ReadonlyArray<DashboardTab>,
): { readonly tab: DashboardTab; readonly redirect: boolean } {
  const tab = tabs.find((t) => t === asked)
  if (tab) return { tab, redirect: false }
  return { tab: 'status', redirect: asked !== undefined }
}

export const showsDashboardTabBar = (tabs: ReadonlyArray<DashboardTab>) => tabs.length > 1
