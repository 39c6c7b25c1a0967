import { describe, expect, it } from 'vitest'
import { isPermutationOf, type PhotoPlacement, photoPlacements } from '../../../server/domain/photo-order'

const shown = (code: string) => ({ code, hidden: false })

describe('the photo list the editor sends', () => {
  it.each([
    [[], [], true],
    [['a', 'b', 'c'], ['a', 'b', 'c'], true],
    [['a', 'b', 'c'], ['c', 'a', 'b'], true],
    [['a', 'b', 'c'], ['a', 'b'], false],
    [['a', 'b'], ['a', 'b', 'c'], false],
    [['a', 'b', 'c'], ['a', 'b', 'b'], false],
    [['a', 'b', 'c'], ['a', 'b', 'x'], false],
    [['a', 'b', 'c'], ['a', 'a', 'b', 'c'], false],
    [['a', 'b', 'c'], [], false],
    [['a'], ['A'], false],
    // Stored codes are unique per listing (a constraint); a repeat there is never a permutation of anything.
    [['a', 'a'], ['a', 'a'], false],
  ])('%j → %j is a permutation: %s', (codes, sent, expected) => {
    expect(isPermutationOf(codes, sent.map(shown))).toBe(expected)
  })
})

describe('the placements a save writes', () => {
  const stored: PhotoPlacement[] = [
    { code: 'a', position: 0, hidden: false },
    { code: 'b', position: 1, hidden: true },
    { code: 'c', position: 2, hidden: false },
  ]

  it.each<[string, ReadonlyArray<{ code: string; hidden: boolean }>, PhotoPlacement[] | undefined]>([
    ['nothing when nothing changed', [shown('a'), { code: 'b', hidden: true }, shown('c')], []],
    [
      'the moved photos, at their new positions',
      [shown('c'), shown('a'), { code: 'b', hidden: true }],
      [
        { code: 'c', position: 0, hidden: false },
        { code: 'a', position: 1, hidden: false },
        { code: 'b', position: 2, hidden: true },
      ],
    ],
    [
      'a photo shown or hidden in place',
      [{ code: 'a', hidden: true }, shown('b'), shown('c')],
      [
        { code: 'a', position: 0, hidden: true },
        { code: 'b', position: 1, hidden: false },
      ],
    ],
    [
      'a swap of two, the third left alone',
      [shown('a'), shown('c'), { code: 'b', hidden: true }],
      [
        { code: 'c', position: 1, hidden: false },
        { code: 'b', position: 2, hidden: true },
      ],
    ],
    ['nothing at all for a missing photo', [shown('a'), shown('c')], undefined],
    ['nothing at all for a repeated photo', [shown('a'), shown('a'), shown('c')], undefined],
    ['nothing at all for an unknown photo', [shown('a'), shown('b'), shown('z')], undefined],
    ['nothing at all for an added photo', [shown('a'), shown('b'), shown('c'), shown('d')], undefined],
  ])('%s', (_, edits, expected) => {
    expect(photoPlacements(stored, edits)).toEqual(expected)
  })

  it('closes gaps left in stored positions', () => {
    const gappy: PhotoPlacement[] = [
      { code: 'a', position: 0, hidden: false },
      { code: 'b', position: 4, hidden: false },
    ]
    expect(photoPlacements(gappy, [shown('a'), shown('b')])).toEqual([{ code: 'b', position: 1, hidden: false }])
  })
})
