import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { floorPlanPdf, jpegInfo } from '../../server/demo/floorplan'

/** Small solid JPEGs stand in for page images: the PDF writer only cares about the JPEG header. */
const jpeg = (width: number, height: number, grey = false) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#0b6bcb' } })
  return (grey ? image.toColourspace('b-w') : image).jpeg().toBuffer()
}

describe('jpegInfo', () => {
  it('reads size and components from the frame header', async () => {
    expect(jpegInfo(await jpeg(330, 255))).toEqual({ width: 330, height: 255, components: 3 })
    expect(jpegInfo(await jpeg(40, 30, true))).toMatchObject({ components: 1 })
    expect(() => jpegInfo(Buffer.from('\x89PNG'))).toThrow(/JPEG/)
  })
})

describe('floorPlanPdf', () => {
  it('writes one letter-landscape page per image with a correct xref table', async () => {
    const pages = [await jpeg(330, 255), await jpeg(330, 255), await jpeg(200, 200, true)]
    const pdf = floorPlanPdf(pages)
    const text = pdf.toString('latin1')
    expect(text).toMatch(/^%PDF-1\.\d\n/)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text.match(/\/Type \/Page\b(?!s)/g)).toHaveLength(3)
    expect(text).toContain('/Count 3')
    expect(text.match(/\/MediaBox \[0 0 792 612\]/g)).toHaveLength(3)
    expect(text.match(/\/Filter \/DCTDecode/g)).toHaveLength(3)
    // The JPEGs are embedded byte for byte.
    for (const page of pages) expect(pdf.indexOf(page)).toBeGreaterThan(0)

    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1])
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n')
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? []
    expect(Number(first)).toBe(0)
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count))
    expect(entries[0]).toBe('0000000000 65535 f ')
    for (const [id, entry] of entries.entries()) {
      if (id === 0) continue
      const offset = Number(entry.slice(0, 10))
      expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`)
    }
    expect(text).toContain(`/Size ${count}`)
    // A square image is centred on the page, not stretched.
    expect(text).toContain('q 612 0 0 612 90 0 cm /Im0 Do Q')

    // Kept for a manual look (pdfinfo / pdftoppm) when debugging; the temp dir is the test's own.
    writeFileSync(join(mkdtempSync(join(tmpdir(), 'floorplan-pdf-')), 'plan.pdf'), pdf)
  })

  it('refuses no pages and non-JPEG pages', async () => {
    expect(() => floorPlanPdf([])).toThrow()
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(() => floorPlanPdf([png])).toThrow(/JPEG/)
  })
})
