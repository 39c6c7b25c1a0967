// Which room each photo was taken in (issue 21, room → photos): photos carry the scene they were taken from, the
// tour config puts each scene in a room (its cluster) and names the rooms. A photo from a scene the visitor's config
// does not show (none, hidden, or removed since) has no room.
import { roomName } from '../../src/domain/tour-view'
import type { Photo } from '../../src/schemas/Listing'
import type { TourConfig } from '../../src/schemas/TourConfig'

export function withRooms(
  photos: ReadonlyArray<Photo>,
  config: Pick<TourConfig, 'scenesByCode' | 'rooms'> | undefined,
): Photo[] {
  return photos.map((photo) => {
    const scene = photo.sceneCode && config ? config.scenesByCode[photo.sceneCode] : undefined
    return {
      ...photo,
      room: scene && !scene.hidden ? { id: scene.cluster, name: roomName(scene.cluster, config?.rooms) } : null,
    }
  })
}
