// Plane geometry for drawing tiles: keeping shapes to the neighbourhood of a tile means an SVG never carries
// coordinates millions of pixels away (the lake reaches Wisconsin), which the rasteriser would mangle at zoom 18.

export type Point = readonly [number, number]

/** Sutherland–Hodgman: the part of a polygon inside the square [min, max]². */
export function clipPolygon(points: ReadonlyArray<Point>, [min, max]: readonly [number, number]): Point[] {
  const edges: Array<{ inside: (p: Point) => boolean; cross: (a: Point, b: Point) => Point }> = [
    { inside: (p) => p[0] >= min, cross: (a, b) => atX(a, b, min) },
    { inside: (p) => p[0] <= max, cross: (a, b) => atX(a, b, max) },
    { inside: (p) => p[1] >= min, cross: (a, b) => atY(a, b, min) },
    { inside: (p) => p[1] <= max, cross: (a, b) => atY(a, b, max) },
  ]
  let result: Point[] = [...points]
  for (const { inside, cross } of edges) {
    const input = result
    result = []
    input.forEach((current, i) => {
      const previous = input[(i + input.length - 1) % input.length] as Point
      if (inside(current)) {
        if (!inside(previous)) result.push(cross(previous, current))
        result.push(current)
      } else if (inside(previous)) result.push(cross(previous, current))
    })
    if (result.length === 0) break
  }
  return result
}

const atX = (a: Point, b: Point, x: number): Point => [x, a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0])]
const atY = (a: Point, b: Point, y: number): Point => [a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]), y]

/** The runs of a polyline whose segments come near the square [min, max]², each as its own list of points. */
export function polylinePieces(points: ReadonlyArray<Point>, [min, max]: readonly [number, number]): Point[][] {
  const pieces: Point[][] = []
  let piece: Point[] = []
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1] as Point
    const b = points[i] as Point
    const near =
      Math.max(a[0], b[0]) >= min &&
      Math.min(a[0], b[0]) <= max &&
      Math.max(a[1], b[1]) >= min &&
      Math.min(a[1], b[1]) <= max
    if (near) {
      if (piece.length === 0) piece.push(a)
      piece.push(b)
    } else if (piece.length > 0) {
      pieces.push(piece)
      piece = []
    }
  }
  if (piece.length > 0) pieces.push(piece)
  return pieces
}

/** Even–odd ray casting: whether a point lies inside a polygon. */
export function insidePolygon([x, y]: Point, polygon: ReadonlyArray<Point>): boolean {
  let inside = false
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i] as Point
    const [xj, yj] = polygon[j] as Point
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** Tenths of a pixel are as fine as anti-aliasing can show, and keep the SVG short. */
export const r = (n: number) => Math.round(n * 10) / 10
