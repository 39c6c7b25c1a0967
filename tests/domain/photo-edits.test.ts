import { describe, expect, it } from 'vitest'
import { editDiffers, movePhoto, restoreEdit, togglePhoto } from '../../src/domain/photo-edits'

const server = [
  { code: 'a', hidden: false },
  { code: 'b', hidden: false },
  { code: 'c', hidden: true },
]

describe('photo edits (SPEC §4 Photo editing, §5)', () => {
  it.each([
    ['a saved edit of the same photos is used', [server[2], server[0], server[1]], ['c', 'a', 'b']],
    ['nothing saved: the server order', [], ['a', 'b', 'c']],
    ['a different length resets', [server[0], server[1]], ['a', 'b', 'c']],
    ['other codes reset', [server[0], server[1], { code: 'z', hidden: false }], ['a', 'b', 'c']],
    ['a repeated code resets', [server[0], server[0], server[1]], ['a', 'b', 'c']],
  ] as const)('%s', (_name, saved, expected) => {
    expect(restoreEdit(saved as never, server).map((p) => p.code)).toEqual(expected)
  })

  it('offers saving only when order or visibility differs', () => {
    expect(editDiffers(server, server)).toBe(false)
    expect(editDiffers(movePhoto(server, 0, 2), server)).toBe(true)
    expect(editDiffers(togglePhoto(server, 'b'), server)).toBe(true)
    expect(editDiffers(togglePhoto(togglePhoto(server, 'b'), 'b'), server)).toBe(false)
  })

  it.each([
    [0, 2, ['b', 'c', 'a']],
    [2, 0, ['c', 'a', 'b']],
    [1, 1, ['a', 'b', 'c']],
    [0, 3, ['a', 'b', 'c']],
    [-1, 0, ['a', 'b', 'c']],
  ])('moves %i to %i', (from, to, expected) => {
    expect(movePhoto(server, from, to).map((p) => p.code)).toEqual(expected)
  })
})
