// The embedded tour's message protocol (SPEC §6, "Embedded with the script API enabled"), as plain types.
//
// Host pages import these through client.ts, which must stay dependency-free, so the shapes are written out here
// rather than derived from the Effect schemas; protocol.ts checks at compile time that both say the same thing.
// Every message carries `showhome: 'command' | 'event'` so it cannot be mistaken for another script's messages
// (video players, analytics) that share the same window.

/** Longest scene code, tour name or scene label either side accepts: longer text is not ours and is dropped. */
export const MAX_TEXT_LENGTH = 200

/**
 * The protocol's version, named in `ready` (docs/embed-api.md). Version 1 had jump, move and rotate both ways and
 * no `version` field; version 2 only adds messages and fields, so a version 1 host still works unchanged.
 */
export const PROTOCOL_VERSION = 2

/** Parent → tour: go to a scene at once, without a transition. */
export interface JumpCommand {
  readonly showhome: 'command'
  readonly type: 'jump'
  readonly sceneCode: string
}

/** Parent → tour: walk to a scene with the normal transition. */
export interface MoveCommand {
  readonly showhome: 'command'
  readonly type: 'move'
  readonly sceneCode: string
}

/** Parent → tour: look in a direction (see View for the angles). */
export interface RotateCommand extends View {
  readonly showhome: 'command'
  readonly type: 'rotate'
}

/** Parent → tour (v2): go to a floor, arriving at its first visible scene. `floor` is a floor's id. */
export interface SetFloorCommand {
  readonly showhome: 'command'
  readonly type: 'setFloor'
  readonly floor: string
}

/** Parent → tour (v2): start the guided tour (or resume it), where the address allows autoplay (a1). */
export interface StartAutoplayCommand {
  readonly showhome: 'command'
  readonly type: 'startAutoplay'
}

/** Parent → tour (v2): pause the guided tour. */
export interface StopAutoplayCommand {
  readonly showhome: 'command'
  readonly type: 'stopAutoplay'
}

/** Parent → tour (v2): ask for a `state` event; `requestId`, when given, comes back in it. */
export interface GetStateCommand {
  readonly showhome: 'command'
  readonly type: 'getState'
  readonly requestId?: string
}

export type TourCommand =
  | JumpCommand
  | MoveCommand
  | RotateCommand
  | SetFloorCommand
  | StartAutoplayCommand
  | StopAutoplayCommand
  | GetStateCommand

/** Every command type, as `ready` lists them in its capabilities. */
export const COMMAND_TYPES = [
  'jump',
  'move',
  'rotate',
  'setFloor',
  'startAutoplay',
  'stopAutoplay',
  'getState',
] as const satisfies ReadonlyArray<TourCommand['type']>

/**
 * The guided tour as the host sees it: `off` when the address does not allow autoplay (no a1), `idle` before it
 * was started, after the visitor chose to explore or once the tour left the screen, `playing`, `paused` (by the
 * visitor, the host or a hidden tab) and `ended` after its last scene.
 */
export const AUTOPLAY_STATES = ['off', 'idle', 'playing', 'paused', 'ended'] as const
export type AutoplayState = (typeof AUTOPLAY_STATES)[number]

