import { describe, expect, it } from 'vitest'
import { autoplaysOnLoad, formatViewFlags, NO_VIEW_FLAGS, parseViewFlags } from '../../src/domain/view-flags'

describe('view flags, the o parameter (SPEC §2)', () => {
  it.each([
    [undefined, NO_VIEW_FLAGS],
    ['', NO_VIEW_FLAGS],
    ['u', { ...NO_VIEW_FLAGS, unbranded: true }],
    ['w', { ...NO_VIEW_FLAGS, initialAutoplay: true }],
    ['a1', { ...NO_VIEW_FLAGS, allowAutoplay: true }],
    ['f', { ...NO_VIEW_FLAGS, debug: true }],
    ['uwa1f', { unbranded: true, initialAutoplay: true, allowAutoplay: true, debug: true }],
    ['fa1wu', { unbranded: true, initialAutoplay: true, allowAutoplay: true, debug: true }],
    ['a', NO_VIEW_FLAGS],
    ['a2', NO_VIEW_FLAGS],
    ['1', NO_VIEW_FLAGS],
    ['xyz', NO_VIEW_FLAGS],
    ['ua', { ...NO_VIEW_FLAGS, unbranded: true }],
  ])('%j reads as %j', (text, flags) => {
    expect(parseViewFlags(text)).toEqual(flags)
  })

  it.each([
    ['fa1wu', 'uwa1f'],
    ['a1u', 'ua1'],
    ['zz', undefined],
  ])('%s is written canonically as %s', (text, canonical) => {
    expect(formatViewFlags(parseViewFlags(text))).toBe(canonical)
  })

  it.each([
    ['w', false],
    ['a1', false],
    ['wa1', true],
  ])('autoplay on load with %s: %s (off unless a1 is present)', (text, expected) => {
    expect(autoplaysOnLoad(parseViewFlags(text))).toBe(expected)
  })
})
