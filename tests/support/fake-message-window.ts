// A stand-in for a browser window in postMessage tests (src/embed): it records what is posted to it and lets a test
// deliver messages as if another window had sent them. Linked in pairs, it behaves like a host page and its iframe.
import type { MessageEventLike, MessagePoster, MessageReceiver } from '../../src/embed/messages'

type Listener = (event: MessageEventLike) => void

export class FakeWindow implements MessageReceiver, MessagePoster {
  /** What others posted to this window, as structured clone would deliver it. */
  readonly posted: Array<{ readonly message: unknown; readonly targetOrigin: string }> = []
  /** The window on the other side of postMessage: messages posted here arrive with it as their source. */
  peer: FakeWindow | undefined
  private readonly listeners = new Set<Listener>()

  constructor(readonly origin: string) {}

  addEventListener(_type: 'message', listener: Listener) {
    this.listeners.add(listener)
  }

  removeEventListener(_type: 'message', listener: Listener) {
    this.listeners.delete(listener)
  }

  get listenerCount() {
    return this.listeners.size
  }

  /** Records the message; when linked, delivers it later, as a browser does, from the peer. */
  postMessage(message: unknown, targetOrigin: string) {
    // structuredClone throws for what a real postMessage refuses (functions, DOM nodes), so tests catch leaks.
    const copy = structuredClone(message)
    this.posted.push({ message: copy, targetOrigin })
    const peer = this.peer
    const deliverable = targetOrigin === '*' || targetOrigin === this.origin
    if (peer && deliverable) queueMicrotask(() => this.receive(copy, peer, peer.origin))
  }

  /** Delivers `data` at once, as if `source` (a window, or anything a hostile page could be) had posted it. */
  receive(data: unknown, source: unknown, origin = 'https://host.example') {
    for (const listener of [...this.listeners]) listener({ data, source, origin })
  }
}

/** A host page and the tour in its iframe, each posting to the other. */
export function linkedWindows(hostOrigin = 'https://host.example', tourOrigin = 'https://tour.example') {
  const host = new FakeWindow(hostOrigin)
  const frame = new FakeWindow(tourOrigin)
  host.peer = frame
  frame.peer = host
  return { host, frame }
}

/** Lets queued deliveries run. */
export const settleMessages = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
