import { BRAND } from '../../brand'
import { SiteLink } from '../../components/site-link/SiteLink'
import { ListingList } from '../../features/listing-list/ListingList'
import { useListingList } from '../../features/listing-list/useListingList'
import { AppPage, Prompt, appPage as s } from './AppPage'

/** Explore (SPEC §2): 'Get inspired!', every public listing, and a footer prompt to list with the product. */
export function ExplorePage() {
  const list = useListingList('explore')
  return (
    <AppPage title="Get inspired!" lead="Walk through homes our photographers have captured, room by room.">
      <ListingList
        actor={list.actor}
        hrefFor={(tourName) => `/explore/${tourName}`}
        pageHref={list.pageHref}
        onPage={list.onPage}
        empty={
          <Prompt title="No listings to explore yet">
            <p>Published listings appear here as soon as their media is delivered.</p>
          </Prompt>
        }
      />
      <p className={s.footerPrompt}>
        Selling a home? <SiteLink to="/order">List it with {BRAND}</SiteLink> and have a page like these by the next
        business day.
      </p>
    </AppPage>
  )
}
