// The dashboard's Insights (issue 17): what visitors did on the listing over the last 7, 28 or 90 days (the insights
// chart loads them): visits and unique visitors per day, where they came from, time spent, and the tour's rooms with
// a heat map of time spent on the interactive floor plan. Counts under 5 read "<5": the server withholds them. The
// chart picture has a table of the same numbers for screen readers and keyboard users.
import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { countText, durationText, heatPoints, roomTimes, sourceText } from '../../../../../../domain/insights-view'
import { insightsActors } from '../../../../../../machines/insights/insights.actors'
import { insightsMachine } from '../../../../../../machines/insights/insights.machine'
import { INSIGHTS_PERIODS, type Insights } from '../../../../../../schemas/Insights'
import type { Listing } from '../../../../../../schemas/Listing'
import { useApp } from '../../../../../use-app'
import { useChartActor } from '../../../../../use-chart-actor'
import { useRuntimeBound } from '../../../../../use-runtime-bound'
import { InteractivePlan } from '../../../floorplan/InteractivePlan'
import styles from './Insights.module.css'
import { VisitsChart } from './VisitsChart'

const useInsightsMachine = (): typeof insightsMachine =>
  useRuntimeBound(insightsMachine, (runtime) => insightsMachine.provide({ actors: insightsActors(runtime) }))

const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  )

export default function InsightsTab({ listing }: { listing: Listing }) {
  const actor = useChartActor(useInsightsMachine(), { input: { tourName: listing.tourName } })
  const period = useSelector(actor, (s) => s.context.period)
  const insights = useSelector(actor, (s) => s.context.insights)
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const error = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : undefined))
  return (
    <section className={styles.insights} aria-labelledby="insights-title" aria-busy={loading || undefined}>
      <div className={styles.head}>
        <h3 id="insights-title" className={styles.title}>
          Insights
        </h3>
        <fieldset className={styles.periods}>
          <legend className={styles.visuallyHidden}>Period</legend>
          {INSIGHTS_PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              className={styles.period}
              aria-pressed={period === days}
              onClick={() => actor.send({ type: 'period.change', period: days })}
            >
              {days} days
            </button>
          ))}
        </fieldset>
      </div>
      {error ? (
        <div className={styles.failed}>
          <p role="alert">{error}</p>
          <button type="button" className={styles.retry} onClick={() => actor.send({ type: 'retry' })}>
            Try again
          </button>
        </div>
      ) : insights ? (
        <InsightsBody listing={listing} insights={insights} />
      ) : (
        <p role="status" className={styles.note}>
          Loading the visits…
        </p>
      )}
    </section>
  )
}

function InsightsBody({ listing, insights }: { listing: Listing; insights: Insights }) {
  const sources = insights.sources
  const rooms = roomTimes(insights.scenes, new Map((listing.floorplan?.floors ?? []).map((f) => [f.id, f.name])))
  return (
    <>
      <p className={styles.note}>
        {dayLabel(insights.from)} to {dayLabel(insights.to)}. Counts under 5 show as “&lt;5” so no single visitor can be
        picked out; your own visits are not counted.
      </p>
      <dl className={styles.figures}>
        <div>
          <dt>Visits</dt>
          <dd>{countText(insights.visits)}</dd>
        </div>
        <div>
          <dt>Unique visitors</dt>
          <dd>{countText(insights.visitors)}</dd>
        </div>
        <div>
          <dt>Median time on the page</dt>
          <dd>{durationText(insights.medianSeconds)}</dd>
        </div>
      </dl>

      <section aria-labelledby="insights-days" className={styles.block}>
        <h4 id="insights-days" className={styles.blockTitle}>
          Visits per day
        </h4>
        <VisitsChart days={insights.days} />
        <details className={styles.table}>
          <summary>Show the numbers</summary>
          <table>
            <caption className={styles.visuallyHidden}>Visits and unique visitors per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Visits</th>
                <th scope="col">Unique visitors</th>
              </tr>
            </thead>
            <tbody>
              {insights.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayLabel(d.date)}</th>
                  <td>{countText(d.visits)}</td>
                  <td>{countText(d.visitors)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <section aria-labelledby="insights-sources" className={styles.block}>
        <h4 id="insights-sources" className={styles.blockTitle}>
          Where visitors came from
        </h4>
        {sources.length === 0 ? (
          <p className={styles.note}>No visits in this period yet.</p>
        ) : (
          <ul className={styles.bars}>
            {sources.map((source) => (
              <li key={`${source.kind}:${source.host ?? ''}`}>
                <span className={styles.barLabel}>{sourceText(source)}</span>
                <span
                  className={styles.bar}
                  style={{ width: `${barWidth(source.visits, sources)}%` }}
                  data-withheld={source.visits === null || undefined}
                />
                <span className={styles.barValue}>{countText(source.visits)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {insights.scenes.length > 0 ? (
        <section aria-labelledby="insights-tour" className={styles.block}>
          <h4 id="insights-tour" className={styles.blockTitle}>
            Time spent in the tour, room by room
          </h4>
          {rooms.length === 0 ? (
            <p className={styles.note}>Fewer than 5 visits opened the tour in this period.</p>
          ) : (
            <div className={styles.tour}>
              <ol className={styles.rooms} aria-label="Rooms by time spent">
                {rooms.map((room) => (
                  <li key={room.room}>
                    <span>{room.room}</span>
                    <span className={styles.barValue}>
                      {room.partly ? 'at least ' : ''}
                      {durationText(room.seconds)}
                    </span>
                  </li>
                ))}
              </ol>
              <HeatPlan listing={listing} insights={insights} />
            </div>
          )}
        </section>
      ) : null}
    </>
  )
}

/** Each bar against the largest shown count; a withheld count draws a short pale bar. */
function barWidth(visits: number | null, sources: Insights['sources']): number {
  const most = Math.max(1, ...sources.map((s) => s.visits ?? 0))
  return visits === null ? 4 : Math.max(2, (visits / most) * 100)
}

function HeatPlan({ listing, insights }: { listing: Listing; insights: Insights }) {
  const floors = (listing.floorplan?.floors ?? []).filter((f) => heatPoints(insights.scenes, f.id).length > 0)
  const [floorId, setFloorId] = useState(floors[0]?.id)
  const floor = floors.find((f) => f.id === floorId) ?? floors[0]
  const unit = useSelector(useApp(), (s) => s.context.unit)
  if (!floor) return null
  return (
    <figure className={styles.heat}>
      {floors.length > 1 ? (
        <fieldset className={styles.periods}>
          <legend className={styles.visuallyHidden}>Floor</legend>
          {floors.map((f) => (
            <button
              key={f.id}
              type="button"
              className={styles.period}
              aria-pressed={f.id === floor.id}
              onClick={() => setFloorId(f.id)}
            >
              {f.name}
            </button>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.plan}>
        <InteractivePlan floor={floor} unit={unit} variant="sidebar" heat={heatPoints(insights.scenes, floor.id)} />
      </div>
      <figcaption className={styles.note}>Warmer spots are where visitors spent more time.</figcaption>
    </figure>
  )
}
