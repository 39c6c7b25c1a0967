import { describe, expect, it } from 'vitest'
import { tileSvg } from '../../../server/media/map/draw-tile'
import { clipPolygon, insidePolygon, polylinePieces } from '../../../server/media/map/geometry'

const square = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
] as const

describe('map tile geometry', () => {
  it('clips a polygon to the tile square', () => {
    // The same corners, starting wherever the clipping left off.
    expect(clipPolygon(square, [2, 8])).toEqual([
      [2, 8],
      [2, 2],
      [8, 2],
      [8, 8],
    ])
    expect(clipPolygon(square, [20, 30])).toEqual([])
    expect(clipPolygon(square, [-5, 50])).toEqual([...square])
  })

  it('keeps the runs of a polyline that come near the square, split where it leaves', () => {
    const line = [
      [-100, 5],
      [5, 5],
      [5, 500],
      [500, 500],
      [500, 6],
      [6, 6],
    ] as const
    expect(polylinePieces(line, [0, 10])).toEqual([
      [
        [-100, 5],
        [5, 5],
        [5, 500],
      ],
      [
        [500, 6],
        [6, 6],
      ],
    ])
  })

  it.each([
    [[5, 5], true],
    [[0.1, 9.9], true],
    [[11, 5], false],
    [[-1, -1], false],
  ] as const)('says whether %j is inside a square: %s', (point, inside) => {
    expect(insidePolygon(point, square)).toBe(inside)
  })
})

describe('a drawn tile', () => {
  it('is the same SVG every time, so cached and fresh tiles agree', () => {
    expect(tileSvg({ z: 15, x: 8405, y: 12173 })).toBe(tileSvg({ z: 15, x: 8405, y: 12173 }))
  })

  it('names the arterials at street zoom, keeping labels off the lake', () => {
    const svg = tileSvg({ z: 15, x: 8405, y: 12173 })
    expect(svg).toContain('>W Fullerton Ave</text>')
    expect(tileSvg({ z: 13, x: 2101, y: 3043 })).toContain('>LINCOLN PARK</text>')
    // Fullerton runs out into the lake in the grid; its labels stop at the shore.
    const lakeTile = tileSvg({ z: 15, x: 8411, y: 12173 })
    expect(lakeTile).not.toContain('Fullerton')
  })

  it("stops Chicago's street names at Howard Street, where Evanston begins", () => {
    // Zoom 15 tiles on Western Avenue: Rogers Park (south of Howard) and central Evanston.
    expect(tileSvg({ z: 15, x: 8402, y: 12163 })).toContain('>N Western Ave</text>')
    expect(tileSvg({ z: 15, x: 8402, y: 12158 })).not.toContain('Western')
  })

  it('draws only land far from the city, and twice as dense at scale 2', () => {
    const far = tileSvg({ z: 12, x: 100, y: 100 })
    expect(far).not.toContain('<text')
    expect(tileSvg({ z: 12, x: 100, y: 100 }, 2)).toContain('width="512" height="512" viewBox="0 0 256 256"')
  })
})
