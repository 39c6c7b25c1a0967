// The parts of the CONFIRM step that belong to the page (SPEC §4 Order flow): the promo code box, and the button
// that reads 'Scroll down to confirm' until the bottom of the step is in view, then 'Place your order'. The
// waitlist toggle that saves at once shows on CONFIRM. All of them select from the order flow and send to it.
import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef } from 'react'
import type { BookingWizardActorRef } from '../../../machines/booking-wizard/booking-wizard.machine'
import { type OrderFlowActorRef, promoStateOf, showsWaitlist } from '../../../machines/order-flow/order-flow.machine'
import styles from './OrderFlow.module.css'

export function PromoBox({ flow, wizard }: { flow: OrderFlowActorRef; wizard: BookingWizardActorRef }) {
  const state = useSelector(flow, promoStateOf)
  const draft = useSelector(flow, (s) => s.context.promoDraft)
  const error = useSelector(flow, (s) => s.context.promoError)
  const canApply = useSelector(flow, (s) => s.can({ type: 'promo.apply' }))
  const applied = useSelector(wizard, (s) => s.context.order?.info.promoCode ?? '')
  const id = useId()
  if (state === 'applied') {
    return (
      <div className={styles.promo}>
        <p className={styles.promoApplied}>
          Promo code <strong>{applied}</strong> applied.{' '}
          <button type="button" className={styles.link} onClick={() => flow.send({ type: 'promo.remove' })}>
            Remove
          </button>
        </p>
      </div>
    )
  }
  return (
    <form
      className={styles.promo}
      onSubmit={(e) => {
        e.preventDefault()
        flow.send({ type: 'promo.apply' })
      }}
    >
      <label htmlFor={id} className={styles.promoLabel}>
        Promo code
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          className={styles.promoInput}
          value={draft}
          autoComplete="off"
          aria-invalid={state === 'invalid' ? true : undefined}
          onChange={(e) => flow.send({ type: 'promo.change', value: e.target.value })}
        />
        <button type="submit" className={styles.secondary} disabled={!canApply || state === 'applying'}>
          {state === 'applying' ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {state === 'invalid' ? (
        <p className={styles.fieldError} role="alert">
          Promo code not valid.{' '}
          <button type="button" className={styles.link} onClick={() => flow.send({ type: 'promo.remove' })}>
            Reset
          </button>
        </p>
      ) : null}
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}

export function WaitlistToggle({ flow, wizard }: { flow: OrderFlowActorRef; wizard: BookingWizardActorRef }) {
  const shown = useSelector(flow, showsWaitlist)
  const enabled = useSelector(wizard, (s) => s.context.order?.schedule.waitlistEnabled ?? false)
  const saving = useSelector(flow, (s) => s.hasTag('waitlistBusy'))
  const error = useSelector(flow, (s) => s.context.waitlistError)
  if (!shown) return null
  return (
    <div className={styles.waitlist}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={enabled}
          disabled={saving}
          onChange={(e) => flow.send({ type: 'waitlist.toggle', enabled: e.target.checked })}
        />
        Offer me an earlier time if one opens up
      </label>
      {error ? (
        <p className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** 'Place your order' once the bottom sentinel is visible; before that the same button scrolls down. */
export function PlaceOrder({ flow, wizard }: { flow: OrderFlowActorRef; wizard: BookingWizardActorRef }) {
  const ready = useSelector(flow, (s) => s.matches({ confirmButton: 'placeOrder' }))
  const busy = useSelector(wizard, (s) => s.hasTag('busy'))
  const sentinel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const subscription = flow.on('scroll.bottom', () => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      sentinel.current?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'end' })
    })
    return () => subscription.unsubscribe()
  }, [flow])

  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') {
      flow.send({ type: 'bottom.visible', visible: true })
      return
    }
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (entry) flow.send({ type: 'bottom.visible', visible: entry.isIntersecting })
    })
    observer.observe(target)
    return () => {
      observer.disconnect()
      flow.send({ type: 'bottom.visible', visible: false })
    }
  }, [flow])

  return (
    <div className={styles.placeOrder}>
      <button
        type="button"
        className={ready ? styles.primary : styles.secondary}
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => flow.send({ type: 'confirm' })}
      >
        {busy ? 'Placing your order…' : ready ? 'Place your order' : 'Scroll down to confirm'}
      </button>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  )
}
