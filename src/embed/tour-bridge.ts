// The tour's side of the embedded script API (SPEC §6): with enablejsapi inside another site's iframe, the tour
// tells its parent window where the visitor stands and looks, and obeys jump, move and rotate commands from it.
// Framework-free, so the tour view starts it in an effect and tests drive it with fake windows.
//
// Events are posted with targetOrigin '*': any site may embed a public tour, so there is no one origin to name, and
// the events carry only what that site could read from the public listing anyway (tour name, scene codes and
// labels, the view direction). Passcode listings are the exception that makes the ordering below matter: nothing
// is posted before ready(), and the tour calls ready() only once the listing has loaded, which for a passcode
// listing means after the visitor typed the passcode inside the frame. The embedding page learns nothing before
// that.
import {
  clampTilt,
  type MessageEventLike,
  type MessagePoster,
  type MessageReceiver,
  normalisePan,
  type ReadyInfo,
  type SceneSummary,
  type TourEvent,
  type View,
} from './messages'
import { decodeTourCommand, type TourCommand } from './protocol'

/**
 * What the tour does for a command. Scene codes arrive as the host wrote them: a code the tour does not know is
 * the tour's to ignore (not throw on), because any page may post any code.
 */
export interface TourCommands {
  jump(sceneCode: string): void
  move(sceneCode: string): void
  /** Angles already normalised: pan in [0, 360), tilt in [−90, 90]. */
  rotate(pan: number, tilt: number): void
}

export interface TourEmbedBridgeOptions {
  /** The tour's own window, where the parent's commands arrive. */
  readonly self: MessageReceiver
  /** window.parent: the only window whose commands are obeyed and the only one told anything. */
  readonly parent: MessagePoster
  readonly commands: TourCommands
  /** Runs a callback before the next frame; requestAnimationFrame unless a test injects its own. */
  readonly schedule?: (callback: () => void) => void
}

export interface TourEmbedBridge {
  /** The tour has loaded and shows `info.sceneCode`: tell the parent, then replay commands that came early. */
  ready(info: ReadyInfo): void
  /** The visitor arrived in a scene (after a transition or a jump). */
  moved(sceneCode: string): void
  /** The view turned; call it as often as the view changes, the parent hears at most once per frame. */
  rotated(pan: number, tilt: number): void
  /** Stops listening and posting; a frame already scheduled posts nothing. */
  stop(): void
}

/** Commands a host may send before the tour is ready; beyond this the oldest go, a slow tour owes no backlog. */
export const MAX_EARLY_COMMANDS = 32

const nextFrame = (callback: () => void) => {
  requestAnimationFrame(() => callback())
}

export function startTourEmbedBridge(options: TourEmbedBridgeOptions): TourEmbedBridge {
  const { self, parent, commands, schedule = nextFrame } = options
  let isReady = false
  let stopped = false
  const early: TourCommand[] = []
  /** The view the parent last heard of, so an unchanged frame posts nothing. */
  let sentView: View | undefined
  /** The newest view not yet posted; a scheduled frame is pending while it is set. */
  let pendingView: View | undefined

  const post = (message: TourEvent) => parent.postMessage(message, '*')

  const run = (command: TourCommand) => {
    if (command.type === 'rotate') commands.rotate(command.pan, command.tilt)
    else commands[command.type](command.sceneCode)
  }

  const onMessage = (event: MessageEventLike) => {
    // Only the embedding page may steer the tour: not other frames, not the tour's own window.
    if (stopped || event.source !== parent) return
    const command = decodeTourCommand(event.data)
    if (!command) return
    if (isReady) run(command)
    else if (early.push(command) > MAX_EARLY_COMMANDS) early.shift()
  }
  self.addEventListener('message', onMessage)

  const flushView = () => {
    const view = pendingView
    pendingView = undefined
    if (stopped || !view || (sentView && sentView.pan === view.pan && sentView.tilt === view.tilt)) return
    sentView = view
    post({ showhome: 'event', type: 'rotate', ...view })
  }

  return {
    ready(info) {
      if (stopped) return
      isReady = true
      sentView = { pan: normalisePan(info.pan), tilt: clampTilt(info.tilt) }
      // Field by field: the caller may hand over richer objects (config scenes with positions, hidden flags), and
      // only what the protocol names may leave the frame.
      post({
        showhome: 'event',
        type: 'ready',
        tourName: info.tourName,
        sceneCode: info.sceneCode,
        ...sentView,
        scenes: info.scenes.map(summary),
      })
      // Emptied before replaying, so a command that calls back into the bridge sees no stale queue.
      for (const command of early.splice(0)) run(command)
    },
    moved(sceneCode) {
      // Before ready the parent has heard nothing yet; ready itself names the first scene.
      if (!stopped && isReady) post({ showhome: 'event', type: 'move', sceneCode })
    },
    rotated(pan, tilt) {
      if (stopped || !isReady || !Number.isFinite(pan) || !Number.isFinite(tilt)) return
      const wasPending = pendingView !== undefined
      pendingView = { pan: normalisePan(pan), tilt: clampTilt(tilt) }
      if (!wasPending) schedule(flushView)
    },
    stop() {
      stopped = true
      early.length = 0
      pendingView = undefined
      self.removeEventListener('message', onMessage)
    },
  }
}

const summary = ({ code, group, floor, cluster }: SceneSummary): SceneSummary => ({ code, group, floor, cluster })

/** The scenes a ready message lists: visible ones only, since hidden scenes are never shown to visitors. */
export function sceneSummaries(
  scenes: ReadonlyArray<SceneSummary & { readonly hidden: boolean }>,
): ReadonlyArray<SceneSummary> {
  return scenes.filter((s) => !s.hidden).map(summary)
}
