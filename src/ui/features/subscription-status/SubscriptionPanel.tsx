// The subscriber's plan on the Account page (issue 18): plan, term, listings left, next charge, and cancelling at
// the term's end. Shown to signed-in visitors only; someone without a plan sees the plans below it.
import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { subscriptionSummary } from '../../../domain/subscription-summary'
import type { PricingActorRef } from '../../../machines/pricing/pricing.machine'
import { subscriptionStatusActors } from '../../../machines/subscription-status/subscription-status.actors'
import {
  type SubscriptionStatusActorRef,
  subscriptionStatusMachine,
} from '../../../machines/subscription-status/subscription-status.machine'
import { useApp } from '../../use-app'
import { useChartActor } from '../../use-chart-actor'
import { useRuntimeBound } from '../../use-runtime-bound'
import styles from './SubscriptionPanel.module.css'

const useSubscriptionStatusMachine = () =>
  useRuntimeBound(subscriptionStatusMachine, (runtime) =>
    subscriptionStatusMachine.provide({ actors: subscriptionStatusActors(runtime) }),
  )

/** Started for the Account page; hears of new sessions from the app and of purchases from the pricing chart. */
export function SubscriptionPanel({ pricing }: { pricing: PricingActorRef }) {
  const app = useApp()
  const user = useSelector(app, (s) => s.context.user)
  const status = useChartActor(useSubscriptionStatusMachine(), { input: { user: app.getSnapshot().context.user } })
  useEffect(() => {
    if (status.getSnapshot().context.user?.email !== user?.email) status.send({ type: 'session.changed', user })
  }, [status, user])
  useEffect(() => {
    const subscription = pricing.on('subscribed', () => status.send({ type: 'refresh' }))
    return () => subscription.unsubscribe()
  }, [pricing, status])
  return <SubscriptionPanelView status={status} />
}

export function SubscriptionPanelView({ status }: { status: SubscriptionStatusActorRef }) {
  const signedOut = useSelector(status, (s) => s.matches('signedOut'))
  const loading = useSelector(status, (s) => s.matches('loading') || s.matches('deciding'))
  const failed = useSelector(status, (s) => s.matches('failed'))
  const subscription = useSelector(status, (s) => s.context.subscription)
  const error = useSelector(status, (s) => s.context.error)
  const saving = useSelector(status, (s) => s.hasTag('busy'))
  if (signedOut) return null
  if (loading && !subscription) {
    return (
      <section className={styles.panel} aria-label="Your plan" aria-busy="true">
        <p className={styles.muted}>Loading your plan…</p>
      </section>
    )
  }
  if (failed) {
    return (
      <section className={styles.panel} aria-label="Your plan">
        <p className={styles.error} role="alert">
          {error}
        </p>
        <button type="button" className={styles.button} onClick={() => status.send({ type: 'retry' })}>
          Try again
        </button>
      </section>
    )
  }
  if (!subscription) return null
  const summary = subscriptionSummary(subscription)
  return (
    <section className={styles.panel} aria-labelledby="your-plan-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>Your plan</p>
        <h2 id="your-plan-title" className={styles.title}>
          {summary.title}
        </h2>
        <span className={subscription.status === 'active' ? styles.badge : styles.badgeEnding}>{summary.status}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Term</dt>
          <dd>{summary.term}</dd>
        </div>
        <div>
          <dt>Listings left</dt>
          <dd>
            <span className={styles.big}>{summary.listingsLeft}</span> {summary.listingsDetail}
          </dd>
        </div>
        <div>
          <dt>Next charge</dt>
          <dd>{summary.nextCharge}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {summary.listingsLeft > 0 ? (
          <a className={styles.primary} href="/order">
            Order a shoot
          </a>
        ) : null}
        {summary.canCancel ? (
          <button
            type="button"
            className={styles.button}
            disabled={saving}
            onClick={() => status.send({ type: 'renewal.cancel' })}
          >
            {saving ? 'Saving…' : 'Cancel at the end of the term'}
          </button>
        ) : null}
        {summary.canResume ? (
          <button
            type="button"
            className={styles.button}
            disabled={saving}
            onClick={() => status.send({ type: 'renewal.resume' })}
          >
            {saving ? 'Saving…' : 'Keep my plan'}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
