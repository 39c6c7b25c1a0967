// COMPLETE (SPEC §2 Order flow): where the confirmation went, how to reach support, when the media is due, the
// order code, 'Order another' (reset) and the way to the new listing under My listings.
import type { BookingOrder } from '../../../schemas/BookingOrder'
import { SiteLink } from '../../components/site-link/SiteLink'
import { CONTACT, mailto } from '../../pages/marketing/contact'
import styles from './OrderFlow.module.css'

/** The delivery deadline on the order's own wall clock (the appointment's time zone). */
const formatDelivery = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone }).format(new Date(iso))

export function CompleteView({ order, onOrderAnother }: { order: BookingOrder; onOrderAnother: () => void }) {
  const email = order.contact.billingContact.email
  const deadline = order.schedule.deliveryDeadline
  const timeZone = order.schedule.selectedTime?.timeZoneName
  return (
    <section className={styles.complete} aria-labelledby="order-complete-title">
      <h2 id="order-complete-title" tabIndex={-1} className={styles.completeTitle}>
        Thank you, your order is placed
      </h2>
      <p>
        We sent the confirmation to <strong>{email}</strong>. Your order code is{' '}
        <strong className={styles.code}>{order.info.orderCode}</strong>.
      </p>
      {deadline ? (
        <p>
          Your media will be delivered by <strong>{formatDelivery(deadline, timeZone)}</strong>.
        </p>
      ) : null}
      <p>
        Questions? Write to <a href={mailto(CONTACT.support, `Order ${order.info.orderCode}`)}>{CONTACT.support}</a>.
      </p>
      <div className={styles.actions}>
        {order.info.tourName ? (
          <SiteLink to={`/${order.info.tourName}`} className={styles.primary}>
            Open your listing page
          </SiteLink>
        ) : null}
        <SiteLink to="/my" className={order.info.tourName ? styles.secondary : styles.primary}>
          See it in My listings
        </SiteLink>
        <button type="button" className={styles.secondary} onClick={onOrderAnother}>
          Order another
        </button>
      </div>
    </section>
  )
}
