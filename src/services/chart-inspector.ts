// Live mode of the chart gallery (/dev/charts): every chart the product runs is created with `inspect:
// chartInspector` (src/ui/use-chart-actor.ts, src/main.tsx), and while a gallery tab of the same site is open this
// posts each chart's snapshots to it over a BroadcastChannel and delivers the events the gallery sends. With no
// gallery open it only keeps a map of the running charts, and it does nothing where there is no BroadcastChannel
// (the prerender, tests in Node). What talks to a gallery (chart-inspector-live.ts) loads when the first gallery
// speaks, so no visitor's page carries it (issue 22).
import type { AnyActorRef, InspectionEvent } from 'xstate'
import { CHART_CHANNEL, type GalleryMessage, type ProductMessage } from '../devtools/live-protocol'
import type { LiveSession, Tracked } from './chart-inspector-live'

const running = new Map<string, Tracked>()
const galleries = new Set<string>()
let channel: BroadcastChannel | null | undefined
/** Loaded with the first message from a gallery; until then no gallery is listening. */
let live: LiveSession | undefined
let messages: Promise<void> = Promise.resolve()

/** Charts only: promise and callback actors have no states to show. */
const isChart = (ref: AnyActorRef) =>
  typeof ((ref as { logic?: unknown }).logic as { root?: unknown } | undefined)?.root === 'object'

function post(message: ProductMessage) {
  channel?.postMessage(message)
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
    // In order of arrival, each after the live code has loaded.
    channel.onmessage = (message: MessageEvent<GalleryMessage>) => {
      messages = messages.then(async () => {
        if (!live) {
          const { liveSession } = await import('./chart-inspector-live')
          live = liveSession({ running, galleries, post })
        }
        live.receive(message.data)
      })
    }
    window.addEventListener('pagehide', () => {
      if (galleries.size > 0) live?.closed()
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
  if (galleries.size === 0 || !live) return
  live.changed(tracked, ended)
}
