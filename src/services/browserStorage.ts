// Local storage that never crashes the app. In a third-party iframe with blocked cookies even reading
// `window.localStorage` throws, and a full quota makes writes throw; in both cases the visitor's choices are kept
// in memory for the session instead.

/** The part of the Web Storage API we use. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Storage that lives only as long as the page (tests, and the fallback below). */
export const memoryStorage = (): KeyValueStorage => {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}

/**
 * Wraps a storage that may throw. While it works it stays the source of truth (another tab may change it); once it
 * throws, this session's writes are answered from memory (null marks a removal), and other keys are still tried.
 */
export const resilientStorage = (open: () => KeyValueStorage): KeyValueStorage => {
  const session = new Map<string, string | null>()
  let broken = false

  const attempt = <A>(use: (storage: KeyValueStorage) => A): { ok: true; value: A } | { ok: false } => {
    try {
      return { ok: true, value: use(open()) }
    } catch {
      broken = true
      return { ok: false }
    }
  }

  const remember = (key: string, value: string | null) => {
    session.set(key, value)
    if (!broken) attempt((storage) => (value === null ? storage.removeItem(key) : storage.setItem(key, value)))
  }

  return {
    getItem: (key) => {
      if (broken && session.has(key)) return session.get(key) ?? null
      const read = attempt((storage) => storage.getItem(key))
      return read.ok ? read.value : (session.get(key) ?? null)
    },
    setItem: (key, value) => remember(key, value),
    removeItem: (key) => remember(key, null),
  }
}

/** The page's local storage, reached lazily because merely touching `window.localStorage` can throw. */
export const windowLocalStorage = (): KeyValueStorage => window.localStorage
