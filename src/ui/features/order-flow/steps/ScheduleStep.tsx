// The order flow's SCHEDULE step (SPEC §5 Schedule, §8 slot notes and messages, SCHEDULING.md): a day from the
// calendar, a photographer (or any), then one of that day's times. The times come from the appointment-times chart;
// this view only selects from it and sends to it. Order admins also see the times nobody is free for, which they
// may take with 'Ignore availability', and each photographer's busy blocks.
import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import { formatDuration } from '../../../../domain/duration'
import { timeZoneLabel } from '../../../../domain/local-date-time'
import { formatLocalTime, todayIn } from '../../../../domain/time-slots'
import type { OrderSchedule } from '../../../../schemas/Order'
import type { TimeSlot } from '../../../../schemas/TimeSlot'
import { CONTACT, mailto } from '../../../pages/marketing/contact'
import { useChartActor } from '../../../use-chart-actor'
import { useAppointmentTimesMachine } from './appointment-times-machine'
import { Calendar } from './Calendar'
import { messageFor, StepError } from './fields'
import { PhotographerChoice, UnavailableBlocks } from './SchedulePeople'
import styles from './ScheduleStep.module.css'
import type { ScheduleDraft, StepProps } from './step-props'

const clockIn = (timeZone: string) => new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone })

/** What the step reads of the order: a draft's or a placed order's (the change flow reuses this step). */
export interface ScheduleStepOrder {
  readonly orderId: string
  readonly info: { readonly timeZone: string }
  readonly schedule: OrderSchedule
}

export interface ScheduleStepProps extends Omit<StepProps<ScheduleDraft>, 'order'> {
  readonly order: ScheduleStepOrder
  readonly isAdmin: boolean
  /** The order flow offers the waitlist here; the change flow does not (the dashboard's toggle does). */
  readonly offersWaitlist?: boolean
  /** The day the calendar opens on (the change flow's reschedule_{orderId}_{date}); else the chosen time's day. */
  readonly initialDate?: string | undefined
  /** What to suggest under a scheduling error. */
  readonly errorAdvice?: ReactNode
}

const ORDER_ADVICE = (
  <p>
    Try changing the address, or e-mail <a href={mailto(CONTACT.support, 'Scheduling')}>{CONTACT.support}</a> and we
    will find a time with you.
  </p>
)

