import { describe, expect, it } from 'vitest'
import type { ViewerSection } from '../../src/domain/app-path'
import {
  clampFloatingOffset,
  FLOATING_PLAN_INSET_PX,
  isWideLayout,
  type LayoutSubject,
  type PlanLayout,
  type TourLayout,
  viewerLayout,
} from '../../src/domain/viewer-layout'

const base: LayoutSubject = { section: 'tour', wide: true, hasTour: true, hasPlan: true, planCollapsed: false }

describe('viewer layout (SPEC §4 Tour layout, Floor plan layout)', () => {
  it.each<[string, Partial<LayoutSubject>, TourLayout, PlanLayout]>([
    ['tour, wide: the plan in a sidebar', {}, 'full', 'sidebar'],
    ['tour, narrow: the plan floats', { wide: false }, 'full', 'floating'],
    ['tour, narrow, collapsed by the visitor', { wide: false, planCollapsed: true }, 'full', 'collapsed'],
    ['tour, wide, collapsed: the sidebar has room, so it shows', { planCollapsed: true }, 'full', 'sidebar'],
    ['tour without a plan', { hasPlan: false }, 'full', 'inactive'],
    ['tour without a plan, narrow', { hasPlan: false, wide: false }, 'full', 'inactive'],
    ['tour section but no tour: nothing to float over', { hasTour: false, wide: false }, 'inactive', 'inactive'],
    ['floor plan, wide: the tour in a sidebar', { section: 'floorplan' }, 'sidebar', 'full'],
    ['floor plan, narrow: no room for the tour', { section: 'floorplan', wide: false }, 'inactive', 'full'],
    ['floor plan, collapsed does not matter', { section: 'floorplan', planCollapsed: true }, 'sidebar', 'full'],
    ['floor plan without a tour', { section: 'floorplan', hasTour: false }, 'inactive', 'full'],
    ['floor plan section without a plan', { section: 'floorplan', hasPlan: false }, 'inactive', 'inactive'],
    ...(['info', 'photos', 'dashboard'] as ViewerSection[]).flatMap((section) => [
      [`${section}: both inactive`, { section }, 'inactive', 'inactive'] as [
        string,
        Partial<LayoutSubject>,
        TourLayout,
        PlanLayout,
      ],
      [`${section}, narrow: both inactive`, { section, wide: false }, 'inactive', 'inactive'] as [
        string,
        Partial<LayoutSubject>,
        TourLayout,
        PlanLayout,
      ],
    ]),
  ])('%s', (_, subject, tour, plan) => {
    expect(viewerLayout({ ...base, ...subject })).toEqual({ tour, plan })
  })

  it('never floats the plan in the wide layout, nor puts it in a sidebar in the narrow one', () => {
    for (const section of ['info', 'tour', 'photos', 'floorplan', 'dashboard'] as const)
      for (const hasTour of [true, false])
        for (const hasPlan of [true, false])
          for (const planCollapsed of [true, false]) {
            const wide = viewerLayout({ section, wide: true, hasTour, hasPlan, planCollapsed })
            const narrow = viewerLayout({ section, wide: false, hasTour, hasPlan, planCollapsed })
            expect(['floating', 'collapsed']).not.toContain(wide.plan)
            expect(narrow.plan).not.toBe('sidebar')
            expect(narrow.tour).not.toBe('sidebar')
          }
  })
})

describe('wide layout at 1000 px (SPEC §4)', () => {
  it.each([
    [999, false],
    [1000, true],
    [1440, true],
    [390, false],
  ])('%i px wide: %s', (width, wide) => expect(isWideLayout(width)).toBe(wide))
})

describe('floating plan offset', () => {
  const area = { width: 390, height: 700 }
  const card = { width: 200, height: 160 }
  const inset = FLOATING_PLAN_INSET_PX
  it.each([
    ['inside stays', { x: 50, y: 80 }, { x: 50, y: 80 }],
    ['past the top-left edge', { x: -40, y: -5 }, { x: inset, y: inset }],
    ['past the bottom-right edge', { x: 500, y: 900 }, { x: 390 - 200 - inset, y: 700 - 160 - inset }],
    ['one axis out', { x: 100, y: 900 }, { x: 100, y: 700 - 160 - inset }],
  ])('%s', (_, offset, expected) => expect(clampFloatingOffset(offset, area, card)).toEqual(expected))

  it('keeps the card at the top-left inset when it is larger than the area', () => {
    expect(clampFloatingOffset({ x: 30, y: 30 }, { width: 150, height: 100 }, card)).toEqual({ x: inset, y: inset })
  })
})
