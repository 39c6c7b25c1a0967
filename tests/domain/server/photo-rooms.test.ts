import { describe, expect, it } from 'vitest'
import { withRooms } from '../../../server/domain/photo-rooms'
import type { Photo } from '../../../src/schemas/Listing'
import { tourConfig } from '../../support/tour-config'

const photo = (code: string, sceneCode: string | null): Photo => ({
  code,
  url: `/media/t/photos/${code}.jpg`,
  name: `${code}.jpg`,
  caption: '',
  hidden: false,
  aspect: 1.5,
  externalLink: null,
  sceneCode,
  yaw: null,
  pitch: null,
  toggle: false,
})

describe('withRooms', () => {
  // tests/support/tour-config: s1 and s2 in f1-living, s3 in f1-kitchen.
  const config = { ...tourConfig(), rooms: [{ id: 'f1-living', name: 'Great room' }] }

  it('names each photo’s room by its scene: the config’s name, or one read from the code', () => {
    const rooms = withRooms([photo('a', 's2'), photo('b', 's3')], config).map((p) => p.room)
    expect(rooms).toEqual([
      { id: 'f1-living', name: 'Great room' },
      { id: 'f1-kitchen', name: 'Kitchen' },
    ])
  })

  it('gives no room to a photo without a scene, from a scene the config does not show, or without a tour', () => {
    expect(withRooms([photo('a', null), photo('b', 'gone')], config).map((p) => p.room)).toEqual([null, null])
    expect(withRooms([photo('a', 's1')], undefined)[0]?.room).toBeNull()
  })

  it('keeps everything else as it was', () => {
    const [out] = withRooms([photo('a', 's1')], config)
    expect(out).toEqual({ ...photo('a', 's1'), room: { id: 'f1-living', name: 'Great room' } })
  })
})
