import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../pages/app/AccountPage'
import { controllerHead, requireKnownPath } from '../route-guards'

export const Route = createFileRoute('/account/{-$tourName}/{-$section}/{-$subSection}')({
  beforeLoad: ({ location }) => {
    requireKnownPath(location.pathname)
  },
  head: controllerHead('account'),
  component: AccountPage,
})
