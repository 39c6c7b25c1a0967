// A fresh, migrated database for one test file, on the engine the Vitest project names (TEST_DB).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Db, fromPGlite, openPostgres } from '../../server/db/client'

export const testEngine = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export async function openTestDatabase(): Promise<Db & { url?: string }> {
  if (testEngine === 'pglite') {
    const dump = readFileSync(inject('pgliteTemplate'))
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) })
    return fromPGlite(pglite, 'test copy of the template')
  }
  const adminUrl = process.env.TEST_DATABASE_URL!
  const name = `showhome_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template showhome_test_template`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = openPostgres(url.toString(), 4)
  return {
    ...db,
    url: url.toString(),
    close: async () => {
      await db.close()
      const dropper = new pg.Client({ connectionString: adminUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}
