import { createFileRoute, redirect } from '@tanstack/react-router'
import { isViewerSection } from '../../domain/app-path'
import { BRAND } from '../brand'
import { ListingViewer } from '../features/listing-viewer/ListingViewer'
import { titleFromTourName } from '../features/listing-viewer/title'
import { requireKnownPath } from '../route-guards'
import { preloadRuntime } from '../use-app-runtime'

/** A listing's public page, /{tourName}[/{section}[/{subSection}]] (SPEC §2). */
export const Route = createFileRoute('/$tourName/{-$section}/{-$subSection}')({
  beforeLoad: ({ location, params }) => {
    requireKnownPath(location.pathname)
    // An unknown section goes to the listing's default section rather than a dead end.
    if (params.section !== undefined && !isViewerSection(params.section)) {
      throw redirect({
        to: '/$tourName/{-$section}/{-$subSection}',
        params: { tourName: params.tourName, section: undefined, subSection: undefined },
        search: (prev) => prev,
        replace: true,
      })
    }
  },
  head: ({ params }) => ({ meta: [{ title: `${titleFromTourName(params.tourName)} · ${BRAND}` }] }),
  // Its views run effects: the runtime loads beside the route's code instead of after it.
  loader: ({ context }) => preloadRuntime(context.runtime),
  component: ListingRoute,
})

function ListingRoute() {
  const { tourName, section, subSection } = Route.useParams()
  const name = tourName.toLowerCase()
  return <ListingViewer place={{ basePath: `/${name}`, tourName: name, section, subSection }} />
}
