// Opens the database: embedded PGlite in the data dir by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { type DatabaseConnection, type Driver, Kysely, PGliteDialect, PostgresDialect } from 'kysely'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import type { Database } from './schema'

export type Engine = 'pglite' | 'postgres'

export interface Db {
  readonly kysely: Kysely<Database>
  readonly engine: Engine
  /** A one-line description for the start-up log. */
  readonly describe: string
  /** Waits for running queries, then closes the connection(s); safe to call twice. */
  readonly close: () => Promise<void>
}

// PostgreSQL returns bigint counts as strings; ours stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10))

export function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize })
  // An idle connection the server ends (a restart, a failover, an administrator's shutdown) emits 'error' on the
  // pool; unhandled, that would crash the process. The pool has already dropped it and opens a new one on demand.
  pool.on('error', () => {})
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  const host = new URL(url).host
  return { kysely, engine: 'postgres', describe: `PostgreSQL at ${host}`, close: once(() => kysely.destroy()) }
}

/**
 * PGlite is one connection, and Kysely's PGlite driver hands it to every caller at once: a query sent while another
 * request's transaction is open would run inside that transaction, and two transactions would take each other's
 * commit. Like Kysely's SQLite driver, this one lends the connection to one caller (a query or a whole
 * transaction) at a time, so transactions are serialised as PostgreSQL's locks would order them.
 */
class OneAtATimeDriver implements Driver {
  #busy: Promise<void> | undefined
  #done: (() => void) | undefined
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init()
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#busy) await this.#busy
    this.#busy = new Promise((resolve) => {
      this.#done = resolve
    })
    try {
      return await this.inner.acquireConnection()
    } catch (error) {
      this.#free()
      throw error
    }
  }
  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.inner.releaseConnection(connection)
    } finally {
      this.#free()
    }
  }
  #free() {
    const done = this.#done
    this.#busy = undefined
    this.#done = undefined
    done?.()
  }
  beginTransaction: Driver['beginTransaction'] = (connection, settings) =>
    this.inner.beginTransaction(connection, settings)
  commitTransaction: Driver['commitTransaction'] = (connection) => this.inner.commitTransaction(connection)
  rollbackTransaction: Driver['rollbackTransaction'] = (connection) => this.inner.rollbackTransaction(connection)
  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint?.(...args) ?? Promise.resolve()
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) =>
    this.inner.rollbackToSavepoint?.(...args) ?? Promise.resolve()
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) =>
    this.inner.releaseSavepoint?.(...args) ?? Promise.resolve()
  destroy() {
    return this.inner.destroy()
  }
}

class OneAtATimePGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    return new OneAtATimeDriver(super.createDriver())
  }
}

/** Wraps an open PGlite instance (a data dir, in memory, or loaded from a template). */
export function fromPGlite(pglite: PGlite, describe: string): Db {
  const kysely = new Kysely<Database>({ dialect: new OneAtATimePGliteDialect({ pglite }) })
  return { kysely, engine: 'pglite', describe, close: once(() => kysely.destroy()) }
}

export async function openPGlite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pgdata')
  mkdirSync(dir, { recursive: true })
  const release = lockDataDir(`${dir}.lock`)
  try {
    const db = fromPGlite(await PGlite.create(dir), `embedded PGlite in ${dir}`)
    return { ...db, close: once(() => db.close().finally(release)) }
  } catch (error) {
    release()
    throw error
  }
}

export function openDatabase(options: { dataDir: string; databaseUrl: string | undefined }): Promise<Db> {
  return options.databaseUrl ? Promise.resolve(openPostgres(options.databaseUrl)) : openPGlite(options.dataDir)
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined
  return () => {
    done ??= fn()
    return done
  }
}
