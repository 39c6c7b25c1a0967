// The tour's side of the embedded script API (SPEC §6; docs/embed-api.md, protocol version 2): with enablejsapi
// inside another site's iframe, the tour tells its parent window where the visitor stands, looks, which floor and
// section they are on and what the guided tour does, and obeys the parent's commands, answering those it cannot
// carry out with an error event. Framework-free, so the listing viewer starts it in an effect and tests drive it
// with fake windows.
//
// Events are posted with targetOrigin '*': any site may embed a public tour, so there is no one origin to name, and
// the events carry only what that site could read from the public listing anyway (tour name, scene codes and
// labels, floors, the view direction). Passcode listings are the exception that makes the ordering below matter:
// nothing is posted before ready(), not even an error, and the tour calls ready() only once the listing has loaded,
// which for a passcode listing means after the visitor typed the passcode inside the frame. The embedding page
// learns nothing before that.
import {
  type AutoplayState,
  COMMAND_TYPES,
  clampTilt,
  type ErrorCode,
  EVENT_TYPES,
  type FloorSummary,
  type MessageEventLike,
  type MessagePoster,
  type MessageReceiver,
  normalisePan,
  PROTOCOL_VERSION,
  type ReadyInfo,
  type SceneSummary,
  type TourEvent,
  type View,
} from './messages'
import { decodeTourCommand, refusedCommand, type TourCommand } from './protocol'

/** What a command did: nothing (carried out) or the reason it was not. */
export type CommandOutcome = ErrorCode | undefined

/**
 * What the tour does for a command. Scene codes and floors arrive as the host wrote them: a code the tour does not
 * know is answered with an error, never thrown on, because any page may post anything.
 */
export interface TourCommands {
  jump(sceneCode: string): CommandOutcome
  move(sceneCode: string): CommandOutcome
  /** Angles already normalised: pan in [0, 360), tilt in [−90, 90]. */
  rotate(pan: number, tilt: number): CommandOutcome
  setFloor(floor: string): CommandOutcome
  startAutoplay(): CommandOutcome
  stopAutoplay(): CommandOutcome
}

export interface TourEmbedBridgeOptions {
  /** The tour's own window, where the parent's commands arrive. */
  readonly self: MessageReceiver
  /** window.parent: the only window whose commands are obeyed and the only one told anything. */
  readonly parent: MessagePoster
  readonly commands: TourCommands
  /** The section the page opened on. */
  readonly section: string
  /** Runs a callback before the next frame; requestAnimationFrame unless a test injects its own. */
  readonly schedule?: (callback: () => void) => void
}

/** What ready needs beyond version 1's fields: the tour's floors. */
export interface ReadyTour extends ReadyInfo {
  readonly floors: ReadonlyArray<FloorSummary>
}

export interface TourEmbedBridge {
  /** The tour has loaded and shows `info.sceneCode`: tell the parent, then replay commands that came early. */
  ready(info: ReadyTour): void
  /** The visitor arrived in a scene (after a transition or a jump); a new floor is told after it. */
  moved(sceneCode: string): void
  /** The view turned; call it as often as the view changes, the parent hears at most once per frame. */
  rotated(pan: number, tilt: number): void
  /** The page shows another section of the listing. */
  sectionChanged(section: string): void
  /** The guided tour changed state. */
  autoplayChanged(state: AutoplayState): void
  /** The tour could not load a scene. */
  failed(sceneCode: string): void
  /** Stops listening and posting; a frame already scheduled posts nothing. */
  stop(): void
}

/** Messages a host may send before the tour is ready; beyond this the oldest go, a slow tour owes no backlog. */
export const MAX_EARLY_COMMANDS = 32

const CAPABILITIES = { commands: [...COMMAND_TYPES], events: [...EVENT_TYPES] }

const ERROR_MESSAGES: Record<ErrorCode, string> = {
  'invalid-command': 'Not a command this tour understands (see capabilities in the ready event).',
  'unknown-scene': 'The tour has no visible scene with that code.',
  'unknown-floor': 'The tour has no floor with that id.',
  'autoplay-unavailable':
    'The guided tour is not available: the address lacks a1 in o, there is no scene, or the tour is shown small.',
  'tour-not-shown': 'The tour is not on screen: the page shows another section.',
  'scene-failed': 'The tour could not load a scene.',
}

const nextFrame = (callback: () => void) => {
  requestAnimationFrame(() => callback())
}

