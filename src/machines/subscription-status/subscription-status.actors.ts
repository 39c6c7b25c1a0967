// Real effects of the Account page's plan panel: GET /finance/subscription and POST /finance/subscription/renewal.
import { Effect } from 'effect'
import { getSubscription, setSubscriptionRenewal } from '../../schemas/api/finance'
import { callApi } from '../../services/HttpClient'
import type { AppRuntime } from '../../services/runtime'
import { fromEffect } from '../shared/fromEffect'

export const subscriptionStatusActors = (runtime: AppRuntime) => ({
  loadSubscription: fromEffect(runtime, (_: undefined) =>
    callApi(getSubscription, {}).pipe(Effect.map((answer) => answer.subscription)),
  ),
  setRenewal: fromEffect(runtime, (request: { renew: boolean }) =>
    callApi(setSubscriptionRenewal, request).pipe(Effect.map((answer) => answer.subscription)),
  ),
})
