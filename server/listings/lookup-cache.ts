// Keeping the hot listing reads cheap under load (issue 12; docs/server-behaviour.md, Under load). Three tools, none
// of which can show anyone what the database would not show them now:
// - `singleFlight`: concurrent callers asking the same question share one query in flight. Nothing is kept once it
//   settles, so a request never sees an answer older than a query that was running when it arrived.
// - `GenerationCache`: with embedded PGlite this process is the database's only writer, and the driver counts the
//   statements that may change a listing (Db.writeGeneration); a read is kept until the next such statement. With
//   PostgreSQL, which other processes share, nothing is kept (only single flights).
// - `VersionedCache`: what is derived from a listing is kept under the listing's `updated_at` (or a media set's
//   config version), which the database moves whenever the listing, its photos, agents or orders change
//   (migration 0006). Every request still reads the listing row, so visibility (offline, passcode, owner) is always
//   decided on the current row; only what follows from that row is reused.

import type { Db } from '../db/client'

/** Shares one in-flight promise among concurrent callers with the same key. */
export function singleFlight<K, V>(): (key: K, load: () => Promise<V>) => Promise<V> {
  const inFlight = new Map<K, Promise<V>>()
  return (key, load) => {
    const running = inFlight.get(key)
    if (running) return running
    const started = load().finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }
}

/** Reads kept while the database's write generation stands still (see above); at most `maxEntries` of them. */
export class GenerationCache<V> {
  private readonly entries = new Map<string, V>()
  private generation: number | undefined
  private readonly flight = singleFlight<string, V>()

  constructor(
    private readonly db: Db,
    private readonly maxEntries = 5000,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.db.writeGeneration?.()
    if (generation === undefined) return this.flight(key, load)
    if (generation !== this.generation) {
      this.entries.clear()
      this.generation = generation
    }
    if (this.entries.has(key)) return Promise.resolve(this.entries.get(key) as V)
    return this.flight(`${generation}\u0000${key}`, async () => {
      const value = await load()
      // Kept only when nothing that may change a listing ran meanwhile.
      if (this.db.writeGeneration?.() === generation && this.generation === generation) {
        if (this.entries.size >= this.maxEntries) this.entries.clear()
        this.entries.set(key, value)
      }
      return value
    })
  }
}

/** One GenerationCache per database, so separate apps (tests) never share answers. */
export function generationCachePer<V>(): (db: Db) => GenerationCache<V> {
  const caches = new WeakMap<Db, GenerationCache<V>>()
  return (db) => {
    let cache = caches.get(db)
    if (!cache) {
      cache = new GenerationCache<V>(db)
      caches.set(db, cache)
    }
    return cache
  }
}

/**
 * Values under a key, valid for one version of their source and for at most `maxAgeMs` (a bound for what no version
 * tracks, such as an agent's own details). At most `maxEntries` keys; the oldest written goes first.
 */
export class VersionedCache<V> {
  private readonly entries = new Map<string, { readonly version: string; readonly value: V; readonly at: number }>()
  private readonly loading = singleFlight<string, V>()

  constructor(
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.version !== version || this.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: string, version: string, value: V): V {
    this.entries.delete(key)
    this.entries.set(key, { version, value, at: this.now() })
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    return value
  }

  /** The cached value, or the loaded one (then cached); concurrent misses share one load. */
  getOrLoad(key: string, version: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key, version)
    if (hit !== undefined) return Promise.resolve(hit)
    return this.loading(`${key}\u0000${version}`, async () => this.set(key, version, await load()))
  }
}

/** A listing row's version: its updated_at, which the database moves on every change to it or what hangs off it. */
export const rowVersion = (row: { readonly updated_at: Date | string }) => String(new Date(row.updated_at).getTime())
