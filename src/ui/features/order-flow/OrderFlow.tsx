// The order flow's page (SPEC §2 Order flow, §4, §6 anonymous visitors, §8 error box): the progress bar of the steps
// before COMPLETE (each a button that submits the current step and goes there), the step's body, Back and Next
// (Next plain while the step's form is invalid), the order's error box, the CONFIRM extras and COMPLETE. Every
// rule lives in the order-flow and booking-wizard charts; this view selects and sends. When the chart's step changes,
// the focus moves to the new step's heading and the step is announced (Next and Back are disabled while saving, so
// the focus would otherwise fall to the page's body and a screen reader would hear nothing).
import { useSelector } from '@xstate/react'
import { type RefObject, useEffect, useRef, useState } from 'react'
import { nextStep, previousStep } from '../../../domain/booking-steps'
import { currencyNote } from '../../../domain/order-totals'
import {
  type BookingWizardActorRef,
  canGoNext,
  canGoTo,
  orderErrorOf,
} from '../../../machines/booking-wizard/booking-wizard.machine'
import type { OrderFlowActorRef } from '../../../machines/order-flow/order-flow.machine'
import { BOOKING_STEPS, type BookingOrder, type BookingStep } from '../../../schemas/BookingOrder'
import { CONTACT, mailto } from '../../pages/marketing/contact'
import { useChartActor } from '../../use-chart-actor'
import { CompleteView } from './CompleteView'
import { PlaceOrder, PromoBox, WaitlistToggle } from './ConfirmPanel'
import { DraftAdminHost } from './DraftAdminHost'
import styles from './OrderFlow.module.css'
import { useOrderFlowMachines } from './order-flow-machines'
import { AddressHost, ContactHost, ProductHost, ScheduleHost } from './StepBodies'
import { ConfirmStep } from './steps/ConfirmStep'

const LABELS: Record<BookingStep, string> = {
  address: 'Address',
  product: 'Product',
  schedule: 'Schedule',
  contact: 'Contact',
  confirm: 'Confirm',
  complete: 'Complete',
}
const BAR_STEPS = BOOKING_STEPS.filter((step) => step !== 'complete')

/** What the live region says when a step opens: 'Step 2 of 5: Product'. */
export const stepAnnouncement = (step: BookingStep): string =>
  step === 'complete' ? 'Order complete' : `Step ${BAR_STEPS.indexOf(step) + 1} of ${BAR_STEPS.length}: ${LABELS[step]}`

/**
 * After each change of the chart's step (not on the page's first showing), focus the new step's heading (an h2 with
 * tabIndex -1) inside `container` and return the announcement for the polite live region.
 */
function useStepFocus(container: RefObject<HTMLElement | null>, step: BookingStep, shown: boolean): string {
  const [announcement, setAnnouncement] = useState('')
  const previous = useRef<BookingStep | null>(null)
  useEffect(() => {
    if (!shown) return
    if (previous.current === null || previous.current === step) {
      previous.current = step
      return
    }
    previous.current = step
    container.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus()
    setAnnouncement(stepAnnouncement(step))
  }, [container, step, shown])
  return announcement
}

export interface OrderFlowProps {
  readonly actor: OrderFlowActorRef
  /** Whether someone is signed in (the PRODUCT step prompts anonymous visitors to sign in). */
  readonly signedIn: boolean
  /** Opens the account dialog on its sign-in tab. */
  readonly onSignIn: () => void
}

export function OrderFlow({ actor, signedIn, onSignIn }: OrderFlowProps) {
  const blocked = useSelector(actor, (s) => s.matches({ page: 'cookiesBlocked' }))
  const wizard = useSelector(actor, (s) => s.children.wizard as BookingWizardActorRef | undefined)
  if (blocked) return <CookiesBlocked />
  if (!wizard) return <p className={styles.status}>Preparing your order…</p>
  return <Booking flow={actor} wizard={wizard} signedIn={signedIn} onSignIn={onSignIn} />
}

function CookiesBlocked() {
  return (
    <section className={styles.notice} aria-labelledby="cookies-blocked-title">
      <h2 id="cookies-blocked-title">Please continue in a new tab</h2>
      <p>
        This page cannot keep your order here, because the browser blocks its cookies (as it often does inside another
        site).
      </p>
      <p>
        <a href={window.location.href} target="_blank" rel="noopener" className={styles.primary}>
          Continue in a new tab
        </a>
      </p>
      <p>
        Need help? Write to <a href={mailto(CONTACT.support, 'Ordering')}>{CONTACT.support}</a>.
      </p>
    </section>
  )
}

/**
 * SPEC §7 POST /event `orderProgress`: each step the person reaches, the first one shown included, so the funnel
 * (who got how far) can be read per visit. Analytics never disturb the page: a failed send is dropped by the chart.
 */
function useOrderProgress(step: BookingStep, shown: boolean) {
  const analytics = useChartActor(useOrderFlowMachines().analytics, { input: {} })
  const reached = useRef<BookingStep | null>(null)
  useEffect(() => {
    if (!shown || reached.current === step) return
    reached.current = step
    analytics.send({ type: 'track', eventType: 'orderProgress' })
  }, [analytics, step, shown])
}

interface BookingProps {
  readonly flow: OrderFlowActorRef
  readonly wizard: BookingWizardActorRef
  readonly signedIn: boolean
  readonly onSignIn: () => void
}

