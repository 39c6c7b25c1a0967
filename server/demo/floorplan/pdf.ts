// A minimal PDF written by hand (no dependency): one letter-landscape page per JPEG, the JPEG embedded unchanged
// with /DCTDecode and scaled to fill the page (keeping its proportions). Offsets in the xref table are byte
// offsets, so everything is assembled as Buffers, never as strings with multi-byte characters.

/** Letter landscape in points. */
export const PDF_PAGE = { width: 792, height: 612 } as const

export interface JpegInfo {
  readonly width: number
  readonly height: number
  readonly components: number
}

/** Width, height and colour components from a JPEG's start-of-frame segment. */
export function jpegInfo(jpeg: Buffer): JpegInfo {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('floorPlanPdf takes JPEG pages')
  let at = 2
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`bad JPEG marker at ${at}`)
    const marker = jpeg[at + 1] as number
    const length = jpeg.readUInt16BE(at + 2)
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return {
        height: jpeg.readUInt16BE(at + 5),
        width: jpeg.readUInt16BE(at + 7),
        components: jpeg[at + 9] as number,
      }
    }
    at += 2 + length
  }
  throw new Error('JPEG has no frame header')
}

export function floorPlanPdf(pages: ReadonlyArray<Buffer>): Buffer {
  if (pages.length === 0) throw new Error('floorPlanPdf needs at least one page')
  const chunks: Buffer[] = []
  const offsets: number[] = []
  let size = 0
  const push = (chunk: Buffer | string) => {
    const b = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk
    chunks.push(b)
    size += b.length
  }
  const object = (id: number, body: string, stream?: Buffer) => {
    offsets[id] = size
    push(`${id} 0 obj\n${body}\n`)
    if (stream) {
      push('stream\n')
      push(stream)
      push('\nendstream\n')
    }
    push('endobj\n')
  }
  // The binary comment line tells transfer tools the file is binary.
  push('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
  // Objects: 1 catalog, 2 page tree, then per page: page, image, content stream.
  const pageId = (i: number) => 3 + i * 3
  const kids = pages.map((_, i) => `${pageId(i)} 0 R`).join(' ')
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`)
  pages.forEach((jpeg, i) => {
    const info = jpegInfo(jpeg)
    const colour = info.components === 1 ? '/DeviceGray' : info.components === 3 ? '/DeviceRGB' : undefined
    if (!colour) throw new Error(`unsupported JPEG with ${info.components} components`)
    const { width: W, height: H } = PDF_PAGE
    const scale = Math.min(W / info.width, H / info.height)
    const w = info.width * scale
    const h = info.height * scale
    const draw = `q ${fmt(w)} 0 0 ${fmt(h)} ${fmt((W - w) / 2)} ${fmt((H - h) / 2)} cm /Im0 Do Q`
    const id = pageId(i)
    object(
      id,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] ` +
        `/Resources << /XObject << /Im0 ${id + 1} 0 R >> >> /Contents ${id + 2} 0 R >>`,
    )
    object(
      id + 1,
      `<< /Type /XObject /Subtype /Image /Width ${info.width} /Height ${info.height} /ColorSpace ${colour} ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`,
      jpeg,
    )
    object(id + 2, `<< /Length ${draw.length} >>`, Buffer.from(draw, 'latin1'))
  })
  const count = 3 + pages.length * 3
  const xref = size
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, and a two-byte line end.
  const entries = ['0000000000 65535 f \n']
  for (let id = 1; id < count; id++) entries.push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`)
  push(`xref\n0 ${count}\n${entries.join('')}`)
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(chunks)
}

const fmt = (v: number) => String(Math.round(v * 1000) / 1000)
