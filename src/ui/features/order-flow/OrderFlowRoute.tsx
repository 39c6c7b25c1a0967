// The order flow as the /order route shows it: starts the order-flow chart (with its real effects, bound in this
// chunk) from the booking start request the URL carries, keeps it told who is signed in, and opens the account
// dialog when the visitor asks to sign in.
import { useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { startRequestFrom } from '../../../domain/booking-steps'
import { validateAppSearch } from '../../../schemas/search/validate-app-search'
import { useApp } from '../../use-app'
import { useChartActor } from '../../use-chart-actor'
import { OrderFlow } from './OrderFlow'
import { useOrderFlowMachines } from './order-flow-machines'

export function OrderFlowRoute() {
  const app = useApp()
  const user = useSelector(app, (s) => s.context.user)
  const rawSearch = useRouterState({ select: (s) => s.location.search })
  // The booking starts once, with what the address said when the page opened.
  const [start] = useState(() => startRequestFrom(validateAppSearch(rawSearch as Record<string, unknown>)))
  const { orderFlow } = useOrderFlowMachines()
  const actor = useChartActor(orderFlow, { input: { start, user } })
  useEffect(() => {
    actor.send({ type: 'session.changed', user })
  }, [actor, user])
  return (
    <OrderFlow
      actor={actor}
      signedIn={user !== null}
      onSignIn={() => app.send({ type: 'account.open', tab: 'signIn' })}
    />
  )
}
