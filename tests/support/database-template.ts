// Vitest global setup for the server suites: migrate one template database per engine, once per run. Each test
// file then clones it (opening a fresh PGlite data dir costs seconds; loading a dump or copying a template
// database costs far less).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { fromPGlite, openPostgres } from '../../server/db/client'
import { migrateToLatest } from '../../server/db/migrate'
import { bundleServer } from './server-bundle'

export const POSTGRES_TEMPLATE = 'showhome_test_template'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated PGlite data dir. */
    pgliteTemplate: string
    /** The server bundled into one file for the processes the PostgreSQL project starts (server-bundle.ts). */
    serverBundle: string
  }
}

export default async function setup(project: TestProject) {
  if (project.name === 'server-postgres') {
    const bundle = await bundleServer()
    project.provide('serverBundle', bundle)
    const dropDatabases = await setupPostgres()
    return async () => {
      await dropDatabases()
      rmSync(bundle, { force: true })
    }
  }
  const pglite = new PGlite()
  const db = fromPGlite(pglite, 'template')
  await migrateToLatest(db.kysely)
  const dump = await pglite.dumpDataDir('none')
  const dir = path.resolve('.tmp')
  mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `pglite-template-${process.pid}.tar`)
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  await db.close()
  project.provide('pgliteTemplate', file)
}

async function setupPostgres() {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set for the server-postgres project')
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await dropTestDatabases(admin)
  await admin.query(`create database ${POSTGRES_TEMPLATE}`)
  const templateUrl = new URL(url)
  templateUrl.pathname = `/${POSTGRES_TEMPLATE}`
  const db = openPostgres(templateUrl.toString(), 1)
  await migrateToLatest(db.kysely)
  await db.close()
  await admin.end()
  return async () => {
    const cleanup = new pg.Client({ connectionString: url })
    await cleanup.connect()
    await dropTestDatabases(cleanup)
    await cleanup.end()
  }
}

/** Drops the template and every per-file copy left by this or an earlier, interrupted run. */
async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'showhome_test_%'",
  )
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`)
}
