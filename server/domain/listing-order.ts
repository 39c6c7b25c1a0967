// /order/{tourName} (SPEC §2: the order controller with a listing): an order for that listing's address. The page
// answers with /order and the booking start's `address` and `addressUnit` parameters (SPEC §2 query parameters),
// which the order flow already starts from, so a link from a listing, an e-mail or a bookmark orders for its home.

export interface ListingPlace {
  readonly street: string
  readonly unit: string | null
  readonly city: string
  readonly region: string
  readonly postalCode: string
}

/** '12 Maple St, Evanston, IL 60201': the parts the listing has, in the order a geocoder reads them. */
export const orderAddressText = (place: ListingPlace) =>
  [place.street, place.city, [place.region, place.postalCode].filter((part) => part.trim() !== '').join(' ')]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ')

/**
 * The /order address for the listing, keeping the parameters the link came with (a promo code, utm fields); an
 * address the link names itself wins over the listing's.
 */
export function listingOrderPath(place: ListingPlace, query: URLSearchParams): string {
  const params = new URLSearchParams(query)
  if (!params.has('address')) {
    params.set('address', orderAddressText(place))
    if (place.unit?.trim()) params.set('addressUnit', place.unit.trim())
    else params.delete('addressUnit')
  }
  return `/order?${params.toString()}`
}
