// The change flow's modal (SPEC §2 modal reschedule_{orderId}[_{date}] and cancel_{orderId}; §4 Change flow; issue
// 16): loading, a failure with the way out (try again, or sign in), the policy's refusal to move the order, the
// selection step (the order flow's SCHEDULE step itself), confirm with the live fee preview, and complete. Every rule
// lives in the change-flow chart; this view selects and sends.
import { useSelector } from '@xstate/react'
import { useEffect, useId } from 'react'
import type { ChangeDraft, ChangeKind } from '../../../domain/change-flow'
import { type ChangeFlowActorRef, canGoNext, changeViewOf } from '../../../machines/change-flow/change-flow.machine'
import type { Order } from '../../../schemas/Order'
import { Modal } from '../../components/modal/Modal'
import { CONTACT, mailto } from '../../pages/marketing/contact'
import { useChartActor } from '../../use-chart-actor'
import { ScheduleStep } from '../order-flow/steps/ScheduleStep'
import { WaitlistSetting } from '../placed-orders/WaitlistSetting'
import { AppointmentText, ChangeComplete, ChangeConfirm } from './ChangeConfirm'
import styles from './ChangeFlow.module.css'
import { useChangeFlowMachine } from './change-flow-machine'
import { WaitlistOffers } from './WaitlistOffers'

export interface ChangeModalProps {
  readonly orderId: string
  readonly kind: ChangeKind
  readonly date?: string | undefined
  /** Admin-only elements are shown (the app's local toggle). */
  readonly adminElements: boolean
  readonly signedIn: boolean
  readonly onSignIn: () => void
  /** Closes the modal; `changed` when the order was rescheduled or cancelled (the page then shows it anew). */
  readonly onClose: (changed: boolean) => void
}

export const CHANGE_TITLES: Record<ChangeKind, string> = {
  reschedule: 'Reschedule your appointment',
  cancel: 'Cancel your appointment',
}

export default function ChangeModal(props: ChangeModalProps) {
  const machine = useChangeFlowMachine()
  const actor = useChartActor(machine, {
    input: { orderId: props.orderId, kind: props.kind, date: props.date },
  })
  return <ChangeFlowView actor={actor} {...props} />
}

/** The modal over a running change-flow chart (the model-based tests drive this with stub effects). */
export function ChangeFlowView({ actor, ...props }: ChangeModalProps & { actor: ChangeFlowActorRef }) {
  const headingId = useId()
  const { onClose } = props
  useEffect(() => {
    const subscription = actor.on('close', () => onClose(actor.getSnapshot().matches('complete')))
    return () => subscription.unsubscribe()
  }, [actor, onClose])
  const view = useSelector(actor, changeViewOf)
  const kind = useSelector(actor, (s) => s.context.kind)
  const order = useSelector(actor, (s) => s.context.order)
  return (
    <Modal
      labelledBy={headingId}
      onClose={() => actor.send({ type: 'close' })}
      size={view === 'selection' ? 'large' : 'wide'}
    >
      <div className={styles.flow} data-change-step={view}>
        <header className={styles.header}>
          <h2 id={headingId} className={styles.title}>
            {CHANGE_TITLES[kind]}
          </h2>
          {order ? <OrderLine order={order} /> : null}
        </header>
        <ChangeBody actor={actor} view={view} order={order} {...props} />
      </div>
    </Modal>
  )
}

function OrderLine({ order }: { order: Order }) {
  const address = order.address.location?.formattedAddress || order.address.userAddress
  return (
    <p className={styles.subtitle}>
      Order {order.info.orderCode} · {address}
    </p>
  )
}

function ChangeBody({
  actor,
  view,
  order,
  ...props
}: ChangeModalProps & { actor: ChangeFlowActorRef; view: ReturnType<typeof changeViewOf>; order: Order | null }) {
  const error = useSelector(actor, (s) => s.context.error)
  switch (view) {
    case 'loading':
      return (
        <p role="status" className={styles.status}>
          <span className={styles.spinner} aria-hidden="true" /> Opening your order…
        </p>
      )
    case 'failed':
      return (
        <div className={styles.failed}>
          <p role="alert">{error}</p>
          <div className={styles.actions}>
            {props.signedIn ? null : (
              <button type="button" className={styles.primary} onClick={props.onSignIn}>
                Sign in to change your order
              </button>
            )}
            <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'retry' })}>
              Try again
            </button>
          </div>
        </div>
      )
    case 'notReschedulable':
      return (
        <div className={styles.failed}>
          <p role="alert">
            This order can be cancelled but cannot be rescheduled. Please contact us if you require a reschedule.
          </p>
          <p>
            <a href={mailto(CONTACT.support, `Reschedule ${order?.info.orderCode ?? ''}`)}>{CONTACT.support}</a>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'close' })}>
              Keep my appointment
            </button>
            <button type="button" className={styles.danger} onClick={() => actor.send({ type: 'cancelInstead' })}>
              Cancel it instead
            </button>
          </div>
        </div>
      )
    case 'selection':
      return order ? (
        <Selection actor={actor} order={order} adminElements={props.adminElements} date={props.date} />
      ) : null
    case 'confirm':
      return order ? <ChangeConfirm actor={actor} order={order} adminElements={props.adminElements} /> : null
    case 'complete':
      return order ? <ChangeComplete actor={actor} order={order} /> : null
  }
}

const NO_ERRORS: Readonly<Record<string, string>> = {}
const NOTHING_TOUCHED: ReadonlyArray<string> = []

function Selection({
  actor,
  order,
  adminElements,
  date,
}: {
  actor: ChangeFlowActorRef
  order: Order
  adminElements: boolean
  date: string | undefined
}) {
  const draft = useSelector(actor, (s) => s.context.draft)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const ready = useSelector(actor, canGoNext)
  const error = useSelector(actor, (s) => s.context.error)
  const refusals = useSelector(actor, (s) => s.context.refusals)
  return (
    <>
      <WaitlistOffers actor={actor} order={order} date={date} busy={busy} />
      <p className={styles.current}>
        Now booked:{' '}
        <AppointmentText schedule={order.originalSchedule ?? order.schedule} timeZone={order.info.timeZone} />
      </p>
      {order.info.cancelledDate === null ? (
        <WaitlistSetting orderId={order.info.id} enabled={(order.originalSchedule ?? order.schedule).waitlistEnabled} />
      ) : null}
      <ScheduleStep
        // A refused time (just taken) opens the step anew on the chosen day, so its times are asked for again.
        key={refusals}
        order={{ orderId: order.info.id, info: { timeZone: order.info.timeZone }, schedule: order.schedule }}
        draft={draft}
        fieldErrors={NO_ERRORS}
        touched={NOTHING_TOUCHED}
        disabled={busy}
        isAdmin={order.info.isAdmin && adminElements}
        offersWaitlist={false}
        initialDate={refusals > 0 ? (draft.selectedTime?.localDate ?? date) : date}
        errorAdvice={
          <p>
            Choose another time, or e-mail <a href={mailto(CONTACT.support, 'Rescheduling')}>{CONTACT.support}</a>.
          </p>
        }
        onChange={(next) => actor.send({ type: 'schedule.edit', draft: next as ChangeDraft })}
        onTouch={() => {}}
      />
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.nav}>
        <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'close' })}>
          Keep my appointment
        </button>
        <button
          type="button"
          className={styles.primary}
          disabled={!ready || busy}
          aria-busy={busy || undefined}
          onClick={() => actor.send({ type: 'next' })}
        >
          {busy ? 'Checking…' : 'Next'}
        </button>
      </div>
    </>
  )
}
