// Which floor the floor plan shows (SPEC §4 floor plan, issue 7): the visitor may switch floors at any time, and the
// plan follows the tour when the tour's position moves to another floor (walking up the stairs shows the upper
// floor), but not while the visitor looks around other floors from the same one. Shared by every variant of the
// plan (full section, sidebar, floating card). No effects, so no actors file.
import { type ActorRefFrom, assign, setup } from 'xstate'

export interface PlanFloorInput {
  /** The floor plan's floor ids, in the listing's order. */
  readonly floorIds: ReadonlyArray<string>
  /** The floor of the tour's current scene, when there is a tour. */
  readonly markerFloor: string | null
}

export interface PlanFloorContext {
  floorIds: ReadonlyArray<string>
  /** The floor on screen. */
  floorId: string
  /** The floor the tour's position was last seen on, so only a change of it moves the plan. */
  markerFloor: string | null
}

export type PlanFloorEvent =
  | { type: 'floor.select'; floorId: string }
  /** The tour's position is now on this floor (null: no position, or its scene has no floor on the plan). */
  | { type: 'marker.moved'; floorId: string | null }
  /** The listing was loaded again and its floors may differ. */
  | { type: 'floors.changed'; floorIds: ReadonlyArray<string> }

const firstKnown = (floorIds: ReadonlyArray<string>, ...wanted: Array<string | null>) =>
  wanted.find((id): id is string => id !== null && floorIds.includes(id)) ?? floorIds[0] ?? ''

export const planFloorMachine = setup({
  types: {
    context: {} as PlanFloorContext,
    events: {} as PlanFloorEvent,
    input: {} as PlanFloorInput,
  },
  guards: {
    isOtherKnownFloor: ({ context }, floorId: string) =>
      floorId !== context.floorId && context.floorIds.includes(floorId),
    hasMarkerChangedFloor: ({ context }, floorId: string | null) => floorId !== context.markerFloor,
  },
  actions: {
    show: assign({ floorId: (_, floorId: string) => floorId }),
    follow: assign(({ context }, markerFloor: string | null) => ({
      markerFloor,
      floorId: firstKnown(context.floorIds, markerFloor, context.floorId),
    })),
    setFloors: assign(({ context }, floorIds: ReadonlyArray<string>) => ({
      floorIds,
      floorId: firstKnown(floorIds, context.floorId, context.markerFloor),
    })),
  },
}).createMachine({
  id: 'planFloor',
  context: ({ input }) => ({
    floorIds: input.floorIds,
    floorId: firstKnown(input.floorIds, input.markerFloor),
    markerFloor: input.markerFloor,
  }),
  on: {
    'floor.select': {
      guard: { type: 'isOtherKnownFloor', params: ({ event }) => event.floorId },
      actions: { type: 'show', params: ({ event }) => event.floorId },
    },
    'marker.moved': {
      guard: { type: 'hasMarkerChangedFloor', params: ({ event }) => event.floorId },
      actions: { type: 'follow', params: ({ event }) => event.floorId },
    },
    'floors.changed': { actions: { type: 'setFloors', params: ({ event }) => event.floorIds } },
  },
})

export type PlanFloorActor = ActorRefFrom<typeof planFloorMachine>
