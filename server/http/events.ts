// POST /event (SPEC §7 Other): page analytics, answered with the visit the event was counted in.
import { Hono } from 'hono'
import { sendEvent } from '../../src/schemas/api/event'
import { recordEvent } from '../db/repos/visits'
import { visitPage } from '../domain/visit-page'
import type { AppDeps, AppEnv } from './context'
import { readJson } from './request-body'

export function eventRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/event', async (c) => {
    const event = await readJson(c, sendEvent.request)
    const page = visitPage(c.req.header('referer'))
    const visitId = await recordEvent(deps.db.kysely, event, page, c.get('user')?.id)
    return c.json({ visitId })
  })
}
