import { createFileRoute } from '@tanstack/react-router'
import { CreateListingPage } from '../pages/app/CreateListingPage'
import { controllerHead, requireKnownPath } from '../route-guards'
import { preloadRuntime } from '../use-app-runtime'

export const Route = createFileRoute('/order/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('order'),
  // Its views run effects: the runtime loads beside the route's code instead of after it.
  loader: ({ context }) => preloadRuntime(context.runtime),
  component: CreateListingPage,
})
