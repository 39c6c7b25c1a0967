// The justified photo grid (SPEC §4 Photos layout, §9 Viewer: row height at most min(275, 60 % of the viewport),
// 5 px gaps). Photos keep their order and aspect; each row is scaled so its photos and gaps fill the container
// exactly, choosing the fewest photos that bring the row down to the height limit, which makes rows as tall (as
// large) as the limit allows. Rows are laid out in whole pixels so a browser never wraps a row over half a pixel.
import { IMAGE_LAYOUT_GAP_PX } from '../schemas/constants'

export interface JustifiedItem {
  /** Index of the photo in the list given. */
  readonly index: number
  /** Width in whole px. */
  readonly width: number
}

export interface JustifiedRow {
  /** Height in whole px, the same for every photo of the row. */
  readonly height: number
  readonly items: JustifiedItem[]
}

/**
 * Rows of a justified grid for photos of the given aspects (width ÷ height).
 * - A row's widths and gaps sum to `containerWidth` exactly, and its height is at most `maxRowHeight`.
 * - The last row is not stretched: it keeps `maxRowHeight` and leaves the rest of the width empty, because
 *   stretching one or two photos to the full width would make them huge.
 * - A very wide photo (one that fills the width on its own within the height limit) gets a row of its own, so a
 *   panorama is never squeezed to a sliver beside other photos. The photos gathered before it cannot fill a row
 *   by themselves, so they are laid out like a last row.
 * - No photos, or a container not measured yet (width 0), give no rows. A fractional width counts its whole px.
 */
export function justifiedRows(
  aspects: readonly number[],
  containerWidth: number,
  maxRowHeight: number,
  gap = IMAGE_LAYOUT_GAP_PX,
): JustifiedRow[] {
  requirePositive(maxRowHeight, 'maxRowHeight')
  for (const aspect of aspects) requirePositive(aspect, 'aspect')
  // A measured width may be fractional (1023.5 px); rows fill its whole pixels so every width stays whole.
  const width = Math.floor(containerWidth)
  if (!(width > 0) || aspects.length === 0) return []

  const rows: JustifiedRow[] = []
  let pending: number[] = []
  const aspectOf = (index: number) => aspects[index] as number
  const isVeryWide = (index: number) => aspectOf(index) * maxRowHeight >= width

  aspects.forEach((_, index) => {
    if (isVeryWide(index) && pending.length > 0) {
      rows.push(unstretchedRow(pending, aspectOf, maxRowHeight))
      pending = []
    }
    pending.push(index)
    const height = fillingHeight(pending, aspectOf, width, gap)
    if (height <= maxRowHeight) {
      rows.push(filledRow(pending, aspectOf, width, height, maxRowHeight, gap))
      pending = []
    }
  })
  if (pending.length > 0) rows.push(unstretchedRow(pending, aspectOf, maxRowHeight))
  return rows
}

/** The height at which these photos, side by side with gaps, exactly fill the width. */
function fillingHeight(indexes: number[], aspectOf: (i: number) => number, width: number, gap: number): number {
  const aspectSum = indexes.reduce((sum, i) => sum + aspectOf(i), 0)
  return (width - gap * (indexes.length - 1)) / aspectSum
}

function filledRow(
  indexes: number[],
  aspectOf: (i: number) => number,
  containerWidth: number,
  exactHeight: number,
  maxRowHeight: number,
  gap: number,
): JustifiedRow {
  const widths = roundWithoutDrift(
    indexes.map((i) => aspectOf(i) * exactHeight),
    containerWidth - gap * (indexes.length - 1),
  )
  // Rounding to the nearest px must not push a row past the limit (a fractional limit such as 60 % of 731 px).
  const height = Math.max(1, Math.min(Math.round(exactHeight), Math.floor(maxRowHeight)))
  return { height, items: indexes.map((index, k) => ({ index, width: widths[k] as number })) }
}

/** A row at the height limit that does not reach the container's right edge (the gaps stay `gap` wide). */
function unstretchedRow(indexes: number[], aspectOf: (i: number) => number, maxRowHeight: number): JustifiedRow {
  const height = Math.max(1, Math.floor(maxRowHeight))
  const exact = indexes.map((i) => aspectOf(i) * height)
  const widths = roundWithoutDrift(exact, Math.round(exact.reduce((sum, w) => sum + w, 0)))
  return { height, items: indexes.map((index, k) => ({ index, width: widths[k] as number })) }
}

/**
 * Whole-px widths whose sum is exactly `total`: each edge is rounded where it falls along the row (cumulative
 * rounding), so the rounding errors never add up, and no width is more than 1 px from its exact value.
 */
function roundWithoutDrift(exact: number[], total: number): number[] {
  const widths: number[] = []
  let edge = 0
  let roundedEdge = 0
  exact.forEach((width, k) => {
    edge += width
    // The last edge is the total itself, so floating-point error in the running sum cannot leave a 1 px seam.
    const next = k === exact.length - 1 ? total : Math.round(edge)
    widths.push(next - roundedEdge)
    roundedEdge = next
  })
  return widths
}

function requirePositive(value: number, name: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`justifiedRows: ${name} must be positive: ${value}`)
}
