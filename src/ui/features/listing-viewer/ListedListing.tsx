// A listing opened from a list (/explore/{tourName}, /my/{tourName}): the viewer with previous, next and close
// between the list's listings (SPEC §2 Listing lists). The list is the same page of the same search the visitor
// came from, since the list's terms stay in the address.
import { useSelector } from '@xstate/react'
import type { ListingScope } from '../../../machines/listing-list/listing-list.machine'
import { useListingList } from '../listing-list/useListingList'
import { ListingViewer } from './ListingViewer'

const LIST_LABELS: Record<ListingScope, string> = { explore: 'Explore', my: 'My listings' }

export function ListedListing({
  scope,
  tourName,
  section,
  subSection,
}: {
  scope: ListingScope
  tourName: string
  section: string | undefined
  subSection: string | undefined
}) {
  const list = useListingList(scope)
  const tourNames = useSelector(list.actor, (s) => s.context.page?.listings.map((l) => l.tourName) ?? [], sameNames)
  const name = tourName.toLowerCase()
  return (
    <ListingViewer
      place={{ basePath: `/${scope}/${name}`, tourName: name, section, subSection }}
      list={{ tourNames, listPath: `/${scope}`, label: LIST_LABELS[scope] }}
    />
  )
}

const sameNames = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  a.length === b.length && a.every((name, i) => name === b[i])
