// The survey of an ended appointment (SPEC §4 Timeline): five faces, then a comment, then thanks (the survey chart).
// Holders of `global` also see everyone's answers for the appointment (SPEC §6).
import { useSelector } from '@xstate/react'
import { surveyActors } from '../../../../../../machines/survey/survey.actors'
import { surveyMachine } from '../../../../../../machines/survey/survey.machine'
import type { Feedback, OrderEvent } from '../../../../../../schemas/OrderEvent'
import { useChartActor } from '../../../../../use-chart-actor'
import { useRuntimeBound } from '../../../../../use-runtime-bound'
import styles from './Timeline.module.css'

/**
 * The five faces, worst to best (ratings 1–5). Drawn, not emoji: emoji fonts differ by system and some have none,
 * which showed empty boxes in our own Chromium. `smile` bends the mouth (negative: a frown); `hue` colours it.
 */
export const RATING_FACES = [
  { rating: 1, label: 'Very unhappy', smile: -4, hue: 'var(--color-danger)' },
  { rating: 2, label: 'Unhappy', smile: -2, hue: 'var(--color-warning)' },
  { rating: 3, label: 'Neutral', smile: 0, hue: 'var(--color-text-secondary)' },
  { rating: 4, label: 'Happy', smile: 2.5, hue: 'var(--color-accent)' },
  { rating: 5, label: 'Very happy', smile: 5, hue: 'var(--color-success)' },
] as const

function Face({ smile, hue }: { smile: number; hue: string }) {
  return (
    <svg viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" style={{ color: hue }}>
      <circle cx="12" cy="12" r="10" fill="currentColor" fillOpacity="0.12" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8.5" cy="9.5" r="1.3" fill="currentColor" />
      <circle cx="15.5" cy="9.5" r="1.3" fill="currentColor" />
      <path
        d={`M7.5 ${15.5 - smile / 4} Q12 ${15.5 + smile} 16.5 ${15.5 - smile / 4}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  )
}

const useSurveyMachine = (): typeof surveyMachine =>
  useRuntimeBound(surveyMachine, (runtime) => surveyMachine.provide({ actors: surveyActors(runtime) }))

export function SurveyPanel({ event, seesAll }: { event: OrderEvent; seesAll: boolean }) {
  const own = event.feedbacks.find((f) => f.isCurrentUser)
  const others = seesAll ? event.feedbacks : []
  return (
    <div className={styles.panel}>
      <Survey orderId={event.orderId} own={own} />
      {others.length > 0 ? <FeedbackResults feedbacks={others} /> : null}
    </div>
  )
}

function Survey({ orderId, own }: { orderId: string; own: Feedback | undefined }) {
  const actor = useChartActor(useSurveyMachine(), {
    input: { orderId, rating: own?.rating ?? null, comment: own?.comment ?? null },
  })
  const state = useSelector(actor, (s) => s)
  const { rating, picked, draft, comment, error } = state.context
  const saving = state.hasTag('saving')
  const shown = picked ?? rating
  if (state.matches('thanks')) {
    const face = RATING_FACES.find((f) => f.rating === rating)
    return (
      <section className={styles.survey} aria-label="Your feedback">
        <p className={styles.panelTitle} role="status">
          Thank you for your feedback!
        </p>
        <p className={styles.answer}>
          {face ? <Face smile={face.smile} hue={face.hue} /> : null} {face?.label}
          {comment ? <q className={styles.quote}>{comment}</q> : null}
        </p>
        <button type="button" className={styles.textButton} onClick={() => actor.send({ type: 'edit' })}>
          Change your answers
        </button>
      </section>
    )
  }
  const commenting = state.matches('comment') || state.matches('savingComment')
  return (
    <section className={styles.survey} aria-label="How did the shoot go?">
      <fieldset className={styles.faces} disabled={saving}>
        <legend className={styles.panelTitle}>How did the shoot go?</legend>
        {RATING_FACES.map((f) => (
          <button
            key={f.rating}
            type="button"
            className={styles.face}
            aria-pressed={shown === f.rating}
            aria-label={`${f.rating} of 5: ${f.label}`}
            title={f.label}
            onClick={() => actor.send({ type: 'rate', rating: f.rating })}
          >
            <Face smile={f.smile} hue={f.hue} />
          </button>
        ))}
      </fieldset>
      {commenting ? (
        <form
          className={styles.commentForm}
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: 'comment.submit' })
          }}
        >
          <label className={styles.commentLabel} htmlFor={`survey-comment-${orderId}`}>
            Anything we should know? Tell us what went well or what could be better.
          </label>
          <textarea
            id={`survey-comment-${orderId}`}
            className={styles.comment}
            rows={3}
            maxLength={4000}
            value={draft}
            onChange={(e) => actor.send({ type: 'comment.change', text: e.target.value })}
          />
          <button type="submit" className={styles.primary} disabled={saving || draft.trim() === ''}>
            {state.matches('savingComment') ? 'Sending…' : 'Send'}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}

const updated = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso))

/** Everyone's answers (holders of `global`). */
function FeedbackResults({ feedbacks }: { feedbacks: ReadonlyArray<Feedback> }) {
  return (
    <table className={styles.results}>
      <caption className={styles.panelTitle}>Everyone's feedback</caption>
      <thead>
        <tr>
          <th scope="col">Who</th>
          <th scope="col">Rating</th>
          <th scope="col">Comment</th>
          <th scope="col">Guide</th>
          <th scope="col">Updated</th>
        </tr>
      </thead>
      <tbody>
        {feedbacks.map((f) => (
          <tr key={f.userEmail}>
            <td>
              {f.userName}
              {f.isCurrentUser ? ' (you)' : ''}
              <br />
              <span className={styles.muted}>{f.userEmail}</span>
            </td>
            <td>{f.rating === null ? '–' : `${f.rating} of 5`}</td>
            <td>{f.comment ?? '–'}</td>
            <td>{f.guideDownloaded ? `Downloaded ${updated(f.guideDownloaded)}` : 'Not downloaded'}</td>
            <td>{updated(f.lastUpdated)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
