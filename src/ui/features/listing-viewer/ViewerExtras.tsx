// What the listing page runs besides its sections: the share modal and the change flow's modal (from the `modal`
// parameter) and the update notice (HEAD on the page every 60 s, SPEC §4). The page analytics wrap the whole page
// (page-analytics.tsx), so the tour can report its scenes.
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useCallback } from 'react'
import { shareOffered } from '../../../domain/listing-header'
import { type ModalParam, parseModalParam } from '../../../domain/modal-param'
import type { Listing } from '../../../schemas/Listing'
import { useApp } from '../../use-app'
import { useChartActor } from '../../use-chart-actor'
import { ShareModal } from '../share-modal/ShareModal'
import type { ViewerSettings } from './useListingViewer'
import styles from './ViewerExtras.module.css'
import { useViewerMachines } from './viewer-machines'

// The change flow is its own chunk: most visitors never reschedule.
const ChangeModal = lazy(() => import('../change-flow/ChangeModal'))

export function ViewerExtras({
  listing,
  settings,
  onListingChanged,
}: {
  listing: Listing
  settings: ViewerSettings
  /** An order of the listing changed: read the listing again. */
  onListingChanged: () => void
}) {
  const modal = parseModalParam(settings.search.modal)
  // The server renders the page without a window (scripts/prerender.ts); the share dialog is never open there.
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  const publicUrl = `${origin}/${listing.tourName}`
  return (
    <>
      {modal?.kind === 'share' && shareOffered(listing, settings.mode.unbranded) ? (
        <ShareModal listing={listing} tab={modal.tab} publicUrl={publicUrl} />
      ) : null}
      {modal?.kind === 'reschedule' || modal?.kind === 'cancel' ? (
        <ChangeModalHost modal={modal} onListingChanged={onListingChanged} />
      ) : null}
      <UpdateNotice path={`/${listing.tourName}`} />
    </>
  )
}

/** The change flow for the order the address names; a new chart whenever the order, the kind or the user changes. */
function ChangeModalHost({
  modal,
  onListingChanged,
}: {
  modal: Extract<ModalParam, { kind: 'reschedule' | 'cancel' }>
  onListingChanged: () => void
}) {
  const app = useApp()
  const user = useSelector(app, (s) => s.context.user?.email ?? null)
  const adminElements = useSelector(app, (s) => s.context.adminElementsEnabled)
  const navigate = useNavigate()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const close = useCallback(
    (changed: boolean) => {
      void navigate({
        to: pathname as '/',
        search: ((prev: Record<string, unknown>) => ({ ...prev, modal: undefined })) as never,
        resetScroll: false,
      })
      if (changed) onListingChanged()
    },
    [navigate, pathname, onListingChanged],
  )
  return (
    <Suspense fallback={null}>
      <ChangeModal
        key={`${modal.kind}-${modal.orderId}-${user ?? ''}`}
        orderId={modal.orderId}
        kind={modal.kind}
        date={modal.kind === 'reschedule' ? modal.date : undefined}
        adminElements={adminElements}
        signedIn={user !== null}
        onSignIn={() => app.send({ type: 'account.open', tab: 'signIn' })}
        onClose={close}
      />
    </Suspense>
  )
}

function UpdateNotice({ path }: { path: string }) {
  const machine = useViewerMachines().updateNotice
  const actor = useChartActor(machine, { input: { url: path } })
  const shown = useSelector(actor, (s) => s.hasTag('notice'))
  // Where the chart is: checking, waiting (for the next check), notice or refreshing.
  const phase = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : s.value.watching))
  // The live region stays in the page, empty until the notice fills it: screen readers announce a change inside a
  // status region they already know of, not always one added along with its text.
  return (
    <div className={shown ? styles.notice : undefined} role="status" data-update-check={phase}>
      {shown ? (
        <>
          <p>This listing has been updated.</p>
          <span className={styles.noticeActions}>
            <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'later' })}>
              Later
            </button>
            <button type="button" className={styles.primary} onClick={() => actor.send({ type: 'refresh' })}>
              Refresh
            </button>
          </span>
        </>
      ) : null}
    </div>
  )
}
