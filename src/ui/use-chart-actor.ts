// `useActorRef` for every chart a view starts, with the gallery's inspector attached (src/services/chart-inspector.ts),
// so a chart gallery in another tab can follow it live. Same signature as `useActorRef`; options are read once, when
// the actor is created.
import { useActorRef } from '@xstate/react'
import type { ActorOptions, AnyActorLogic } from 'xstate'
import { chartInspector } from '../services/chart-inspector'

export const useChartActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>, observer?: never) =>
  useActorRef(logic, { ...options, inspect: chartInspector }, observer)) as typeof useActorRef
