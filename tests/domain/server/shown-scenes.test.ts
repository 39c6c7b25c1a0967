// What GET /tour gives a visitor (server/listings/tour-config.ts): hidden scenes go, and so do the names of rooms
// left with no scene, so a hidden room is not named either.
import { describe, expect, it } from 'vitest'
import { withRooms } from '../../../server/domain/photo-rooms'
import { shownScenes } from '../../../server/listings/tour-config'
import { tourConfig, tourScene } from '../../support/tour-config'

// tests/support/tour-config: s1, s2 in f1-living, s3 in f1-kitchen, h1 hidden; here h1 is the only pantry scene.
const config = () => {
  const base = tourConfig()
  const scenes = base.scenes.map((s) => (s.code === 'h1' ? tourScene('h1', { hidden: true, cluster: 'f1-pantry' }) : s))
  return {
    ...base,
    scenes,
    scenesByCode: Object.fromEntries(scenes.map((s) => [s.code, s])),
    rooms: [
      { id: 'f1-living', name: 'Great room' },
      { id: 'f1-kitchen', name: 'Kitchen' },
      { id: 'f1-pantry', name: 'Secret pantry' },
    ],
  }
}

describe('shownScenes and the rooms', () => {
  it('names only the rooms of the scenes a visitor sees', () => {
    expect(shownScenes(config(), false)?.rooms?.map((r) => r.name)).toEqual(['Great room', 'Kitchen'])
  })

  it('keeps every room for those who see hidden scenes, and adds no rooms to a config without them', () => {
    expect(shownScenes(config(), true)?.rooms?.map((r) => r.name)).toEqual(['Great room', 'Kitchen', 'Secret pantry'])
    const { rooms: _, ...unnamed } = config()
    expect(shownScenes(unnamed, false)).not.toHaveProperty('rooms')
  })

  it('gives no room to a photo of a hidden scene, even from a config that still holds it', () => {
    const photo = {
      code: 'p',
      url: '/p.jpg',
      name: 'p.jpg',
      caption: '',
      hidden: false,
      aspect: 1.5,
      externalLink: null,
      sceneCode: 'h1',
      yaw: null,
      pitch: null,
      toggle: false,
    }
    expect(withRooms([photo], config())[0]?.room).toBeNull()
  })
})
