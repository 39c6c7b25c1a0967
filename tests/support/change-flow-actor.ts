// A change flow chart running on stub effects the test settles by hand, its one-second clock replaced (a faked day
// would otherwise tick 86,400 times): shared by the chart's unit tests.
import { createActor, fromCallback, waitFor } from 'xstate'
import {
  type ChangeFlowInput,
  changeFlowMachine,
  changeViewOf,
} from '../../src/machines/change-flow/change-flow.machine'
import type { ChangeOrderResponse } from '../../src/schemas/api/order'
import type { Order } from '../../src/schemas/Order'
import { deferred } from './stub-actors'

/** Starts the chart; `running` collects it so the test's afterEach can stop it. */
export function startChangeFlow(
  running: Array<{ stop(): void }>,
  input: ChangeFlowInput = { orderId: 'ord_8f3a', kind: 'reschedule' },
) {
  const open = deferred<Order>()
  const preview = deferred<Order>()
  const change = deferred<ChangeOrderResponse>()
  const machine = changeFlowMachine.provide({
    actors: {
      startChange: open.logic,
      previewChange: preview.logic,
      changeOrder: change.logic,
      clock: fromCallback(() => {}),
    },
  })
  const actor = createActor(machine, { input }).start()
  running.push(actor)
  const settle = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, open, preview, change, settle, view: () => changeViewOf(actor.getSnapshot()) }
}