/** Why a command was not carried out (an `error` event's `code`). */
export const ERROR_CODES = [
  /** Marked as a command, but of an unknown type or with fields of the wrong shape. */
  'invalid-command',
  /** No visible scene has that code. */
  'unknown-scene',
  /** No floor with a visible scene has that id. */
  'unknown-floor',
  /** No guided tour: the address lacks a1 in o, the tour has no scene, or it is shown small beside the plan. */
  'autoplay-unavailable',
  /** The tour is not on screen (the visitor opened another section): the command is dropped; send it again later. */
  'tour-not-shown',
  /** The tour could not load a scene it was asked to go to. */
  'scene-failed',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * A view direction. `pan` is compass degrees clockwise from north, the d1 code's pan, in [0, 360); `tilt` is
 * degrees above the horizon (down is negative), in [−90, 90]. Senders may use any finite value: receivers
 * normalise the pan and clamp the tilt.
 */
export interface View {
  readonly pan: number
  readonly tilt: number
}

/** One visible scene as the host sees it: enough to build its own scene menu or floor switcher. */
export interface SceneSummary {
  readonly code: string
  readonly group: string
  readonly floor: string
  readonly cluster: string
}

/** A floor of the tour (v2): its id, as scenes' `floor` names it, and its name for people. */
export interface FloorSummary {
  readonly id: string
  readonly name: string
}

/** What the tour tells the host once it has loaded: where it stands and which scenes exist. */
export interface ReadyInfo extends View {
  readonly tourName: string
  readonly sceneCode: string
  readonly scenes: ReadonlyArray<SceneSummary>
}

/** What a version 2 tour adds to ready: the protocol it speaks and its floors. */
export interface ReadyInfoV2 extends ReadyInfo {
  readonly version: number
  readonly capabilities: Capabilities
  readonly floors: ReadonlyArray<FloorSummary>
  readonly floor: string
  readonly section: string
  readonly autoplay: AutoplayState
}

/** The command and event types a tour understands and sends, so a host can tell what it may use. */
export interface Capabilities {
  readonly commands: ReadonlyArray<string>
  readonly events: ReadonlyArray<string>
}

/** Tour → parent: the tour has loaded (sent once the listing is visible, see tour-bridge.ts). */
export interface ReadyEvent extends ReadyInfoV2 {
  readonly showhome: 'event'
  readonly type: 'ready'
}

/** Tour → parent: the visitor arrived in a scene. */
export interface MoveEvent {
  readonly showhome: 'event'
  readonly type: 'move'
  readonly sceneCode: string
}

/** Tour → parent: the view direction changed (at most one per animation frame). */
export interface RotateEvent extends View {
  readonly showhome: 'event'
  readonly type: 'rotate'
}

/** Tour → parent (v2): the visitor arrived on another floor (after the move event of that arrival). */
export interface FloorEvent {
  readonly showhome: 'event'
  readonly type: 'floor'
  readonly floor: string
}

/** Tour → parent (v2): the page shows another section of the listing ('tour', 'floorplan', 'photos', 'info'). */
export interface SectionEvent {
  readonly showhome: 'event'
  readonly type: 'section'
  readonly section: string
}

/** Tour → parent (v2): the guided tour changed state. */
export interface AutoplayEvent {
  readonly showhome: 'event'
  readonly type: 'autoplay'
  readonly state: AutoplayState
}

/** Where the tour stands (v2), as a `state` event answers `getState`. */
export interface TourStateInfo extends View {
  readonly sceneCode: string
  readonly floor: string
  readonly section: string
  readonly autoplay: AutoplayState
}

/** Tour → parent (v2): the answer to getState. */
export interface StateEvent extends TourStateInfo {
  readonly showhome: 'event'
  readonly type: 'state'
  readonly requestId?: string
}

/** Tour → parent (v2): a command was not carried out; `command` is its type when it had a known one. */
export interface ErrorEvent {
  readonly showhome: 'event'
  readonly type: 'error'
  readonly code: ErrorCode
  readonly message: string
  readonly command?: string
  readonly requestId?: string
}

export type TourEvent =
  | ReadyEvent
  | MoveEvent
  | RotateEvent
  | FloorEvent
  | SectionEvent
  | AutoplayEvent
  | StateEvent
  | ErrorEvent

/** Every event type, as `ready` lists them in its capabilities. */
export const EVENT_TYPES = [
  'ready',
  'move',
  'rotate',
  'floor',
  'section',
  'autoplay',
  'state',
  'error',
] as const satisfies ReadonlyArray<TourEvent['type']>

const FULL_TURN = 360
const TILT_LIMIT = 90

/**
 * Any finite angle → [0, 360), keeping fractions (unlike the d1 code, which holds whole degrees): a host animating
 * the view wants it smooth. `+ 0` turns −0 into 0 so equality checks and JSON agree.
 */
export function normalisePan(pan: number): number {
  return (((pan % FULL_TURN) + FULL_TURN) % FULL_TURN) + 0
}

/** Any finite angle → [−90, 90]: past straight up or down there is nothing more to see. */
export function clampTilt(tilt: number): number {
  return Math.min(TILT_LIMIT, Math.max(-TILT_LIMIT, tilt)) + 0
}

/** A message event as both sides read it: the payload and the window that posted it. */
export interface MessageEventLike {
  readonly data: unknown
  readonly origin: string
  readonly source: unknown
}

/** The window a side listens on (its own). `Window` fits; tests pass a fake. */
export interface MessageReceiver {
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}

/** The window a side posts to (the other one). `Window` fits; tests pass a fake. */
export interface MessagePoster {
  postMessage(message: unknown, targetOrigin: string): void
}
