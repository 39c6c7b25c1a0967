// The e-mails of a completed change (issue 16): the billing contact and the photographer(s) hear that the
// appointment moved or was cancelled, with what it cost; a photographer taken off the order hears it too.
import { type Currency, formatMoney } from '../../src/domain/money'
import type { Order } from '../../src/schemas/Order'
import type { Mail } from '../mail/mailer'

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))

export interface ChangeMailFacts {
  readonly order: Order
  readonly cancelled: boolean
  /** The start before the change. */
  readonly from: string | null
  readonly timeZone: string
  /** What the change charged in all (0 when free or waived). */
  readonly chargedTotal: number
  readonly currency: Currency
  readonly brandName: string
  readonly listingUrl: string
  readonly photographers: ReadonlyArray<{ readonly email: string; readonly name: string }>
}

const join = (lines: ReadonlyArray<string>) =>
  lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n')

export function changeMails(f: ChangeMailFacts): Mail[] {
  const { order } = f
  const code = order.info.orderCode
  const address = order.address.location?.formattedAddress ?? order.address.userAddress
  const to = order.schedule.selectedTime?.utc ?? null
  const what = f.cancelled ? 'cancelled' : 'rescheduled'
  const times = [
    f.from ? `${f.cancelled ? 'Appointment was' : 'Was'}: ${when(f.from, f.timeZone)} (${f.timeZone})` : '',
    !f.cancelled && to ? `Now: ${when(to, f.timeZone)} (${f.timeZone})` : '',
  ]
  const charge =
    f.chargedTotal > 0
      ? `Late-change charge: ${formatMoney(f.chargedTotal, { currency: f.currency })} (tax included)`
      : 'There is no charge for this change.'
  const customer: Mail = {
    to: order.contact.billingContact.email,
    subject: `Your ${f.brandName} order ${code} was ${what}`,
    text: join([
      `Hello ${order.contact.billingContact.firstName},`,
      '',
      `Your order ${code} at ${address} was ${what}.`,
      '',
      ...times,
      !f.cancelled && order.schedule.deliveryDeadline
        ? `Delivery by: ${when(order.schedule.deliveryDeadline, f.timeZone)}`
        : '',
      charge,
      '',
      `Follow your order here: ${f.listingUrl}`,
      '',
      `The ${f.brandName} team`,
    ]),
  }
  const crew = f.photographers.map(
    (p): Mail => ({
      to: p.email,
      subject: `Appointment ${what}: ${code}, ${address}`,
      text: join([
        `Hello ${p.name},`,
        '',
        `The appointment for order ${code} at ${address} was ${what}.`,
        '',
        ...times,
      ]),
    }),
  )
  return order.contact.billingContact.email ? [customer, ...crew] : crew
}
