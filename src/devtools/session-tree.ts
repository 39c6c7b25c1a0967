// The gallery's live list: a tab's running charts with each invoked chart under the chart that started it (the
// pricing page's checkout under pricing, the account dialog under the app), in the order they arrived.
import type { LiveSnapshot } from './live-protocol'

export interface SessionRow {
  readonly session: LiveSnapshot
  /** 0 for a chart the page started, 1 for a chart it invoked, and so on. */
  readonly depth: number
}

export function sessionTree(sessions: ReadonlyArray<LiveSnapshot>): SessionRow[] {
  const ids = new Set(sessions.map((session) => session.sessionId))
  const childrenOf = new Map<string, LiveSnapshot[]>()
  const roots: LiveSnapshot[] = []
  for (const session of sessions) {
    const parent = session.parentSessionId
    if (parent !== null && ids.has(parent)) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), session])
    else roots.push(session)
  }
  const rows: SessionRow[] = []
  const visit = (session: LiveSnapshot, depth: number) => {
    rows.push({ session, depth })
    for (const child of childrenOf.get(session.sessionId) ?? []) visit(child, depth + 1)
  }
  for (const root of roots) visit(root, 0)
  return rows
}

/** A name the chart was given where it was invoked (`checkout`), not XState's generated `x:3`. */
export const givenActorName = (actorId: string) => (/^x:\d+$/.test(actorId) ? null : actorId)
