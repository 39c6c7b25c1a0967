import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  afterRouteChange,
  type PhotoCarouselInput,
  photoAfter,
  photoCarouselMachine,
} from '../../src/machines/photo-carousel/photo-carousel.machine'
import { CAROUSEL_SWIPE_TWEEN_MS } from '../../src/schemas/constants'

const codes = ['a', 'b', 'c']

function start(input: Partial<PhotoCarouselInput> = {}) {
  const actor = createActor(photoCarouselMachine, { input: { codes, current: 'a', ...input } }).start()
  const selected: Array<string | null> = []
  actor.on('select', (event) => selected.push(event.code))
  return { actor, selected, snapshot: () => actor.getSnapshot() }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('photo carousel chart: the address decides (SPEC §4 Photos layout)', () => {
  it('opens on the photo the address names, and shows the grid without one', () => {
    expect(start().snapshot().hasTag('open')).toBe(true)
    expect(start({ current: null }).snapshot().matches('closed')).toBe(true)
  })

  it('shows the grid for a photo it does not know (hidden or removed since the link was shared)', () => {
    expect(start({ current: 'zz' }).snapshot().matches('closed')).toBe(true)
  })

  it('follows the address into and out of the carousel', () => {
    const { actor, snapshot, selected } = start({ current: null })
    actor.send({ type: 'route.changed', codes, current: 'b' })
    expect(snapshot().matches({ open: 'idle' })).toBe(true)
    expect(snapshot().context.current).toBe('b')
    actor.send({ type: 'route.changed', codes, current: null })
    expect(snapshot().matches('closed')).toBe(true)
    expect(selected).toEqual([])
  })
})

describe('photo carousel chart: moving', () => {
  it.each([
    ['f', 'b'],
    ['ArrowRight', 'b'],
    ['d', 'c'],
    ['ArrowLeft', 'c'],
  ])('key %s moves to %s, wrapping at the ends', (key, expected) => {
    const { actor, snapshot, selected } = start()
    actor.send({ type: 'key', key })
    expect(selected).toEqual([expected])
    expect(snapshot().context.current).toBe(expected)
  })

  it('swipes for 0.3 s in the direction of the move, then rests', () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'next' })
    expect(snapshot().hasTag('swiping')).toBe(true)
    expect(snapshot().context.direction).toBe('next')
    vi.advanceTimersByTime(CAROUSEL_SWIPE_TWEEN_MS - 1)
    expect(snapshot().hasTag('swiping')).toBe(true)
    actor.send({ type: 'previous' })
    expect(snapshot().context.direction).toBe('previous')
    vi.advanceTimersByTime(CAROUSEL_SWIPE_TWEEN_MS - 1)
    expect(snapshot().hasTag('swiping')).toBe(true)
    vi.advanceTimersByTime(1)
    expect(snapshot().matches({ open: 'idle' })).toBe(true)
  })

  it('leaves for the grid with Escape or close', () => {
    for (const event of [{ type: 'key', key: 'Escape' }, { type: 'close' }] as const) {
      const { actor, snapshot, selected } = start()
      actor.send(event)
      expect(selected).toEqual([null])
      expect(snapshot().matches('closed')).toBe(true)
      expect(snapshot().hasTag('open')).toBe(false)
    }
  })

  it('ignores other keys, and moves nowhere with a single photo', () => {
    const { actor, selected } = start({ codes: ['a'] })
    actor.send({ type: 'key', key: 'x' })
    actor.send({ type: 'key', key: 'f' })
    actor.send({ type: 'next' })
    expect(selected).toEqual([])
  })

  it('does not move while the grid shows', () => {
    const { actor, selected } = start({ current: null })
    actor.send({ type: 'next' })
    actor.send({ type: 'key', key: 'f' })
    expect(selected).toEqual([])
  })

  it('keeps up with quick presses while the address catches up', () => {
    const { actor, snapshot, selected } = start()
    actor.send({ type: 'next' })
    actor.send({ type: 'next' })
    expect(selected).toEqual(['b', 'c'])
    actor.send({ type: 'route.changed', codes, current: 'b' })
    expect(snapshot().context.current).toBe('c')
    expect(snapshot().hasTag('swiping')).toBe(true)
    actor.send({ type: 'route.changed', codes, current: 'c' })
    expect(snapshot().context.current).toBe('c')
    expect(snapshot().context.awaitingRoute).toEqual([])
  })
})

describe('photo carousel chart: dragging (SPEC §9: drag step 50)', () => {
  it.each([
    [-50, 'b'],
    [-200, 'b'],
    [50, 'c'],
    [120, 'c'],
  ])('a drag of %i px moves one photo, to %s', (dx, expected) => {
    const { actor, snapshot, selected } = start()
    actor.send({ type: 'drag.start', x: 500 })
    expect(snapshot().hasTag('dragging')).toBe(true)
    actor.send({ type: 'drag.move', x: 500 + dx / 2 })
    actor.send({ type: 'drag.move', x: 500 + dx })
    expect(snapshot().context.dragOffset).toBe(dx)
    actor.send({ type: 'drag.end' })
    expect(selected).toEqual([expected])
    expect(snapshot().hasTag('swiping')).toBe(true)
    expect(snapshot().context.dragOffset).toBe(0)
  })

  it.each([49, -49, 0])('a drag of %i px springs back', (dx) => {
    const { actor, snapshot, selected } = start()
    actor.send({ type: 'drag.start', x: 300 })
    actor.send({ type: 'drag.move', x: 300 + dx })
    actor.send({ type: 'drag.end' })
    expect(selected).toEqual([])
    expect(snapshot().matches({ open: 'idle' })).toBe(true)
    expect(snapshot().context.dragOffset).toBe(0)
  })

  it('can catch a photo mid-swipe', () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'next' })
    actor.send({ type: 'drag.start', x: 10 })
    expect(snapshot().hasTag('dragging')).toBe(true)
    expect(snapshot().context.dragOffset).toBe(0)
  })
})

describe('photo carousel chart: videos (SPEC §8)', () => {
  it('remembers which videos failed, so their placeholder shows', () => {
    const { actor, snapshot } = start()
    actor.send({ type: 'video.failed', code: 'b' })
    actor.send({ type: 'video.failed', code: 'b' })
    actor.send({ type: 'video.failed', code: 'c' })
    expect([...snapshot().context.failedVideos]).toEqual(['b', 'c'])
  })
})

describe('photo carousel rules', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 1, 'b'],
    [['a', 'b', 'c'], 'c', 1, 'a'],
    [['a', 'b', 'c'], 'a', -1, 'c'],
    [['a'], 'a', 1, 'a'],
    [[], null, 1, null],
  ] as const)('in %j from %s by %i: %s', (list, from, step, expected) => {
    expect(photoAfter(list, from, step)).toBe(expected)
  })

  it('follows an address it was not waiting for (back, forward, a link)', () => {
    const context = { current: 'c', awaitingRoute: ['b', 'c'] } as never
    expect(afterRouteChange(context, { type: 'route.changed', codes, current: 'a' })).toEqual({
      codes,
      current: 'a',
      awaitingRoute: [],
    })
  })
})
