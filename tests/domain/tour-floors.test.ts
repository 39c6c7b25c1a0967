import { describe, expect, it } from 'vitest'
import { floorEntryScene, visitableFloors } from '../../src/domain/tour-floors'

const scene = (code: string, floor: string, hidden = false) => ({ code, floor, hidden })
const scenes = [
  scene('porch', 'ground'),
  scene('hall', 'ground'),
  scene('attic-secret', 'attic', true),
  scene('landing', 'upper'),
  scene('bedroom', 'upper'),
]

describe('visitableFloors', () => {
  it('keeps floors with a visible scene, in the tour’s order, with their names only', () => {
    const floors = [
      { id: 'upper', name: 'Upper floor', z: 3 },
      { id: 'attic', name: 'Attic', z: 6 },
      { id: 'ground', name: 'Ground floor', z: 0 },
      { id: 'cellar', name: 'Cellar', z: -3 },
    ]
    expect(visitableFloors(floors, scenes)).toEqual([
      { id: 'upper', name: 'Upper floor' },
      { id: 'ground', name: 'Ground floor' },
    ])
  })
})

describe('floorEntryScene', () => {
  it.each([
    ['another floor: its first visible scene', 'upper', 'hall', { code: 'landing', move: true }],
    ['the floor the visitor stands on: stay', 'ground', 'hall', { code: 'hall', move: false }],
    ['the current floor from its second scene: stay', 'upper', 'bedroom', { code: 'bedroom', move: false }],
    ['a floor with only hidden scenes', 'attic', 'hall', undefined],
    ['a floor the tour does not have', 'roof', 'hall', undefined],
    ['the empty floor id of a tour without floors', '', 'hall', undefined],
    ['from an unknown scene: the floor’s first', 'ground', 'nowhere', { code: 'porch', move: true }],
  ] as const)('%s', (_name, floor, here, expected) => {
    expect(floorEntryScene(scenes, floor, here)).toEqual(expected)
  })

  it('a tour without floor ids (every scene on floor "") goes nowhere new', () => {
    const flat = [scene('a', ''), scene('b', '')]
    expect(floorEntryScene(flat, '', 'b')).toEqual({ code: 'b', move: false })
  })
})
