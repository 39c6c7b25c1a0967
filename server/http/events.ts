// POST /event (SPEC §7 Other): page analytics, answered with the visit the event was counted in. Rules:
// docs/server-behaviour.md, Analytics events.
import { Hono } from 'hono'
import { sendEvent } from '../../src/schemas/api/event'
import { EVENTS_PER_ADDRESS } from '../auth/event-limit'
import { reserve, waitWords } from '../auth/throttle'
import { visitorKeyHash } from '../auth/visitor-key'
import { recordEvent } from '../db/repos/visits'
import { visitPage } from '../domain/visit-page'
import { classifySource } from '../domain/visit-source'
import { clientAddress } from './client-address'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'
import { readJson } from './request-body'

export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/event', async (c) => {
    // Every request counts, a malformed one too, before anything is read or written.
    const wait = await reserve(deps.db.kysely, `event:${clientAddress(c, deps.config)}`, EVENTS_PER_ADDRESS)
    if (wait > 0) {
      const message = `Too many events from this address. Please try again in ${waitWords(wait)}.`
      c.header('Retry-After', String(Math.ceil(wait / 1000)))
      throw new ApiError(429, { statusError: message, message })
    }
    const event = await readJson(c, sendEvent.request)
    const page = visitPage(c.req.header('referer'))
    const visitor = {
      keyHash: visitorKeyHash(c, deps.config),
      userId: c.get('user')?.id,
      source: classifySource(event.source, new URL(deps.config.publicUrl).hostname),
    }
    const visitId = await recordEvent(deps.db.kysely, event, page, visitor)
    return c.json({ visitId })
  })
}
