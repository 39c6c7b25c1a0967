// Floor layouts the generator varies. A layout is three columns (west to east); each column is split into rooms from
// the front (south) to the back (north) by depth fractions. Columns line up on both floors, so walls stack and the
// stair hall (always the middle column's back room) sits over itself. The generator jitters the fractions, mirrors
// east–west, and picks finishes, so every seed gives a different house.
import type { RoomKind } from './model'

export interface RoomSlot {
  readonly key: string
  readonly kind: RoomKind
  readonly name: string
  /** Share of the column's depth, before jitter. */
  readonly share: number
}

export interface FloorLayout {
  /** Rooms per column, listed front (south) to back (north). The middle column's last room is the stair hall. */
  readonly columns: readonly [ReadonlyArray<RoomSlot>, ReadonlyArray<RoomSlot>, ReadonlyArray<RoomSlot>]
  /**
   * Doors by room key; 'outside' for exterior doors. A door's leaf swings into `a` (keep halls and stairs clear);
   * `open` passages get no leaf.
   */
  readonly doors: ReadonlyArray<{ readonly a: string; readonly b: string; readonly open?: boolean }>
}

export const GROUND_LAYOUTS: ReadonlyArray<FloorLayout> = [
  {
    columns: [
      [
        { key: 'living', kind: 'living', name: 'Living room', share: 0.55 },
        { key: 'kitchen', kind: 'kitchen', name: 'Kitchen', share: 0.45 },
      ],
      [
        { key: 'entry', kind: 'entry', name: 'Entry', share: 0.38 },
        { key: 'hall', kind: 'hall', name: 'Hall', share: 0.62 },
      ],
      [
        { key: 'office', kind: 'office', name: 'Office', share: 0.45 },
        { key: 'dining', kind: 'dining', name: 'Dining room', share: 0.55 },
      ],
    ],
    doors: [
      { a: 'entry', b: 'outside' },
      { a: 'entry', b: 'living', open: true },
      { a: 'office', b: 'entry' },
      { a: 'entry', b: 'hall', open: true },
      { a: 'living', b: 'kitchen', open: true },
      { a: 'kitchen', b: 'hall' },
      { a: 'hall', b: 'dining', open: true },
      { a: 'dining', b: 'office' },
      { a: 'kitchen', b: 'outside' },
    ],
  },
  {
    columns: [
      [
        { key: 'office', kind: 'office', name: 'Den', share: 0.4 },
        { key: 'laundry', kind: 'laundry', name: 'Laundry', share: 0.22 },
        { key: 'kitchen', kind: 'kitchen', name: 'Kitchen', share: 0.38 },
      ],
      [
        { key: 'entry', kind: 'entry', name: 'Foyer', share: 0.36 },
        { key: 'hall', kind: 'hall', name: 'Hall', share: 0.64 },
      ],
      [
        { key: 'living', kind: 'living', name: 'Great room', share: 0.6 },
        { key: 'dining', kind: 'dining', name: 'Dining room', share: 0.4 },
      ],
    ],
    doors: [
      { a: 'entry', b: 'outside' },
      { a: 'entry', b: 'living', open: true },
      { a: 'office', b: 'entry' },
      { a: 'entry', b: 'hall', open: true },
      { a: 'laundry', b: 'hall' },
      { a: 'hall', b: 'kitchen', open: true },
      { a: 'hall', b: 'dining', open: true },
      { a: 'living', b: 'dining', open: true },
      { a: 'kitchen', b: 'outside' },
    ],
  },
]

export const UPPER_LAYOUTS: ReadonlyArray<FloorLayout> = [
  {
    columns: [
      [
        { key: 'bath1', kind: 'bathroom', name: 'Primary bath', share: 0.38 },
        { key: 'primary', kind: 'primaryBedroom', name: 'Primary bedroom', share: 0.62 },
      ],
      [
        { key: 'bath2', kind: 'bathroom', name: 'Bathroom', share: 0.32 },
        { key: 'hall', kind: 'hall', name: 'Landing', share: 0.68 },
      ],
      [
        { key: 'bed3', kind: 'bedroom', name: 'Bedroom 3', share: 0.48 },
        { key: 'bed2', kind: 'bedroom', name: 'Bedroom 2', share: 0.52 },
      ],
    ],
    doors: [
      { a: 'primary', b: 'hall' },
      { a: 'bath1', b: 'primary' },
      { a: 'bath2', b: 'hall' },
      { a: 'bed2', b: 'hall' },
      { a: 'bed3', b: 'hall' },
    ],
  },
  {
    columns: [
      [
        { key: 'bed3', kind: 'bedroom', name: 'Bedroom 3', share: 0.5 },
        { key: 'bed2', kind: 'bedroom', name: 'Bedroom 2', share: 0.5 },
      ],
      [
        { key: 'bath2', kind: 'bathroom', name: 'Bathroom', share: 0.32 },
        { key: 'hall', kind: 'hall', name: 'Landing', share: 0.68 },
      ],
      [
        { key: 'bath1', kind: 'bathroom', name: 'Primary bath', share: 0.34 },
        { key: 'primary', kind: 'primaryBedroom', name: 'Primary bedroom', share: 0.66 },
      ],
    ],
    doors: [
      { a: 'primary', b: 'hall' },
      { a: 'bath1', b: 'primary' },
      { a: 'bath2', b: 'hall' },
      { a: 'bed2', b: 'hall' },
      { a: 'bed3', b: 'hall' },
    ],
  },
]

/** Names for the designs, picked by seed. */
export const STYLE_NAMES = [
  'Cedar',
  'Lakeview',
  'Hawthorn',
  'Linden',
  'Birchwood',
  'Maple Grove',
  'Prairie',
  'Foxglove',
  'Juniper',
  'Elmhurst',
] as const
