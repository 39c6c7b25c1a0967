// Described calls used by the service tests: small, but shaped like the spec's (SPEC §7).
import { Schema } from 'effect'
import { defineCall } from '../../src/schemas/api/call'

export const getListing = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/listing/get',
  request: Schema.Struct({ tourName: Schema.String, debugMode: Schema.Boolean }),
  response: Schema.Struct({ tourName: Schema.String, offline: Schema.Boolean }),
})

/** Path parameter plus query: GET /tour/{tourName}?v=…&includeHidden=… */
export const getTourConfig = defineCall({
  backend: 'api',
  method: 'GET',
  path: '/tour/{tourName}',
  request: Schema.Struct({
    tourName: Schema.String,
    v: Schema.Number,
    includeHidden: Schema.optionalKey(Schema.Boolean),
  }),
  response: Schema.Struct({ height: Schema.Number, scenes: Schema.Array(Schema.String) }),
})

export const submitStep = defineCall({
  backend: 'api',
  method: 'POST',
  path: '/booking/submit{step}',
  request: Schema.Struct({ step: Schema.String, targetStep: Schema.String }),
  response: Schema.Struct({ orderId: Schema.String }),
})

export const signIn = defineCall({
  backend: 'auth',
  method: 'POST',
  path: '/user/sign-in',
  request: Schema.Struct({ email: Schema.String }),
  response: Schema.Struct({ signedIn: Schema.Boolean }),
})

export const chargeSecret = defineCall({
  backend: 'finance',
  method: 'GET',
  path: '/subscription/charge/secret',
  request: Schema.Struct({ amount: Schema.Number, currency: Schema.String }),
  response: Schema.Struct({ secret: Schema.String }),
})
