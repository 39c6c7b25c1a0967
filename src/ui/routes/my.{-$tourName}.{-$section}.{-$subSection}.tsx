import { createFileRoute } from '@tanstack/react-router'
import { MyListingsPage } from '../pages/app/MyListingsPage'
import { controllerHead, requireKnownPath } from '../route-guards'

export const Route = createFileRoute('/my/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('my'),
  component: MyListingsPage,
})
