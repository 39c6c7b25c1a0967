// The change flow's confirm and complete steps (SPEC §4 Change flow; issue 16): the appointment before and after, the
// recomputed totals of a reschedule, the order's cancellation policy, and the live fee preview (the charge as it
// will be on confirming, the free-change deadline, an order admin's waiver). Figures are the server's; the chart
// asks again when the deadline passes, so what is shown here is what is charged.
import { useSelector } from '@xstate/react'
import { feePreview, msUntilChargeRises } from '../../../domain/change-flow'
import { countdown } from '../../../domain/countdown'
import { formatDuration } from '../../../domain/duration'
import { formatMoney } from '../../../domain/money'
import { formatTaxRate, orderTotal } from '../../../domain/order-totals'
import type { ChangeFlowActorRef } from '../../../machines/change-flow/change-flow.machine'
import type { ChangeTerms, Order, OrderSchedule } from '../../../schemas/Order'
import styles from './ChangeFlow.module.css'
import { OrderAdminPanel } from './OrderAdminPanel'

/** 'Sunday, December 6 at 10:00 AM CST' in the order's zone. */
export const appointmentWhen = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso))

const photographerOf = (schedule: OrderSchedule) => {
  const id = schedule.assignedPhotographerId ?? schedule.selectedPhotographerId
  return schedule.photographers.find((p) => p.id === id)
}

/**
 * 'Sunday, December 6, 10:00 AM CST' and who comes for how long. A reschedule keeps the shoot's length, so only the
 * appointment as booked names it (`withLength`).
 */
export function AppointmentText({
  schedule,
  timeZone,
  withLength = true,
}: {
  schedule: OrderSchedule
  timeZone: string
  withLength?: boolean
}) {
  const time = schedule.selectedTime
  const photographer = photographerOf(schedule)
  return (
    <>
      {time ? appointmentWhen(time.utc, timeZone) : 'No time'}
      {photographer ? (
        <span className={styles.muted}>
          {' '}
          · {photographer.name}
          {withLength ? `, ${formatDuration(photographer.appointmentDuration)}` : ''}
        </span>
      ) : null}
    </>
  )
}

function Appointment({
  label,
  schedule,
  timeZone,
  withLength = true,
}: {
  label: string
  schedule: OrderSchedule
  timeZone: string
  withLength?: boolean
}) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <AppointmentText schedule={schedule} timeZone={timeZone} withLength={withLength} />
      </dd>
    </>
  )
}

/** The time left to change for free, ticking (a timer role, so screen readers are not told every second). */
function FreeCountdown({ actor, terms }: { actor: ChangeFlowActorRef; terms: ChangeTerms }) {
  const now = useSelector(actor, (s) => s.context.now)
  const left = msUntilChargeRises(terms, now)
  if (left === undefined || left <= 0) return null
  return (
    <p className={styles.feeNote}>
      Time left to change for free:{' '}
      <strong role="timer" className={styles.countdown} data-testid="change-countdown">
        {countdown(left)}
      </strong>
    </p>
  )
}

