// SVG → PNG with sharp (librsvg). The root's width and height are set to the wanted pixel size before rendering,
// so librsvg draws at full resolution instead of drawing small and being upscaled (blurry text and walls).
import sharp from 'sharp'
import { openingTag } from '../../../src/domain/markup'

/** Sets the root <svg>'s width and height to widthPx and the viewBox's proportional height. */
export function sizeSvg(svg: string, widthPx: number): { svg: string; heightPx: number } {
  const open = openingTag(svg, 'svg')
  const viewBox = open && /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(open)
  if (!open || !viewBox) throw new Error('floorPlanPng needs an <svg> root with a viewBox')
  const heightPx = Math.round((widthPx * Number(viewBox[2])) / Number(viewBox[1]))
  const root = open
    .replace(/\s(width|height)="[^"]*"/g, '')
    .replace(/^<svg\b/, `<svg width="${widthPx}" height="${heightPx}"`)
  return { svg: svg.replace(open, root), heightPx }
}

export async function floorPlanPng(svg: string, widthPx: number): Promise<Buffer> {
  if (!Number.isInteger(widthPx) || widthPx < 16 || widthPx > 10_000) throw new Error(`bad width ${widthPx}`)
  const sized = sizeSvg(svg, widthPx)
  // Palette PNGs are under half the size for flat plan graphics with no visible loss; effort 1 quantises in about
  // half the time of the default for the same size.
  return sharp(Buffer.from(sized.svg)).png({ palette: true, quality: 95, effort: 1 }).toBuffer()
}
