import { describe, expect, it } from 'vitest'
import { parsePhotoSize, sizeKey, targetSize } from '../../../server/domain/photo-size'

describe('photo size parameter (SPEC §7 Images)', () => {
  it.each([
    [undefined, { kind: 'original' }],
    ['full', { kind: 'original' }],
    ['mls', { kind: 'fit', width: 2048, height: 2048 }],
    ['1024x*', { kind: 'width', width: 1024 }],
    ['1000x*', { kind: 'width', width: 1024 }],
    ['100x*', { kind: 'width', width: 256 }],
    ['800x600', { kind: 'fit', width: 1024, height: 768 }],
    ['99999x*', { kind: 'width', width: 4096 }],
  ])('%j reads as %j', (text, size) => {
    expect(parsePhotoSize(text)).toEqual(size)
  })

  it.each(['0x*', '800x0', 'x600', '800', 'large', '800x600x2', '-5x*', '1e3x*'])('%j is refused', (text) => {
    expect(parsePhotoSize(text)).toBeUndefined()
  })

  it.each([
    [{ kind: 'width', width: 1024 } as const, 2400, 1600, { width: 1024, height: 683 }],
    [{ kind: 'fit', width: 1024, height: 1024 } as const, 2400, 1600, { width: 1024, height: 683 }],
    [{ kind: 'fit', width: 2048, height: 512 } as const, 2400, 1600, { width: 768, height: 512 }],
    [{ kind: 'width', width: 4096 } as const, 2400, 1600, { width: 2400, height: 1600 }],
    [{ kind: 'original' } as const, 2400, 1600, { width: 2400, height: 1600 }],
  ])('%j of a %i×%i photo is %j, never enlarged', (size, w, h, expected) => {
    expect(targetSize(size, w, h)).toEqual(expected)
  })

  it('names cached sizes distinctly', () => {
    const keys = ['full', 'mls', '1024x*', '1024x768'].map((t) => sizeKey(parsePhotoSize(t)!))
    expect(new Set(keys).size).toBe(4)
  })
})
