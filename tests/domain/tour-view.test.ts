import { describe, expect, it } from 'vitest'
import {
  batches,
  clusterLabel,
  faceLoadOrder,
  headingTo,
  likeliestNextScenes,
  openingView,
  panTiltOf,
  previewNeighbours,
  sideOf,
  turnBetween,
  viewVector,
  walkTargets,
} from '../../src/domain/tour-view'
import type { Scene } from '../../src/schemas/TourConfig'
import { tourScene } from '../support/tour-config'

const scene = (code: string, x: number, y: number, linkedScenes: string[] = [], hidden = false): Scene =>
  tourScene(code, { x, y, linkedScenes, hidden })

const close = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) =>
  a.forEach((v, i) => {
    expect(v).toBeCloseTo(b[i] ?? Number.NaN, 9)
  })

describe('viewVector and panTiltOf', () => {
  it.each([
    ['north, level', 0, 0, [0, 1, 0]],
    ['east, level', 90, 0, [1, 0, 0]],
    ['south, level', 180, 0, [0, -1, 0]],
    ['west, level', 270, 0, [-1, 0, 0]],
    ['straight up', 0, 90, [0, 0, 1]],
    ['north-east, 45° down', 45, -45, [0.5, 0.5, -Math.SQRT1_2]],
  ])('%s', (_, pan, tilt, vector) => {
    close(viewVector(pan, tilt), vector)
    if (Math.abs(tilt) < 90) {
      const back = panTiltOf(...(viewVector(pan, tilt) as [number, number, number]))
      expect(back.pan).toBeCloseTo(pan, 9)
      expect(back.tilt).toBeCloseTo(tilt, 9)
    }
  })
  it('gives pan 0 for straight down, where any pan is right', () => {
    expect(panTiltOf(0, 0, -1)).toEqual({ pan: 0, tilt: -90 })
  })
})

describe('headingTo and turnBetween', () => {
  it.each([
    ['due north', { x: 0, y: 0 }, { x: 0, y: 3 }, 0],
    ['due east', { x: 1, y: 1 }, { x: 4, y: 1 }, 90],
    ['south-west', { x: 0, y: 0 }, { x: -2, y: -2 }, 225],
  ])('heading %s', (_, from, to, heading) => expect(headingTo(from, to)).toBeCloseTo(heading, 9))
  it.each([
    [10, 20, 10],
    [350, 10, 20],
    [10, 350, -20],
    [0, 180, 180],
    [90, 270, 180],
    [-30, 30, 60],
  ])('turn from %d to %d is %d', (from, to, turn) => expect(turnBetween(from, to)).toBeCloseTo(turn, 9))
})

describe('faceLoadOrder', () => {
  it.each([
    ['looking north', 0, 0, 1, 3],
    ['looking east', 90, 0, 2, 4],
    ['looking south, a little up', 180, 10, 3, 1],
    ['looking west', 270, 0, 4, 2],
    ['looking up', 0, 80, 0, 5],
    ['looking down', 0, -80, 5, 0],
  ])('%s: the face in view first, the one behind last', (_, pan, tilt, first, last) => {
    const order = faceLoadOrder(pan, tilt)
    expect(order[0]).toBe(first)
    expect(order[5]).toBe(last)
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5])
  })
  it('puts the side faces of a level view before up and down', () => {
    expect(faceLoadOrder(45, 0).slice(0, 2)).toEqual([1, 2])
  })
})

describe('likeliestNextScenes', () => {
  const byCode = Object.fromEntries(
    [
      scene('a', 0, 0, ['n', 'e', 'far-n', 'h', 'gone']),
      scene('n', 0, 2),
      scene('far-n', 0.5, 6),
      scene('e', 3, 0),
      scene('h', -1, 0, [], true),
      scene('x', 1, 1),
    ].map((s) => [s.code, s]),
  )
  it.each([
    ['looking north', 0, ['n', 'far-n', 'e']],
    ['looking east', 90, ['e', 'far-n', 'n']],
    ['looking south', 180, ['e', 'far-n', 'n']],
  ])('%s: linked, visible scenes nearest the view direction first', (_, pan, codes) => {
    expect(likeliestNextScenes(byCode, 'a', pan).map((s) => s.code)).toEqual(codes)
  })
  it('is empty for an unknown scene', () => expect(likeliestNextScenes(byCode, 'nope', 0)).toEqual([]))
})

