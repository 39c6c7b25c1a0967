// The order admin's panel in the change flow (issue 16): the placed order's chart, whose saved answers the change flow
// shows and prices again.
import { useEffect } from 'react'
import type { ChangeFlowActorRef } from '../../../machines/change-flow/change-flow.machine'
import type { Order } from '../../../schemas/Order'
import { useChartActor } from '../../use-chart-actor'
import { AdminPanel } from '../order-admin/AdminPanel'
import { useOrderAdminMachine } from './order-admin-machine'

export function OrderAdminPanel({ flow, order }: { flow: ChangeFlowActorRef; order: Order }) {
  const machine = useOrderAdminMachine()
  const admin = useChartActor(machine, { input: { order } })
  useEffect(() => {
    const subscription = admin.on('order.updated', (event) => flow.send({ type: 'order.updated', order: event.order }))
    return () => subscription.unsubscribe()
  }, [admin, flow])
  return <AdminPanel admin={admin} adjustments={order.confirm.priceAdjustments} currency={order.info.currency} />
}
