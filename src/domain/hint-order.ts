// The order of queued hints (SPEC §4 Hints: "queued hints show one at a time ordered by priority, final hints
// last"). A lower priority number shows first (SPEC §9: drag 2 before move 3); hints of equal rank keep the order
// they were asked for.

export interface QueuedHint {
  /** The hint's name, the key of its outcome in the stored hint history. */
  readonly name: string
  /** SPEC §9 priority: lower shows first. */
  readonly priority: number
  /** A final hint waits until every non-final hint has been shown. */
  readonly final: boolean
}

/** Negative when `a` shows before `b`: non-final before final, then by priority. */
export const compareHints = (a: QueuedHint, b: QueuedHint): number =>
  Number(a.final) - Number(b.final) || a.priority - b.priority

/** The queue with `hint` placed after every hint that shows before it or ranks the same (first asked, first shown). */
export const enqueueHint = (queue: ReadonlyArray<QueuedHint>, hint: QueuedHint): ReadonlyArray<QueuedHint> => {
  const at = queue.findIndex((queued) => compareHints(hint, queued) < 0)
  return at === -1 ? [...queue, hint] : [...queue.slice(0, at), hint, ...queue.slice(at)]
}
