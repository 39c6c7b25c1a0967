// HDR → 8-bit sRGB: an exposure chosen from the image's own brightness (so dim bathrooms and bright living rooms
// both land well), a filmic (ACES-fit) curve, a touch of warmth, and the sRGB transfer curve via a lookup table.

const LUT_SIZE = 4096
const SRGB = new Uint8Array(LUT_SIZE + 1)
for (let i = 0; i <= LUT_SIZE; i++) {
  const c = i / LUT_SIZE
  const s = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055
  SRGB[i] = Math.round(Math.min(1, Math.max(0, s)) * 255)
}

/**
 * Exposure that puts the image's upper-middle brightness at a bright mid-tone. Uses a percentile of luminance,
 * not the mean, so a few blown-out windows or a sun disc do not darken the room.
 */
export function autoExposure(images: ReadonlyArray<Float32Array>, key = 0.42, percentile = 0.6): number {
  // A log-luminance histogram (1/16-stop bins over 2^-16 .. 2^16) of every 7th pixel.
  const bins = new Uint32Array(512)
  let count = 0
  for (const img of images) {
    for (let i = 0; i + 2 < img.length; i += 21) {
      const l = 0.2126 * img[i]! + 0.7152 * img[i + 1]! + 0.0722 * img[i + 2]!
      const b = Math.floor((Math.log2(Math.max(l, 1e-6)) + 16) * 16)
      bins[b < 0 ? 0 : b > 511 ? 511 : b]!++
      count++
    }
  }
  if (count === 0) return 1
  let seen = 0
  let bin = 0
  while (bin < 511 && seen + bins[bin]! < count * percentile) seen += bins[bin++]!
  const level = 2 ** ((bin + 0.5) / 16 - 16)
  return key / Math.max(level, 1e-4)
}

const aces = (x: number) => (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)

/**
 * Filmic curve and sRGB in one table, indexed by the square root of the exposed value (fine steps in the shadows,
 * coarse ones in the highlights where the curve is flat).
 */
const TONE_MAX = 24
const TONE_SIZE = 8192
const TONE = new Uint8Array(TONE_SIZE + 1)
for (let i = 0; i <= TONE_SIZE; i++) {
  const x = (i / TONE_SIZE) ** 2 * TONE_MAX
  const y = Math.min(1, Math.max(0, aces(x)))
  TONE[i] = SRGB[(y * LUT_SIZE) | 0]!
}
const TONE_SCALE = TONE_SIZE / Math.sqrt(TONE_MAX)

/** Tone maps linear RGB (3 floats a pixel) to sRGB bytes (3 a pixel). A touch of warmth in the balance. */
export function toneMap(hdr: Float32Array, exposure: number, out = new Uint8Array(hdr.length)): Uint8Array {
  const er = exposure * 1.02
  const eg = exposure
  const eb = exposure * 0.96
  for (let i = 0; i < hdr.length; i += 3) {
    const r = hdr[i]! * er
    const g = hdr[i + 1]! * eg
    const b = hdr[i + 2]! * eb
    out[i] = r <= 0 ? 0 : r >= TONE_MAX ? 255 : TONE[(Math.sqrt(r) * TONE_SCALE) | 0]!
    out[i + 1] = g <= 0 ? 0 : g >= TONE_MAX ? 255 : TONE[(Math.sqrt(g) * TONE_SCALE) | 0]!
    out[i + 2] = b <= 0 ? 0 : b >= TONE_MAX ? 255 : TONE[(Math.sqrt(b) * TONE_SCALE) | 0]!
  }
  return out
}
