import { describe, expect, it } from 'vitest'
import { markerPlacement, sceneFloor } from '../../src/domain/plan-marker'

const scenes = [
  { code: 's01', floor: 'f1', x: 1, y: 2 },
  { code: 's02', floor: 'f2', x: 3, y: 4 },
]
const demo = { tx: 900, ty: 10700, rz: 0 }

describe('markerPlacement', () => {
  it('puts the marker at the scene on its own floor, heading as the yaw (rz 0)', () => {
    expect(markerPlacement(scenes, 'f1', { sceneCode: 's01', yaw: 90 }, demo)).toEqual({
      x: 1900,
      y: 8700,
      heading: 90,
    })
  })
  it('turns the heading with the plan (rz 90)', () => {
    expect(markerPlacement(scenes, 'f2', { sceneCode: 's02', yaw: 300 }, { tx: 0, ty: 0, rz: 90 })?.heading).toBe(30)
  })
  it.each([
    ['on another floor', { sceneCode: 's02', yaw: 0 }],
    ['an unknown scene', { sceneCode: 'zz', yaw: 0 }],
    ['no marker', null],
  ])('shows nothing for %s', (_, marker) => expect(markerPlacement(scenes, 'f1', marker, demo)).toBeNull())
})

describe('sceneFloor', () => {
  it('names the floor of a scene, or null', () => {
    expect(sceneFloor(scenes, 's02')).toBe('f2')
    expect(sceneFloor(scenes, 'zz')).toBeNull()
  })
})
