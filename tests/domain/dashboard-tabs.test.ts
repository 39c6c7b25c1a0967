import { describe, expect, it } from 'vitest'
import { dashboardTabs, resolveDashboardTab, showsDashboardTabBar } from '../../src/domain/dashboard-tabs'

describe('dashboard tabs (SPEC §2 Dashboard sub-sections)', () => {
  it.each([
    ['orders and the photos permission', true, ['order', 'photos'], false, ['status', 'orders', 'photos']],
    ['orders only', true, ['order'], false, ['status', 'orders']],
    ['the photos permission only', false, ['photos'], false, ['status', 'photos']],
    ['neither', false, ['order'], false, ['status']],
    ['published: Insights too', true, ['order', 'photos'], true, ['status', 'orders', 'photos', 'insights']],
    ['published, nothing else', false, ['order'], true, ['status', 'insights']],
  ] as const)('%s', (_name, hasOrders, permissions, published, expected) => {
    expect(dashboardTabs({ hasOrders, permissions, published })).toEqual(expected)
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
