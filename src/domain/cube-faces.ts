// The product's one cube-map convention (docs/panoramas.md), shared by the renderer that makes the faces
// (server/media/render) and the tour engine that shows them (src/ui/three): face order c0 up, c1 front (+y, north),
// c2 right (+x, east), c3 back, c4 left, c5 down, in the tour's frame (x east, y north, z up); pixel (i, j) of an
// N×N face looks along forward + u·right − v·up with u = 2(i+0.5)/N − 1 and v = 2(j+0.5)/N − 1.

export type CubeVector = readonly [number, number, number]

export interface CubeFace {
  /** Where the face looks. */
  readonly f: CubeVector
  /** The image's right. */
  readonly r: CubeVector
  /** The image's up. */
  readonly u: CubeVector
}

export const CUBE_FACES: ReadonlyArray<CubeFace> = [
  { f: [0, 0, 1], r: [1, 0, 0], u: [0, -1, 0] },
  { f: [0, 1, 0], r: [1, 0, 0], u: [0, 0, 1] },
  { f: [1, 0, 0], r: [0, -1, 0], u: [0, 0, 1] },
  { f: [0, -1, 0], r: [-1, 0, 0], u: [0, 0, 1] },
  { f: [-1, 0, 0], r: [0, 1, 0], u: [0, 0, 1] },
  { f: [0, 0, -1], r: [1, 0, 0], u: [0, 1, 0] },
]

/** A scene image's address (d.jpg, the preview strip; c0.jpg … c5.jpg, the faces), the same for every asker. */
export const sceneImageUrl = (
  tourName: string,
  scene: { readonly code: string; readonly version: number },
  file: string,
): string =>
  `/media/${encodeURIComponent(tourName)}/scenes/${encodeURIComponent(scene.code)}/${file}?v=${scene.version}`
