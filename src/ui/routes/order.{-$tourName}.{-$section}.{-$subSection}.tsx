import { createFileRoute } from '@tanstack/react-router'
import { CreateListingPage } from '../pages/app/CreateListingPage'
import { controllerHead, requireKnownPath } from '../route-guards'

export const Route = createFileRoute('/order/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('order'),
  component: CreateListingPage,
})
