import { describe, expect, it } from 'vitest'
import {
  gridPhotos,
  infoPageMedia,
  mediaCount,
  teaserGrid,
  teaserPhotos,
  tourCardPhoto,
} from '../../src/domain/photo-teaser'

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

describe('info page media: a captioned video counts towards the teaser; the hero shows stills (SPEC §5)', () => {
  /** C captioned photo, u uncaptioned photo, V captioned video, v uncaptioned video, h hidden captioned photo. */
  const items = (pattern: string) =>
    [...pattern].map((kind, i) => ({
      code: `${kind}${i}`,
      caption: kind === 'C' || kind === 'V' || kind === 'h' ? `Room ${i}` : '',
      hidden: kind === 'h',
      externalLink: kind === 'V' || kind === 'v' ? 'https://youtu.be/x' : null,
    }))
  it.each([
    [
      'five captioned photos and a captioned video make six captioned',
      'CuCCVuCC',
      'C0 C2 C3 V4 C6 C7',
      'C0 C2 C3 C6 C7',
    ],
    ['an uncaptioned video does not count', 'CCCCCvu', 'C0 C1 C2 C3 C4 v5 u6', 'C0 C1 C2 C3 C4 u6'],
    ['a hidden captioned photo does not count', 'CCCCVh', 'C0 C1 C2 C3 V4', 'C0 C1 C2 C3'],
    ['only videos captioned: the hero falls back to every visible still', 'VVVVVVu', 'V0 V1 V2 V3 V4 V5', 'u6'],
  ])('%s', (_, pattern, teaser, hero) => {
    const media = infoPageMedia(items(pattern))
    expect(codes(media.teaser)).toBe(teaser)
    expect(codes(media.hero)).toBe(hero)
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

describe('teaser grid, tour card picture and media count', () => {
  const still = (code: string, sceneCode: string | null = null, hidden = false) => ({
    code,
    hidden,
    externalLink: null,
    sceneCode,
  })
  const video = (code: string) => ({ code, hidden: false, externalLink: 'https://youtu.be/x', sceneCode: null })

  it.each([
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [
      [1, 2, 3, 4, 5, 6],
      [1, 2, 3, 4, 5, 6],
    ],
    [
      [1, 2, 3, 4, 5, 6, 7, 8],
      [2, 3, 4, 5, 6, 7],
    ],
  ])('teaser grid of %j is %j (after the hero photo when there are enough)', (teaser, expected) => {
    expect(teaserGrid(teaser)).toEqual(expected)
  })

  it.each([
    ['the first scene photo after the front', [still('a', 's1'), still('b'), still('c', 's3')], 'c'],
    ['the second photo when none is from a scene', [still('a'), still('b')], 'b'],
    ['the only photo', [still('a')], 'a'],
    ['hidden photos and videos are skipped', [still('a'), still('h', 's9', true), video('v'), still('c', 's3')], 'c'],
    ['nothing to show', [], undefined],
  ] as const)('tour card: %s', (_name, photos, expected) => {
    expect((tourCardPhoto(photos as never) as { code: string } | undefined)?.code).toBe(expected)
  })

  it.each([
    [[still('a')], '1 photo'],
    [[still('a'), still('b'), video('v')], '2 photos · 1 video'],
    [[video('v'), video('w')], '0 photos · 2 videos'],
  ])('%#: %s', (items, expected) => {
    expect(mediaCount(items)).toBe(expected)
  })
})
