// Floors and scenes for floor plan tests: one drawing of 15800 × 13500 plan units, placed on the tour by one
// transform (tour metres → plan units), floors with a drawing and an image per unit, scenes by floor and position.
import type { Rect } from '../../src/domain/plan-view'
import type { Floor } from '../../src/schemas/Listing'
import type { Scene } from '../../src/schemas/TourConfig'

/** The drawing's viewBox, as the stub loader answers it. */
export const planViewBox: Rect = { x: 0, y: 0, width: 15800, height: 13500 }

/** Where the tour's origin lies on the drawing (one object, so a re-render sees the same transform). */
export const planTransform = { tx: 900, ty: 10700, rz: 0 }

/** A visible scene of its own cluster on `floor`, at (x, y) in tour metres. */
export const planScene = (code: string, floor: string, x: number, y: number): Scene => ({
  code,
  version: 1,
  group: '',
  setting: 'day',
  cluster: code,
  floor,
  x,
  y,
  z: 0,
  height: 130,
  yaw: 0,
  pitch: 0,
  linkedScenes: [],
  hidden: false,
})

/** Two scenes on the main floor 'f1' (s01 west of s02) and one, s03, on the upper floor 'f2'. */
export const planScenes = [planScene('s01', 'f1', 2, 3), planScene('s02', 'f1', 8, 3), planScene('s03', 'f2', 2, 3)]

/** A floor with its drawings at /{id}-{unit}.svg and its images at /{id}-{unit}.png, placed by `planTransform`. */
export const planFloor = (id: string, name: string): Floor => ({
  id,
  name,
  tourId: 't1',
  rooms: [],
  area: null,
  svgUrl: { imperial: `/${id}-imperial.svg`, metric: `/${id}-metric.svg` },
  imageUrl: { imperial: `/${id}-imperial.png`, metric: `/${id}-metric.png` },
  transform: planTransform,
})
