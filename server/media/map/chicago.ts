// The demo city's geography for the offline map tiles: a stylised Chicago, sketched from a dozen or so real points
// per feature rather than survey data, so listing maps look like the place without any download. Coordinates are
// [lat, lng]. Good enough to recognise the city at street level; not good enough to navigate by.

export type LatLngPair = readonly [number, number]

/** State & Madison, where Chicago's address grid starts (0 N/S, 0 E/W). */
export const GRID_ORIGIN: LatLngPair = [41.88194, -87.62778]
/** One mile of the grid in degrees (800 address numbers = 8 blocks), measured between real section lines. */
export const MILE_LAT = 0.01448
export const MILE_LNG = 0.01965
/** Where the grid is drawn: the city and its inner suburbs (the lake hides what falls in it). */
export const GRID_AREA = { north: 42.075, south: 41.64, west: -87.95, east: -87.52 }

/** Lake Michigan's Chicago shore, north to south, including Navy Pier and the points at Montrose and 55th. */
export const SHORELINE: ReadonlyArray<LatLngPair> = [
  [42.075, -87.6855],
  [42.0636, -87.6737],
  [42.045, -87.6715],
  [42.0305, -87.6705],
  [42.019, -87.6655],
  [41.999, -87.6555],
  [41.9785, -87.6478],
  [41.9685, -87.6395],
  [41.9635, -87.6312],
  [41.9585, -87.6375],
  [41.945, -87.634],
  [41.926, -87.6288],
  [41.911, -87.6248],
  [41.9005, -87.6222],
  [41.8925, -87.6138],
  [41.8925, -87.6005],
  [41.8912, -87.6005],
  [41.8912, -87.6128],
  [41.8855, -87.6132],
  [41.876, -87.6148],
  [41.8665, -87.6058],
  [41.8595, -87.6105],
  [41.85, -87.6095],
  [41.83, -87.6035],
  [41.81, -87.5865],
  [41.7975, -87.5795],
  [41.7935, -87.5735],
  [41.787, -87.5765],
  [41.772, -87.5665],
  [41.76, -87.5525],
  [41.74, -87.5435],
  [41.72, -87.532],
  [41.7, -87.529],
]

/**
 * The rest of Lake Michigan, roughly (south end from Gary round to Wilmette), so the lake is the right shape at city
 * zooms too. Joined to the shoreline it closes the water polygon.
 */
export const LAKE_REST: ReadonlyArray<LatLngPair> = [
  [41.66, -87.45],
  [41.62, -87.33],
  [41.65, -87.1],
  [41.72, -86.9],
  [41.9, -86.6],
  [42.1, -86.48],
  [42.5, -86.28],
  [43.23, -86.34],
  [44.0, -86.52],
  [44.8, -86.1],
  [45.3, -85.4],
  [45.8, -84.8],
  [46.05, -85.6],
  [45.85, -86.6],
  [45.1, -87.6],
  [44.5, -87.5],
  [43.75, -87.7],
  [43.04, -87.89],
  [42.58, -87.81],
  [42.25, -87.8],
]

/** Chicago River: main stem from the lake to Wolf Point, then the north and south branches. */
export const RIVER: ReadonlyArray<ReadonlyArray<LatLngPair>> = [
  [
    [41.8888, -87.6128],
    [41.8889, -87.6245],
    [41.8877, -87.6318],
    [41.8868, -87.6375],
  ],
  [
    [41.8868, -87.6375],
    [41.8915, -87.6392],
    [41.8968, -87.6415],
    [41.9025, -87.6485],
    [41.9085, -87.6555],
    [41.913, -87.6585],
    [41.9175, -87.6635],
    [41.9245, -87.6705],
    [41.9322, -87.6788],
    [41.9395, -87.6865],
    [41.947, -87.6935],
    [41.9545, -87.6985],
    [41.9615, -87.7005],
    [41.968, -87.703],
    [41.9755, -87.709],
  ],
  [
    [41.8868, -87.6375],
    [41.878, -87.6385],
    [41.8705, -87.6375],
    [41.8655, -87.6352],
    [41.8585, -87.6338],
    [41.8545, -87.6395],
    [41.8515, -87.6455],
    [41.847, -87.6575],
    [41.8442, -87.671],
    [41.8395, -87.6812],
    [41.8315, -87.6925],
  ],
]

export interface Park {
  readonly name: string
  readonly outline: ReadonlyArray<LatLngPair>
}

/**
 * Parks and the lakefront's green strip. Lakeside parks run east past the shore on purpose: the lake is drawn over
 * them, so their edge is the shoreline without repeating it here.
 */
export const PARKS: ReadonlyArray<Park> = [
  {
    name: 'Lincoln Park',
    outline: [
      [41.9105, -87.6295],
      [41.9155, -87.6335],
      [41.921, -87.6358],
      [41.927, -87.6372],
      [41.9335, -87.6388],
      [41.9405, -87.6398],
      [41.947, -87.6408],
      [41.954, -87.6412],
      [41.961, -87.6425],
      [41.969, -87.6465],
      [41.978, -87.653],
      [41.9862, -87.6572],
      [41.9862, -87.62],
      [41.9105, -87.615],
    ],
  },
  {
    name: 'Grant Park',
    outline: [
      [41.8843, -87.6243],
      [41.8843, -87.61],
      [41.8672, -87.605],
      [41.8672, -87.6243],
    ],
  },
  {
    name: 'Burnham Park',
    // Its west edge runs just inland of Lake Shore Drive.
    outline: [
      [41.8672, -87.6195],
      [41.864, -87.618],
      [41.856, -87.6162],
      [41.848, -87.6147],
      [41.838, -87.6092],
      [41.826, -87.6027],
      [41.815, -87.5937],
      [41.804, -87.587],
      [41.7925, -87.5835],
      [41.7925, -87.55],
      [41.8672, -87.58],
    ],
  },
  {
    name: 'Jackson Park',
    outline: [
      [41.7925, -87.5862],
      [41.7925, -87.55],
      [41.7665, -87.55],
      [41.7665, -87.5865],
    ],
  },
  {
    name: 'Midway Plaisance',
    outline: [
      [41.7875, -87.6063],
      [41.7875, -87.586],
      [41.786, -87.586],
      [41.786, -87.6063],
    ],
  },
  {
    name: 'Washington Park',
    outline: [
      [41.802, -87.6165],
      [41.802, -87.6063],
      [41.786, -87.6063],
      [41.786, -87.6165],
    ],
  },
  {
    name: 'Humboldt Park',
    outline: [
      [41.9104, -87.7065],
      [41.9104, -87.6968],
      [41.9032, -87.6968],
      [41.8995, -87.701],
      [41.8995, -87.7065],
    ],
  },
  {
    name: 'Garfield Park',
    outline: [
      [41.8868, -87.7215],
      [41.8868, -87.7135],
      [41.8795, -87.7135],
      [41.8795, -87.7215],
    ],
  },
  {
    name: 'Douglass Park',
    outline: [
      [41.8645, -87.7035],
      [41.8645, -87.6955],
      [41.8575, -87.6955],
      [41.8575, -87.7035],
    ],
  },
  {
    name: 'Graceland Cemetery',
    outline: [
      [41.9605, -87.6628],
      [41.9605, -87.6565],
      [41.9512, -87.6565],
      [41.9512, -87.6628],
    ],
  },
]
