// A demo media set: one generated house and everything derived from it without rendering (its tour config, floor
// plan facts, photo plan), plus the list of render jobs that produce its files. Rendering is in render-pool.ts.

import { planPhotos } from '../media/render'
import { floorPlanFacts, planTransform } from './floorplan'
import { generateHouse } from './house/generate'
import type { House } from './house/model'
import type { SeedMediaSet } from './seed'
import { headingDegrees, tourFor } from './tour'

/** Bump when the renderer's output changes, so cached media sets are rendered again. */
export const RENDER_VERSION = 4

/** Seeds of the demo houses: four different designs, chosen because they photograph well. */
export const DEMO_HOUSE_SEEDS = [1, 2, 3, 4] as const

export const mediaSetId = (seed: number) => `demo-house-${seed}`

export type RenderJob =
  | {
      readonly kind: 'scene'
      readonly seed: number
      readonly code: string
      readonly eye: { x: number; y: number; z: number }
    }
  | { readonly kind: 'photo'; readonly seed: number; readonly index: number; readonly key: string }
  | { readonly kind: 'plan'; readonly seed: number; readonly floorId: string; readonly unit: 'imperial' | 'metric' }

export interface DemoMediaSet extends SeedMediaSet {
  readonly house: House
  readonly jobs: ReadonlyArray<RenderJob>
}

export function describeMediaSet(seed: number): DemoMediaSet {
  const house = generateHouse(seed)
  const tour = tourFor(house)
  const facts = floorPlanFacts(house)
  const shots = planPhotos(house)
  const firstSceneOf = (roomId: string | null) => tour.scenes.find((s) => s.cluster === (roomId ?? 'outside'))
  const photos = shots.map((shot, i) => {
    const scene = firstSceneOf(shot.roomId)
    const room = house.floors.flatMap((f) => f.rooms).find((r) => r.id === shot.roomId)
    return {
      key: `photos/${String(i + 1).padStart(2, '0')}.jpg`,
      roomName: shot.roomName,
      roomKind: room?.kind ?? null,
      aspect: 1.5,
      sceneCode: scene?.code ?? null,
      yaw: scene ? headingDegrees(shot.camera.eye, shot.camera.target) : null,
    }
  })
  const jobs: RenderJob[] = [
    ...tour.scenes.map((s) => ({ kind: 'scene' as const, seed, code: s.code, eye: s.eye })),
    ...photos.map((p, index) => ({ kind: 'photo' as const, seed, index, key: p.key })),
    ...house.floors.flatMap((f) =>
      (['imperial', 'metric'] as const).map((unit) => ({ kind: 'plan' as const, seed, floorId: f.id, unit })),
    ),
  ]
  const bathrooms = house.floors
    .flatMap((f) => f.rooms)
    .reduce((n, r) => n + (r.kind === 'bathroom' ? 1 : r.kind === 'powder' ? 0.5 : 0), 0)
  return {
    id: mediaSetId(seed),
    seed,
    house,
    style: house.style,
    areaSqFt: Math.round(facts.area.find((a) => a.label === 'Total')?.sqFt ?? 0),
    bedrooms: house.floors.flatMap((f) => f.rooms).filter((r) => r.kind === 'bedroom' || r.kind === 'primaryBedroom')
      .length,
    bathrooms,
    startingScene: tour.config.starting.sceneCode,
    // A listing leads with the outside of the house, as every listing site does; the rooms follow in plan order.
    photos: [...photos].sort((a, b) => Number(a.roomKind !== null) - Number(b.roomKind !== null)),
    tourConfig: tour.config,
    floorplan: {
      area: facts.area,
      floors: house.floors.map((f) => {
        const floorFacts = facts.floors.find((ff) => ff.id === f.id)
        return {
          id: f.id,
          name: f.name,
          rooms: floorFacts?.rooms ?? [],
          areaSqFt: floorFacts?.areaSqFt ?? null,
          transform: planTransform(house, f.id),
          hasPlan: true,
        }
      }),
    },
    jobs,
  }
}
