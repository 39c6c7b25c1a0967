import { createFileRoute } from '@tanstack/react-router'
import { ExplorePage } from '../pages/app/ExplorePage'
import { controllerHead, requireKnownPath } from '../route-guards'

export const Route = createFileRoute('/explore/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('explore'),
  component: ExplorePage,
})
