// The arrow keys' turns (SPEC §4 keyboard): each press turns the view by a step in a short glide; presses faster
// than the glide add up, from where the last one was heading, so holding a key turns steadily without lurching.
import { turnBetween } from '../../domain/tour-view'
import { easeOut, lerp, type Tweens } from './animations'

export interface Look {
  readonly pan: number
  readonly tilt: number
}

const GLIDE_MS = 180

export class KeyTurns {
  private glide: { cancel: () => void } | undefined
  private goal: Look = { pan: 0, tilt: 0 }

  constructor(
    private readonly tweens: Tweens,
    private readonly reducedMotion: boolean,
    /** The view as it is, and how each step of a glide sets it (normalised and clamped there). */
    private readonly view: { get(): Look; set(pan: number, tilt: number): void },
    private readonly clampTilt: (tilt: number) => number,
  ) {}

  turnBy(dPan: number, dTilt: number) {
    const from = this.view.get()
    const goal = this.glide ? this.goal : from
    this.glide?.cancel()
    const panTo = goal.pan + dPan
    const tiltTo = this.clampTilt(goal.tilt + dTilt)
    this.goal = { pan: panTo, tilt: tiltTo }
    const turn = turnBetween(from.pan, panTo)
    const run = this.tweens.run(this.reducedMotion ? 0 : GLIDE_MS, (t) => {
      const e = easeOut(t)
      this.view.set(from.pan + turn * e, lerp(from.tilt, tiltTo, e))
    })
    this.glide = run
    void run.promise.then(() => {
      if (this.glide === run) this.glide = undefined
    })
  }

  /** Stops a glide where it is (a move or another look takes the view). */
  cancel() {
    this.glide?.cancel()
  }
}