function Booking({ flow, wizard, signedIn, onSignIn }: BookingProps) {
  const order = useSelector(wizard, (s) => s.context.order)
  const step = useSelector(wizard, (s) => s.context.step)
  const startFailed = useSelector(wizard, (s) => s.matches('startFailed'))
  const formError = useSelector(wizard, (s) => s.context.formError)
  const errorBox = useSelector(wizard, orderErrorOf)
  const container = useRef<HTMLDivElement>(null)
  const announcement = useStepFocus(container, step, order !== null && !startFailed)
  useOrderProgress(step, order !== null && !startFailed)

  return (
    <div ref={container}>
      <p className={styles.announcer} aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <BookingBody
        flow={flow}
        wizard={wizard}
        signedIn={signedIn}
        onSignIn={onSignIn}
        order={order}
        step={step}
        startFailed={startFailed}
        formError={formError}
        errorBox={errorBox}
      />
    </div>
  )
}

function BookingBody({
  flow,
  wizard,
  signedIn,
  onSignIn,
  order,
  step,
  startFailed,
  formError,
  errorBox,
}: BookingProps & {
  order: BookingOrder | null
  step: BookingStep
  startFailed: boolean
  formError: string | undefined
  errorBox: string | undefined
}) {
  if (startFailed) {
    return (
      <section className={styles.notice} role="alert">
        <p>{formError ?? 'Your order could not be started.'}</p>
        <button type="button" className={styles.primary} onClick={() => flow.send({ type: 'reset' })}>
          Try again
        </button>
      </section>
    )
  }
  if (!order) return <p className={styles.status}>Preparing your order…</p>
  if (step === 'complete') return <CompleteView order={order} onOrderAnother={() => flow.send({ type: 'reset' })} />

  return (
    <div className={styles.flow}>
      <ProgressBar flow={flow} wizard={wizard} step={step} />
      <CurrencyNote order={order} />
      {errorBox || formError ? (
        <div className={styles.errorBox} role="alert">
          {errorBox ? <p>{errorBox}</p> : null}
          {formError ? <p>{formError}</p> : null}
        </div>
      ) : null}
      <StepBody flow={flow} wizard={wizard} order={order} step={step} signedIn={signedIn} onSignIn={onSignIn} />
      <WaitlistToggle flow={flow} wizard={wizard} />
      {step === 'confirm' ? (
        <>
          <PromoBox flow={flow} wizard={wizard} />
          <PlaceOrder flow={flow} wizard={wizard} />
        </>
      ) : null}
      <StepNav flow={flow} wizard={wizard} step={step} />
    </div>
  )
}

/** 'Prices in CAD, plus 13 % HST.' when the order is priced in another currency (?country=CA or a Canadian address). */
function CurrencyNote({ order }: { order: BookingOrder }) {
  const note = currencyNote(order.info.currency, order.info.taxName, order.confirm.taxRate)
  return note ? (
    <p className={styles.currencyNote} data-testid="currency-note">
      {note}
    </p>
  ) : null
}

function ProgressBar({
  flow,
  wizard,
  step,
}: {
  flow: OrderFlowActorRef
  wizard: BookingWizardActorRef
  step: BookingStep
}) {
  const reachable = useSelector(wizard, (s) => BAR_STEPS.map((b) => canGoTo(s, b)).join())
  const busy = useSelector(wizard, (s) => s.hasTag('busy'))
  const enabled = reachable.split(',')
  return (
    <nav aria-label="Order steps">
      <ol className={styles.bar}>
        {BAR_STEPS.map((barStep, index) => (
          <li key={barStep}>
            <button
              type="button"
              className={styles.barStep}
              aria-current={barStep === step ? 'step' : undefined}
              disabled={barStep !== step && (busy || enabled[index] !== 'true')}
              onClick={() => flow.send({ type: 'goTo', step: barStep })}
            >
              <span className={styles.barNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.barLabel}>{LABELS[barStep]}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  )
}

function StepBody(props: {
  flow: OrderFlowActorRef
  wizard: BookingWizardActorRef
  order: BookingOrder
  step: BookingStep
  signedIn: boolean
  onSignIn: () => void
}) {
  const { step, order, signedIn, onSignIn } = props
  switch (step) {
    case 'address':
      return <AddressHost {...props} />
    case 'product':
      return (
        <>
          {signedIn ? null : (
            <p className={styles.signIn}>
              <button type="button" className={styles.link} onClick={onSignIn}>
                Sign in for your plan's pricing and to fill in your details
              </button>
            </p>
          )}
          <ProductHost {...props} />
        </>
      )
    case 'schedule':
      return <ScheduleHost {...props} />
    case 'contact':
      return <ContactHost {...props} />
    default:
      return (
        <>
          <ConfirmStep order={order} />
          {order.info.isAdmin ? <DraftAdminHost flow={props.flow} order={order} /> : null}
        </>
      )
  }
}

function StepNav({
  flow,
  wizard,
  step,
}: {
  flow: OrderFlowActorRef
  wizard: BookingWizardActorRef
  step: BookingStep
}) {
  const nextLooksReady = useSelector(wizard, canGoNext)
  const busy = useSelector(wizard, (s) => s.hasTag('busy'))
  const back = previousStep(step)
  const next = nextStep(step)
  return (
    <div className={styles.nav}>
      {back ? (
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => flow.send({ type: 'goTo', step: back })}
        >
          Back
        </button>
      ) : (
        <span />
      )}
      {next ? (
        <button
          type="button"
          className={nextLooksReady ? styles.primary : styles.secondary}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => flow.send({ type: 'goTo', step: next })}
        >
          {busy ? 'Saving…' : 'Next'}
        </button>
      ) : null}
    </div>
  )
}
