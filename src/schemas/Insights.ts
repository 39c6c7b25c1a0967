// What visitors did on a listing, for its owner (issue 17, the dashboard's Insights): visits and unique visitors per
// day, where they came from, time spent, and the tour's scenes seen and for how long. Counts below 5 are withheld by
// the server (null, shown as "<5"), and so is anything computed from so few visits, so no single visitor shows.
import { Schema } from 'effect'
import { Finite, IsoDate, NonNegativeInt, oneOf, TimeZoneName } from './primitives'

/** The server's lower bound for a count it shows; below it the count is withheld. */
export const INSIGHTS_MIN_COUNT = 5

/** Periods the view offers, in days ending today. */
export const INSIGHTS_PERIODS = [7, 28, 90] as const
export const InsightsPeriod = Schema.Literals(INSIGHTS_PERIODS)
export type InsightsPeriod = typeof InsightsPeriod.Type

/** A count, or null when it is below INSIGHTS_MIN_COUNT (zero is shown as zero: it says nobody came). */
export const WithheldCount = Schema.NullOr(NonNegativeInt)
export type WithheldCount = typeof WithheldCount.Type

export const InsightsDay = Schema.Struct({ date: IsoDate, visits: WithheldCount, visitors: WithheldCount })
export type InsightsDay = typeof InsightsDay.Type

export const SourceKind = oneOf(['direct', 'embedded', 'link'])
export type SourceKind = typeof SourceKind.Type

export const InsightsSource = Schema.Struct({
  kind: SourceKind,
  /** The embedding or linking site; null for direct visits. */
  host: Schema.NullOr(Schema.String),
  visits: WithheldCount,
})
export type InsightsSource = typeof InsightsSource.Type

export const InsightsScene = Schema.Struct({
  sceneCode: Schema.String,
  /** The room the scene is in (the tour config's cluster), for the per-room reading of the plan. */
  room: Schema.String,
  floorId: Schema.String,
  /** Where the scene stands, in the tour's coordinates (the plan's transform places it). */
  x: Finite,
  y: Finite,
  /** Visits that entered the scene. */
  visits: WithheldCount,
  /** Seconds spent there over all visits; null while its visits are withheld. */
  totalSeconds: Schema.NullOr(Finite),
})
export type InsightsScene = typeof InsightsScene.Type

export const Insights = Schema.Struct({
  period: InsightsPeriod,
  /** The first and last day counted, in the listing's time zone. */
  from: IsoDate,
  to: IsoDate,
  timeZone: TimeZoneName,
  visits: WithheldCount,
  visitors: WithheldCount,
  /** The median time a visit spent on the page, in seconds; null under INSIGHTS_MIN_COUNT visits. */
  medianSeconds: Schema.NullOr(Finite),
  days: Schema.Array(InsightsDay),
  sources: Schema.Array(InsightsSource),
  scenes: Schema.Array(InsightsScene),
})
export type Insights = typeof Insights.Type
