// The order confirmation e-mail (issue 8): what was ordered, when the photographer comes, what it costs and when
// the media are due, sent to the billing contact, with links that open the change flow on the listing's dashboard
// (issue 16: modal=reschedule_{orderId} and cancel_{orderId}).
import { formatMoney } from '../../src/domain/money'
import type { BookingOrder } from '../../src/schemas/BookingOrder'
import type { Mail } from '../mail/mailer'

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso))

export function confirmationMail(order: BookingOrder, brandName: string, listingUrl: string, orderId: string): Mail {
  const { schedule, confirm, info } = order
  const money = (cents: number) => formatMoney(cents, { currency: info.currency })
  const time = schedule.selectedTime
  const photographer = schedule.photographers.find((p) => p.id === schedule.assignedPhotographerId)
  const redemption = confirm.planRedemption
  const total =
    confirm.productTotal -
    confirm.discountTotal -
    (redemption?.amount ?? 0) +
    confirm.travelTotal +
    confirm.priceAdjustmentsTotal +
    confirm.taxTotal
  const lines = [
    `Hello ${order.contact.billingContact.firstName},`,
    '',
    `Thank you for your order ${info.orderCode}. It is confirmed.`,
    '',
    `Address: ${order.address.location?.formattedAddress ?? order.address.userAddress}${order.address.unit ? `, unit ${order.address.unit}` : ''}`,
    time ? `Appointment: ${when(time.utc, time.timeZoneName)} (${time.timeZoneName})` : '',
    photographer ? `Photographer: ${photographer.name}` : '',
    ...order.product.products
      .filter((p) => p.quantity > 0)
      .map((p) => `- ${p.name ?? p.description}${p.unit === 'sq ft' ? ` (${p.quantity} sq ft)` : ''}`),
    // A listing the plan includes (issue 18): what it would have cost, taken off.
    redemption ? `${redemption.description}: ${formatMoney(-redemption.amount, { currency: info.currency })}` : '',
    '',
    `Total: ${money(total)} (tax ${money(confirm.taxTotal)} included)`,
    schedule.deliveryDeadline && time ? `Delivery by: ${when(schedule.deliveryDeadline, time.timeZoneName)}` : '',
    `Cancellation: ${schedule.cancellationPolicyDesc ?? ''}`,
    '',
    `Reschedule: ${listingUrl}/dashboard?modal=reschedule_${orderId}`,
    `Cancel: ${listingUrl}/dashboard?modal=cancel_${orderId}`,
    '',
    `Follow your order and find your media here: ${listingUrl}`,
    '',
    `The ${brandName} team`,
  ]
  return {
    to: order.contact.billingContact.email,
    subject: `Your ${brandName} order ${info.orderCode} is confirmed`,
    text: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'),
  }
}
