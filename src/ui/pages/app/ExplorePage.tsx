import { SiteLink } from '../../components/site-link/SiteLink'
import { AppPage, Prompt, appPage as s } from './AppPage'

/** Explore (SPEC §2): 'Get inspired!' and a footer prompt to list with the product. */
export function ExplorePage() {
  return (
    <AppPage title="Get inspired!" lead="Walk through homes our photographers have captured, room by room.">
      <Prompt title="No listings to explore yet">
        <p>Published listings appear here as soon as their media is delivered.</p>
      </Prompt>
      <p className={s.footerPrompt}>
        Selling a home? <SiteLink to="/order">List it with Showhome</SiteLink> and have a page like these by the next
        business day.
      </p>
    </AppPage>
  )
}
