// The panorama cube blends only while it fades (a move's cross-fade): an opaque cube's faces are written over
// what is behind them, which a software renderer draws about a sixth faster (bench: GPU time while turning), and
// a cube at opacity 0 is not drawn at all.
import { NoBlending, NormalBlending, type RawShaderMaterial } from 'three'
import { describe, expect, it } from 'vitest'
import { PanoramaCube } from '../../src/ui/three/panorama-cube'

const blendingOf = (cube: PanoramaCube) => cube.meshes.map((m) => (m.material as RawShaderMaterial).blending)

describe('the panorama cube', () => {
  it.each([
    [1, NoBlending, true],
    [0.999, NormalBlending, true],
    [0.5, NormalBlending, true],
    [0.001, NormalBlending, true],
    [0, NormalBlending, false],
  ])('at opacity %f blends with mode %i and is drawn: %s', (opacity, blending, drawn) => {
    const cube = new PanoramaCube(6, 0)
    cube.opacity = opacity
    expect(blendingOf(cube)).toEqual(Array(6).fill(blending))
    expect(cube.group.visible).toBe(drawn)
  })

  it('blends again when a fade starts after it was opaque, and stops once it is opaque again', () => {
    const cube = new PanoramaCube(6, 0)
    cube.opacity = 1
    cube.opacity = 0.3
    expect(blendingOf(cube)).toEqual(Array(6).fill(NormalBlending))
    cube.opacity = 1
    expect(blendingOf(cube)).toEqual(Array(6).fill(NoBlending))
  })
})
