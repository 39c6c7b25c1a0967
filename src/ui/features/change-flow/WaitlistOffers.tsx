// The waitlist's offers at the change flow's selection step (issue 16): a freed time held for this order, with the
// minutes it is still held and one button to take it; or, when the e-mail's link points at an offer that is no
// longer held, why (its half hour ran out, or another customer took it). The chart says which offers to show.
import { useSelector } from '@xstate/react'
import { countdown } from '../../../domain/countdown'
import { offerNotices } from '../../../domain/waitlist-offers'
import type { ChangeFlowActorRef } from '../../../machines/change-flow/change-flow.machine'
import type { Order } from '../../../schemas/Order'
import { appointmentWhen } from './ChangeConfirm'
import styles from './ChangeFlow.module.css'

const clockTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso))

export function WaitlistOffers({
  actor,
  order,
  date,
  busy,
}: {
  actor: ChangeFlowActorRef
  order: Order
  date: string | undefined
  busy: boolean
}) {
  const now = useSelector(actor, (s) => s.context.now)
  const notices = offerNotices(order.changeTerms?.waitlistOffers ?? [], now, date)
  if (notices.length === 0) return null
  const zone = order.info.timeZone
  return (
    <ul className={styles.offers} aria-label="Earlier times from the waitlist">
      {notices.map(({ offer, status, msLeft }) => {
        const slot = `${appointmentWhen(offer.time.utc, zone)} with ${offer.photographerName}`
        return (
          <li key={`${offer.photographerId} ${offer.time.utc}`} className={styles.offer} data-offer-status={status}>
            {status === 'held' ? (
              <>
                <p>
                  <strong>An earlier time is held for you:</strong> {slot}.
                </p>
                <p className={styles.muted}>
                  Held until {clockTime(offer.expiresAt, zone)} (
                  <span role="timer" className={styles.countdown}>
                    {countdown(msLeft)}
                  </span>{' '}
                  left). Others on the waitlist were told too: the first to take it gets it.
                </p>
                <button
                  type="button"
                  className={styles.primary}
                  disabled={busy}
                  onClick={() => actor.send({ type: 'offer.take', offer })}
                >
                  Take this time<span className={styles.visuallyHidden}>: {slot}</span>
                </button>
              </>
            ) : status === 'taken' ? (
              <p>
                <strong>The earlier time offered to you has been taken</strong> ({slot}). Another customer on the
                waitlist claimed it first. You are still on the waitlist for the next one.
              </p>
            ) : (
              <p>
                <strong>The offer has expired.</strong> {slot} was held for you until {clockTime(offer.expiresAt, zone)}
                . If it is still free it shows in the times below.
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
