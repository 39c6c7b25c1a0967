import { lazy, Suspense } from 'react'
import { AppPage } from './AppPage'

// The order flow (its charts, steps, calendar and map) is its own chunk: pages that never order do not load it.
const OrderFlowRoute = lazy(() =>
  import('../../features/order-flow/OrderFlowRoute').then((m) => ({ default: m.OrderFlowRoute })),
)

/** Create listing (SPEC §2 order controller): the order flow. */
export function CreateListingPage() {
  return (
    <AppPage title="Create listing" lead="Book a photographer for a 3D tour, photos, video and a floor plan.">
      <Suspense fallback={<p>Loading the order form…</p>}>
        <OrderFlowRoute />
      </Suspense>
    </AppPage>
  )
}
