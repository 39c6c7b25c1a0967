import { describe, expect, it } from 'vitest'
import { gridPhotos, teaserPhotos } from '../../src/domain/photo-teaser'

/** Photos written as a string: C captioned, u uncaptioned, h hidden and captioned, x hidden and uncaptioned. */
const photos = (pattern: string) =>
  [...pattern].map((kind, i) => ({
    code: `${kind}${i}`,
    caption: kind === 'C' || kind === 'h' ? `Room ${i}` : kind === ' ' ? '   ' : '',
    hidden: kind === 'h' || kind === 'x',
  }))
const codes = (list: ReadonlyArray<{ code: string }>) => list.map((photo) => photo.code).join(' ')

describe('photos teaser: captioned photos up to 15, else every visible photo (SPEC §5)', () => {
  it.each([
    ['no photos', '', ''],
    ['six captioned photos are enough', 'uCCuCCCC', 'C1 C2 C4 C5 C6 C7'],
    ['five captioned photos are too few: every visible photo', 'uCCuCCC', 'u0 C1 C2 u3 C4 C5 C6'],
    ['hidden photos never show', 'hhCCCCCxC', 'C2 C3 C4 C5 C6 C8'],
    ['hidden captioned photos do not count towards six', 'hhCCCCCxu', 'C2 C3 C4 C5 C6 u8'],
    ['at most 15 captioned photos', 'C'.repeat(17), Array.from({ length: 15 }, (_, i) => `C${i}`).join(' ')],
    ['a caption of spaces is no caption', 'CCCCC ', 'C0 C1 C2 C3 C4  5'],
    ['the fallback is not capped', 'u'.repeat(20), Array.from({ length: 20 }, (_, i) => `u${i}`).join(' ')],
  ])('%s', (_, pattern, expected) => {
    expect(codes(teaserPhotos(photos(pattern)))).toBe(expected)
  })
})

describe('photo grid: visible photos, hidden ones too for a gallery admin (SPEC §5, §6)', () => {
  it.each([
    ['visitors see visible photos only', 'CuhxC', false, 'C0 u1 C4'],
    ['a gallery admin with the toggle on sees every photo, in order', 'CuhxC', true, 'C0 u1 h2 x3 C4'],
    ['nothing visible', 'hx', false, ''],
  ])('%s', (_, pattern, showHidden, expected) => {
    expect(codes(gridPhotos(photos(pattern), { showHidden }))).toBe(expected)
  })
})
