// The synthetic demo house (ARCHITECTURE §5, issue 4): the one model the panoramas, the listing photos, the floor
// plans and the tour config are all made from, so they always agree with each other.
//
// Coordinates: millimetres, right-handed. x grows east, y grows north, z grows up. The house's footprint spans
// x ∈ [0, width] and y ∈ [0, depth]; its front (street side, front door) faces south (y = 0). Floor n's finished
// floor is at z = floor.level. Rooms are axis-aligned rectangles given by their wall centre lines; they tile each
// floor's footprint exactly, and walls are centred on those lines (see WALL_THICKNESS).

/** Wall thickness in millimetres, centred on the room rectangles' edges. */
export const WALL_THICKNESS = { exterior: 240, interior: 120 } as const

export interface Rect {
  readonly x: number
  readonly y: number
  /** Extent along x. */
  readonly w: number
  /** Extent along y. */
  readonly d: number
}

export type RoomKind =
  | 'living'
  | 'kitchen'
  | 'dining'
  | 'entry'
  | 'hall'
  | 'office'
  | 'powder'
  | 'laundry'
  | 'bedroom'
  | 'primaryBedroom'
  | 'bathroom'
  | 'closet'

/** A surface finish; colours are linear-ish sRGB in 0–1. The renderer and the plan both read these. */
export interface Material {
  readonly kind:
    | 'paint'
    | 'wood'
    | 'tile'
    | 'carpet'
    | 'stone'
    | 'fabric'
    | 'leather'
    | 'metal'
    | 'ceramic'
    | 'glass'
    | 'plant'
    | 'screen'
    | 'light'
    | 'siding'
    | 'brick'
    | 'roof'
    | 'grass'
    | 'paving'
    | 'road'
    | 'bark'
    | 'foliage'
  readonly color: readonly [number, number, number]
  /** Pattern scale in millimetres (plank width, tile size, siding board height); 0 = plain. */
  readonly scale?: number
}

/** A piece of furniture or fitting, built from boxes (the renderer draws boxes; the plan draws footprints). */
export interface Furniture {
  readonly kind: string
  /** The piece's parts, in house coordinates. */
  readonly parts: ReadonlyArray<Box>
  /** Footprint shown on the floor plan; undefined for things the plan leaves out (lamps, art, rugs). */
  readonly planOutline?: Rect
}

export interface Box {
  readonly x: number
  readonly y: number
  readonly z: number
  readonly w: number
  readonly d: number
  readonly h: number
  readonly material: Material
}

export interface Room {
  readonly id: string
  readonly kind: RoomKind
  /** As the floor plan and the listing show it ('Living room', 'Bedroom 2'). */
  readonly name: string
  /** Wall centre lines. */
  readonly rect: Rect
  readonly floorMaterial: Material
  readonly wallMaterial: Material
  readonly ceilingMaterial: Material
  readonly furniture: ReadonlyArray<Furniture>
  /** Ceiling light positions (house coordinates, at the ceiling). */
  readonly lights: ReadonlyArray<Point>
  /**
   * Where the photographer stands for the 360° captures: kept clear of furniture, and placed so that every door
   * of the room has a capture point on each side that sees the other through it (the tour's links).
   */
  readonly spots: ReadonlyArray<Point>
}

export interface Point {
  readonly x: number
  readonly y: number
}

/** The side of a wall an opening sits in, named by the direction it faces from the room's centre. */
export type Side = 'north' | 'south' | 'east' | 'west'

/** A wall segment on one room edge: along x for north/south walls, along y for east/west walls. */
export interface WallSpan {
  /** The line the wall is centred on: y for north/south walls, x for east/west walls. */
  readonly at: number
  /** Start and end along the wall (x for north/south, y for east/west), from < to. */
  readonly from: number
  readonly to: number
  /** Whether the span runs along x (a north or south wall). */
  readonly alongX: boolean
}

export interface Door {
  readonly id: string
  /** The two rooms it joins; 'outside' for the front and back doors. */
  readonly rooms: readonly [string, string | 'outside']
  readonly span: WallSpan
  /** Opening height in mm. */
  readonly height: number
  /** A door leaf is drawn on the plan, swinging into rooms[0]; open passages (kitchen to dining) have none. */
  readonly leaf: boolean
}

export interface Window {
  readonly id: string
  readonly room: string
  readonly side: Side
  readonly span: WallSpan
  /** Bottom and top of the glass, above the floor. */
  readonly sill: number
  readonly head: number
}

export interface Stairs {
  /** The run's footprint on the lower floor. */
  readonly rect: Rect
  /** Direction of travel going up. */
  readonly up: Side
  readonly steps: number
  /** The floors it joins (lower, upper). */
  readonly floors: readonly [string, string]
}

export interface HouseFloor {
  readonly id: string
  readonly name: string
  /** Finished floor height above ground, mm. */
  readonly level: number
  /** Floor-to-ceiling height, mm. */
  readonly ceiling: number
  readonly rooms: ReadonlyArray<Room>
  readonly doors: ReadonlyArray<Door>
  readonly windows: ReadonlyArray<Window>
}

export interface Exterior {
  readonly wall: Material
  readonly trim: Material
  /** The front door's paint. */
  readonly door: Material
  readonly roof: Material
  /** Roof pitch rise per run (0.5 = 26.6°). The ridge runs east–west. */
  readonly roofPitch: number
  readonly ground: Material
  /** The lot around the house, for lawns, hedges and trees. */
  readonly lot: Rect
  readonly trees: ReadonlyArray<{
    readonly x: number
    readonly y: number
    readonly height: number
    readonly radius: number
  }>
  /** The street in front (south of the lot). */
  readonly street: Rect
}

export interface House {
  readonly seed: number
  /** Capture points outside, in front of the house (linked to the entry through the front door). */
  readonly outsideSpots: ReadonlyArray<Point>
  /** A short name for the design ('Cedar', 'Lakeview'), used in demo listing copy. */
  readonly style: string
  readonly width: number
  readonly depth: number
  readonly floors: ReadonlyArray<HouseFloor>
  readonly stairs: Stairs
  readonly exterior: Exterior
}

export const rectArea = (r: Rect) => r.w * r.d
export const rectCentre = (r: Rect) => ({ x: r.x + r.w / 2, y: r.y + r.d / 2 })
export const contains = (r: Rect, x: number, y: number, margin = 0) =>
  x >= r.x + margin && x <= r.x + r.w - margin && y >= r.y + margin && y <= r.y + r.d - margin

/** Every room of the house with its floor. */
export const allRooms = (house: House) => house.floors.flatMap((floor) => floor.rooms.map((room) => ({ floor, room })))
