// The photo editor's save (SPEC §4 Photo editing, §7 POST /listing/updatephotos): the list it sends must be exactly
// the listing's photos, each once, hidden ones and videos included; the photos then take the positions of that list
// and the visibility it gives. Rules we chose are in docs/server-behaviour.md.

export interface PhotoEdit {
  readonly code: string
  readonly hidden: boolean
}

/** Where a photo stands (0-based, as stored in listing_photos.position) and whether it is hidden. */
export interface PhotoPlacement {
  readonly code: string
  readonly position: number
  readonly hidden: boolean
}

/** True when `edits` names every one of `codes` exactly once and nothing else. */
export function isPermutationOf(
  codes: ReadonlyArray<string>,
  edits: ReadonlyArray<{ readonly code: string }>,
): boolean {
  if (edits.length !== codes.length) return false
  const left = new Set(codes)
  if (left.size !== codes.length) return false
  for (const { code } of edits) if (!left.delete(code)) return false
  return left.size === 0
}

/**
 * The placements to write so the photos stand in the order of `edits` (positions 0, 1, 2 …) with its visibility:
 * only those that differ from what is stored, so saving an unchanged list writes nothing. Undefined when `edits`
 * is not exactly the stored photos (one added, missing, repeated or unknown), in which case nothing may change.
 */
export function photoPlacements(
  stored: ReadonlyArray<PhotoPlacement>,
  edits: ReadonlyArray<PhotoEdit>,
): PhotoPlacement[] | undefined {
  if (
    !isPermutationOf(
      stored.map((p) => p.code),
      edits,
    )
  )
    return undefined
  const before = new Map(stored.map((p) => [p.code, p]))
  return edits
    .map(({ code, hidden }, position) => ({ code, position, hidden }))
    .filter((next) => {
      const old = before.get(next.code)
      return old?.position !== next.position || old.hidden !== next.hidden
    })
}
