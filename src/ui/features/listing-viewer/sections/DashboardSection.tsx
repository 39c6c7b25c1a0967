// The owner's dashboard, status tab (SPEC §2 Dashboard, §4 Timeline): the listing's orders as a vertical timeline,
// the current item first in attention. Orders, Manage Photos, reschedule and cancel come with the order issues.
import type { Listing } from '../../../../schemas/Listing'
import type { OrderEvent } from '../../../../schemas/OrderEvent'
import styles from './Sections.module.css'

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))

function describe(event: OrderEvent): { title: string; detail: string } {
  const at = when(event.start, event.timeZone)
  switch (event.type) {
    case 'appointment':
      return {
        title: event.ended ? 'Shoot done' : event.started ? 'Shoot in progress' : 'Shoot booked',
        detail: `${at}${event.photographerName ? ` with ${event.photographerName}` : ''}`,
      }
    case 'delivery':
      return { title: 'Delivery expected', detail: `By ${at}` }
    case 'delivered':
      return { title: 'Delivered', detail: at }
    case 'cancelled':
      return { title: 'Shoot cancelled', detail: at }
  }
}

export default function DashboardSection({ listing }: { listing: Listing }) {
  const events = listing.status?.orderEvents ?? []
  const active = events.findIndex((e) => !e.ended && e.type !== 'cancelled' && e.type !== 'delivered')
  return (
    <section className={styles.dashboard} aria-labelledby="dashboard-title">
      <h2 id="dashboard-title" className={styles.planTitle}>
        Status
      </h2>
      {events.length === 0 ? (
        <p className={styles.note}>No orders for this listing yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event, i) => {
            const text = describe(event)
            return (
              <li
                key={`${event.orderId}-${event.type}-${event.start}`}
                className={i === active ? `${styles.step} ${styles.activeStep}` : styles.step}
                aria-current={i === active ? 'step' : undefined}
              >
                <span className={styles.stepTitle}>{text.title}</span>
                <span className={styles.stepDetail}>{text.detail}</span>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