export function startTourEmbedBridge(options: TourEmbedBridgeOptions): TourEmbedBridge {
  const { self, parent, commands, schedule = nextFrame } = options
  let isReady = false
  let stopped = false
  /** Messages from the parent that came before ready, as they came: commands and mistakes alike. */
  const early: unknown[] = []
  /** Where the visitor stands, as the parent was or will be told: getState answers from it. */
  let sceneCode = ''
  let floor = ''
  let section = options.section
  let autoplay: AutoplayState = 'off'
  let floorOf = new Map<string, string>()
  /** The view the parent last heard of, so an unchanged frame posts nothing. */
  let sentView: View = { pan: 0, tilt: 0 }
  /** The newest view not yet posted; a scheduled frame is pending while it is set. */
  let pendingView: View | undefined

  const post = (message: TourEvent) => parent.postMessage(message, '*')
  const refuse = (code: ErrorCode, command?: string, requestId?: string) =>
    post({
      showhome: 'event',
      type: 'error',
      code,
      message: ERROR_MESSAGES[code],
      ...(command ? { command } : {}),
      ...(requestId ? { requestId } : {}),
    })

  const run = (command: TourCommand) => {
    if (command.type === 'getState') {
      const { requestId } = command
      post({
        showhome: 'event',
        type: 'state',
        ...(requestId ? { requestId } : {}),
        sceneCode,
        floor,
        section,
        autoplay,
        ...(pendingView ?? sentView),
      })
      return
    }
    const outcome = carryOut(commands, command)
    if (outcome) refuse(outcome, command.type)
  }

  const handle = (data: unknown) => {
    const command = decodeTourCommand(data)
    if (command) return run(command)
    const refused = refusedCommand(data)
    // Another script's message on the same window is none of ours: no answer.
    if (refused.marked) refuse('invalid-command', refused.type, refused.requestId)
  }

  const onMessage = (event: MessageEventLike) => {
    // Only the embedding page may steer the tour: not other frames, not the tour's own window.
    if (stopped || event.source !== parent) return
    if (isReady) handle(event.data)
    else if (refusedCommand(event.data).marked || decodeTourCommand(event.data)) {
      if (early.push(event.data) > MAX_EARLY_COMMANDS) early.shift()
    }
  }
  self.addEventListener('message', onMessage)

  const flushView = () => {
    const view = pendingView
    pendingView = undefined
    if (stopped || !view || (sentView.pan === view.pan && sentView.tilt === view.tilt)) return
    sentView = view
    post({ showhome: 'event', type: 'rotate', ...view })
  }

  return {
    ready(info) {
      if (stopped || isReady) return
      isReady = true
      sentView = { pan: normalisePan(info.pan), tilt: clampTilt(info.tilt) }
      sceneCode = info.sceneCode
      floorOf = new Map(info.scenes.map((s) => [s.code, s.floor]))
      floor = floorOf.get(sceneCode) ?? ''
      // Field by field: the caller may hand over richer objects (config scenes with positions, hidden flags), and
      // only what the protocol names may leave the frame.
      post({
        showhome: 'event',
        type: 'ready',
        version: PROTOCOL_VERSION,
        capabilities: CAPABILITIES,
        tourName: info.tourName,
        sceneCode,
        ...sentView,
        scenes: info.scenes.map(summary),
        floors: info.floors.map(({ id, name }) => ({ id, name })),
        floor,
        section,
        autoplay,
      })
      // Emptied before replaying, so a command that calls back into the bridge sees no stale queue.
      for (const data of early.splice(0)) handle(data)
    },
    moved(code) {
      // Before ready the parent has heard nothing yet; ready itself names the first scene.
      if (stopped || !isReady) return
      sceneCode = code
      post({ showhome: 'event', type: 'move', sceneCode: code })
      const arrivedOn = floorOf.get(code)
      if (arrivedOn === undefined || arrivedOn === floor) return
      floor = arrivedOn
      post({ showhome: 'event', type: 'floor', floor })
    },
    rotated(pan, tilt) {
      if (stopped || !isReady || !Number.isFinite(pan) || !Number.isFinite(tilt)) return
      const wasPending = pendingView !== undefined
      pendingView = { pan: normalisePan(pan), tilt: clampTilt(tilt) }
      if (!wasPending) schedule(flushView)
    },
    sectionChanged(next) {
      if (stopped || next === section) return
      section = next
      if (isReady) post({ showhome: 'event', type: 'section', section })
    },
    autoplayChanged(state) {
      if (stopped || state === autoplay) return
      autoplay = state
      if (isReady) post({ showhome: 'event', type: 'autoplay', state })
    },
    failed() {
      if (!stopped && isReady) refuse('scene-failed')
    },
    stop() {
      stopped = true
      early.length = 0
      pendingView = undefined
      self.removeEventListener('message', onMessage)
    },
  }
}

function carryOut(commands: TourCommands, command: Exclude<TourCommand, { type: 'getState' }>): CommandOutcome {
  switch (command.type) {
    case 'jump':
    case 'move':
      return commands[command.type](command.sceneCode)
    case 'rotate':
      return commands.rotate(command.pan, command.tilt)
    case 'setFloor':
      return commands.setFloor(command.floor)
    case 'startAutoplay':
    case 'stopAutoplay':
      return commands[command.type]()
  }
}

const summary = ({ code, group, floor, cluster }: SceneSummary): SceneSummary => ({ code, group, floor, cluster })

/** The scenes a ready message lists: visible ones only, since hidden scenes are never shown to visitors. */
export function sceneSummaries(
  scenes: ReadonlyArray<SceneSummary & { readonly hidden: boolean }>,
): ReadonlyArray<SceneSummary> {
  return scenes.filter((s) => !s.hidden).map(summary)
}
