// The part of the chart inspector (chart-inspector.ts) that talks to an open gallery: answers its hello with every
// running chart, forwards its events, and posts each chart's snapshots as plain data. Loaded when a gallery first
// speaks, so the product's pages do not carry it.
import type { AnyActorRef } from 'xstate'
import type { GalleryMessage, LiveSnapshot, ProductMessage } from '../devtools/live-protocol'
import { plainData } from '../devtools/plain-data'

export interface Tracked {
  readonly ref: AnyActorRef
  sequence: number
  /** The event that led to the current snapshot. */
  event: string
}

/** What the inspector shares with its live part: the running charts, the open galleries and its channel. */
interface Inspector {
  readonly running: Map<string, Tracked>
  readonly galleries: Set<string>
  readonly post: (message: ProductMessage) => void
}

export interface LiveSession {
  receive(message: GalleryMessage): void
  /** A tracked chart took a step, or ended. */
  changed(tracked: Tracked, ended: boolean): void
  /** This tab is going away. */
  closed(): void
}

const logicOf = (ref: AnyActorRef) => (ref as { logic?: unknown }).logic

export function liveSession({ running, galleries, post }: Inspector): LiveSession {
  const tabId = Math.random().toString(36).slice(2, 10)

  function snapshotOf(tracked: Tracked): LiveSnapshot {
    const { ref } = tracked
    const snapshot = ref.getSnapshot() as {
      status: string
      value?: unknown
      tags?: Set<string>
      context?: unknown
    }
    return {
      sessionId: ref.sessionId,
      tabId,
      tabPath: `${location.pathname}${location.search}`,
      actorId: ref.id,
      chartId: (logicOf(ref) as { id?: string } | undefined)?.id ?? ref.id,
      parentSessionId: (ref as { _parent?: AnyActorRef })._parent?.sessionId ?? null,
      status: snapshot.status,
      value: plainData(snapshot.value),
      tags: [...(snapshot.tags ?? [])],
      context: plainData(snapshot.context),
      event: tracked.event,
      sequence: tracked.sequence,
    }
  }

  return {
    receive(message) {
      if (message.type === 'gallery.hello') {
        galleries.add(message.galleryId)
        for (const tracked of running.values()) post({ type: 'product.snapshot', snapshot: snapshotOf(tracked) })
      } else if (message.type === 'gallery.bye') {
        galleries.delete(message.galleryId)
      } else if (message.type === 'gallery.send') {
        const tracked = running.get(message.sessionId)
        if (!tracked) return
        if (typeof message.event?.type !== 'string') {
          post({ type: 'product.refused', sessionId: message.sessionId, reason: 'An event needs a type.' })
          return
        }
        tracked.ref.send(message.event)
      }
    },
    changed(tracked, ended) {
      post({ type: 'product.snapshot', snapshot: snapshotOf(tracked) })
      if (ended) post({ type: 'product.stopped', sessionId: tracked.ref.sessionId })
    },
    closed: () => post({ type: 'product.closed', tabId }),
  }
}
