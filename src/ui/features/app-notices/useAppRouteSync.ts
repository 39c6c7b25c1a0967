// Keeps the app chart told of the route (SPEC §2: the URL is the truth for the open modal and the navigation
// mode), and performs the navigation the chart asks for. Mounted once, in the root layout.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { AppSearch } from '../../../schemas/search/app'
import { useApp, useNavigation } from '../../use-app'

export function useAppRouteSync() {
  const app = useApp()
  const navigate = useNavigate()
  const { mode } = useNavigation()
  const modal = useRouterState({ select: (s) => (s.location.search as AppSearch).modal })

  useEffect(() => {
    app.send({ type: 'route.changed', mode, ...(modal === undefined ? {} : { modal }) })
  }, [app, mode, modal])

  useEffect(() => {
    const subscription = app.on('navigate', (event) => {
      void navigate({ to: event.to })
    })
    return () => subscription.unsubscribe()
  }, [app, navigate])
}
