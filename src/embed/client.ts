// The host page's side of the embedded tour's script API (SPEC §6; docs/embed-api.md). A host page imports this
// file (or copies it: it depends on messages.ts only, not on React or Effect, and stays a few KB) and drives a tour
// iframe whose address carries enablejsapi=1.
//
// Events are checked by hand rather than with the Effect schemas of protocol.ts so the host pays for no library;
// tests/embed/client.test.ts runs both over the same table so they cannot drift apart.
import {
  AUTOPLAY_STATES,
  type AutoplayEvent,
  type AutoplayState,
  clampTilt,
  ERROR_CODES,
  type ErrorEvent,
  type FloorEvent,
  type FloorSummary,
  MAX_TEXT_LENGTH,
  type MessageEventLike,
  type MessagePoster,
  type MessageReceiver,
  type MoveEvent,
  normalisePan,
  type ReadyInfoV2,
  type RotateEvent,
  type SceneSummary,
  type SectionEvent,
  type StateEvent,
  type TourCommand,
  type TourEvent,
  type TourStateInfo,
} from './messages'

export type {
  AutoplayEvent,
  AutoplayState,
  ErrorEvent,
  FloorEvent,
  FloorSummary,
  MoveEvent,
  ReadyInfoV2,
  RotateEvent,
  SceneSummary,
  SectionEvent,
  StateEvent,
  TourCommand,
  TourEvent,
  TourStateInfo,
} from './messages'

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

/** The events a host can listen to, by type. */
export interface Listened {
  move: MoveEvent
  rotate: RotateEvent
  floor: FloorEvent
  section: SectionEvent
  autoplay: AutoplayEvent
  error: ErrorEvent
}

export interface TourClient {
  /** Resolves once the tour has loaded (for a passcode listing, after the visitor entered it in the frame). */
  readonly ready: Promise<ReadyInfoV2>
  /** Go to a scene at once. Commands given before ready are held and sent when the tour is ready. */
  jump(sceneCode: string): void
  /** Walk to a scene with the tour's normal transition. */
  move(sceneCode: string): void
  /** Look that way: pan in compass degrees clockwise from north, tilt in degrees up (negative is down). */
  rotate(pan: number, tilt: number): void
  /** Go to a floor (an id from ready's `floors`): the tour walks to its first visible scene. */
  setFloor(floor: string): void
  /** Start the guided tour, or resume it (only where the tour's address has a1 in o). */
  startAutoplay(): void
  /** Pause the guided tour. */
  stopAutoplay(): void
  /** Where the tour stands now; rejects with the tour's error message if it refuses. */
  getState(): Promise<TourStateInfo>
  /** Hear the tour's events; returns the unsubscribe. Errors of getState calls reach both. */
  on<K extends keyof Listened>(type: K, listener: (event: Listened[K]) => void): () => void
  /** Stops listening; a ready or getState still pending rejects. */
  destroy(): void
}

type Listeners = { [K in keyof Listened]: Set<(event: Listened[K]) => void> }

