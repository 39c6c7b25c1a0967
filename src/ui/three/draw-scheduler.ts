// When the tour engine draws: on demand, at the next animation frame, or at once for a view set between frames
// (drawEarly). Apart from the engine so what a frame is, and what counts as one, reads in one place.

/** Draws the view; `newFrame` false when the draw replaces one the same frame will show. */
export type Draw = (now: number, newFrame: boolean) => void

export class DrawScheduler {
  private requested = 0
  /** Drawn between frames (now) since the last animation frame began. */
  private drewEarly = false
  /** Something changed since that early draw: the frame that shows it draws again. */
  private redraw = false
  private stopped = false

  constructor(private readonly draw: Draw) {}

  /** A draw at the next animation frame (once, however often asked before it). */
  soon() {
    if (this.stopped) return
    if (this.requested) {
      // The frame that will show an early draw is asked for already: it draws again.
      if (this.drewEarly) this.redraw = true
      return
    }
    // Moves are timed by when the frame is drawn, not by the frame's begin time that requestAnimationFrame passes:
    // on a busy page that time is up to a frame old when the callback runs, so a move's last frame came a frame late.
    this.requested = requestAnimationFrame(() => {
      this.requested = 0
      this.draw(performance.now(), true)
    })
  }

  /**
   * A view set between frames (the embed API's rotate, from the host page's frame) is drawn at once, rather than at
   * the next animation frame: the GPU then draws it while the page waits for that frame. Under software compositing
   * the browser reads the canvas back at the frame's commit and waits there for the GPU: drawn in the frame, a 3 s
   * turn driven by a host page at 90°/s drew 173 of 180 frames on two cores; drawn when the view is set, 179. The
   * next frame shows this draw; anything asked before it (a second look, a marker fading) is drawn in that frame
   * instead, and counts as the same frame. At most once a frame: a second waits for the frame.
   */
  now() {
    if (this.stopped || this.drewEarly) return this.soon()
    cancelAnimationFrame(this.requested)
    this.drewEarly = true
    this.redraw = false
    this.requested = requestAnimationFrame(() => {
      this.requested = 0
      this.drewEarly = false
      if (this.redraw) this.draw(performance.now(), false)
    })
    this.draw(performance.now(), true)
  }

  stop() {
    this.stopped = true
    cancelAnimationFrame(this.requested)
  }
}
