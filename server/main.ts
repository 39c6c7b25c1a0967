// Entry point: read the configuration, open and migrate the database, serve, and shut down gracefully.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirInUse } from './db/data-dir-lock'
import { migrateToLatest } from './db/migrate'
import { demoCredentialsBanner } from './demo/users'
import { prepareDemoWorld } from './demo/world'
import { paymentProviderFromConfig } from './finance/payment-provider'
import { chargeDueRenewals, RENEWAL_CHARGE_INTERVAL_MS } from './finance/renewal-charges'
import { mailRenewalNotices, RENEWAL_NOTICE_INTERVAL_MS } from './finance/renewal-notices'
import { closeWhenIdle, keepConnectionsAlive } from './http/keep-alive'
import { photoZipBuildsSettled } from './listings/photo-zips'
import { createMailer } from './mail/mailer'
import { mediaStoreFromConfig } from './media/store-from-config'
import { createLogger, logLine } from './ops/logger'
import { createMetrics } from './ops/metrics'
import { asJob } from './ops/request-scope'
import { mailPendingOffers } from './orders/waitlist-offers'

async function main() {
  const config = loadConfig(process.env)
  const logger = createLogger(config.logLevel)
  const log = logLine(logger)
  const debug = logger.isLevelEnabled('debug') ? logLine(logger, 'debug') : undefined
  // Background work in flight (a renewal sweep, a mailing): shutdown waits for it before closing the database.
  const running = new Set<Promise<unknown>>()
  const track = <T>(work: Promise<T>): Promise<T> => {
    running.add(work)
    void work.finally(() => running.delete(work)).catch(() => {})
    return work
  }
  const db = await openDatabase(config)
  // One media store (and one S3 client) for the demo world, the jobs and every request.
  const media = mediaStoreFromConfig(config)
  const applied = await migrateToLatest(db.kysely)
  if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`)
  if (config.demoData) {
    await prepareDemoWorld({
      db: db.kysely,
      media,
      log,
      out: { write: (text) => process.stdout.write(text), isTty: process.stdout.isTTY === true },
    })
  }

  // Waitlist offers a stopped server made but did not mail go out now (never twice: server/orders/waitlist-offers.ts).
  const offers = await asJob('waitlist-offers', () =>
    mailPendingOffers(db.kysely, config, createMailer(db.kysely, config, log)),
  ).catch((error: unknown) => {
    log(`waitlist offers not mailed: ${String(error)}`)
    return 0
  })
  if (offers > 0) log(`mailed ${offers} waitlist offers left from the last run`)

  // Subscription renewal notices: at start (those due while the server was stopped) and then hourly. Each notice is
  // claimed in the database, so it goes out once however many processes run this (server/finance/renewal-notices.ts).
  const noticeMailer = createMailer(db.kysely, config, log)
  const mailNotices = () =>
    track(asJob('renewal-notices', () => mailRenewalNotices(db.kysely, config, noticeMailer))).then(
      (sent) => {
        if (sent > 0) log(`mailed ${sent} subscription renewal notices`)
      },
      (error: unknown) => log(`renewal notices not mailed: ${String(error)}`),
    )
  await mailNotices()
  const noticeTimer = setInterval(mailNotices, RENEWAL_NOTICE_INTERVAL_MS)

  // Renewal charges: at start (those due while the server was stopped) and then hourly. Each period is charged once
  // however many processes run this (a unique row per period: server/finance/renewal-charges.ts).
  const renewalDeps = {
    db: db.kysely,
    provider: paymentProviderFromConfig(config, db.kysely),
    mailer: createMailer(db.kysely, config, log),
    config,
    log,
  }
  const chargeRenewals = () =>
    track(asJob('renewal-charges', () => chargeDueRenewals(renewalDeps))).then(
      ({ succeeded, failed }) => {
        if (succeeded + failed > 0) log(`renewal charges: ${succeeded} paid, ${failed} declined`)
      },
      (error: unknown) => log(`renewal charges not taken: ${String(error)}`),
    )
  await chargeRenewals()
  const chargeTimer = setInterval(chargeRenewals, RENEWAL_CHARGE_INTERVAL_MS)

  let stopping = false
  const app = createApp({
    config,
    db,
    log,
    debug,
    metrics: createMetrics(db, { processMetrics: true }),
    draining: () => stopping,
    media,
  })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    const shownHost = ['0.0.0.0', '::'].includes(info.address) ? 'localhost' : info.address
    console.log(`${config.brandName} is listening on http://${shownHost}:${info.port} (database: ${db.describe})`)
    if (config.demoData && config.logLevel !== 'silent') console.log(demoCredentialsBanner())
  })
  keepConnectionsAlive(server as Server)

  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    clearInterval(noticeTimer)
    clearInterval(chargeTimer)
    log(`${signal} received: finishing in-flight requests`, { graceSeconds: config.shutdownGraceMs / 1000 })
    const force = setTimeout(() => {
      log('grace period over: closing open connections')
      if ('closeAllConnections' in server) server.closeAllConnections()
      // Whatever work is still running is cut off; each piece is claimed in the database, so another process or
      // the next start picks it up (a renewal not recorded as charged, an offer not recorded as mailed).
      void db.close().finally(() => process.exit(1))
    }, config.shutdownGraceMs)
    force.unref()
    // Stop accepting, let in-flight requests finish and end each connection once it is idle; then the background
    // work and zip builds running now finish before the database closes.
    closeWhenIdle(server as Server, async () => {
      await Promise.allSettled([...running, photoZipBuildsSettled()])
      await db.close()
      log('stopped cleanly')
      process.exit(0)
    })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUse) console.error(error.message)
  else console.error('Showhome could not start:', error)
  process.exit(1)
})
