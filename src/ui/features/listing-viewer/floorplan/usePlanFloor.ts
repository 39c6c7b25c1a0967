// The floor a plan shows, from the plan-floor chart: the visitor's choice, moved along when the tour's position
// changes floor. Every variant (section, sidebar, floating card) uses this, so all switch floors the same way.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { sceneFloor, type TourMarker } from '../../../../domain/plan-marker'
import { planFloorMachine } from '../../../../machines/plan-floor/plan-floor.machine'
import type { Floor } from '../../../../schemas/Listing'
import type { Scene } from '../../../../schemas/TourConfig'
import { useChartActor } from '../../../use-chart-actor'

export function usePlanFloor(
  floors: ReadonlyArray<Floor>,
  scenes: ReadonlyArray<Scene> | undefined,
  marker: TourMarker | undefined,
) {
  const markerFloor = marker && scenes ? sceneFloor(scenes, marker.sceneCode) : null
  const floorIds = floors.map((f) => f.id).join('\n')
  const actor = useChartActor(planFloorMachine, { input: { floorIds: floors.map((f) => f.id), markerFloor } })
  useEffect(() => {
    actor.send({ type: 'floors.changed', floorIds: floorIds.split('\n') })
  }, [actor, floorIds])
  useEffect(() => {
    actor.send({ type: 'marker.moved', floorId: markerFloor })
  }, [actor, markerFloor])
  const floorId = useSelector(actor, (s) => s.context.floorId)
  const floor = floors.find((f) => f.id === floorId) ?? floors[0]
  return { floor, select: (id: string) => actor.send({ type: 'floor.select', floorId: id }) }
}
