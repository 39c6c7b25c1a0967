// The listing viewer (SPEC §2 Listing viewer): renders what the listing-viewer chart says, never decides. Loading,
// passcode, not found, cannot be viewed, or the listing with its header, section selector and current section.
import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { layoutSubject } from '../../../domain/viewer-layout'
import type { SectionEntry } from '../../../domain/viewer-sections'
import type { Listing } from '../../../schemas/Listing'
import { ErrorPage } from '../../pages/ErrorPage'
import { useApp } from '../../use-app'
import { EmbedApiContext, useEmbedApi } from './embed-api'
import { ListingHeader } from './ListingHeader'
import { ListingNotViewable, ListingUnavailable } from './ListingUnavailable'
import styles from './ListingViewer.module.css'
import { type ListingListNav, ListNav } from './ListNav'
import { PasscodePrompt } from './PasscodePrompt'
import { PageAnalytics } from './page-analytics'
import { SectionSelector } from './SectionSelector'
import { InfoSection } from './sections/InfoSection'
import { SectionPending } from './sections/SectionPending'
import { TourPending } from './sections/TourPending'
import { warmTour } from './tour/warm-tour'
import { useListingViewer, useViewerSettings, type ViewerPlace, type ViewerSettings } from './useListingViewer'
import { ViewerExtras } from './ViewerExtras'

const PhotosSection = lazy(() => import('./sections/PhotosSection'))
const TourAndPlan = lazy(() => import('./sections/TourAndPlan'))
const DashboardSection = lazy(() => import('./sections/DashboardSection'))

export function ListingViewer({ place, list }: { place: ViewerPlace; list?: ListingListNav }) {
  const settings = useViewerSettings()
  if (place.section === 'tour') warmTour()
  const actor = useListingViewer(place, settings)
  const state = useSelector(actor, (s) => s)
  const { listing, sections, section, error, dashboardRefusedFor } = state.context
  const embedApi = useEmbedApi(settings, place.tourName, section)

  if (state.hasTag('passcode')) return <PasscodePrompt actor={actor} tourName={place.tourName} />
  if (state.hasTag('notFound')) return <ListingUnavailable tourName={place.tourName} />
  if (state.hasTag('notViewable')) return <ListingNotViewable />
  // The loader already tried 4 times (SPEC §8: it retries 3 times, then falls back to the 500 page); Try again asks
  // once more without reloading the app.
  if (state.matches('failed')) return <ErrorPage text={error} onRetry={() => actor.send({ type: 'retry' })} />
  if (!listing || !section) return <ViewerSkeleton />

  const { mode } = settings
  return (
    <EmbedApiContext.Provider value={embedApi}>
      <PageAnalytics>
        <main className={styles.viewer} id="main" data-section={section}>
          {list && !mode.unbranded ? <ListNav list={list} current={listing.tourName} search={settings.search} /> : null}
          {mode.tourOnly ? null : <ListingHeader listing={listing} settings={settings} />}
          {/* Tour-only hides the toolbar and the header (SPEC §6): the page is the section alone. */}
          {mode.tourOnly ? null : (
            <SectionSelector sections={sections} current={section} basePath={place.basePath} search={settings.search} />
          )}
          {dashboardRefusedFor === section ? <DashboardRefused /> : null}
          <div className={styles.section}>
            <Suspense
              fallback={
                section === 'tour' ? (
                  <TourPending hasPlan={layoutSubject(listing, sections).hasPlan} />
                ) : (
                  <SectionPending />
                )
              }
            >
              <CurrentSection
                listing={listing}
                section={section}
                sections={sections}
                place={place}
                settings={settings}
              />
            </Suspense>
          </div>
          <ViewerExtras
            listing={listing}
            settings={settings}
            onListingChanged={() => actor.send({ type: 'listing.changed' })}
          />
        </main>
      </PageAnalytics>
    </EmbedApiContext.Provider>
  )
}

function CurrentSection({
  listing,
  section,
  sections,
  place,
  settings,
}: {
  listing: Listing
  section: string
  sections: ReadonlyArray<SectionEntry>
  place: ViewerPlace
  settings: ViewerSettings
}) {
  switch (section) {
    case 'info':
      return <InfoSection listing={listing} basePath={place.basePath} sections={sections} settings={settings} />
    case 'photos':
      return <PhotosSection listing={listing} place={place} settings={settings} />
    // One element for both, so the tour lives on (same WebGL context, same view) between them on wide screens.
    case 'tour':
    case 'floorplan':
      // The server renders the tour's place and leaves the tour to the browser (the page's first paint draws in it).
      if (import.meta.env.SSR && section === 'tour')
        return <TourPending hasPlan={layoutSubject(listing, sections).hasPlan} />
      return (
        <TourAndPlan
          listing={listing}
          sections={sections}
          section={section}
          settings={settings}
          basePath={place.basePath}
        />
      )
    default:
      return <DashboardSection listing={listing} place={place} settings={settings} />
  }
}

/**
 * Why the dashboard the address asked for is not shown (SPEC: 'Your account does not own this listing.' for a
 * verified user without the permission); someone signed out or unverified is told what would open it.
 */
function DashboardRefused() {
  const app = useApp()
  const user = useSelector(app, (s) => s.context.user)
  const text = !user
    ? 'Sign in with the account that owns this listing to see its dashboard.'
    : user.isVerified
      ? 'Your account does not own this listing.'
      : 'Please verify your e-mail address to see the dashboards of your listings.'
  return (
    <p className={styles.refused} role="alert">
      {text}
    </p>
  )
}

/** The page's shape while the listing loads, so nothing jumps when it arrives. */
function ViewerSkeleton() {
  return (
    <main className={styles.viewer} id="main" aria-busy="true">
      <p className={styles.visuallyHidden} role="status">
        Loading the listing…
      </p>
      <div className={styles.skeletonHero} />
      <div className={styles.skeletonLines}>
        <span />
        <span />
        <span />
      </div>
    </main>
  )
}

export { useViewerSettings }
