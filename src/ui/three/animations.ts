// Time-based tweens stepped by the engine's render loop, so the tour draws frames only while something moves.
export interface Tween {
  readonly start: number
  readonly duration: number
  readonly step: (t: number) => void
  readonly done: () => void
  cancelled?: boolean
}

export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)
export const easeOut = (t: number) => 1 - (1 - t) ** 3
export const easeIn = (t: number) => t * t * t
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t

export class Tweens {
  private readonly active = new Set<Tween>()

  /** Runs `step(0…1)` over `duration` ms; resolves when done, or at once when cancelled. */
  run(
    duration: number,
    step: (t: number) => void,
    now = performance.now(),
  ): { promise: Promise<void>; cancel: () => void } {
    let resolve = () => {}
    const promise = new Promise<void>((r) => {
      resolve = r
    })
    const tween: Tween = { start: now, duration: Math.max(0, duration), step, done: resolve }
    this.active.add(tween)
    return {
      promise,
      cancel: () => {
        tween.cancelled = true
        this.active.delete(tween)
        resolve()
      },
    }
  }

  /** Advances every tween to `now`; finished ones step to 1 and resolve. */
  advance(now: number) {
    for (const tween of [...this.active]) {
      const t = tween.duration === 0 ? 1 : Math.min(1, Math.max(0, (now - tween.start) / tween.duration))
      tween.step(t)
      if (t >= 1) {
        this.active.delete(tween)
        tween.done()
      }
    }
  }

  get running(): boolean {
    return this.active.size > 0
  }

  cancelAll() {
    for (const tween of this.active) tween.done()
    this.active.clear()
  }
}
