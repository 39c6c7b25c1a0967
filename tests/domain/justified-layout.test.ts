import { describe, expect, it } from 'vitest'
import { justifiedRows } from '../../src/domain/justified-layout'
import { IMAGE_LAYOUT_GAP_PX } from '../../src/schemas/constants'

/** Rows as [height, [index, width] …] tuples, so a table reads like the grid. */
const shape = (rows: ReturnType<typeof justifiedRows>) =>
  rows.map((row) => [row.height, row.items.map((item) => [item.index, item.width])])

const rowWidth = (row: ReturnType<typeof justifiedRows>[number], gap = IMAGE_LAYOUT_GAP_PX) =>
  row.items.reduce((sum, item) => sum + item.width, 0) + gap * (row.items.length - 1)

describe('justified photo grid (SPEC §9 Viewer: rows at most min(275, 60 % of height), 5 px gaps)', () => {
  it.each([
    ['no photos', [], 1000, 275, []],
    ['a container not measured yet', [1.5, 1.5], 0, 275, []],
    [
      'three 3:2 photos fill one row at 220 px',
      [1.5, 1.5, 1.5],
      1000,
      275,
      [
        [
          220,
          [
            [0, 330],
            [1, 330],
            [2, 330],
          ],
        ],
      ],
    ],
    [
      'six 3:2 photos make two full rows',
      [1.5, 1.5, 1.5, 1.5, 1.5, 1.5],
      1000,
      275,
      [
        [
          220,
          [
            [0, 330],
            [1, 330],
            [2, 330],
          ],
        ],
        [
          220,
          [
            [3, 330],
            [4, 330],
            [5, 330],
          ],
        ],
      ],
    ],
    [
      'the last row keeps the height limit and is not stretched',
      [1.5, 1.5, 1.5, 1.5],
      1000,
      275,
      [
        [
          220,
          [
            [0, 330],
            [1, 330],
            [2, 330],
          ],
        ],
        [275, [[3, 413]]],
      ],
    ],
    [
      'fractional widths are rounded along the row, so they still sum to the width',
      [1, 1, 1, 1],
      1000,
      275,
      [
        [
          246,
          [
            [0, 246],
            [1, 247],
            [2, 246],
            [3, 246],
          ],
        ],
      ],
    ],
    ['a very wide photo alone fills a row', [6], 1000, 275, [[167, [[0, 1000]]]]],
    [
      'a very wide photo gets its own row; the photos before it wait at the limit',
      [1.5, 1.5, 10, 1.5],
      1000,
      275,
      [
        [
          275,
          [
            [0, 413],
            [1, 412],
          ],
        ],
        [100, [[2, 1000]]],
        [275, [[3, 413]]],
      ],
    ],
    [
      'a row never rounds past a fractional limit',
      [1.5, 1.5],
      832,
      275.8,
      [
        [
          275,
          [
            [0, 414],
            [1, 413],
          ],
        ],
      ],
    ],
    [
      'a fractional container width counts its whole pixels',
      [1.5, 1.5, 1.5],
      1000.7,
      275,
      [
        [
          220,
          [
            [0, 330],
            [1, 330],
            [2, 330],
          ],
        ],
      ],
    ],
    ['a portrait photo alone is the last row', [0.75], 1000, 275, [[275, [[0, 206]]]]],
  ])('%s', (_, aspects, width, maxRowHeight, expected) => {
    expect(shape(justifiedRows(aspects, width, maxRowHeight))).toEqual(expected)
  })

  it('uses the gap it is given', () => {
    const [row] = justifiedRows([1.5, 1.5, 1.5], 1000, 275, 10)
    expect(row && rowWidth(row, 10)).toBe(1000)
    expect(row?.items.map((item) => item.width)).toEqual([327, 326, 327])
  })

  it('keeps every photo in order, fills every full row exactly and never exceeds the limit', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    for (let run = 0; run < 200; run++) {
      const aspects = Array.from({ length: 1 + Math.floor(random() * 40) }, () => 0.5 + random() * (run % 5 ? 2 : 8))
      const width = 320 + Math.floor(random() * 1600)
      const maxRowHeight = Math.min(275, 0.6 * (400 + random() * 800))
      const rows = justifiedRows(aspects, width, maxRowHeight)
      expect(rows.flatMap((row) => row.items.map((item) => item.index))).toEqual(aspects.map((_, i) => i))
      for (const row of rows) {
        expect(row.height).toBeLessThanOrEqual(maxRowHeight)
        expect(rowWidth(row)).toBeLessThanOrEqual(width)
        for (const item of row.items) expect(Number.isInteger(item.width)).toBe(true)
        const isUnstretched = row.height === Math.floor(maxRowHeight) && rowWidth(row) < width
        if (!isUnstretched) expect(rowWidth(row)).toBe(width)
      }
    }
  })

  it.each([
    ['an aspect of 0', [1.5, 0], 275],
    ['a missing aspect', [Number.NaN], 275],
    ['no height to lay out in', [1.5], 0],
  ])('refuses %s', (_, aspects, maxRowHeight) => {
    expect(() => justifiedRows(aspects, 1000, maxRowHeight)).toThrow(RangeError)
  })
})
