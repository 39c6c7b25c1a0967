// The photo editor's rules (SPEC §4 Photo editing, §5): a locally saved edit is used only when it has the same
// length and the same codes as the server's photos (otherwise it belongs to an older photo set and is reset);
// saving is offered only when the order or the visibility differs from the server.

export interface PhotoEdit {
  readonly code: string
  readonly hidden: boolean
}

/** The saved edit when it still fits the server's photos, else the server's own order. */
export function restoreEdit(saved: ReadonlyArray<PhotoEdit>, server: ReadonlyArray<PhotoEdit>): PhotoEdit[] {
  const codes = new Set(server.map((p) => p.code))
  const fits =
    saved.length === server.length &&
    new Set(saved.map((p) => p.code)).size === saved.length &&
    saved.every((p) => codes.has(p.code))
  return (fits ? saved : server).map((p) => ({ code: p.code, hidden: p.hidden }))
}

/** Order or visibility differs. */
export const editDiffers = (draft: ReadonlyArray<PhotoEdit>, server: ReadonlyArray<PhotoEdit>) =>
  draft.length !== server.length || draft.some((p, i) => p.code !== server[i]?.code || p.hidden !== server[i]?.hidden)

/** Moves the photo at `from` to `to` (indices in the current order); out-of-range moves change nothing. */
export function movePhoto(draft: ReadonlyArray<PhotoEdit>, from: number, to: number): PhotoEdit[] {
  const next = [...draft]
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved as PhotoEdit)
  return next
}

export const togglePhoto = (draft: ReadonlyArray<PhotoEdit>, code: string): PhotoEdit[] =>
  draft.map((p) => (p.code === code ? { ...p, hidden: !p.hidden } : p))
