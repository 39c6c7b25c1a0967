// House → scene, once per house object (panoramas and photos of one house share it, and with it the lazily
// filled light grids).
import type { House } from '../../demo/house/model'
import { allRooms } from '../../demo/house/model'
import { SceneBuilder } from './builder'
import { addExterior } from './exterior'
import { addFurniture } from './furniture'
import { buildRoomInfos } from './lighting'
import { addOpenings, openingMaterials } from './openings'
import type { Scene } from './scene'
import { addStairs } from './stairs'
import { addRoomShells } from './walls'

const scenes = new WeakMap<House, Scene>()

export function sceneFor(house: House): Scene {
  const known = scenes.get(house)
  if (known) return known
  const roomIndex = new Map(allRooms(house).map(({ room }, i) => [room.id, i]))
  const b = new SceneBuilder()
  const mats = openingMaterials(b, house)
  addRoomShells(b, house, roomIndex, mats.trim)
  addOpenings(b, house, roomIndex, mats)
  addStairs(b, house, roomIndex, mats.trim)
  addFurniture(b, house, roomIndex)
  const outdoor = addExterior(b, house)
  const scene = b.build(buildRoomInfos(house, roomIndex), outdoor)
  scenes.set(house, scene)
  return scene
}

/** The room (index into scene.rooms) whose inside box holds the point, or -1 outdoors. */
export function roomAt(scene: Scene, x: number, y: number, z: number): number {
  for (let i = 0; i < scene.rooms.length; i++) {
    const b = scene.rooms[i]!.box
    if (x >= b[0]! && x <= b[3]! && y >= b[1]! && y <= b[4]! && z >= b[2]! && z <= b[5]!) return i
  }
  return -1
}

/**
 * The room to cull by for an eye: its room, -1 when clearly outside the house, undefined when neither (inside a
 * wall or a doorway), which draws everything.
 */
export function eyeRoomFor(scene: Scene, house: House, x: number, y: number, z: number): number | undefined {
  const room = roomAt(scene, x, y, z)
  if (room >= 0) return room
  const top = scene.outdoor.house[5]!
  const inside = x > -200 && x < house.width + 200 && y > -200 && y < house.depth + 200 && z < top + 5000
  return inside ? undefined : -1
}
