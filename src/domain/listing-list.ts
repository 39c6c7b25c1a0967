// What a listing list shows (SPEC §2 Explore and My listings, §9): the filter box once there are more than 15
// listings or a filter is set, '{n} listing(s)', and the footer 'Showing/No result(s) for search filter'.
import { LISTING_FILTER_THRESHOLD } from '../schemas/constants'

export const showsFilterBox = (totalCount: number, filter: string | undefined) =>
  totalCount > LISTING_FILTER_THRESHOLD || (filter !== undefined && filter.trim() !== '')

export const countText = (n: number) => `${n.toLocaleString('en-US')} listing${n === 1 ? '' : 's'}`

/** The footer line under a filtered list, or undefined when no filter is set. */
export function filterFooter(totalCount: number, filter: string | undefined): string | undefined {
  if (filter === undefined || filter.trim() === '') return undefined
  if (totalCount === 0) return 'No results for search filter'
  return `Showing ${totalCount === 1 ? 'result' : 'results'} for search filter`
}

/** '3 bd · 2.5 ba · 2,564 SF' from whatever facts a listing has. */
export function statsLine(
  stats: { bedroomsPrimary: number | null; bathroomsPrimary: number | null } | null,
  area: string | undefined,
): string {
  if (!stats) return area ?? ''
  const parts: string[] = []
  if (stats.bedroomsPrimary !== null) parts.push(`${stats.bedroomsPrimary} bd`)
  if (stats.bathroomsPrimary !== null) parts.push(`${stats.bathroomsPrimary} ba`)
  if (area) parts.push(area)
  return parts.join(' · ')
}

/** The state a card shows over its photo: offline, protected, or media still to come (SPEC §2 lists, §3 Status). */
export function listingBadges(listing: {
  offline: boolean
  passcode: boolean
  tourReady: boolean
  fullyDelivered: boolean | null
}): string[] {
  const badges: string[] = []
  if (listing.offline) badges.push('Offline')
  if (listing.passcode) badges.push('Passcode')
  if (listing.fullyDelivered === false) badges.push(listing.tourReady ? 'More media coming' : 'In production')
  return badges
}

/** The listings before and after `current` in a list (none at the ends), and its position; undefined if absent. */
export function neighbours(tourNames: ReadonlyArray<string>, current: string) {
  const index = tourNames.indexOf(current)
  if (index < 0) return { previous: undefined, next: undefined, position: undefined }
  return { previous: tourNames[index - 1], next: tourNames[index + 1], position: index }
}
