// Starts a listing-list chart for a route and keeps it in step with the address and the session; puts committed
// filters and page changes into the address (the URL is the truth for the list's state).
import { useNavigate, useRouteContext, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { useEffect, useMemo } from 'react'
import type { ListingScope } from '../../../machines/listing-list/listing-list.machine'
import { type AppSearch, listTermsFrom, validateAppSearch } from '../../../schemas/search/validate-app-search'
import { stringifyPlainSearch } from '../../search'
import { useApp } from '../../use-app'
import { useLoaded } from '../../use-app-runtime'
import { useChartActor } from '../../use-chart-actor'

export function useListingList(scope: ListingScope) {
  const machine = useLoaded(useRouteContext({ from: '__root__', select: (c) => c.machines.listingList }))
  const app = useApp()
  const signedIn = useSelector(app, (s) => s.hasTag('signedIn'))
  const rawSearch = useRouterState({ select: (s) => s.location.search })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const search = useMemo(() => validateAppSearch(rawSearch as Record<string, unknown>), [rawSearch])
  const terms = useMemo(() => listTermsFrom(search), [search])
  const termsKey = JSON.stringify(terms)
  const navigate = useNavigate()
  const actor = useChartActor(machine, { input: { scope, terms, signedIn } })

  // biome-ignore lint/correctness/useExhaustiveDependencies: termsKey stands for terms' content.
  useEffect(() => {
    actor.send({ type: 'terms.changed', terms })
  }, [actor, termsKey])
  useEffect(() => {
    actor.send({ type: 'session.changed', signedIn })
  }, [actor, signedIn])

  const go = (changes: Partial<AppSearch>) =>
    navigate({ to: pathname as '/', search: { ...search, ...changes } as never, resetScroll: 'page' in changes })
  useEffect(() => {
    const subscription = actor.on('search.commit', (event) => {
      void navigate({
        to: pathname as '/',
        search: { ...search, filter: event.filter, page: undefined } as never,
        replace: true,
      })
    })
    return () => subscription.unsubscribe()
  }, [actor, navigate, pathname, search])

  return {
    actor,
    pageHref: (page: number) =>
      `${pathname}${stringifyPlainSearch({ ...search, page: page === 1 ? undefined : page })}`,
    onPage: (page: number) => {
      void go({ page: page === 1 ? undefined : page })
      window.scrollTo({ top: 0 })
    },
  }
}
