// The dashboard's Orders tab (SPEC §2 Dashboard, §4 Order flow status and history; issue 17): each of the listing's
// orders with its status, its appointment, its history lines, the waitlist setting while it is upcoming, and the
// reschedule and cancel links where they are allowed. The orders are asked for (getforlisting) only when the events
// include an appointment or a cancellation; the listing-orders chart loads them and asks again after a change.
import { useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { changeLinksFor } from '../../../../../domain/change-links'
import { type HistoryLine, orderHistory } from '../../../../../domain/order-history'
import { orderStatusOf } from '../../../../../domain/order-status'
import { listingOrdersActors } from '../../../../../machines/listing-orders/listing-orders.actors'
import { listingOrdersMachine } from '../../../../../machines/listing-orders/listing-orders.machine'
import type { Listing } from '../../../../../schemas/Listing'
import type { Order } from '../../../../../schemas/Order'
import type { OrderEvent } from '../../../../../schemas/OrderEvent'
import { useApp } from '../../../../use-app'
import { useChartActor } from '../../../../use-chart-actor'
import { useRuntimeBound } from '../../../../use-runtime-bound'
import { useOrderAdminMachine } from '../../../change-flow/order-admin-machine'
import { AdminPanel } from '../../../order-admin/AdminPanel'
import { WaitlistSetting } from '../../../placed-orders/WaitlistSetting'
import styles from '../Sections.module.css'
import orderStyles from './OrdersTab.module.css'
import { type ChangeLinkPlace, ChangeLinks } from './StatusTabs'

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))

export function OrdersTab({ listing, place }: { listing: Listing; place: ChangeLinkPlace }) {
  const events = listing.status?.orderEvents ?? []
  const needed = events.some((e) => e.type === 'appointment' || e.type === 'cancelled')
  const machine = useRuntimeBound(listingOrdersMachine, (runtime) =>
    listingOrdersMachine.provide({ actors: listingOrdersActors(runtime) }),
  )
  const actor = useChartActor(machine, { input: { tourName: listing.tourName, needed } })
  // The listing is read again after a change of one of its orders: so are its orders.
  const seen = useRef(listing)
  useEffect(() => {
    if (seen.current !== listing) actor.send({ type: 'reload' })
    seen.current = listing
  }, [actor, listing])
  const state = useSelector(actor, (s) =>
    s.hasTag('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('none') ? 'none' : 'loaded',
  )
  const orders = useSelector(actor, (s) => s.context.orders)
  const error = useSelector(actor, (s) => s.context.error)
  return (
    <>
      <h3 className={styles.planTitle}>Orders</h3>
      {state === 'loading' && orders.length === 0 ? (
        <p role="status" className={styles.note}>
          Loading the orders…
        </p>
      ) : state === 'failed' ? (
        <div className={orderStyles.failed}>
          <p role="alert">{error}</p>
          <button type="button" className={orderStyles.retry} onClick={() => actor.send({ type: 'retry' })}>
            Try again
          </button>
        </div>
      ) : state === 'none' || orders.length === 0 ? (
        <p className={styles.note}>No orders for this listing yet.</p>
      ) : (
        <ul className={styles.orders} aria-busy={state === 'loading' || undefined}>
          {orders.map((order) => (
            <OrderCard
              key={order.info.id}
              order={order}
              events={events}
              listing={listing}
              place={place}
              onAdminUpdate={(updated) => actor.send({ type: 'order.updated', order: updated })}
            />
          ))}
        </ul>
      )}
    </>
  )
}

function OrderCard({
  order,
  events,
  listing,
  place,
  onAdminUpdate,
}: {
  order: Order
  events: ReadonlyArray<OrderEvent>
  listing: Listing
  place: ChangeLinkPlace
  onAdminUpdate: (order: Order) => void
}) {
  const zone = order.info.timeZone
  const status = orderStatusOf(order, new Date())
  const time = order.schedule.selectedTime
  const photographerId = order.schedule.assignedPhotographerId ?? order.schedule.selectedPhotographerId
  const photographer = order.schedule.photographers.find((p) => p.id === photographerId)
  const event = events.find((e) => e.orderId === order.info.id && (e.type === 'appointment' || e.type === 'cancelled'))
  const headingId = `order-${order.info.id}`
  return (
    <li className={styles.order} aria-labelledby={headingId}>
      <div className={orderStyles.head}>
        <h4 id={headingId} className={orderStyles.code}>
          Order {order.info.orderCode}
        </h4>
        <span className={orderStyles.status} data-status={status}>
          <span className={styles.visuallyHidden}>Status: </span>
          {status}
        </span>
      </div>
      {time ? (
        <p className={styles.stepDetail}>
          Shoot {when(time.utc, zone)}
          {photographer ? ` with ${photographer.name}` : ''}
        </p>
      ) : null}
      <ol className={orderStyles.history} aria-label={`History of order ${order.info.orderCode}`}>
        {orderHistory(order).map((line) => (
          <li key={`${line.label}-${line.at}`}>
            <HistoryText line={line} timeZone={zone} />
          </li>
        ))}
      </ol>
      {status === 'Confirmed' ? (
        <WaitlistSetting orderId={order.info.id} enabled={order.schedule.waitlistEnabled} />
      ) : null}
      {event ? (
        <ChangeLinks event={event} links={changeLinksFor(event, events, listing.permissions)} place={place} />
      ) : null}
      {order.info.isAdmin ? <OrderAdminEdits order={order} onUpdate={onAdminUpdate} /> : null}
    </li>
  )
}

/**
 * The order admin's powers on a placed order (issue 16's panel: owner, photographer's instructions, adjustments),
 * folded away until opened, for order admins with admin elements on.
 */
function OrderAdminEdits(props: { order: Order; onUpdate: (order: Order) => void }) {
  const app = useApp()
  // Outside the app (a view tested on its own) there is no toggle to read: nothing admin-only is shown.
  return app ? <OrderAdminWhenOn app={app} {...props} /> : null
}

function OrderAdminWhenOn({
  app,
  order,
  onUpdate,
}: {
  app: NonNullable<ReturnType<typeof useApp>>
  order: Order
  onUpdate: (order: Order) => void
}) {
  const on = useSelector(app, (s) => s.context.adminElementsEnabled)
  if (!on) return null
  return (
    <details className={orderStyles.admin}>
      <summary>Order admin: owner, instructions, adjustments</summary>
      <OrderAdminHost order={order} onUpdate={onUpdate} />
    </details>
  )
}

function OrderAdminHost({ order, onUpdate }: { order: Order; onUpdate: (order: Order) => void }) {
  const admin = useChartActor(useOrderAdminMachine(), { input: { order } })
  // The latest callback, without subscribing again on every render.
  const update = useRef(onUpdate)
  update.current = onUpdate
  useEffect(() => {
    const subscription = admin.on('order.updated', (event) => update.current(event.order))
    return () => subscription.unsubscribe()
  }, [admin])
  return <AdminPanel admin={admin} adjustments={order.confirm.priceAdjustments} currency={order.info.currency} />
}

function HistoryText({ line, timeZone }: { line: HistoryLine; timeZone: string }) {
  return (
    <>
      <span className={orderStyles.label}>{line.label}</span> {when(line.at, timeZone)}
      {line.by ? ` by ${line.by}` : ''}
    </>
  )
}
