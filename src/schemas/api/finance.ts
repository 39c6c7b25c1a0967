// Finance service calls (SPEC §7 Other), under the finance base path (/finance by default).
import { Schema } from 'effect'
import { IntFromString } from '../primitives'
import { Currency } from '../Subscription'
import { defineCall } from './call'

/** A GET: amount and currency are the query string, so the amount is encoded as text. */
export const ChargeSecretRequest = Schema.Struct({
  /** What will be charged, in integer cents; more than zero. */
  amount: IntFromString.check(Schema.isGreaterThan(0, { message: 'Invalid' })),
  currency: Currency,
})
export type ChargeSecretRequest = typeof ChargeSecretRequest.Type

/** The card payment provider's client secret, with which the browser confirms the payment. */
export const ChargeSecretResponse = Schema.Struct({ secret: Schema.String })
export type ChargeSecretResponse = typeof ChargeSecretResponse.Type

export const getChargeSecret = defineCall({
  backend: 'finance',
  method: 'GET',
  path: '/subscription/charge/secret',
  request: ChargeSecretRequest,
  response: ChargeSecretResponse,
})
