import { describe, expect, it } from 'vitest'
import {
  enabledSections,
  resolveSection,
  type SectionMode,
  type SectionSubject,
  showsSectionSelector,
} from '../../src/domain/viewer-sections'

const full: SectionSubject = {
  tourReady: true,
  hasFloor: true,
  hasVisiblePhoto: true,
  permissions: ['order'],
  delivered: { tour: true, photos: true, floorplan: true },
}
const plain: SectionMode = { tourOnly: false, unbranded: false, embedded: false, minimal: true, adminElements: true }
const names = (subject: SectionSubject, mode: Partial<SectionMode> = {}) =>
  enabledSections(subject, { ...plain, ...mode }).map((s) => s.section)

describe('enabled viewer sections (SPEC §4 Viewer sections)', () => {
  it.each([
    ['everything, owner', full, {}, ['info', 'tour', 'photos', 'floorplan', 'dashboard']],
    ['tour-only hides info and the floor plan', full, { tourOnly: true }, ['tour', 'photos', 'dashboard']],
    [
      'embedded with minimal navigation hides info and dashboard',
      full,
      { embedded: true },
      ['tour', 'photos', 'floorplan'],
    ],
    [
      'embedded without minimal navigation keeps them',
      full,
      { embedded: true, minimal: false },
      ['info', 'tour', 'photos', 'floorplan', 'dashboard'],
    ],
    ['unbranded hides the dashboard', full, { unbranded: true }, ['info', 'tour', 'photos', 'floorplan']],
    ['no order permission: no dashboard', { ...full, permissions: [] }, {}, ['info', 'tour', 'photos', 'floorplan']],
    ['tour not ready', { ...full, tourReady: false }, {}, ['info', 'photos', 'floorplan', 'dashboard']],
    ['no floor', { ...full, hasFloor: false, permissions: [] }, {}, ['info', 'tour', 'photos']],
    [
      'only hidden photos, no gallery permission',
      { ...full, hasVisiblePhoto: false, permissions: [] },
      {},
      ['info', 'tour', 'floorplan'],
    ],
    [
      'only hidden photos, gallery with the admin toggle on',
      { ...full, hasVisiblePhoto: false, permissions: ['gallery'] },
      {},
      ['info', 'tour', 'photos', 'floorplan'],
    ],
    [
      'only hidden photos, gallery with the admin toggle off',
      { ...full, hasVisiblePhoto: false, permissions: ['gallery'] },
      { adminElements: false },
      ['info', 'tour', 'floorplan'],
    ],
    [
      'tour-only with nothing but info',
      { ...full, tourReady: false, hasVisiblePhoto: false, permissions: [] },
      { tourOnly: true },
      [],
    ],
  ] as const)('%s', (_name, subject, mode, expected) => {
    expect(names(subject as SectionSubject, mode)).toEqual(expected)
  })

  it('marks undelivered media for the selector, and nothing when the listing has no orders', () => {
    const sections = enabledSections({ ...full, delivered: { tour: false, photos: true, floorplan: false } }, plain)
    expect(sections.filter((s) => s.undelivered).map((s) => s.section)).toEqual(['tour', 'floorplan'])
    expect(enabledSections({ ...full, delivered: null }, plain).some((s) => s.undelivered)).toBe(false)
  })

  it.each([
    ['the asked section when enabled', 'photos', ['info', 'photos'], 'photos'],
    ['the first enabled one when the asked one is not', 'dashboard', ['info', 'photos'], 'info'],
    ['the first enabled one when none is asked', undefined, ['tour', 'photos'], 'tour'],
    ['nothing when no section is enabled', 'info', [], undefined],
  ] as const)('resolves %s', (_name, asked, enabled, expected) => {
    const sections = enabled.map((section) => ({ section, undelivered: false }))
    expect(resolveSection(asked, sections)).toBe(expected)
  })

  it('shows the selector only with a choice', () => {
    expect(showsSectionSelector([{ section: 'tour', undelivered: false }])).toBe(false)
    expect(
      showsSectionSelector([
        { section: 'tour', undelivered: false },
        { section: 'photos', undelivered: false },
      ]),
    ).toBe(true)
  })
})