export function ScheduleStep(props: ScheduleStepProps) {
  const {
    order,
    draft,
    onChange,
    onTouch,
    disabled,
    isAdmin,
    offersWaitlist = true,
    errorAdvice = ORDER_ADVICE,
  } = props
  const schedule = order.schedule
  // The order's zone (the server reads it from the address) names every local date and time the step shows: today,
  // the calendar's range, the times and the note under them. The chosen instant (utc) is what the server books.
  const timeZone = order.info.timeZone
  const machine = useAppointmentTimesMachine()
  const times = useChartActor(machine, {
    input: {
      orderId: order.orderId,
      isAdmin,
      photographerId: draft.selectedPhotographerId,
      // The clock is read once, where the chart starts; the chart keeps the range it gives.
      today: todayIn(new Date(), timeZone),
      // Coming back to the step shows the day already chosen.
      rememberedDate: props.initialDate ?? draft.selectedTime?.localDate ?? null,
    },
  })
  const range = useSelector(times, (s) => s.context.range)
  const date = useSelector(times, (s) => s.context.date)
  const slots = useSelector(times, (s) => s.context.slots)
  const blocks = useSelector(times, (s) => s.context.times)
  const loadError = useSelector(times, (s) => s.context.error)
  const state = useSelector(times, (s) =>
    s.hasTag('loading')
      ? 'loading'
      : s.hasTag('shown')
        ? 'shown'
        : s.hasTag('empty')
          ? 'empty'
          : s.hasTag('failed')
            ? 'failed'
            : 'noDate',
  )

  const choosePhotographer = (photographerId: string | null) => {
    times.send({ type: 'photographer.selected', photographerId })
    onChange({ ...draft, selectedPhotographerId: photographerId })
  }

  const chooseTime = (slot: TimeSlot) => {
    if (!date) return
    onTouch('selectedTime')
    onChange({
      ...draft,
      selectedTime: {
        utc: slot.startTime.utc,
        localDate: date,
        localTime: slot.startTime.localTime,
        timeZoneName: timeZone,
      },
    })
  }

  const chosen = schedule.photographers.find((p) => p.id === draft.selectedPhotographerId)
  const duration =
    chosen?.appointmentDuration ?? Math.max(0, ...schedule.photographers.map((p) => p.appointmentDuration))
  const selectedInstant = draft.selectedTime ? Date.parse(draft.selectedTime.utc) : undefined
  const timeError = messageFor(props, 'selectedTime')

  return (
    <section className={styles.step} aria-labelledby="schedule-step-title">
      <h2 id="schedule-step-title" tabIndex={-1} className={styles.title}>
        Choose a time
      </h2>
      <StepError message={schedule.errors[0]}>{errorAdvice}</StepError>

      <div className={styles.layout}>
        <div className={styles.column}>
          <Calendar
            range={range}
            selected={date}
            disabled={disabled}
            onSelect={(day) => times.send({ type: 'date.selected', date: day })}
          />
          {duration > 0 ? (
            <p className={styles.duration}>
              Appointment length <strong>{formatDuration(duration)}</strong>
            </p>
          ) : null}
        </div>

        <div className={styles.column}>
          <PhotographerChoice
            photographers={schedule.photographers}
            selected={draft.selectedPhotographerId}
            disabled={disabled}
            onChoose={choosePhotographer}
          />

          <div className={styles.times} aria-busy={state === 'loading'}>
            <h3 className={styles.subtitle}>Available times</h3>
            {state === 'noDate' ? <p className={styles.muted}>Select a date to see available time slots.</p> : null}
            {state === 'loading' ? (
              <p role="status" className={styles.muted}>
                <span className={styles.spinner} aria-hidden="true" /> Loading available times…
              </p>
            ) : null}
            {state === 'empty' ? <p className={styles.muted}>No times available. Try another date</p> : null}
            {state === 'failed' ? (
              <div role="alert" className={styles.failed}>
                <p>{loadError}</p>
                <button type="button" className={styles.secondary} onClick={() => times.send({ type: 'retry' })}>
                  Try again
                </button>
              </div>
            ) : null}
            {state === 'shown' ? (
              <ul className={styles.slots} aria-label="Available times">
                {slots.map((slot) => {
                  const selected = Date.parse(slot.startTime.utc) === selectedInstant
                  const unavailable = slot.noAvailability
                  return (
                    <li key={slot.startTime.utc}>
                      <button
                        type="button"
                        className={styles.slot}
                        data-unavailable={unavailable ? 'true' : undefined}
                        aria-pressed={selected}
                        disabled={disabled || (unavailable && !draft.ignoreAvailability)}
                        aria-describedby={timeError ? 'schedule-time-error' : undefined}
                        onClick={() => chooseTime(slot)}
                      >
                        {formatLocalTime(slot.startTime.localTime)}
                        {unavailable ? <span className={styles.visuallyHidden}> (nobody available)</span> : null}
                      </button>
                    </li>
                  )
                })}
              </ul>
            ) : null}
            {timeError ? (
              <p id="schedule-time-error" className={styles.error}>
                {timeError}
              </p>
            ) : null}
            <p className={styles.zone}>Times are in {timeZoneLabel(timeZone)}.</p>
          </div>

          {schedule.notes.length > 0 ? (
            <ul className={styles.notes} aria-label="About this time">
              {schedule.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}

          {offersWaitlist ? (
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={draft.waitlistEnabled}
                disabled={disabled}
                onChange={(e) => onChange({ ...draft, waitlistEnabled: e.target.checked })}
              />
              Offer me an earlier time if one opens up
            </label>
          ) : null}

          {isAdmin ? (
            <div className={styles.admin}>
              <label className={styles.toggle}>
                <input
                  type="checkbox"
                  checked={draft.ignoreAvailability}
                  disabled={disabled}
                  onChange={(e) => onChange({ ...draft, ignoreAvailability: e.target.checked })}
                />
                Ignore availability
              </label>
              <UnavailableBlocks photographers={schedule.photographers} times={blocks} clock={clockIn(timeZone)} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
