import { Schema } from 'effect'

/** The signed-in person as the readable authorisation cookie carries it (SPEC §3 User). */
export const User = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  isVerified: Schema.Boolean,
})
export type User = typeof User.Type
