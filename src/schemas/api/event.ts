// Analytics call (SPEC §7 Other: POST /event).
import { Schema } from 'effect'
import { AnalyticsEvent } from '../AnalyticsEvent'
import { defineCall } from './call'

/** The visit the event was counted in; the client sends it with every later event. */
export const EventResponse = Schema.Struct({ visitId: Schema.String })
export type EventResponse = typeof EventResponse.Type

export const sendEvent = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/event',
  request: AnalyticsEvent,
  response: EventResponse,
})
