import { describe, expect, it } from 'vitest'
import { degreesPerSecondFor, guidedRotationMs, guidedScenes } from '../../src/domain/guided-tour'

describe('guided tour rotation (SPEC §9: clamped 3–9 s)', () => {
  it.each([
    [undefined, 9000],
    [Number.NaN, 9000],
    [-1, 3000],
    [0, 3000],
    [2999, 3000],
    [3000, 3000],
    [4500, 4500],
    [9000, 9000],
    [9001, 9000],
    [Number.POSITIVE_INFINITY, 9000],
  ])('%s ms turns for %s ms', (ms, expected) => {
    expect(guidedRotationMs(ms)).toBe(expected)
  })

  it.each([
    [3000, 120],
    [4500, 80],
    [9000, 40],
  ])('a full turn in %s ms is %s degrees per second', (ms, expected) => {
    expect(degreesPerSecondFor(ms)).toBeCloseTo(expected)
  })
})

describe('guidedScenes', () => {
  it('keeps the visible scenes in tour order', () => {
    expect(
      guidedScenes([
        { code: 's01', hidden: false },
        { code: 's02', hidden: true },
        { code: 's03', hidden: false },
      ]),
    ).toEqual([{ code: 's01' }, { code: 's03' }])
  })
  it('is empty for a tour of hidden scenes', () => expect(guidedScenes([{ code: 'a', hidden: true }])).toEqual([]))
})
