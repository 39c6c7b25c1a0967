// The change-flow chart with its real effects, bound in the change flow's own chunk (src/ui/use-runtime-bound.ts).
import { changeFlowActors } from '../../../machines/change-flow/change-flow.actors'
import { type ChangeFlowMachine, changeFlowMachine } from '../../../machines/change-flow/change-flow.machine'
import { useRuntimeBound } from '../../use-runtime-bound'

export const useChangeFlowMachine = (): ChangeFlowMachine =>
  useRuntimeBound(changeFlowMachine, (runtime) => changeFlowMachine.provide({ actors: changeFlowActors(runtime) }))
