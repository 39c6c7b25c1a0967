// What the service worker kept of one person's visits: the pages, listing data, photos and tour faces they saw
// (src/domain/offline-cache.ts), which may be private listings. Forgotten when that person signs out or another signs
// in, so the next person on the device cannot open them offline. The build's code is the same for everyone and stays.
import { CACHE_NAMES } from '../domain/offline-cache'

export const PERSONAL_CACHES: ReadonlyArray<string> = [CACHE_NAMES.pages, CACHE_NAMES.listingData, CACHE_NAMES.media]

/** Deletes the personal caches; nothing where the browser has no Cache API (an insecure origin, tests). */
export async function forgetOfflineCopies(
  storage: Pick<CacheStorage, 'delete'> | undefined = globalThis.caches,
): Promise<void> {
  if (!storage) return
  await Promise.all(PERSONAL_CACHES.map((name) => storage.delete(name)))
}
