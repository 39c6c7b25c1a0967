import { createFileRoute } from '@tanstack/react-router'
import { ListedListing } from '../features/listing-viewer/ListedListing'
import { MyListingsPage } from '../pages/app/MyListingsPage'
import { controllerHead, requireKnownPath } from '../route-guards'

export const Route = createFileRoute('/my/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('my'),
  component: MyRoute,
})

function MyRoute() {
  const { tourName, section, subSection } = Route.useParams()
  if (tourName) return <ListedListing scope="my" tourName={tourName} section={section} subSection={subSection} />
  return <MyListingsPage />
}
