// The change-flow chart with its real effects, bound in the change flow's own chunk from the runtime the composition
// root hands over (as the order flow binds its charts). Without a runtime every effect fails loudly.
import { useRouteContext } from '@tanstack/react-router'
import { changeFlowActors } from '../../../machines/change-flow/change-flow.actors'
import { type ChangeFlowMachine, changeFlowMachine } from '../../../machines/change-flow/change-flow.machine'
import type { AppRuntime } from '../../../services/runtime'

const bound = new WeakMap<AppRuntime, ChangeFlowMachine>()

export function useChangeFlowMachine(): ChangeFlowMachine {
  const runtime = useRouteContext({ from: '__root__', select: (c) => c.runtime })
  if (!runtime) return changeFlowMachine
  let machine = bound.get(runtime)
  if (!machine) {
    machine = changeFlowMachine.provide({ actors: changeFlowActors(runtime) })
    bound.set(runtime, machine)
  }
  return machine
}
