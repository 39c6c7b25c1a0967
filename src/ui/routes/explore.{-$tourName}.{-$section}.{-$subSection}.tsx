import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { ExplorePage } from '../pages/app/ExplorePage'
import { controllerHead, requireKnownPath } from '../route-guards'
import { preload } from '../use-app-runtime'

// The list page is the common visit; the viewer's code loads only when a listing is opened from it.
const ListedListing = lazy(() =>
  import('../features/listing-viewer/ListedListing').then((m) => ({ default: m.ListedListing })),
)

export const Route = createFileRoute('/explore/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('explore'),
  // Its views run effects: the runtime loads beside the route's code instead of after it.
  loader: ({ context }) => preload(context.runtime, context.machines.listingList),
  component: ExploreRoute,
})

function ExploreRoute() {
  const { tourName, section, subSection } = Route.useParams()
  if (tourName) {
    return (
      <Suspense fallback={null}>
        <ListedListing scope="explore" tourName={tourName} section={section} subSection={subSection} />
      </Suspense>
    )
  }
  return <ExplorePage />
}
