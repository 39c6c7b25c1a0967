// The order admin's chart with its real effects, bound in the change flow's chunk from the runtime the composition
// root hands over. Without a runtime the save fails loudly.
import { useRouteContext } from '@tanstack/react-router'
import { orderAdminActors } from '../../../machines/order-admin/order-admin.actors'
import { orderAdminMachine } from '../../../machines/order-admin/order-admin.machine'
import type { AppRuntime } from '../../../services/runtime'

const bound = new WeakMap<AppRuntime, typeof orderAdminMachine>()

export function useOrderAdminMachine(): typeof orderAdminMachine {
  const runtime = useRouteContext({ from: '__root__', select: (c) => c.runtime })
  if (!runtime) return orderAdminMachine
  let machine = bound.get(runtime)
  if (!machine) {
    machine = orderAdminMachine.provide({ actors: orderAdminActors(runtime) })
    bound.set(runtime, machine)
  }
  return machine
}
