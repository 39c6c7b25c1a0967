// The order flow's charts with their real effects, bound in the order flow's own chunk from the runtime the
// composition root hands over (as the listing viewer binds its charts), so pages that never order do not download
// them. Without a runtime every effect fails loudly.

import {
  addressLookupActors,
  type MarkerMapCode,
  markerMapCode,
} from '../../../machines/address-lookup/address-lookup.actors'
import { addressLookupMachine } from '../../../machines/address-lookup/address-lookup.machine'
import { analyticsActors } from '../../../machines/analytics/analytics.actors'
import { analyticsMachine } from '../../../machines/analytics/analytics.machine'
import { draftAdminActors } from '../../../machines/order-admin/draft-admin.actors'
import { draftAdminMachine } from '../../../machines/order-admin/draft-admin.machine'
import { orderFlowActors } from '../../../machines/order-flow/order-flow.actors'
import { orderFlowMachine } from '../../../machines/order-flow/order-flow.machine'
import type { AppRuntime } from '../../../services/runtime'
import { useAppRuntime } from '../../use-app-runtime'

export interface OrderFlowMachines {
  readonly orderFlow: typeof orderFlowMachine
  readonly addressLookup: typeof addressLookupMachine
  /** The address step's map code, which the address lookup's actor loads. */
  readonly markerMapCode: MarkerMapCode
  /** The order admin's panel on the draft (CONFIRM, admins only). */
  readonly draftAdmin: typeof draftAdminMachine
  /** Page analytics: each step reached is an `orderProgress` event (SPEC §7 POST /event). */
  readonly analytics: typeof analyticsMachine
}

const unprovided: OrderFlowMachines = {
  orderFlow: orderFlowMachine,
  addressLookup: addressLookupMachine,
  markerMapCode,
  draftAdmin: draftAdminMachine,
  analytics: analyticsMachine,
}

export const liveOrderFlowMachines = (runtime: AppRuntime): OrderFlowMachines => ({
  orderFlow: orderFlowMachine.provide({ actors: orderFlowActors(runtime) }),
  addressLookup: addressLookupMachine.provide({ actors: addressLookupActors(runtime) }),
  markerMapCode,
  draftAdmin: draftAdminMachine.provide({ actors: draftAdminActors(runtime) }),
  analytics: analyticsMachine.provide({ actors: analyticsActors(runtime) }),
})

const bound = new WeakMap<AppRuntime, OrderFlowMachines>()

export function useOrderFlowMachines(): OrderFlowMachines {
  const runtime = useAppRuntime()
  if (!runtime) return unprovided
  let machines = bound.get(runtime)
  if (!machines) {
    machines = liveOrderFlowMachines(runtime)
    bound.set(runtime, machines)
  }
  return machines
}
