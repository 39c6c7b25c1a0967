// Reads and writes the values of SPEC §3 "Stored locally" (src/schemas/local-store.ts). Every read is checked
// against the value's schema: a missing, unreadable or out-of-date stored value gives its default instead of
// crashing a chart, and storage that throws falls back to memory (see browserStorage.ts).
import { Context, Effect, Layer, Option, Schema } from 'effect'
import type { StoredValue } from '../schemas/local-store'
import { type KeyValueStorage, memoryStorage, resilientStorage, windowLocalStorage } from './browserStorage'

export interface LocalStoreShape {
  /** The stored value, or its default when nothing valid is stored. */
  readonly get: <A>(value: StoredValue<A>) => Effect.Effect<A>
  readonly set: <A>(value: StoredValue<A>, next: A) => Effect.Effect<void>
  /** Forgets the value, so the next read gives its default (e.g. photo edits once saved). */
  readonly remove: (value: StoredValue<unknown>) => Effect.Effect<void>
}

export class LocalStore extends Context.Service<LocalStore, LocalStoreShape>()('showhome/services/LocalStore') {
  /** Live layer over window.localStorage, kept in memory when the browser refuses storage. */
  static readonly layer = Layer.sync(LocalStore, () => makeLocalStore(resilientStorage(windowLocalStorage)))

  /** Layer over any storage: tests pass a memory storage, or one that throws to exercise the fallback. */
  static readonly layerFrom = (open: () => KeyValueStorage) =>
    Layer.sync(LocalStore, () => makeLocalStore(resilientStorage(open)))

  /** Test layer: an empty in-memory store per built layer. */
  static readonly layerTest = Layer.sync(LocalStore, () => makeLocalStore(memoryStorage()))
}

export const makeLocalStore = (storage: KeyValueStorage): LocalStoreShape => ({
  get: (value) => Effect.sync(() => readStored(storage, value)),
  set: (value, next) =>
    Effect.sync(() => storage.setItem(value.key, JSON.stringify(Schema.encodeSync(value.schema)(next)))),
  remove: (value) => Effect.sync(() => storage.removeItem(value.key)),
})

const readStored = <A>(storage: KeyValueStorage, value: StoredValue<A>): A => {
  const text = storage.getItem(value.key)
  if (text === null) return value.fallback
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return value.fallback
  }
  return Option.getOrElse(Schema.decodeUnknownOption(value.schema)(parsed), () => value.fallback)
}
