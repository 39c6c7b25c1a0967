// The dashboard's tabs (SPEC §2 Dashboard sub-sections): status (the default, the timeline), orders and photos
// (labelled Manage Photos). Orders shows when the listing has orders; Manage Photos when the user holds the
// `photos` permission. The tab bar hides when only one tab is enabled; an unknown or disabled sub-section falls
// back to the default.

export const DASHBOARD_TABS = ['status', 'orders', 'photos'] as const
export type DashboardTab = (typeof DASHBOARD_TABS)[number]

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  status: 'Status',
  orders: 'Orders',
  photos: 'Manage Photos',
}

export function dashboardTabs(subject: {
  readonly hasOrders: boolean
  readonly permissions: ReadonlyArray<string>
}): ReadonlyArray<DashboardTab> {
  return DASHBOARD_TABS.filter(
    (tab) =>
      tab === 'status' ||
      (tab === 'orders' && subject.hasOrders) ||
      (tab === 'photos' && subject.permissions.includes('photos')),
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
