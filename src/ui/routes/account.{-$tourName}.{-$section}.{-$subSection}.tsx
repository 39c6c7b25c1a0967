import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../pages/app/AccountPage'
import { controllerHead, requireKnownPath } from '../route-guards'
import { preloadRuntime } from '../use-app-runtime'

export const Route = createFileRoute('/account/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('account'),
  // Its views run effects: the runtime loads beside the route's code instead of after it.
  loader: ({ context }) => preloadRuntime(context.runtime),
  component: AccountPage,
})
