import { describe, expect, it } from 'vitest'
import { dashboardTabs, resolveDashboardTab, showsDashboardTabBar } from '../../src/domain/dashboard-tabs'

describe('dashboard tabs (SPEC §2 Dashboard sub-sections)', () => {
  it.each([
    ['orders and the photos permission', true, ['order', 'photos'], ['status', 'orders', 'photos']],
    ['orders only', true, ['order'], ['status', 'orders']],
    ['the photos permission only', false, ['photos'], ['status', 'photos']],
    ['neither', false, ['order'], ['status']],
  ] as const)('%s', (_name, hasOrders, permissions, expected) => {
    expect(dashboardTabs({ hasOrders, permissions })).toEqual(expected)
  })

  it.each([
    ['no sub-section: the default', undefined, ['status', 'orders'], { tab: 'status', redirect: false }],
    ['an enabled one', 'orders', ['status', 'orders'], { tab: 'orders', redirect: false }],
    ['a disabled one goes to the default', 'photos', ['status', 'orders'], { tab: 'status', redirect: true }],
    ['an unknown one goes to the default', 'nope', ['status'], { tab: 'status', redirect: true }],
  ] as const)('%s', (_name, asked, tabs, expected) => {
    expect(resolveDashboardTab(asked, tabs)).toEqual(expected)
  })

  it('hides the tab bar with a single tab', () => {
    expect(showsDashboardTabBar(['status'])).toBe(false)
    expect(showsDashboardTabBar(['status', 'photos'])).toBe(true)
  })
})