export function createTourClient(iframe: TourFrame, options: TourClientOptions = {}): TourClient {
  const host = iframe.ownerDocument.defaultView
  if (!host) throw new Error('createTourClient: the iframe is not in a document with a window')
  // new URL() normalises 'https://Tours.example.com/' to the form MessageEvent.origin has, and throws on nonsense.
  const origin = options.origin === undefined ? undefined : new URL(options.origin).origin
  const listeners: Listeners = {
    move: new Set(),
    rotate: new Set(),
    floor: new Set(),
    section: new Set(),
    autoplay: new Set(),
    error: new Set(),
  }
  /** Commands given before ready: until then the frame may still hold about:blank, where a message is lost. */
  let held: TourCommand[] | undefined = []
  let settle: { resolve(info: ReadyInfoV2): void; reject(error: Error): void } | undefined
  const ready = new Promise<ReadyInfoV2>((resolve, reject) => {
    settle = { resolve, reject }
  })
  // A host that never awaits ready should not see an unhandled rejection when it destroys the client.
  ready.catch(() => {})
  /** getState calls waiting for their answer, by request id. */
  const asked = new Map<string, { resolve(state: TourStateInfo): void; reject(error: Error): void }>()
  let requests = 0

  let destroyed = false
  const post = (command: TourCommand) => iframe.contentWindow?.postMessage(command, origin ?? '*')
  const send = (command: TourCommand) => {
    if (destroyed) return
    if (held) held.push(command)
    else post(command)
  }
  const tell = <K extends keyof Listened>(type: K, event: Listened[K]) => {
    for (const listener of [...listeners[type]]) (listener as (e: Listened[K]) => void)(event)
  }

  const onMessage = (event: MessageEventLike) => {
    if (event.source !== iframe.contentWindow || (origin !== undefined && event.origin !== origin)) return
    const message = readTourEvent(event.data)
    if (!message) return
    switch (message.type) {
      case 'ready': {
        const { showhome: _, type: __, ...info } = message
        settle?.resolve(info)
        settle = undefined
        for (const command of held?.splice(0) ?? []) post(command)
        held = undefined
        return
      }
      case 'state': {
        const { showhome: _, type: __, requestId, ...state } = message
        const waiting = requestId === undefined ? undefined : asked.get(requestId)
        if (requestId !== undefined) asked.delete(requestId)
        waiting?.resolve(state)
        return
      }
      case 'error': {
        const waiting = message.requestId === undefined ? undefined : asked.get(message.requestId)
        if (message.requestId !== undefined) asked.delete(message.requestId)
        waiting?.reject(new Error(`${message.code}: ${message.message}`))
        return tell('error', message)
      }
      default:
        return tell(message.type, message as never)
    }
  }
  host.addEventListener('message', onMessage)

  return {
    ready,
    jump: (sceneCode) => send({ showhome: 'command', type: 'jump', sceneCode: checkedCode(sceneCode) }),
    move: (sceneCode) => send({ showhome: 'command', type: 'move', sceneCode: checkedCode(sceneCode) }),
    rotate(pan, tilt) {
      // A host's mistake is reported at the host: the tour would answer with an error event.
      if (!Number.isFinite(pan) || !Number.isFinite(tilt)) throw new RangeError(`rotate: angles must be finite`)
      send({ showhome: 'command', type: 'rotate', pan: normalisePan(pan), tilt: clampTilt(tilt) })
    },
    setFloor(floor) {
      if (!isLabel(floor)) throw new RangeError(`setFloor: a floor id is at most ${MAX_TEXT_LENGTH} characters`)
      send({ showhome: 'command', type: 'setFloor', floor })
    },
    startAutoplay: () => send({ showhome: 'command', type: 'startAutoplay' }),
    stopAutoplay: () => send({ showhome: 'command', type: 'stopAutoplay' }),
    getState() {
      if (destroyed) return Promise.reject(new Error('Tour client destroyed'))
      const requestId = `state-${++requests}`
      const answer = new Promise<TourStateInfo>((resolve, reject) => asked.set(requestId, { resolve, reject }))
      send({ showhome: 'command', type: 'getState', requestId })
      return answer
    },
    on(type, listener) {
      const set = listeners[type] as Set<typeof listener>
      set.add(listener)
      return () => set.delete(listener)
    },
    destroy() {
      destroyed = true
      host.removeEventListener('message', onMessage)
      for (const set of Object.values(listeners)) set.clear()
      held = []
      settle?.reject(new Error('Tour client destroyed before the tour was ready'))
      settle = undefined
      for (const waiting of asked.values()) waiting.reject(new Error('Tour client destroyed before the tour answered'))
      asked.clear()
    },
  }
}

function checkedCode(sceneCode: string): string {
  if (!isCode(sceneCode)) throw new RangeError(`Scene code must be 1–${MAX_TEXT_LENGTH} characters`)
  return sceneCode
}

type Fields = Record<string, unknown>
// Not arrays: an array with named properties survives postMessage, and the schemas' structs refuse it.
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
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

function readFloor(value: unknown): FloorSummary | undefined {
  if (!isRecord(value)) return undefined
  const { id, name } = value
  return isLabel(id) && isLabel(name) ? { id, name } : undefined
}

/** Every item read by `read`, or undefined when the value is not an array or any item is not readable. */
function readAll<A>(value: unknown, read: (item: unknown) => A | undefined, most = Number.POSITIVE_INFINITY) {
  if (!Array.isArray(value) || value.length > most) return undefined
  // Array.from reads holes of a sparse array as undefined, which map() would skip.
  const items = Array.from(value, read)
  return items.every((item) => item !== undefined) ? (items as A[]) : undefined
}

