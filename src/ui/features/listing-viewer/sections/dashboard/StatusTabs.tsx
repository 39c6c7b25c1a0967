// The dashboard's status tab (SPEC §4 Timeline: the listing's order events as a vertical list, the active one
// highlighted, with the reschedule and cancel links; OrdersTab.tsx shows each order). The links open the change flow's modal (modal=reschedule_{orderId} / cancel_{orderId}); the server
// decides again whether the change is allowed.
import { type ChangeLink, changeLinksFor } from '../../../../../domain/change-links'
import { formatModalParam } from '../../../../../domain/modal-param'
import type { Listing } from '../../../../../schemas/Listing'
import type { OrderEvent } from '../../../../../schemas/OrderEvent'
import { SiteLink } from '../../../../components/site-link/SiteLink'
import styles from '../Sections.module.css'

/** Where a change link goes: this page, with the address's other parameters kept. */
export interface ChangeLinkPlace {
  readonly path: string
  readonly search: Record<string, unknown>
}

export function ChangeLinks({
  event,
  links,
  place,
}: {
  event: OrderEvent
  links: ReadonlyArray<ChangeLink>
  place: ChangeLinkPlace
}) {
  if (links.length === 0) return null
  return (
    <span className={styles.stepLinks}>
      {links.map((kind) => (
        <SiteLink
          key={kind}
          to={place.path}
          search={{ ...place.search, modal: formatModalParam({ kind, orderId: event.orderId }) } as never}
          resetScroll={false}
          className={styles.stepLink}
        >
          {kind === 'reschedule' ? 'Reschedule' : 'Cancel'}
        </SiteLink>
      ))}
    </span>
  )
}

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

function describeEvent(event: OrderEvent): { title: string; detail: string } {
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

export function StatusTab({ listing, place }: { listing: Listing; place: ChangeLinkPlace }) {
  const events = listing.status?.orderEvents ?? []
  const active = events.findIndex((e) => !e.ended && e.type !== 'cancelled' && e.type !== 'delivered')
  return (
    <>
      <h3 className={styles.planTitle}>Status</h3>
      {events.length === 0 ? (
        <p className={styles.note}>No orders for this listing yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event, i) => {
            const text = describeEvent(event)
            return (
              <li
                key={`${event.orderId}-${event.type}-${event.start}`}
                className={i === active ? `${styles.step} ${styles.activeStep}` : styles.step}
                aria-current={i === active ? 'step' : undefined}
              >
                <span className={styles.stepTitle}>{text.title}</span>
                <span className={styles.stepDetail}>{text.detail}</span>
                <ChangeLinks event={event} links={changeLinksFor(event, events, listing.permissions)} place={place} />
              </li>
            )
          })}
        </ol>
      )}
    </>
  )
}
