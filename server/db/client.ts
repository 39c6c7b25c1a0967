// Opens the database: embedded PGlite in the data dir by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type QueryResult,
} from 'kysely'
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
  /**
   * Embedded PGlite only: a number that moves before and after every statement that may change a listing or what
   * hangs off it (anything but a SELECT, except writes to the tables in UNRELATED_TO_LISTINGS). This process is the
   * database's only writer (the data dir is locked), so a read made while the number stood still is still true;
   * server/listings/lookup-cache.ts keeps listing rows on it. Undefined for PostgreSQL, which other processes share.
   */
  readonly writeGeneration?: () => number
  /** PostgreSQL only: the connection pool's counts now, for the metrics (server/ops/metrics.ts). */
  readonly poolStats?: () => PoolStats
}

export interface PoolStats {
  /** Connections open, idle or in use. */
  readonly total: number
  readonly idle: number
  /** Queries waiting for a connection: above zero for long, the pool is too small or the database too slow. */
  readonly waiting: number
}

/** Tables whose writes never change a listing row (no trigger of theirs touches one) nor anything cached from one. */
export const UNRELATED_TO_LISTINGS: ReadonlySet<string> = new Set([
  'sessions',
  'throttle',
  'outbox',
  'one_time_codes',
  'visits',
  'visit_events',
  'booking_drafts',
  'photo_zip_builds',
])

/** Whether a statement may change a listing: a write to a table not known to be unrelated, or anything unknown. */
export function mayChangeListings(sql: string): boolean {
  const text = sql.trimStart().toLowerCase()
  if (text.startsWith('select ') || text.startsWith('select\n')) return false
  const target = /^(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?[\s(]/.exec(text)?.[1]
  return target === undefined || !UNRELATED_TO_LISTINGS.has(target)
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
  return {
    kysely,
    engine: 'postgres',
    describe: `PostgreSQL at ${host}`,
    close: once(() => kysely.destroy()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
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
  #writes = 0
  constructor(private readonly inner: Driver) {}
  /** See Db.writeGeneration. */
  readonly writeGeneration = () => this.#writes
  init() {
    return this.inner.init()
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#busy) await this.#busy
    this.#busy = new Promise((resolve) => {
      this.#done = resolve
    })
    try {
      return new CountingConnection(await this.inner.acquireConnection(), () => this.#writes++)
    } catch (error) {
      this.#free()
      throw error
    }
  }
  async releaseConnection(connection: DatabaseConnection) {
    try {
      await this.inner.releaseConnection(unwrap(connection))
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
  // The inner driver's transaction calls use private methods of its own connection.
  beginTransaction: Driver['beginTransaction'] = (connection, settings) =>
    this.inner.beginTransaction(unwrap(connection), settings)
  commitTransaction: Driver['commitTransaction'] = (connection) => this.inner.commitTransaction(unwrap(connection))
  rollbackTransaction: Driver['rollbackTransaction'] = (connection) =>
    this.inner.rollbackTransaction(unwrap(connection))
  savepoint: Driver['savepoint'] = (connection, ...rest) =>
    this.inner.savepoint?.(unwrap(connection), ...rest) ?? Promise.resolve()
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, ...rest) =>
    this.inner.rollbackToSavepoint?.(unwrap(connection), ...rest) ?? Promise.resolve()
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, ...rest) =>
    this.inner.releaseSavepoint?.(unwrap(connection), ...rest) ?? Promise.resolve()
  destroy() {
    return this.inner.destroy()
  }
}

const unwrap = (connection: DatabaseConnection) =>
  connection instanceof CountingConnection ? connection.inner : connection

/** Moves the write generation before and after each statement that may change a listing. */
class CountingConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly wrote: () => void,
  ) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!mayChangeListings(query.sql)) return this.inner.executeQuery(query)
    this.wrote()
    try {
      return await this.inner.executeQuery(query)
    } finally {
      this.wrote()
    }
  }
  streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    if (mayChangeListings(query.sql)) this.wrote()
    return this.inner.streamQuery(query, chunkSize)
  }
}

class OneAtATimePGliteDialect extends PGliteDialect {
  driver: OneAtATimeDriver | undefined
  override createDriver(): Driver {
    this.driver = new OneAtATimeDriver(super.createDriver())
    return this.driver
  }
}

/** Wraps an open PGlite instance (a data dir, in memory, or loaded from a template). */
export function fromPGlite(pglite: PGlite, describe: string): Db {
  const dialect = new OneAtATimePGliteDialect({ pglite })
  const kysely = new Kysely<Database>({ dialect })
  // Kysely creates the driver in its constructor.
  const driver = dialect.driver
  return {
    kysely,
    engine: 'pglite',
    describe,
    close: once(() => kysely.destroy()),
    ...(driver ? { writeGeneration: driver.writeGeneration } : {}),
  }
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
