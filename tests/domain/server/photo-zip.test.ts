import { describe, expect, it } from 'vitest'
import {
  parseZipFileName,
  photoFileStem,
  zipDownloadName,
  zipEntryNames,
  zipFileName,
  zipSizes,
} from '../../../server/domain/photo-zip'

describe('photo zip names and sizes', () => {
  it.each([
    [['web'], ['web']],
    [
      ['print', 'web'],
      ['web', 'print'],
    ],
    [['web', 'web'], ['web']],
    [['mls'], undefined],
    [['web', 'full'], undefined],
  ] as const)('sizes %j are %j', (asked, expected) => {
    expect(zipSizes(asked)).toEqual(expected)
  })

  it.each([
    ['01 Living room', 'p01', '01 Living room'],
    ['a/b\\c:d*e?"f"<g>|h', 'p01', 'a-b-c-d-e-f-g-h'],
    ['  spaced \t out  ', 'p01', 'spaced out'],
    ['..hidden', 'p01', 'hidden'],
    ['', 'p07', 'p07'],
    ['\u0001', 'p08', '-'],
    ['x'.repeat(300), 'p01', 'x'.repeat(100)],
  ])('the file stem of %j (%s) is %j', (name, code, expected) => {
    expect(photoFileStem(name, code)).toBe(expected)
  })

  const photos = [
    { name: 'Front', code: 'p01' },
    { name: 'Kitchen', code: 'p02' },
    { name: 'front', code: 'p03' },
  ]

  it('names entries without folders for one size, numbering names that repeat', () => {
    expect(zipEntryNames(photos, ['web']).map((e) => e.name)).toEqual(['Front.jpg', 'Kitchen.jpg', 'front (2).jpg'])
  })

  it('puts each size in its own folder when both are asked for', () => {
    expect(zipEntryNames(photos, ['web', 'print'])).toEqual([
      { size: 'web', index: 0, name: 'web/Front.jpg' },
      { size: 'web', index: 1, name: 'web/Kitchen.jpg' },
      { size: 'web', index: 2, name: 'web/front (2).jpg' },
      { size: 'print', index: 0, name: 'print/Front.jpg' },
      { size: 'print', index: 1, name: 'print/Kitchen.jpg' },
      { size: 'print', index: 2, name: 'print/front (2).jpg' },
    ])
  })

  it.each([
    [['web', 'print'], '1234-n-kenmore-ave-photos.zip'],
    [['web'], '1234-n-kenmore-ave-photos-web.zip'],
    [['print'], '1234-n-kenmore-ave-photos-print.zip'],
  ] as const)('downloads %j as %s', (sizes, expected) => {
    expect(zipDownloadName('1234-n-kenmore-ave', sizes)).toBe(expected)
  })

  it('reads back the cached file names it makes, and nothing else', () => {
    const hash = '0123456789abcdef'
    expect(parseZipFileName(zipFileName(hash, ['web', 'print']))).toEqual({ hash, sizes: ['web', 'print'] })
    expect(parseZipFileName(zipFileName(hash, ['print']))).toEqual({ hash, sizes: ['print'] })
    for (const name of ['x.zip', `${hash}-mls.zip`, `${hash}-web.zip.123.tmp`, `../${hash}-web.zip`]) {
      expect(parseZipFileName(name)).toBeUndefined()
    }
  })
})
