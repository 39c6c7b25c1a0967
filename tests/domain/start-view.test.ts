import { describe, expect, it } from 'vitest'
import {
  clampTilt,
  decodeStartView,
  encodeStartView,
  normalisePan,
  TILT_MAX,
  TILT_MIN,
} from '../../src/domain/start-view'

describe('starting view code d1: value = pan × 180 + (tilt + 90), then the scene code (SPEC §9 Viewer)', () => {
  it.each([
    [0, -90, 'a1', '00000a1'],
    [0, 0, 'a1', '00090a1'],
    [10, 0, 'a1', '01890a1'],
    [10, 45, 'kitchen', '01935kitchen'],
    [180, -30, '7', '32460' + '7'],
    [359, 89, 'x', '64799x'],
  ])('encode(%d, %d, %s) → %s', (pan, tilt, scene, code) => {
    expect(encodeStartView(pan, tilt, scene)).toBe(code)
  })

  it.each([
    ['00000a1', 0, -90, 'a1'],
    ['00090a1', 0, 0, 'a1'],
    ['01890a1', 10, 0, 'a1'],
    ['01935kitchen', 10, 45, 'kitchen'],
    ['324607', 180, -30, '7'],
    ['64799x', 359, 89, 'x'],
    ['00090123', 0, 0, '123'],
  ])('decode(%s) → pan %d, tilt %d, scene %s', (code, pan, tilt, sceneCode) => {
    expect(decodeStartView(code)).toEqual({ pan, tilt, sceneCode })
  })

  it('round-trips every whole pan and the tilt range', () => {
    for (let pan = 0; pan < 360; pan++) {
      for (const tilt of [TILT_MIN, -45, -1, 0, 1, 45, TILT_MAX]) {
        expect(decodeStartView(encodeStartView(pan, tilt, 's1'))).toEqual({ pan, tilt, sceneCode: 's1' })
      }
    }
  })

  it.each([
    [-10, 350],
    [360, 0],
    [720, 0],
    [-360, 0],
    [359.4, 359],
    [359.6, 0],
    [370, 10],
  ])('normalises pan %d to %d', (pan, expected) => {
    expect(normalisePan(pan)).toBe(expected)
  })

  it.each([
    [-120, -90],
    [-90, -90],
    [89, 89],
    [90, 89],
    [120, 89],
    [12.4, 12],
  ])('clamps tilt %d to %d (90 cannot be written: it would overflow into the next pan)', (tilt, expected) => {
    expect(clampTilt(tilt)).toBe(expected)
  })

  it('encodes out-of-range angles normalised', () => {
    expect(encodeStartView(-10, 100, 'a')).toBe(encodeStartView(350, 89, 'a'))
    expect(decodeStartView(encodeStartView(725, -200, 'a'))).toEqual({ pan: 5, tilt: -90, sceneCode: 'a' })
  })

  it('normalises a pan beyond a turn when decoding (99999 → pan 555 → 195)', () => {
    expect(decodeStartView('99999a')).toEqual({ pan: 195, tilt: 9, sceneCode: 'a' })
  })

  it.each([
    [undefined],
    [null],
    [''],
    ['0189'],
    ['01890'],
    ['0189a1'],
    ['a1890a1'],
    ['-1890a1'],
    ['01890 a1'],
    ['01890a/1'],
    ['01890a%201'],
  ])('decode(%j) is undefined (malformed)', (code) => {
    expect(decodeStartView(code)).toBeUndefined()
  })

  it('refuses to encode non-finite angles or a bad scene code', () => {
    expect(() => encodeStartView(Number.NaN, 0, 'a')).toThrow(RangeError)
    expect(() => encodeStartView(0, Number.POSITIVE_INFINITY, 'a')).toThrow(RangeError)
    expect(() => encodeStartView(0, 0, '')).toThrow(RangeError)
    expect(() => encodeStartView(0, 0, 'a b')).toThrow(RangeError)
  })
})
