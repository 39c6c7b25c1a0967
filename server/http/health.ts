import { Hono } from 'hono'
import { sql } from 'kysely'
import type { AppDeps } from './context'

/** GET /api/v1/health: 200 when the database answers, 503 otherwise. For load balancers and `npm start` checks. */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/health', async (c) => {
    try {
      await sql`select 1`.execute(deps.db.kysely)
      return c.json({ status: 'ok', database: deps.db.engine })
    } catch {
      return c.json({ status: 'unavailable', database: deps.db.engine, message: 'The database does not answer.' }, 503)
    }
  })
}
