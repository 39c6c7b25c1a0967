// The listing's map pin (SPEC §9: marker icon 30 px): one drawing for the interactive map and the static map, its
// tip at the point it marks.
import { describe, expect, it } from 'vitest'
import { MARKER_ACCENT, MARKER_ANCHOR, markerDataUri, markerSvg } from '../../src/domain/map-marker'

describe('map marker', () => {
  it('is 30 px square by default, any size on request, drawn on a 30-unit box', () => {
    expect(markerSvg()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="30" height="30" viewBox="0 0 30 30">/,
    )
    expect(markerSvg(60)).toContain('width="60" height="60" viewBox="0 0 30 30"')
    expect(markerSvg()).toMatch(/<\/svg>$/)
  })

  it('is DESIGN.md’s accent with a white rim and eye', () => {
    expect(MARKER_ACCENT).toBe('#0b6bcb')
    expect(markerSvg()).toContain(`fill="${MARKER_ACCENT}" stroke="#fff"`)
    expect(markerSvg()).toContain('<circle cx="15" cy="11.2" r="3.8" fill="#fff"/>')
  })

  it('anchors at the tip: the bottom centre, where the path ends', () => {
    expect(MARKER_ANCHOR).toEqual([0.5, 0.95])
    expect(markerSvg()).toContain('M15 28.5')
  })

  it('is the same drawing as a data URI', () => {
    const uri = markerDataUri(40)
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(markerSvg(40))
    expect(decodeURIComponent(markerDataUri().split(',')[1] ?? '')).toBe(markerSvg())
  })
})
