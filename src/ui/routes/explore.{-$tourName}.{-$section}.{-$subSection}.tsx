import { createFileRoute } from '@tanstack/react-router'
import { ListedListing } from '../features/listing-viewer/ListedListing'
import { ExplorePage } from '../pages/app/ExplorePage'
import { controllerHead, requireKnownPath } from '../route-guards'

export const Route = createFileRoute('/explore/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('explore'),
  component: ExploreRoute,
})

function ExploreRoute() {
  const { tourName, section, subSection } = Route.useParams()
  if (tourName) return <ListedListing scope="explore" tourName={tourName} section={section} subSection={subSection} />
  return <ExplorePage />
}
