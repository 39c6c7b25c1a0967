// The browser's side of src/domain/chunk-reload.ts: reloads the page once when one of its chunks failed to load.
import { CHUNK_RELOAD_KEY, chunkReloadDecision } from '../domain/chunk-reload'

const session = (): Storage | undefined => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/** Reloads the current path unless it was just reloaded for the same reason; true when a reload is under way. */
export function reloadAfterChunkFailure(): boolean {
  const storage = session()
  const path = `${window.location.pathname}${window.location.search}`
  const decision = chunkReloadDecision(storage?.getItem(CHUNK_RELOAD_KEY) ?? null, path, Date.now())
  if (!decision.reload || !storage) return false
  storage.setItem(CHUNK_RELOAD_KEY, decision.mark)
  window.location.reload()
  return true
}
