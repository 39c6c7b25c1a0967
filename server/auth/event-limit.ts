// How many analytics events (POST /event) one client address may send, counted with the atomic limiter
// (server/auth/throttle.ts reserve). A page sends a few events a minute (load, navigations, focus, order steps), and
// a visitor walking the tour two more per scene (arrival, time spent: issue 17), so one person touring sends up to
// about 25 a minute; the limit leaves room for an office or household of several behind one address, while a script
// filling the visits tables still stops within seconds.
import type { Limit } from './throttle'

export const EVENTS_PER_ADDRESS: Limit = { max: 3000, windowMs: 15 * 60 * 1000 }