export function ChangeConfirm({
  actor,
  order,
  adminElements,
}: {
  actor: ChangeFlowActorRef
  order: Order
  adminElements: boolean
}) {
  const kind = useSelector(actor, (s) => s.context.kind)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const submitting = useSelector(actor, (s) => s.matches('submitting'))
  const waive = useSelector(actor, (s) => s.context.waive)
  const callError = useSelector(actor, (s) => s.context.error)
  const { timeZone, currency } = order.info
  const money = (cents: number) => formatMoney(cents, { currency })
  const terms = order.changeTerms
  const fee = terms ? feePreview(terms, timeZone, currency) : null
  const original = order.originalSchedule ?? order.schedule
  const rescheduling = kind === 'reschedule'
  const message = callError ?? order.confirm.errors[0] ?? order.schedule.errors[0]
  const { confirm } = order
  const canWaive = order.info.isAdmin && adminElements && terms !== null && terms.charge > 0

  return (
    <div className={styles.confirm}>
      {message ? (
        <p className={styles.alert} role="alert">
          {message}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Appointment label={rescheduling ? 'From' : 'Appointment'} schedule={original} timeZone={timeZone} />
        {rescheduling ? (
          <Appointment label="To" schedule={order.schedule} timeZone={timeZone} withLength={false} />
        ) : null}
        {rescheduling && order.schedule.unavailableTimeSelected ? (
          <>
            <dt>Note</dt>
            <dd className={styles.warning}>Nobody is free at this time: it is forced, ignoring availability.</dd>
          </>
        ) : null}
        {rescheduling && order.schedule.deliveryDeadline ? (
          <>
            <dt>Delivery by</dt>
            <dd>{appointmentWhen(order.schedule.deliveryDeadline, timeZone)}</dd>
          </>
        ) : null}
      </dl>

      {rescheduling ? (
        <table className={styles.totals}>
          <caption className={styles.caption}>Order total after the change</caption>
          <tbody>
            <tr>
              <th scope="row">Products</th>
              <td>{money(confirm.productTotal)}</td>
            </tr>
            {confirm.planRedemption ? (
              <tr>
                <th scope="row">{confirm.planRedemption.description}</th>
                <td>{money(-confirm.planRedemption.amount)}</td>
              </tr>
            ) : null}
            {confirm.discountTotal > 0 ? (
              <tr>
                <th scope="row">Discount</th>
                <td>{money(-confirm.discountTotal)}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">
                Travel
                {order.originalConfirm && order.originalConfirm.travelTotal !== confirm.travelTotal ? (
                  <span className={styles.muted}> (was {money(order.originalConfirm.travelTotal)})</span>
                ) : null}
              </th>
              <td>{money(confirm.travelTotal)}</td>
            </tr>
            {confirm.priceAdjustmentsTotal !== 0 ? (
              <tr>
                <th scope="row">Adjustments</th>
                <td>{formatMoney(confirm.priceAdjustmentsTotal, { currency, signed: true })}</td>
              </tr>
            ) : null}
            <tr>
              <th scope="row">Tax {formatTaxRate(confirm.taxRate)}</th>
              <td>{money(confirm.taxTotal)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>
                {money(orderTotal(confirm))} <span className={styles.muted}>{currency}</span>
              </td>
            </tr>
          </tfoot>
        </table>
      ) : null}

      <section className={styles.fee} aria-labelledby="change-fee-title" aria-live="polite">
        <h3 id="change-fee-title" className={styles.feeTitle}>
          {rescheduling ? 'Late-change charge' : 'Cancellation charge'}
        </h3>
        <p className={styles.feeAmount} data-testid="change-charge">
          {fee?.charge ?? 'No charge'}
          {fee?.waived ? <span className={styles.badge}>Waived</span> : null}
        </p>
        {fee?.note ? <p className={styles.feeNote}>{fee.note}</p> : null}
        {terms ? <FreeCountdown actor={actor} terms={terms} /> : null}
        {order.schedule.cancellationPolicyDesc ? (
          <p className={styles.muted}>Cancellation policy: {order.schedule.cancellationPolicyDesc}</p>
        ) : null}
        {canWaive || (order.info.isAdmin && adminElements && waive) ? (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={waive}
              disabled={busy}
              onChange={(e) => actor.send({ type: 'waive.set', waive: e.target.checked })}
            />
            Waive the charge (order admin)
          </label>
        ) : null}
      </section>

      {order.info.isAdmin && adminElements ? <OrderAdminPanel flow={actor} order={order} /> : null}

      <div className={styles.nav}>
        {rescheduling ? (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => actor.send({ type: 'back' })}
          >
            Back
          </button>
        ) : (
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => actor.send({ type: 'close' })}
          >
            Keep my appointment
          </button>
        )}
        <button
          type="button"
          className={rescheduling ? styles.primary : styles.danger}
          disabled={busy}
          aria-busy={submitting || undefined}
          onClick={() => actor.send({ type: 'submit' })}
        >
          {submitting ? 'Saving…' : rescheduling ? 'Confirm the new time' : 'Cancel the appointment'}
        </button>
      </div>
    </div>
  )
}

export function ChangeComplete({ actor, order }: { actor: ChangeFlowActorRef; order: Order }) {
  const kind = useSelector(actor, (s) => s.context.kind)
  const email = useSelector(actor, (s) => s.context.billingContactEmail)
  const { timeZone } = order.info
  const time = order.schedule.selectedTime
  const last = order.changes.at(-1)
  return (
    <div className={styles.complete} role="status">
      <h3 className={styles.completeTitle}>
        {kind === 'cancel' ? 'Your appointment is cancelled' : 'Your appointment is rescheduled'}
      </h3>
      {kind === 'reschedule' && time ? (
        <p>
          New time: <strong>{appointmentWhen(time.utc, timeZone)}</strong>
        </p>
      ) : null}
      {last ? (
        <p className={styles.muted}>
          {last.kind === 'cancelled' ? 'Cancelled' : 'Rescheduled'} by {last.byName}.
        </p>
      ) : null}
      {email ? <p>We sent the details to {email}.</p> : null}
      <div className={styles.nav}>
        <span />
        <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'close' })}>
          Done
        </button>
      </div>
    </div>
  )
}
