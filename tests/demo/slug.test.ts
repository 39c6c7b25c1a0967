import { describe, expect, it } from 'vitest'
import { slugOf } from '../../server/demo/dataset/city'

describe('tour names from addresses (ARCHITECTURE §4)', () => {
  it.each([
    ['1842 N Kenmore Ave', '1842-n-kenmore-ave'],
    ['  12 Elm St., Unit #2  ', '12-elm-st-unit-2'],
    ['Café Row', 'cafe-row'],
    ['--a--b--', 'a-b'],
    ['***', ''],
    ['', ''],
    [`${'-'.repeat(50_000)}x${' '.repeat(50_000)}`, 'x'],
    [`x${'- '.repeat(50_000)}y`, 'x-y'],
  ])('%j → %j', (text, expected) => {
    expect(slugOf(text)).toBe(expected)
  })
})
