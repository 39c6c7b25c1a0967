// The order admin's panel on the draft, at the order flow's CONFIRM step (SPEC §6 order admin; issue 16): shown to
// order admins while the local admin toggle is on. Each saved edit's answer is the draft again, handed to the order
// flow (and so to the wizard), whose totals then show the adjustment.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import type { OrderFlowActorRef } from '../../../machines/order-flow/order-flow.machine'
import type { BookingOrder } from '../../../schemas/BookingOrder'
import { useApp } from '../../use-app'
import { useChartActor } from '../../use-chart-actor'
import { AdminPanel } from '../order-admin/AdminPanel'
import { useOrderFlowMachines } from './order-flow-machines'

export function DraftAdminHost({ flow, order }: { flow: OrderFlowActorRef; order: BookingOrder }) {
  const app = useApp()
  // Outside the app (a view tested on its own) there is no toggle to read: nothing admin-only is shown.
  return app ? <WhenToggledOn app={app} flow={flow} order={order} /> : null
}

function WhenToggledOn({
  app,
  flow,
  order,
}: {
  app: NonNullable<ReturnType<typeof useApp>>
  flow: OrderFlowActorRef
  order: BookingOrder
}) {
  const on = useSelector(app, (s) => s.context.adminElementsEnabled)
  return on ? <DraftAdminPanel flow={flow} order={order} /> : null
}

function DraftAdminPanel({ flow, order }: { flow: OrderFlowActorRef; order: BookingOrder }) {
  const { draftAdmin } = useOrderFlowMachines()
  const admin = useChartActor(draftAdmin, { input: { order } })
  useEffect(() => {
    const subscription = admin.on('order.updated', (event) => flow.send({ type: 'admin.updated', order: event.order }))
    return () => subscription.unsubscribe()
  }, [admin, flow])
  return <AdminPanel admin={admin} adjustments={order.confirm.priceAdjustments} currency={order.info.currency} />
}
