// JPEG encoding of raw RGB through sharp (the only image dependency).
import sharp from 'sharp'

export function jpeg(rgb: Uint8Array, width: number, height: number, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), { raw: { width, height, channels: 3 } })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer()
}