const isAutoplay = (value: unknown): value is AutoplayState => AUTOPLAY_STATES.some((s) => s === value)
const isErrorCode = (value: unknown): value is ErrorEvent['code'] => ERROR_CODES.some((c) => c === value)
/**
 * An optional code field: absent, or a code; `null` marks one present but wrong, `undefined` included (an optional
 * key of the schemas may be left out, not set to undefined).
 */
const optionalCode = (data: Fields, key: string): string | undefined | null => {
  if (!(key in data)) return undefined
  const value = data[key]
  return isCode(value) ? value : null
}

/**
 * A message from the tour as a fresh, clean event (extra keys dropped, angles normalised), or undefined for
 * anything else; the same answers as protocol.ts's decodeTourEvent. Never throws.
 */
export function readTourEvent(data: unknown): TourEvent | undefined {
  try {
    if (!isRecord(data) || data.showhome !== 'event') return undefined
    const { type } = data
    if (type === 'move')
      return isCode(data.sceneCode) ? { showhome: 'event', type, sceneCode: data.sceneCode } : undefined
    if (type === 'floor') return isLabel(data.floor) ? { showhome: 'event', type, floor: data.floor } : undefined
    if (type === 'section') return isCode(data.section) ? { showhome: 'event', type, section: data.section } : undefined
    if (type === 'autoplay') return isAutoplay(data.state) ? { showhome: 'event', type, state: data.state } : undefined
    if (type === 'error') return readError(data)
    const { pan, tilt } = data
    if (!isAngle(pan) || !isAngle(tilt)) return undefined
    const view = { pan: normalisePan(pan), tilt: clampTilt(tilt) }
    if (type === 'rotate') return { showhome: 'event', type, ...view }
    if (type === 'state') return readState(data, view)
    return type === 'ready' ? readReady(data, view) : undefined
  } catch {
    return undefined
  }
}

function readError(data: Fields): ErrorEvent | undefined {
  const { code, message } = data
  const command = optionalCode(data, 'command')
  const requestId = optionalCode(data, 'requestId')
  if (!isErrorCode(code) || !isLabel(message) || command === null || requestId === null) return undefined
  return {
    showhome: 'event',
    type: 'error',
    code,
    message,
    ...(command === undefined ? {} : { command }),
    ...(requestId === undefined ? {} : { requestId }),
  }
}

type ViewFields = { pan: number; tilt: number }

function readState(data: Fields, view: ViewFields): StateEvent | undefined {
  const { sceneCode, floor, section, autoplay } = data
  const requestId = optionalCode(data, 'requestId')
  if (!isCode(sceneCode) || !isLabel(floor) || !isCode(section) || !isAutoplay(autoplay) || requestId === null) {
    return undefined
  }
  const id = requestId === undefined ? {} : { requestId }
  return { showhome: 'event', type: 'state', ...id, sceneCode, floor, section, autoplay, ...view }
}

/** Most command or event types a ready's capabilities may list (the schema's limit too). */
const MOST_TYPES = 64

function readReady(data: Fields, view: ViewFields): TourEvent | undefined {
  const { tourName, sceneCode, version, capabilities, floor, section, autoplay } = data
  if (!isCode(tourName) || !isCode(sceneCode) || !isLabel(floor) || !isCode(section) || !isAutoplay(autoplay)) {
    return undefined
  }
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 2 || !isRecord(capabilities)) {
    return undefined
  }
  const commands = readAll(capabilities.commands, (c) => (isCode(c) ? c : undefined), MOST_TYPES)
  const events = readAll(capabilities.events, (e) => (isCode(e) ? e : undefined), MOST_TYPES)
  const scenes = readAll(data.scenes, readScene)
  const floors = readAll(data.floors, readFloor)
  if (!commands || !events || !scenes || !floors) return undefined
  return {
    showhome: 'event',
    type: 'ready',
    version,
    capabilities: { commands, events },
    tourName,
    sceneCode,
    ...view,
    scenes,
    floors,
    floor,
    section,
    autoplay,
  }
}
