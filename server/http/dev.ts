// Developer pages, for signed-in holders of `global` (internal admins) only; everyone else gets the app's 404 page,
// exactly as for a path that does not exist.
// - /dev/charts: the chart gallery (issue 19), in development and in production: every statechart drawn, and the
//   product's running charts followed live from another tab.
// - /dev/outbox lists the e-mails the product sent, newest first, so verification and reset codes can be read
//   without a mail server; /dev/outbox.json for scripts and tests. NODE_ENV=production removes these two for
//   everyone: those codes take over accounts.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Schema } from 'effect'
import { type Context, type Handler, Hono } from 'hono'
import { html } from 'hono/html'
import { EMAIL_MAX_LENGTH } from '../../src/schemas/constants'
import { BoundedTrim } from '../../src/schemas/fields'
import { holdsGlobal } from '../domain/permissions'
import type { AppDeps, AppEnv } from './context'
import { currentUser } from './middleware'
import { decodeFields } from './request-body'

export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.use('*', currentUser(deps))
  // Anyone else goes on to the page handler, whose 404 page is the same as for any unknown path.
  const forGlobal =
    (handler: (c: Context<AppEnv>) => Promise<Response>): Handler<AppEnv> =>
    async (c, next) => {
      if (!holdsGlobal(c.get('user'))) return next()
      c.header('Cache-Control', 'no-store')
      return handler(c)
    }
  // The gallery's page (charts.html, a second entry of the build); not built yet, it is not found.
  const galleryFile = path.join(deps.config.clientDir, 'charts.html')
  app.get(
    '/charts',
    forGlobal(async (c) => {
      if (!existsSync(galleryFile)) return c.html(NOT_BUILT_GALLERY, 404)
      c.header('X-Robots-Tag', 'noindex')
      return c.html(readFileSync(galleryFile, 'utf8'))
    }),
  )
  if (deps.config.production) return app

  // The filter is text from the query like any other field: bounded and free of NUL before it reaches SQL.
  const outboxQuery = Schema.Struct({ to: Schema.optional(BoundedTrim(EMAIL_MAX_LENGTH)) })
  const latest = (query: Record<string, string>) => {
    const { to } = decodeFields(outboxQuery, query)
    let rows = deps.db.kysely
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'created_at', 'sent_at', 'error'])
      .orderBy('created_at', 'desc')
      .limit(50)
    if (to) rows = rows.where('to_address', '=', to.toLowerCase())
    return rows.execute()
  }
  app.get(
    '/outbox.json',
    forGlobal(async (c) => {
      const rows = await latest(c.req.query())
      return c.json(
        rows.map((r) => ({
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          createdAt: new Date(r.created_at).toISOString(),
        })),
      )
    }),
  )
  app.get(
    '/outbox',
    forGlobal(async (c) => {
      const rows = await latest(c.req.query())
      return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Outbox · ${deps.config.brandName}</title>
          <style>
            body { font: 16px/1.5 system-ui, sans-serif; color: #1d2327; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; }
            h1 { font-size: 1.5rem; }
            article { border: 1px solid #e3e7ea; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
            header { color: #5b6670; font-size: 0.875rem; }
            pre { white-space: pre-wrap; font: inherit; margin: 0.5rem 0 0; }
          </style>
        </head>
        <body>
          <h1>Outbox</h1>
          <p>The last 50 e-mails ${deps.config.brandName} sent${deps.config.smtpUrl ? '' : ' (no SMTP server is configured, so they went nowhere else)'}.</p>
          ${rows.length === 0 ? html`<p>No e-mails yet.</p>` : ''}
          ${rows.map(
            (r) => html`<article>
              <header>To ${r.to_address} · ${new Date(r.created_at).toISOString().replace('T', ' ').slice(0, 19)} UTC</header>
              <strong>${r.subject}</strong>
              <pre>${r.text_body}</pre>
            </article>`,
          )}
        </body>
      </html>`)
    }),
  )
  return app
}

const NOT_BUILT_GALLERY =
  '<!doctype html><title>Chart gallery</title><p>The chart gallery is not built: run <code>npm run build</code>.</p>'
