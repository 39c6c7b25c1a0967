import { describe, expect, it } from 'vitest'
import { floorplanDownloads } from '../../src/domain/floorplan-downloads'
import type { Floorplan } from '../../src/schemas/Listing'
import { planFloor as floor } from '../support/plan-fixtures'

const plan: Floorplan = {
  area: [],
  floors: [floor('f1', 'Main floor'), floor('f2', 'Upper floor')],
  brandedPagesUrl: { imperial: ['/b-i-1.jpg', '/b-i-2.jpg'], metric: ['/b-m-1.jpg', '/b-m-2.jpg'] },
  unbrandedPagesUrl: { imperial: ['/u-i-1.jpg', '/u-i-2.jpg'], metric: ['/u-m-1.jpg', '/u-m-2.jpg'] },
  brandedPdfUrl: { imperial: '/b-i.pdf', metric: '/b-m.pdf' },
  unbrandedPdfUrl: { imperial: '/u-i.pdf', metric: '/u-m.pdf' },
}
const open = { unbranded: false, embedded: false }
const hrefs = (...args: Parameters<typeof floorplanDownloads>) => floorplanDownloads(...args).map((d) => d.href)

describe('floor plan downloads (SPEC §6: only when not unbranded and not embedded)', () => {
  it.each<[string, string, 'imperial' | 'metric', typeof open, string[]]>([
    ['main floor, imperial', 'f1', 'imperial', open, ['/b-i.pdf', '/b-i-1.jpg', '/f1-imperial.png']],
    ['upper floor, metric: its own page', 'f2', 'metric', open, ['/b-m.pdf', '/b-m-2.jpg', '/f2-metric.png']],
    ['unbranded: none', 'f1', 'imperial', { unbranded: true, embedded: false }, []],
    ['embedded: none', 'f1', 'imperial', { unbranded: false, embedded: true }, []],
    ['unknown floor: none', 'f9', 'imperial', open, []],
  ])('%s', (_, floorId, unit, mode, expected) => expect(hrefs(plan, floorId, unit, mode)).toEqual(expected))

  it('leaves out a page the listing does not have', () => {
    const short = { ...plan, brandedPagesUrl: { imperial: ['/b-i-1.jpg'], metric: [] } }
    expect(floorplanDownloads(short, 'f2', 'imperial', open).map((d) => d.kind)).toEqual(['pdf', 'image'])
  })

  it('names each download for a screen reader', () => {
    expect(floorplanDownloads(plan, 'f2', 'imperial', open).map((d) => d.label)).toEqual([
      'PDF, all floors',
      'Letter page, upper floor',
      'PNG, upper floor',
    ])
  })
})
