// What the change flow says about the waitlist's offers (issue 16): the freed times held for this order, and the one
// its e-mail link pointed at once that is no longer held (expired or taken), with the countdowns they show. The server
// says which offers exist and their state when asked; the clock only turns a held offer expired when its time runs out
// while the modal is open.

import type { WaitlistOffer } from '../schemas/Order'
import type { ChangeDraft } from './change-flow'

export type OfferStatus = WaitlistOffer['status']

export interface OfferNotice {
  readonly offer: WaitlistOffer
  readonly status: OfferStatus
  /** Milliseconds the offer is still held for (0 once it is not). */
  readonly msLeft: number
}

/** Held offers, and the others the link's day names (so an expired link says so and old offers stay quiet). */
export function offerNotices(
  offers: ReadonlyArray<WaitlistOffer>,
  now: number,
  linkDate: string | undefined,
): ReadonlyArray<OfferNotice> {
  return offers
    .map((offer) => {
      const msLeft = Math.max(Date.parse(offer.expiresAt) - now, 0)
      const status: OfferStatus = offer.status === 'held' && msLeft === 0 ? 'expired' : offer.status
      return { offer, status, msLeft: status === 'held' ? msLeft : 0 }
    })
    .filter((notice) => notice.status === 'held' || notice.offer.time.localDate === linkDate)
}

/** Taking an offer chooses its time and photographer, as picking them in the time list would. */
export const draftFromOffer = (offer: WaitlistOffer, draft: ChangeDraft): ChangeDraft => ({
  ...draft,
  selectedPhotographerId: offer.photographerId,
  selectedTime: offer.time,
  ignoreAvailability: false,
})
