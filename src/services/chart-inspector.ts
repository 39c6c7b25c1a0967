// Live mode of the chart gallery (/dev/charts): every chart the product runs is created with `inspect:
// chartInspector` (src/ui/use-chart-actor.ts, src/main.tsx), and while a gallery tab of the same site is open this
// posts each chart's snapshots to it over a BroadcastChannel and delivers the events the gallery sends. With no
// gallery open it only keeps a map of the running charts, and it does nothing where there is no BroadcastChannel
// (the prerender, tests in Node).
import type { AnyActorRef, InspectionEvent } from 'xstate'
import { CHART_CHANNEL, type GalleryMessage, type LiveSnapshot, type ProductMessage } from '../devtools/live-protocol'
import { plainData } from '../devtools/plain-data'

interface Tracked {
  readonly ref: AnyActorRef
  sequence: number
  /** The event that led to the current snapshot. */
  event: string
}

const running = new Map<string, Tracked>()
const galleries = new Set<string>()
const tabId = Math.random().toString(36).slice(2, 10)
let channel: BroadcastChannel | null | undefined

/** Charts only: promise and callback actors have no states to show. */
const isChart = (ref: AnyActorRef) => typeof (logicOf(ref) as { root?: unknown } | undefined)?.root === 'object'
const logicOf = (ref: AnyActorRef) => (ref as { logic?: unknown }).logic

function post(message: ProductMessage) {
  channel?.postMessage(message)
}

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

function receive(message: GalleryMessage) {
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
}

function open() {
  if (channel !== undefined) return channel
  channel =
    typeof window === 'undefined' || typeof BroadcastChannel === 'undefined'
      ? null
      : new BroadcastChannel(CHART_CHANNEL)
  if (channel) {
    // Node's BroadcastChannel (view tests in jsdom) would otherwise keep a test worker alive.
    ;(channel as { unref?: () => void }).unref?.()
    channel.onmessage = (message: MessageEvent<GalleryMessage>) => receive(message.data)
    window.addEventListener('pagehide', () => {
      if (galleries.size > 0) post({ type: 'product.closed', tabId })
    })
  }
  return channel
}

export function chartInspector(inspection: InspectionEvent) {
  if (inspection.type === '@xstate.actor') {
    const ref = inspection.actorRef as AnyActorRef
    if (!isChart(ref) || !open()) return
    running.set(ref.sessionId, { ref, sequence: 0, event: 'xstate.init' })
    return
  }
  if (inspection.type !== '@xstate.snapshot') return
  const tracked = running.get(inspection.actorRef.sessionId)
  if (!tracked) return
  tracked.sequence += 1
  tracked.event = inspection.event.type
  const status = (inspection.snapshot as { status?: string }).status
  const ended = status !== 'active'
  if (ended) running.delete(inspection.actorRef.sessionId)
  if (galleries.size === 0) return
  post({ type: 'product.snapshot', snapshot: snapshotOf(tracked) })
  if (ended) post({ type: 'product.stopped', sessionId: inspection.actorRef.sessionId })
}
