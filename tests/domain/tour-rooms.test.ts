import { describe, expect, it } from 'vitest'
import { arrivalText, captionsAt, roomDirectory, roomTarget } from '../../src/domain/tour-rooms'
import type { Scene } from '../../src/schemas/TourConfig'
import { tourScene } from '../support/tour-config'

// A small house: two spots outside, a living room with two views, a kitchen, a hidden scene, and a bedroom upstairs.
// x east, y north: from s2 (living, at 0,0) the kitchen (s4, north) is ahead when looking north.
const SCENES: Scene[] = [
  tourScene('s1', { group: 'Exterior', cluster: 'outside', floor: 'f1', y: -6, linkedScenes: ['s2'] }),
  tourScene('s2', { cluster: 'f1-living', linkedScenes: ['s1', 's3', 's4'] }),
  tourScene('s3', { cluster: 'f1-living', x: -3, linkedScenes: ['s2'] }),
  tourScene('s4', { cluster: 'f1-kitchen', y: 4, linkedScenes: ['s2'] }),
  tourScene('h1', { cluster: 'f1-pantry', y: 5, hidden: true, linkedScenes: ['s4'] }),
  tourScene('s5', { group: 'Upper floor', cluster: 'f2-primary-bedroom', floor: 'f2', linkedScenes: [] }),
  tourScene('s6', { group: 'Exterior', cluster: 'outside', floor: 'f1', x: 5, y: -6, linkedScenes: ['s1'] }),
]
const BY_CODE = Object.fromEntries(SCENES.map((s) => [s.code, s]))

const photo = (sceneCode: string | null, caption: string, hidden = false) => ({ sceneCode, caption, hidden })

describe('roomDirectory', () => {
  it('groups visible scenes by group, then room, in tour order, with readable room names', () => {
    expect(roomDirectory(SCENES)).toEqual([
      { name: 'Exterior', rooms: [{ cluster: 'outside', name: 'Outside', sceneCodes: ['s1', 's6'] }] },
      {
        name: 'Main floor',
        rooms: [
          { cluster: 'f1-living', name: 'Living', sceneCodes: ['s2', 's3'] },
          { cluster: 'f1-kitchen', name: 'Kitchen', sceneCodes: ['s4'] },
        ],
      },
      { name: 'Upper floor', rooms: [{ cluster: 'f2-primary-bedroom', name: 'Primary bedroom', sceneCodes: ['s5'] }] },
    ])
  })

  it('leaves out a room whose scenes are all hidden, and is empty for a tour with no visible scene', () => {
    expect(roomDirectory(SCENES).flatMap((g) => g.rooms.map((r) => r.cluster))).not.toContain('f1-pantry')
    expect(roomDirectory([tourScene('h', { hidden: true })])).toEqual([])
    expect(roomDirectory([])).toEqual([])
  })
})

describe('roomTarget', () => {
  it.each([
    ['from another room: its first view', ['a', 'b', 'c'], 'x', 'a'],
    ['from its first view: the second', ['a', 'b', 'c'], 'a', 'b'],
    ['from its last view: round to the first', ['a', 'b', 'c'], 'c', 'a'],
    ['a one-view room from elsewhere', ['a'], 'x', 'a'],
    ['a one-view room from inside it: nowhere', ['a'], 'a', undefined],
    ['an empty room: nowhere', [], 'x', undefined],
  ])('%s', (_, sceneCodes, current, target) => {
    expect(roomTarget({ sceneCodes }, current)).toBe(target)
  })
})

describe('captionsAt', () => {
  it('gives the trimmed captions of visible photos taken from the scene, each once', () => {
    const photos = [
      photo('s4', ' Island with seating '),
      photo('s4', 'Island with seating'),
      photo('s4', ''),
      photo('s4', 'Hidden pantry door', true),
      photo('s2', 'Fireplace'),
      photo(null, 'Street view'),
    ]
    expect(captionsAt(photos, 's4')).toEqual(['Island with seating'])
    expect(captionsAt(photos, 's2')).toEqual(['Fireplace'])
    expect(captionsAt(photos, 's9')).toEqual([])
  })
})

describe('arrivalText', () => {
  it.each([
    [
      'a room with two views, photos and three ways on (looking north)',
      's2',
      0,
      [photo('s2', 'Fireplace'), photo('s2', 'Bay window')],
      'Living, Main floor, view 1 of 2. Seen here: Fireplace; Bay window. Walk to: Outside, behind; Living, to the left; Kitchen, ahead.',
    ],
    [
      'the same place looking south: the sides turn with the view',
      's2',
      180,
      [],
      'Living, Main floor, view 1 of 2. Walk to: Outside, ahead; Living, to the right; Kitchen, behind.',
    ],
    ['a one-view room: no view count', 's4', 0, [], 'Kitchen, Main floor. Walk to: Living, behind.'],
    ['the second view of a room', 's3', 90, [], 'Living, Main floor, view 2 of 2. Walk to: Living, ahead.'],
    ['a scene with nowhere to walk', 's5', 0, [], 'Primary bedroom, Upper floor. No other scene to walk to from here.'],
  ])('%s', (_, code, pan, photos, text) => {
    expect(arrivalText({ scenesByCode: BY_CODE }, code, pan, photos)).toBe(text)
  })

  it('never names a hidden scene as a way on, and says nothing for a hidden or unknown scene', () => {
    expect(arrivalText({ scenesByCode: BY_CODE }, 's4', 0, [])).not.toMatch(/Pantry/)
    expect(arrivalText({ scenesByCode: BY_CODE }, 'h1', 0, [])).toBe('')
    expect(arrivalText({ scenesByCode: BY_CODE }, 'nope', 0, [])).toBe('')
  })

  it('leaves out an empty group name', () => {
    const scenes = { a: tourScene('a', { group: '', cluster: 'den' }) }
    expect(arrivalText({ scenesByCode: scenes }, 'a', 0, [])).toBe('Den. No other scene to walk to from here.')
  })

  it('names rooms, and the rooms one can walk to, as the config names them', () => {
    const rooms = [
      { id: 'f1-living', name: 'Great room' },
      { id: 'outside', name: 'Front yard' },
      // A blank name falls back to the code's.
      { id: 'f1-kitchen', name: '  ' },
    ]
    expect(arrivalText({ scenesByCode: BY_CODE, rooms }, 's2', 0, [])).toBe(
      'Great room, Main floor, view 1 of 2. Walk to: Front yard, behind; Great room, to the left; Kitchen, ahead.',
    )
  })
})

describe('roomDirectory with the config’s names', () => {
  it('uses each room’s name, and the code’s for a room the config does not name', () => {
    const names = roomDirectory(SCENES, [{ id: 'f2-primary-bedroom', name: 'Primary suite' }]).flatMap((g) =>
      g.rooms.map((r) => r.name),
    )
    expect(names).toEqual(['Outside', 'Living', 'Kitchen', 'Primary suite'])
  })
})
