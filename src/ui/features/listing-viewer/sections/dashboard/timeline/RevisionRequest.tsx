// "Request a revision" in the Next steps panel: the message goes to the team by e-mail through the server (the
// revision-request chart), so it works without a mail program on this device.
import { useSelector } from '@xstate/react'
import { revisionRequestActors } from '../../../../../../machines/revision-request/revision-request.actors'
import { revisionRequestMachine } from '../../../../../../machines/revision-request/revision-request.machine'
import { LONG_TEXT_MAX_LENGTH } from '../../../../../../schemas/constants'
import { useChartActor } from '../../../../../use-chart-actor'
import { useRuntimeBound } from '../../../../../use-runtime-bound'
import styles from './Timeline.module.css'

const useRevisionMachine = (): typeof revisionRequestMachine =>
  useRuntimeBound(revisionRequestMachine, (runtime) =>
    revisionRequestMachine.provide({ actors: revisionRequestActors(runtime) }),
  )

export function RevisionRequest({ tourName }: { tourName: string }) {
  const actor = useChartActor(useRevisionMachine(), { input: { tourName } })
  const state = useSelector(actor, (s) => s)
  const { message, error } = state.context
  const sending = state.hasTag('sending')
  if (state.matches('closed') || state.matches('sent')) {
    return (
      <>
        <span className={styles.stepName}>Something to fix in the photos, tour or plan?</span>
        <span className={styles.stepActions}>
          <button type="button" className={styles.secondary} onClick={() => actor.send({ type: 'open' })}>
            Request a revision
          </button>
        </span>
        {state.matches('sent') ? (
          <span className={styles.success} role="status">
            Sent. The team will reply by e-mail within one business day.
          </span>
        ) : null}
      </>
    )
  }
  return (
    <form
      className={styles.commentForm}
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: 'send' })
      }}
    >
      <label className={styles.stepName} htmlFor="revision-message">
        What should we change?
      </label>
      <textarea
        id="revision-message"
        className={styles.comment}
        rows={3}
        maxLength={LONG_TEXT_MAX_LENGTH}
        value={message}
        // biome-ignore lint/a11y/noAutofocus: the box opens because the person asked to write in it
        autoFocus
        onChange={(e) => actor.send({ type: 'message.change', text: e.target.value })}
      />
      <span className={styles.stepActions}>
        <button type="submit" className={styles.primary} disabled={sending || message.trim() === ''}>
          {sending ? 'Sending…' : 'Send to the team'}
        </button>
        <button type="button" className={styles.textButton} onClick={() => actor.send({ type: 'close' })}>
          Cancel
        </button>
      </span>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
