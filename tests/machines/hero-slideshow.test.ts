import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { heroSlideshowMachine } from '../../src/machines/hero-slideshow/hero-slideshow.machine'
import { HERO_SLIDESHOW_INTERVAL_MS } from '../../src/schemas/constants'

const start = (count: number, reducedMotion = false) =>
  createActor(heroSlideshowMachine, { input: { count, reducedMotion } }).start()

describe('hero slideshow chart (SPEC §9: every 4 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('rotates every interval and wraps around', () => {
    const actor = start(3)
    expect(actor.getSnapshot().hasTag('playing')).toBe(true)
    vi.advanceTimersByTime(HERO_SLIDESHOW_INTERVAL_MS - 1)
    expect(actor.getSnapshot().context.index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(1)
    vi.advanceTimersByTime(2 * HERO_SLIDESHOW_INTERVAL_MS)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('holds while pointed at and restarts the full interval after a manual step', () => {
    const actor = start(3)
    actor.send({ type: 'hold' })
    vi.advanceTimersByTime(3 * HERO_SLIDESHOW_INTERVAL_MS)
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'release' })
    vi.advanceTimersByTime(HERO_SLIDESHOW_INTERVAL_MS - 100)
    actor.send({ type: 'previous' })
    expect(actor.getSnapshot().context.index).toBe(2)
    vi.advanceTimersByTime(HERO_SLIDESHOW_INTERVAL_MS - 1)
    expect(actor.getSnapshot().context.index).toBe(2)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(0)
  })

  it('stays still with reduced motion or a single photo, but still steps by hand', () => {
    const still = start(3, true)
    vi.advanceTimersByTime(3 * HERO_SLIDESHOW_INTERVAL_MS)
    expect(still.getSnapshot().matches('still')).toBe(true)
    still.send({ type: 'next' })
    still.send({ type: 'show', index: 2 })
    expect(still.getSnapshot().context.index).toBe(2)
    still.send({ type: 'show', index: 7 })
    expect(still.getSnapshot().context.index).toBe(2)
    const single = start(1)
    single.send({ type: 'next' })
    expect(single.getSnapshot().matches('still')).toBe(true)
    expect(single.getSnapshot().context.index).toBe(0)
  })

  // No view sends `show` yet (the hero has no dots), so its bounds are checked on the chart: any photo there is,
  // the first and the last included, and none that is not.
  it('shows any photo there is, and none that is not', () => {
    const actor = start(3, true)
    const shows = (index: number) => {
      actor.send({ type: 'show', index })
      return actor.getSnapshot().context.index
    }
    expect(shows(2)).toBe(2)
    expect(shows(0)).toBe(0)
    expect(shows(-1)).toBe(0)
    expect(shows(3)).toBe(0)
    expect(shows(2)).toBe(2)
  })

  it('has nothing to step through without photos', () => {
    const empty = start(0)
    empty.send({ type: 'next' })
    empty.send({ type: 'previous' })
    expect(empty.getSnapshot().context.index).toBe(0)
  })
})
