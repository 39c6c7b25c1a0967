// A placed order's waitlist setting (issue 16): "keep this time, and offer me an earlier one", saved at once and flipped
// back with a message when saving fails (the waitlist-toggle chart). Shown at the change flow's selection step and on
// each upcoming order of the dashboard's Orders tab.
import { useSelector } from '@xstate/react'
import { waitlistToggleActors } from '../../../machines/waitlist-toggle/waitlist-toggle.actors'
import { waitlistToggleMachine } from '../../../machines/waitlist-toggle/waitlist-toggle.machine'
import { useChartActor } from '../../use-chart-actor'
import { useRuntimeBound } from '../../use-runtime-bound'
import styles from './WaitlistSetting.module.css'

const useWaitlistToggleMachine = (): typeof waitlistToggleMachine =>
  useRuntimeBound(waitlistToggleMachine, (runtime) =>
    waitlistToggleMachine.provide({ actors: waitlistToggleActors(runtime) }),
  )

export function WaitlistSetting({ orderId, enabled }: { orderId: string; enabled: boolean }) {
  const actor = useChartActor(useWaitlistToggleMachine(), { input: { orderId, enabled } })
  const checked = useSelector(actor, (s) => s.context.enabled)
  const saving = useSelector(actor, (s) => s.hasTag('saving'))
  const error = useSelector(actor, (s) => s.context.error)
  return (
    <div className={styles.waitlist}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={checked}
          disabled={saving}
          onChange={(e) => actor.send({ type: 'toggle', enabled: e.target.checked })}
        />
        Keep this time, and offer me an earlier one if it opens up
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
