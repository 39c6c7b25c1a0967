// The order admin's chart with its real effects, bound in the change flow's chunk (src/ui/use-runtime-bound.ts).
import { orderAdminActors } from '../../../machines/order-admin/order-admin.actors'
import { orderAdminMachine } from '../../../machines/order-admin/order-admin.machine'
import { useRuntimeBound } from '../../use-runtime-bound'

export const useOrderAdminMachine = (): typeof orderAdminMachine =>
  useRuntimeBound(orderAdminMachine, (runtime) => orderAdminMachine.provide({ actors: orderAdminActors(runtime) }))
