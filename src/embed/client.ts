// The host page's side of the embedded tour's script API (SPEC §6; docs/embed-api.md). A host page imports this
// file (or copies it: it depends on messages.ts only, not on React or Effect, and stays a few KB) and drives a tour
// iframe whose address carries enablejsapi=1.
//
// Events are checked by hand rather than with the Effect schemas of protocol.ts so the host pays for no library;
// tests/embed/client.test.ts runs both over the same table so they cannot drift apart.
import {
  clampTilt,
  MAX_TEXT_LENGTH,
  type MessageEventLike,
  type MessagePoster,
  type MessageReceiver,
  type MoveEvent,
  normalisePan,
  type ReadyInfo,
  type RotateEvent,
  type SceneSummary,
  type TourCommand,
  type TourEvent,
} from './messages'

export type { MoveEvent, ReadyInfo, RotateEvent, SceneSummary, TourCommand, TourEvent } from './messages'

/** The parts of an HTMLIFrameElement the client uses; an iframe element fits, tests pass a fake. */
export interface TourFrame {
  readonly contentWindow: MessagePoster | null
  readonly ownerDocument: { readonly defaultView: MessageReceiver | null }
}

export interface TourClientOptions {
  /**
   * The tour's origin ('https://tours.example.com'). When given, only its messages are read and commands are
   * posted to it alone; without it the frame's window is still checked, but commands go out with '*'.
   */
  readonly origin?: string
}

type Listened = { move: MoveEvent; rotate: RotateEvent }

export interface TourClient {
  /** Resolves once the tour has loaded (for a passcode listing, after the visitor entered it in the frame). */
  readonly ready: Promise<ReadyInfo>
  /** Go to a scene at once. Commands given before ready are held and sent when the tour is ready. */
  jump(sceneCode: string): void
  /** Walk to a scene with the tour's normal transition. */
  move(sceneCode: string): void
  /** Look that way: pan in compass degrees clockwise from north, tilt in degrees up (negative is down). */
  rotate(pan: number, tilt: number): void
  /** Hear arrivals ('move') or view changes ('rotate', at most one per frame); returns the unsubscribe. */
  on<K extends keyof Listened>(type: K, listener: (event: Listened[K]) => void): () => void
  /** Stops listening; a ready still pending rejects. */
  destroy(): void
}

export function createTourClient(iframe: TourFrame, options: TourClientOptions = {}): TourClient {
  const host = iframe.ownerDocument.defaultView
  if (!host) throw new Error('createTourClient: the iframe is not in a document with a window')
  // new URL() normalises 'https://Tours.example.com/' to the form MessageEvent.origin has, and throws on nonsense.
  const origin = options.origin === undefined ? undefined : new URL(options.origin).origin
  const listeners = { move: new Set<(e: MoveEvent) => void>(), rotate: new Set<(e: RotateEvent) => void>() }
  /** Commands given before ready: until then the frame may still hold about:blank, where a message is lost. */
  let held: TourCommand[] | undefined = []
  let settle: { resolve(info: ReadyInfo): void; reject(error: Error): void } | undefined
  const ready = new Promise<ReadyInfo>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // A host that never awaits ready should not see an unhandled rejection when it destroys the client.
  ready.catch(() => {})

  const post = (command: TourCommand) => iframe.contentWindow?.postMessage(command, origin ?? '*')
  const send = (command: TourCommand) => (held ? held.push(command) : post(command))

  const onMessage = (event: MessageEventLike) => {
    if (event.source !== iframe.contentWindow || (origin !== undefined && event.origin !== origin)) return
    const message = readTourEvent(event.data)
    if (!message) return
    if (message.type === 'ready') {
      const { showhome: _, type: __, ...info } = message
      settle?.resolve(info)
      settle = undefined
      for (const command of held?.splice(0) ?? []) post(command)
      held = undefined
    } else if (message.type === 'move') {
      for (const listener of [...listeners.move]) listener(message)
    } else {
      for (const listener of [...listeners.rotate]) listener(message)
    }
  }
  host.addEventListener('message', onMessage)

  return {
    ready,
    jump: (sceneCode) => send({ showhome: 'command', type: 'jump', sceneCode: checkedCode(sceneCode) }),
    move: (sceneCode) => send({ showhome: 'command', type: 'move', sceneCode: checkedCode(sceneCode) }),
    rotate(pan, tilt) {
      // A host's mistake is reported at the host: the tour would silently drop these.
      if (!Number.isFinite(pan) || !Number.isFinite(tilt)) throw new RangeError(`rotate: angles must be finite`)
      send({ showhome: 'command', type: 'rotate', pan: normalisePan(pan), tilt: clampTilt(tilt) })
    },
    on(type, listener) {
      const set = listeners[type] as Set<typeof listener>
      set.add(listener)
      return () => set.delete(listener)
    },
    destroy() {
      host.removeEventListener('message', onMessage)
      listeners.move.clear()
      listeners.rotate.clear()
      held = []
      settle?.reject(new Error('Tour client destroyed before the tour was ready'))
      settle = undefined
    },
  }
}

function checkedCode(sceneCode: string): string {
  if (!isCode(sceneCode)) throw new RangeError(`Scene code must be 1–${MAX_TEXT_LENGTH} characters`)
  return sceneCode
}

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null
const isLabel = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT_LENGTH
const isCode = (value: unknown): value is string => isLabel(value) && value.length > 0
const isAngle = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

function readScene(value: unknown): SceneSummary | undefined {
  if (!isRecord(value)) return undefined
  const { code, group, floor, cluster } = value
  return isCode(code) && isLabel(group) && isLabel(floor) && isLabel(cluster)
    ? { code, group, floor, cluster }
    : undefined
}

/**
 * A message from the tour as a fresh, clean event (extra keys dropped, angles normalised), or undefined for
 * anything else; the same answers as protocol.ts's decodeTourEvent. Never throws.
 */
export function readTourEvent(data: unknown): TourEvent | undefined {
  try {
    if (!isRecord(data) || data.showhome !== 'event') return undefined
    const { type, sceneCode, pan, tilt } = data
    if (type === 'move') return isCode(sceneCode) ? { showhome: 'event', type, sceneCode } : undefined
    if (!isAngle(pan) || !isAngle(tilt)) return undefined
    const view = { pan: normalisePan(pan), tilt: clampTilt(tilt) }
    if (type === 'rotate') return { showhome: 'event', type, ...view }
    const { tourName, scenes } = data
    if (type !== 'ready' || !isCode(tourName) || !isCode(sceneCode) || !Array.isArray(scenes)) return undefined
    // Array.from reads holes of a sparse array as undefined, which map() would skip.
    const summaries = Array.from(scenes, readScene)
    if (!summaries.every((s) => s !== undefined)) return undefined
    return { showhome: 'event', type, tourName, sceneCode, ...view, scenes: summaries }
  } catch {
    return undefined
  }
}
