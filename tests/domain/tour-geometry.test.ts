import { describe, expect, it } from 'vitest'
import { decodeStartView } from '../../src/domain/start-view'
import {
  clampPitch,
  fieldOfView,
  horizontalFieldOfView,
  normaliseYaw,
  viewLink,
  withinPreviewDistance,
} from '../../src/domain/tour-geometry'
import {
  MAX_FIELD_OF_VIEW_DEG,
  MAX_HORIZONTAL_FIELD_OF_VIEW_DEG,
  PREVIEW_PRELOAD_MAX_SQUARED_DISTANCE,
} from '../../src/schemas/constants'

describe('normaliseYaw', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [360, 0],
    [-10, 350],
    [725.25, 5.25],
    [-1e-15, 0],
    [359.5, 359.5],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (yaw, expected) => {
    expect(Object.is(normaliseYaw(yaw), expected)).toBe(true)
  })
})

describe('clampPitch', () => {
  it.each([
    [0, 0],
    [-0, 0],
    [45.5, 45.5],
    [90, 90],
    [91, 90],
    [-120, -90],
    [Number.NaN, 0],
    [Number.NEGATIVE_INFINITY, -90],
  ])('%d → %d', (pitch, expected) => {
    expect(Object.is(clampPitch(pitch), expected)).toBe(true)
  })
})

describe('fieldOfView', () => {
  it.each([
    ['portrait phone', 9 / 16, 90],
    ['square', 1, 90],
    ['just under the cap', 1.4, 90],
    ['16:9', 16 / 9, 77.55],
    ['ultra-wide 21:9', 21 / 9, 62.94],
    ['not laid out (0)', 0, 90],
    ['NaN', Number.NaN, 90],
  ])('%s', (_, aspect, expected) => {
    expect(fieldOfView(aspect)).toBeCloseTo(expected, 1)
  })

  it.each([0.5, 1, 1.4281, 1.5, 2, 3.5, 10])('aspect %d keeps both limits, touching one', (aspect) => {
    const vertical = fieldOfView(aspect)
    const horizontal = horizontalFieldOfView(vertical, aspect)
    expect(vertical).toBeLessThanOrEqual(MAX_FIELD_OF_VIEW_DEG)
    expect(horizontal).toBeLessThanOrEqual(MAX_HORIZONTAL_FIELD_OF_VIEW_DEG + 1e-9)
    const touches =
      Math.abs(vertical - MAX_FIELD_OF_VIEW_DEG) < 1e-9 ||
      Math.abs(horizontal - MAX_HORIZONTAL_FIELD_OF_VIEW_DEG) < 1e-9
    expect(touches).toBe(true)
  })
})

describe('viewLink', () => {
  const view = { pan: 10, tilt: 0, sceneCode: 'a1' }
  it.each([
    ['adds d1', 'https://x.test/l/abc', 'https://x.test/l/abc?d1=01890a1'],
    ['keeps other parameters', 'https://x.test/l/abc?u=m&o=w', 'https://x.test/l/abc?u=m&o=w&d1=01890a1'],
    ['replaces an old d1 in place', 'https://x.test/l/abc?d1=00090zz&u=m', 'https://x.test/l/abc?d1=01890a1&u=m'],
    ['keeps the hash', 'https://x.test/l/abc?u=m#tour', 'https://x.test/l/abc?u=m&d1=01890a1#tour'],
    ['a path stays a path', '/l/abc?u=m', '/l/abc?u=m&d1=01890a1'],
  ])('%s', (_, url, expected) => {
    expect(viewLink(url, view)).toBe(expected)
  })

  it('round-trips through decodeStartView with normalised angles', () => {
    const link = viewLink('https://x.test/l/abc', { pan: -90.4, tilt: 95, sceneCode: 's07' })
    expect(decodeStartView(new URL(link).searchParams.get('d1'))).toEqual({ pan: 270, tilt: 89, sceneCode: 's07' })
  })

  it('throws on an unsafe scene code, like encodeStartView', () => {
    expect(() => viewLink('https://x.test/', { pan: 0, tilt: 0, sceneCode: 'a b' })).toThrow(RangeError)
  })
})

describe('withinPreviewDistance', () => {
  // Tour positions are metres; the limit is 500 scene units (centimetres), so 5 m.
  const limit = Math.sqrt(PREVIEW_PRELOAD_MAX_SQUARED_DISTANCE) / 100
  it.each([
    ['same place', { x: 1, y: 2 }, { x: 1, y: 2 }, true],
    ['exactly at the limit', { x: 0, y: 0 }, { x: limit, y: 0 }, true],
    ['just past the limit', { x: 0, y: 0 }, { x: limit + 0.001, y: 0 }, false],
    ['diagonal 3 m, 4 m is 5 m', { x: -1.5, y: 1 }, { x: 1.5, y: 5 }, true],
    ['diagonal 3 m, 4.01 m', { x: 0, y: 0 }, { x: 3, y: -4.01 }, false],
    ['across a big house, 12 m', { x: 0, y: 0 }, { x: 12, y: 0 }, false],
  ])('%s', (_, a, b, expected) => {
    expect(withinPreviewDistance(a, b)).toBe(expected)
    expect(withinPreviewDistance(b, a)).toBe(expected)
  })
})
