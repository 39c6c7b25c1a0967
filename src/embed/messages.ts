// The embedded tour's message protocol (SPEC §6, "Embedded with the script API enabled"), as plain types.
//
// Host pages import these through client.ts, which must stay dependency-free, so the shapes are written out here
// rather than derived from the Effect schemas; protocol.ts checks at compile time that both say the same thing.
// Every message carries `showhome: 'command' | 'event'` so it cannot be mistaken for another script's messages
// (video players, analytics) that share the same window.

/** Longest scene code, tour name or scene label either side accepts: longer text is not ours and is dropped. */
export const MAX_TEXT_LENGTH = 200

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

export type TourCommand = JumpCommand | MoveCommand | RotateCommand

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

/** What the tour tells the host once it has loaded: where it stands and which scenes exist. */
export interface ReadyInfo extends View {
  readonly tourName: string
  readonly sceneCode: string
  readonly scenes: ReadonlyArray<SceneSummary>
}

/** Tour → parent: the tour has loaded (sent once the listing is visible, see tour-bridge.ts). */
export interface ReadyEvent extends ReadyInfo {
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

export type TourEvent = ReadyEvent | MoveEvent | RotateEvent

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
