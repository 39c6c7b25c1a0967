// A small decoded tour config for chart and view tests: three visible scenes in two rooms and a hidden one.
import type { Scene, TourConfig } from '../../src/schemas/TourConfig'

export const tourScene = (code: string, over: Partial<Scene> = {}): Scene => ({
  code,
  version: 1,
  group: 'Main floor',
  setting: 'day',
  cluster: 'f1-living',
  floor: 'f1',
  x: 0,
  y: 0,
  z: 1.5,
  height: 150,
  yaw: 0,
  pitch: 0,
  linkedScenes: [],
  hidden: false,
  ...over,
})

export function tourConfig(): TourConfig {
  const scenes = [
    tourScene('s1', { linkedScenes: ['s2', 's3'] }),
    tourScene('s2', { x: 2, linkedScenes: ['s1'] }),
    tourScene('s3', { y: 4, cluster: 'f1-kitchen', linkedScenes: ['s1'] }),
    tourScene('h1', { x: -2, hidden: true }),
  ]
  return {
    scenes,
    scenesByCode: Object.fromEntries(scenes.map((s) => [s.code, s])),
    height: 150,
    minZ: 0,
    floors: [{ id: 'f1', name: 'Main floor', z: 0 }],
    starting: { sceneCode: 's1', pan: 200, tilt: -5 },
  }
}
