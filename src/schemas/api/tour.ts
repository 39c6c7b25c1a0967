// The tour config call (SPEC §7 Listing: GET /tour/{tourName}).
import { Schema } from 'effect'
import { IntFromString, TrueFromString } from '../primitives'
import { TourConfig } from '../TourConfig'
import { defineCall } from './call'

/** A GET: the fields besides tourName are the query string, so they are encoded as text. */
export const TourConfigRequest = Schema.Struct({
  tourName: Schema.String,
  /** The listing's tourConfigVersion; a new version is a new URL, so configs can be cached for ever. */
  v: IntFromString,
  /** Debug mode only: include hidden scenes (?includeHidden=true); left out otherwise. */
  includeHidden: Schema.optionalKey(TrueFromString),
})
export type TourConfigRequest = typeof TourConfigRequest.Type

/** A failed answer is shown as 'Unable to load tour' (SPEC §8). */
export const getTourConfig = defineCall({
  backend: 'api',
  method: 'GET',
  path: '/tour/{tourName}',
  request: TourConfigRequest,
  response: TourConfig,
})
