// The order flow's CONFIRM step body (SPEC §3 Order, §8 confirm errors[0], §9 Display): what is being ordered,
// when, for whom, the cancellation policy the order will have with its free-change deadline (issue 16), and the
// totals: products (a subscriber's plan price with the pay-as-you-go price struck through), the plan's included
// listing and the promo discount taken off, travel, adjustments, tax at its rate and the total, in the order's
// currency (issue 18). The promo box and 'Place your order' belong to the page around it.
import { formatDuration } from '../../../../domain/duration'
import { formatMoney, formatPrice } from '../../../../domain/money'
import { formatTaxRate, orderTotal } from '../../../../domain/order-totals'
import { quoteProduct } from '../../../../domain/pricing-tiers'
import { formatLocalTime } from '../../../../domain/time-slots'
import type { BookingOrder } from '../../../../schemas/BookingOrder'
import type { Contact } from '../../../../schemas/Contact'
import styles from './ConfirmStep.module.css'
import { StepError } from './fields'

/** 'Monday, May 4, 2026': a calendar day, read without any clock's zone moving it. */
const formatDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDate}T12:00:00Z`))

/** The delivery deadline on the order's wall clocks. */
const formatInstant = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))

const fullName = (contact: Contact) => [contact.firstName, contact.lastName].filter(Boolean).join(' ')

export function ConfirmStep({ order }: { order: BookingOrder }) {
  const currency = order.info.currency
  const money = (cents: number) => formatMoney(cents, { currency })
  const { schedule, confirm, contact } = order
  const chosen = order.product.products.filter((line) => line.quantity > 0)
  const photographerId = schedule.assignedPhotographerId ?? schedule.selectedPhotographerId
  const photographer = schedule.photographers.find((p) => p.id === photographerId)
  const time = schedule.selectedTime
  const address = order.address.location?.formattedAddress || order.address.userAddress

  return (
    <section className={styles.step} aria-labelledby="confirm-step-title">
      <h2 id="confirm-step-title" tabIndex={-1} className={styles.title}>
        Review your order
      </h2>
      <StepError message={confirm.errors[0]} />

      <div className={styles.summary}>
        <section className={styles.block} aria-labelledby="confirm-address">
          <h3 id="confirm-address">Property</h3>
          <p>{address}</p>
        </section>

        <section className={styles.block} aria-labelledby="confirm-appointment">
          <h3 id="confirm-appointment">Appointment</h3>
          {time ? (
            <dl className={styles.facts}>
              <dt>Date</dt>
              <dd>{formatDay(time.localDate)}</dd>
              <dt>Time</dt>
              <dd>
                {formatLocalTime(time.localTime)} <span className={styles.muted}>({time.timeZoneName})</span>
              </dd>
              <dt>Photographer</dt>
              <dd>{photographer?.name ?? 'Any photographer'}</dd>
              {photographer ? (
                <>
                  <dt>Duration</dt>
                  <dd>{formatDuration(photographer.appointmentDuration)}</dd>
                </>
              ) : null}
              {schedule.deliveryDeadline ? (
                <>
                  <dt>Delivery by</dt>
                  <dd>{formatInstant(schedule.deliveryDeadline, time.timeZoneName)}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p className={styles.muted}>No time chosen yet.</p>
          )}
        </section>

        <section className={styles.block} aria-labelledby="confirm-contacts">
          <h3 id="confirm-contacts">Contacts</h3>
          <ul className={styles.contacts}>
            {[contact.billingContact, ...contact.additionalContacts].map((person, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id; the list is read-only here.
              <li key={index}>
                <strong>{fullName(person)}</strong>
                {index === 0 ? <span className={styles.badge}>Billing</span> : null}
                <span className={styles.muted}>{[person.role, person.company].filter(Boolean).join(', ')}</span>
                <span>{[person.email, person.phone].filter(Boolean).join(' · ')}</span>
              </li>
            ))}
          </ul>
          {contact.specialInstructions ? (
            <p className={styles.note}>
              <span className={styles.muted}>Special instructions: </span>
              {contact.specialInstructions}
            </p>
          ) : null}
          {contact.photographerInstructions ? (
            <p className={styles.note}>
              <span className={styles.muted}>For the photographer: </span>
              {contact.photographerInstructions}
            </p>
          ) : null}
        </section>
      </div>

      <section className={styles.policy} aria-labelledby="confirm-policy">
        <h3 id="confirm-policy">Changes and cancellation</h3>
        {schedule.freeChangeUntil ? (
          <p>
            Free to reschedule or cancel until{' '}
            <strong>{formatInstant(schedule.freeChangeUntil, time?.timeZoneName ?? order.info.timeZone)}</strong>, from
            your listing's dashboard or the link in your confirmation e-mail.
          </p>
        ) : null}
        {schedule.cancellationPolicyDesc ? <p className={styles.muted}>{schedule.cancellationPolicyDesc}</p> : null}
      </section>

      <table className={styles.totals}>
        <caption className={styles.caption}>Order total</caption>
        <tbody>
          {chosen.map((line) => {
            const quote = quoteProduct(line.pricing, line.quantity)
            return (
              <tr key={line.id} className={styles.line}>
                <th scope="row">
                  {line.name ?? line.description}
                  {line.unit !== 'visit' ? (
                    <span className={styles.muted}>
                      {' '}
                      · {line.quantity.toLocaleString('en-US')} {line.unit}
                    </span>
                  ) : null}
                </th>
                <td>
                  {quote.showsOriginal && quote.listPrice !== undefined ? (
                    <s className={styles.listPrice}>
                      <span className={styles.visuallyHidden}>List price </span>
                      {formatPrice(quote.listPrice, { currency })}
                    </s>
                  ) : null}
                  {quote.price === undefined ? '—' : formatPrice(quote.price, { currency })}
                </td>
              </tr>
            )
          })}
          <tr className={styles.rule}>
            <th scope="row">Products</th>
            <td>{money(confirm.productTotal)}</td>
          </tr>
          {confirm.planRedemption ? (
            <tr className={styles.discount}>
              <th scope="row">{confirm.planRedemption.description}</th>
              <td>{money(-confirm.planRedemption.amount)}</td>
            </tr>
          ) : null}
          {confirm.discountTotal > 0 ? (
            <tr className={styles.discount}>
              <th scope="row">Discount{order.info.promoCode ? ` (${order.info.promoCode})` : ''}</th>
              <td>{money(-confirm.discountTotal)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Travel</th>
            <td>{money(confirm.travelTotal)}</td>
          </tr>
          {confirm.priceAdjustments.map((adjustment) => (
            <tr key={adjustment.id}>
              <th scope="row">{adjustment.description}</th>
              <td>{formatMoney(adjustment.amount, { currency, signed: true })}</td>
            </tr>
          ))}
          {confirm.priceAdjustments.length === 0 && confirm.priceAdjustmentsTotal !== 0 ? (
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
              {money(orderTotal(confirm))} <span className={styles.currency}>{currency}</span>
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}
