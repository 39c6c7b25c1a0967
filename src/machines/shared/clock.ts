// A clock for charts whose text depends on the time ("3 minutes ago", a countdown): it sends `clock.tick` with this
// browser's time every `periodMs` while the state that invokes it is active. Tests replace it and tick themselves.
import { fromCallback } from 'xstate'

export type ClockTick = { type: 'clock.tick'; now: number }

export const tickingClock = (periodMs: number) =>
  fromCallback<{ type: 'noop' }>(({ sendBack }) => {
    const timer = setInterval(() => sendBack({ type: 'clock.tick', now: Date.now() } satisfies ClockTick), periodMs)
    return () => clearInterval(timer)
  })
