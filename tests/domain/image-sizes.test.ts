import { describe, expect, it } from 'vitest'
import { imageSize, maxGridRowHeight, needsLargerPhoto, photoSizeParam, photoWidth } from '../../src/domain/image-sizes'

describe('image size: rounded up to multiples of 256, clamped 512–2048 (SPEC §9 Viewer)', () => {
  it.each([
    [0, 512],
    [1, 512],
    [256, 512],
    [511, 512],
    [512, 512],
    [513, 768],
    [768, 768],
    [1000, 1024],
    [1024, 1024],
    [1025, 1280],
    [2047, 2048],
    [2048, 2048],
    [2049, 2048],
    [5000, 2048],
    [700.5, 768],
  ])('%d px → %i', (px, size) => {
    expect(imageSize(px)).toBe(size)
  })

  it.each([-1, Number.NaN])('refuses %d', (px) => {
    expect(() => imageSize(px)).toThrow(RangeError)
  })
})

describe('photo width: steps of 256 px, minimum 768, larger version above 768', () => {
  it.each([
    [0, 768],
    [300, 768],
    [767, 768],
    [768, 768],
    [769, 1024],
    [1024, 1024],
    [1025, 1280],
    [2049, 2304],
    [4000, 4096],
  ])('%i px → %i', (px, width) => {
    expect(photoWidth(px)).toBe(width)
  })

  it.each([
    [768, false],
    [769, true],
    [300, false],
  ])('%i px needs a larger version: %s', (px, larger) => {
    expect(needsLargerPhoto(px)).toBe(larger)
  })

  it('writes the width-by-star size parameter', () => {
    expect(photoSizeParam(1024)).toBe('1024x*')
  })

  it('refuses a negative width', () => {
    expect(() => photoWidth(-5)).toThrow(RangeError)
  })
})

describe('grid row height at most min(275, 60% of the height)', () => {
  it.each([
    [1000, 275],
    [459, 275],
    [458, 274.8],
    [400, 240],
  ])('height %i → %d', (height, max) => {
    expect(maxGridRowHeight(height)).toBeCloseTo(max, 9)
  })
})
