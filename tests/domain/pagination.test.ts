import { describe, expect, it } from 'vitest'
import { pageCount, visiblePages } from '../../src/domain/pagination'

describe('page count with page size 60 (SPEC §2, §9)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [120, 2],
    [121, 3],
    [1200, 20],
  ])('%i listings → %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages)
  })

  it('accepts another page size and refuses a bad one', () => {
    expect(pageCount(25, 10)).toBe(3)
    expect(() => pageCount(25, 0)).toThrow(RangeError)
  })
})

describe('visible pages: window of 3 around the current, 1 at each margin, gaps between', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 6, [1, 2, 3, 'gap', 6]],
    [6, 6, [1, 'gap', 4, 5, 6]],
    [1, 20, [1, 2, 3, 'gap', 20]],
    [2, 20, [1, 2, 3, 'gap', 20]],
    [3, 20, [1, 2, 3, 4, 'gap', 20]],
    // A gap would hide only page 2, so page 2 is shown.
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [6, 20, [1, 'gap', 5, 6, 7, 'gap', 20]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [17, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [18, 20, [1, 'gap', 17, 18, 19, 20]],
    [19, 20, [1, 'gap', 18, 19, 20]],
    [20, 20, [1, 'gap', 18, 19, 20]],
  ] as const)('page %i of %i → %j', (current, total, expected) => {
    expect(visiblePages(current, total)).toEqual(expected)
  })

  it.each([
    [0, [1, 2, 3, 'gap', 20]],
    [-4, [1, 2, 3, 'gap', 20]],
    [99, [1, 'gap', 18, 19, 20]],
    [6.7, [1, 'gap', 5, 6, 7, 'gap', 20]],
  ] as const)('clamps current page %d into range', (current, expected) => {
    expect(visiblePages(current, 20)).toEqual(expected)
  })

  it('always includes the current page, the first and the last', () => {
    for (let total = 1; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = visiblePages(current, total)
        expect(pages).toContain(current)
        expect(pages[0]).toBe(1)
        expect(pages.at(-1)).toBe(total)
        // Margins + window + at most two single-page gaps filled in.
        expect(pages.filter((p) => p !== 'gap').length).toBeLessThanOrEqual(7)
      }
    }
  })
})