describe('previewNeighbours', () => {
  const here = scene('a', 0, 0)
  const scenes = [here, scene('b', 4, 0), scene('c', 1, 1), scene('d', 3, 4.01), scene('e', 0, 2, [], true)]
  it('keeps scenes within 5 m, nearest first, never itself or hidden ones', () => {
    expect(previewNeighbours(scenes, here).map((s) => s.code)).toEqual(['c', 'b'])
  })
})

describe('batches', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9], 4, [[1, 2, 3, 4], [5, 6, 7, 8], [9]]],
    [[], 4, []],
    [[1, 2], 0, [[1], [2]]],
  ])('%j by %d', (items, size, expected) => expect(batches(items, size)).toEqual(expected))
})

describe('clusterLabel', () => {
  it.each([
    ['f1-living', 'Living'],
    ['f2-main-bedroom', 'Main bedroom'],
    ['outside', 'Outside'],
    ['', 'Next room'],
  ])('%s → %s', (cluster, label) => expect(clusterLabel(cluster)).toBe(label))
})

describe('openingView', () => {
  const scenes = [scene('s1', 0, 0), scene('s2', 1, 0), scene('h', 2, 0, [], true)]
  const starting = { sceneCode: 's1', pan: 200, tilt: -5 }
  it.each([
    ['no d1: the config start', undefined, starting],
    ['d1 to a visible scene', { sceneCode: 's2', pan: 10, tilt: 3 }, { sceneCode: 's2', pan: 10, tilt: 3 }],
    ['d1 to a hidden scene: the start', { sceneCode: 'h', pan: 10, tilt: 3 }, starting],
    ['d1 to an unknown scene: the start', { sceneCode: 'zz', pan: 10, tilt: 3 }, starting],
  ])('%s', (_, requested, expected) => expect(openingView({ scenes, starting }, requested)).toEqual(expected))
  it('falls back to the first visible scene when the start is hidden', () => {
    expect(openingView({ scenes, starting: { sceneCode: 'h', pan: 1, tilt: 1 } })).toEqual({
      sceneCode: 's1',
      pan: 0,
      tilt: 0,
    })
  })
  it('has nothing to open without a visible scene', () => {
    expect(openingView({ scenes: [scenes[2]!], starting })).toBeUndefined()
  })
})

describe('sideOf and walkTargets', () => {
  it.each([
    [0, 'ahead'],
    [-29, 'ahead'],
    [30, 'to the right'],
    [-90, 'to the left'],
    [150, 'to the right'],
    [151, 'behind'],
    [-180, 'behind'],
  ] as const)('a turn of %d° is %s', (turn, side) => expect(sideOf(turn)).toBe(side))

  const byCode = Object.fromEntries(
    [
      tourScene('a', { linkedScenes: ['k', 'h', 'gone', 'b'] }),
      tourScene('k', { y: 3, cluster: 'f1-kitchen' }),
      tourScene('h', { x: -2, hidden: true }),
      tourScene('b', { x: 3, cluster: 'f2-main-bedroom' }),
    ].map((s) => [s.code, s]),
  )
  it.each([
    ['looking north', 0, ['Kitchen, ahead', 'Main bedroom, to the right']],
    ['looking east', 90, ['Kitchen, to the left', 'Main bedroom, ahead']],
    ['looking south', 180, ['Kitchen, behind', 'Main bedroom, to the left']],
  ])('%s: visible linked scenes, named with where they lie', (_, pan, labels) => {
    expect(walkTargets(byCode, 'a', pan).map((t) => t.label)).toEqual(labels)
  })
  it('has nowhere to go from an unknown scene', () => expect(walkTargets(byCode, 'zz', 0)).toEqual([]))
})
