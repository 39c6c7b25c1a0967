// How many analytics events (POST /event) one client address may send, counted with the atomic limiter
// (server/auth/throttle.ts reserve). A page sends a few events a minute (load, navigations, focus, order steps), so a
// busy household or office stays far below it; a script filling the visits tables does not.
import type { Limit } from './throttle'

export const EVENTS_PER_ADDRESS: Limit = { max: 600, windowMs: 15 * 60 * 1000 }
