// The followed session: where it is, its context, and a form that sends it an event.
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import type { LiveSnapshot } from '../../../devtools/live-protocol'
import { givenActorName } from '../../../devtools/session-tree'
import { stateLine } from '../../../devtools/state-paths'
import styles from './ChartGallery.module.css'
import type { GalleryActor } from './GalleryPage'

export function SessionPanel({
  gallery,
  session,
  events,
}: {
  gallery: GalleryActor
  session: LiveSnapshot
  events: ReadonlyArray<string>
}) {
  const sendError = useSelector(gallery, (s) => s.context.sendError)
  const sent = useSelector(gallery, (s) => s.context.sent)
  // Form input only: what is typed before it is sent (the chart validates it on send).
  const [eventType, setEventType] = useState(events[0] ?? '')
  const [payload, setPayload] = useState('')
  return (
    <section className={styles.session} aria-labelledby="session-heading">
      <header className={styles.sessionHeader}>
        <h3 id="session-heading">
          Following <code>{session.chartId}</code>
          {givenActorName(session.actorId) ? ` (as ${givenActorName(session.actorId)})` : ''} in {session.tabPath}
        </h3>
        <button type="button" className={styles.buttonQuiet} onClick={() => gallery.send({ type: 'session.unfollow' })}>
          Stop following
        </button>
      </header>
      <p data-testid="session-state">
        <strong>{stateLine(session.value)}</strong> · {session.status} · after <code>{session.event}</code>
        {session.tags.length > 0 ? ` · tags ${session.tags.join(', ')}` : ''}
      </p>
      <details>
        <summary>Context</summary>
        <pre className={styles.context}>{JSON.stringify(session.context, null, 2)}</pre>
      </details>
      <form
        className={styles.sender}
        onSubmit={(e) => {
          e.preventDefault()
          gallery.send({ type: 'session.send', eventType, payload })
        }}
      >
        <label>
          Event
          <select value={eventType} onChange={(e) => setEventType(e.target.value)}>
            {events.map((event) => (
              <option key={event} value={event}>
                {event}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.payload}>
          Other fields (JSON)
          <input
            value={payload}
            maxLength={10_000}
            placeholder='{"code": "a1"}'
            onChange={(e) => setPayload(e.target.value)}
            aria-invalid={sendError ? true : undefined}
            aria-describedby={sendError ? 'send-error' : undefined}
          />
        </label>
        <button type="submit" className={styles.button}>
          Send
        </button>
      </form>
      {sendError ? (
        <p id="send-error" role="alert" className={styles.error}>
          {sendError}
        </p>
      ) : sent > 0 ? (
        <p className={styles.note} role="status">
          Sent {sent} {sent === 1 ? 'event' : 'events'}.
        </p>
      ) : null}
    </section>
  )
}
