// A failed chunk load (SPEC §8: "a failed chunk load reloads the last path"). After a deploy, an open page may ask
// for a chunk of the build it started with, which the new deploy no longer has; a reload fetches the new build's
// page, whose chunks exist. One reload per path: when the chunk still fails right after it (the network is down,
// the server is failing), the page shows the error page instead of reloading forever.

/** Where the last reload is remembered, for this tab only (sessionStorage). */
export const CHUNK_RELOAD_KEY = 'showhome.chunkReload'

/** A second failure of the same path within this time after its reload is the same failure: no second reload. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000

/** What each browser says when a module or its preload cannot be fetched (Chromium, Firefox, Safari, Vite). */
const CHUNK_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_FAILURES.some((text) => message.includes(text))
}

interface ReloadMark {
  readonly path: string
  readonly at: number
}

const readMark = (stored: string | null): ReloadMark | undefined => {
  if (stored === null || stored.length > 4096) return undefined
  try {
    const mark = JSON.parse(stored) as Partial<ReloadMark>
    return typeof mark.path === 'string' && typeof mark.at === 'number' ? { path: mark.path, at: mark.at } : undefined
  } catch {
    return undefined
  }
}

/** Whether to reload `path` now, given the stored mark of the last reload; and the mark to store if so. */
export function chunkReloadDecision(
  stored: string | null,
  path: string,
  now: number,
): { readonly reload: true; readonly mark: string } | { readonly reload: false } {
  const last = readMark(stored)
  if (last && last.path === path && now - last.at >= 0 && now - last.at < CHUNK_RELOAD_WINDOW_MS) {
    return { reload: false }
  }
  return { reload: true, mark: JSON.stringify({ path, at: now }) }
}
