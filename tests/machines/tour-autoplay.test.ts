// Unit tests of the tour autoplay chart (SPEC §2 o: w and a1; §4 video states and stops; §9 rotation 3–9 s).
// The numbers are restated from the spec, so a wrong constant or clamp fails here. A guided scene turns and counts
// its time from the tour's arrival there (`arrive`), not from the move being asked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import {
  publicAutoplayState,
  type TourAutoplayEmitted,
  type TourAutoplayInput,
  tourAutoplayMachine,
} from '../../src/machines/tour-autoplay/tour-autoplay.machine'

const scenes = [
  { code: 'hall', rotationMs: 1000 }, // clamped up to 3 s
  { code: 'kitchen', rotationMs: 6000 },
  { code: 'garden', rotationMs: 20_000 }, // clamped down to 9 s
]
const base: TourAutoplayInput = { allowed: true, startOnLoad: false, scenes, reducedMotion: false }

function start(input: Partial<TourAutoplayInput> = {}, { shown = true } = {}) {
  const actor = createActor(tourAutoplayMachine, { input: { ...base, ...input } })
  const emitted: TourAutoplayEmitted[] = []
  actor.on('*', (event) => void emitted.push(event))
  actor.start()
  if (shown) actor.send({ type: 'tour.shown' })
  /** The tour arrived where the guided tour sent it last. */
  const arrive = () => {
    const go = emitted.filter((e) => e.type === 'scene.go').at(-1)
    if (go) actor.send({ type: 'tour.arrived', code: go.code })
  }
  return { actor, emitted, arrive, tags: () => [...actor.getSnapshot().tags].sort() }
}

describe('tour autoplay chart', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('decides nothing until the tour shows, so no guided move is lost', () => {
    const { actor, emitted } = start({ startOnLoad: true }, { shown: false })
    for (const type of ['autoplay.toggle', 'replay', 'resume', 'more'] as const) actor.send({ type })
    expect(actor.getSnapshot().value).toBe('waiting')
    expect(emitted).toEqual([])
    actor.send({ type: 'tour.shown' })
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'going' } })
    expect(emitted[0]).toEqual({ type: 'scene.go', code: scenes[0]?.code })
  })

  it('plays on load only with w and a1 and without reduced motion', () => {
    expect(start({ startOnLoad: true }).actor.getSnapshot().value).toEqual({ playing: { scene: 'going' } })
    expect(start({ startOnLoad: true, reducedMotion: true }).actor.getSnapshot().value).toBe('idle')
    expect(start({ startOnLoad: true, scenes: [] }).actor.getSnapshot().value).toBe('idle')
    expect(start().actor.getSnapshot().value).toBe('idle')
  })

  it('never plays without a1, whatever is sent', () => {
    const { actor, emitted } = start({ allowed: false, startOnLoad: true })
    expect(actor.getSnapshot().value).toBe('off')
    for (const type of ['autoplay.toggle', 'replay', 'resume', 'more'] as const) actor.send({ type })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('off')
    expect(actor.getSnapshot().tags.size).toBe(0)
    expect(emitted).toEqual([])
  })

  it('goes through the scenes, each turning once in its clamped time from the arrival, then ends', () => {
    const { actor, emitted, arrive, tags } = start({ startOnLoad: true })
    expect(tags()).toEqual(['explore', 'more', 'pause'])
    expect(emitted).toEqual([{ type: 'scene.go', code: 'hall' }])
    arrive()
    expect(emitted.slice(1)).toEqual([{ type: 'rotate', degreesPerSecond: 120 }])
    vi.advanceTimersByTime(2999)
    expect(emitted).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(emitted.slice(2)).toEqual([
      { type: 'rotate', degreesPerSecond: 0 },
      { type: 'scene.go', code: 'kitchen' },
    ])
    arrive()
    expect(emitted.slice(4)).toEqual([{ type: 'rotate', degreesPerSecond: 60 }])
    vi.advanceTimersByTime(5999)
    expect(emitted).toHaveLength(5)
    vi.advanceTimersByTime(1)
    expect(emitted.slice(5)).toEqual([
      { type: 'rotate', degreesPerSecond: 0 },
      { type: 'scene.go', code: 'garden' },
    ])
    arrive()
    expect(emitted.slice(7)).toEqual([{ type: 'rotate', degreesPerSecond: 40 }])
    vi.advanceTimersByTime(8999)
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'turning' } })
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('ended')
    expect(emitted.slice(8)).toEqual([{ type: 'rotate', degreesPerSecond: 0 }])
    expect(tags()).toEqual(['more', 'replay'])
  })

  it('waits for the tour to arrive, however long its load and flight take: no scene is cut short or skipped', () => {
    const { actor, emitted, arrive } = start({ startOnLoad: true })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'going' } })
    expect(emitted).toEqual([{ type: 'scene.go', code: 'hall' }])
    // Arrivals elsewhere (the opening scene, a host's move) are not the guided scene's.
    actor.send({ type: 'tour.arrived', code: 'garden' })
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'going' } })
    arrive()
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'turning' } })
    vi.advanceTimersByTime(2999)
    expect(actor.getSnapshot().context.index).toBe(0)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(1)
  })

  it('skips a scene the tour cannot load, and ends after a last one it cannot load', () => {
    const { actor, emitted } = start({ startOnLoad: true, scenes: [scenes[0], scenes[2]] as typeof scenes })
    actor.send({ type: 'tour.failed', code: 'kitchen' })
    expect(actor.getSnapshot().context.index).toBe(0)
    actor.send({ type: 'tour.failed', code: 'hall' })
    expect(actor.getSnapshot().context.index).toBe(1)
    expect(emitted).toEqual([
      { type: 'scene.go', code: 'hall' },
      { type: 'scene.go', code: 'garden' },
    ])
    actor.send({ type: 'tour.failed', code: 'garden' })
    expect(actor.getSnapshot().value).toBe('ended')
  })

  it('a scene without a rotation time turns for 9 s', () => {
    const { actor, emitted, arrive } = start({ startOnLoad: true, scenes: [{ code: 'loft' }] })
    arrive()
    expect(emitted).toEqual([
      { type: 'scene.go', code: 'loft' },
      { type: 'rotate', degreesPerSecond: 40 },
    ])
    vi.advanceTimersByTime(8999)
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'turning' } })
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().value).toBe('ended')
  })

  it.each([
    [{ type: 'user.moved' }],
    [{ type: 'visibility.changed', visible: false }],
    [{ type: 'section.changed' }],
    [{ type: 'autoplay.toggle' }],
  ] as const)('%o stops the tour and offers resume, which replays the same scene in full', (event) => {
    const { actor, emitted, arrive, tags } = start({ startOnLoad: true })
    arrive()
    vi.advanceTimersByTime(3000)
    arrive()
    vi.advanceTimersByTime(1000)
    actor.send(event)
    expect(actor.getSnapshot().value).toBe('paused')
    expect(tags()).toEqual(['more', 'resume'])
    expect(emitted.at(-1)).toEqual({ type: 'rotate', degreesPerSecond: 0 })
    vi.advanceTimersByTime(60_000)
    expect(actor.getSnapshot().value).toBe('paused')
    const before = emitted.length
    actor.send({ type: 'resume' })
    arrive()
    expect(emitted.slice(before)).toEqual([
      { type: 'scene.go', code: 'kitchen' },
      { type: 'rotate', degreesPerSecond: 60 },
    ])
    vi.advanceTimersByTime(5999)
    expect(actor.getSnapshot().context.index).toBe(1)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().context.index).toBe(2)
  })

  it('the tab coming back does not restart the tour', () => {
    const { actor } = start({ startOnLoad: true })
    actor.send({ type: 'visibility.changed', visible: true })
    expect(actor.getSnapshot().value).toEqual({ playing: { scene: 'going' } })
    actor.send({ type: 'visibility.changed', visible: false })
    actor.send({ type: 'visibility.changed', visible: true })
    expect(actor.getSnapshot().value).toBe('paused')
  })

  it('explore leaves for free exploring; the toggle then starts over from the first scene', () => {
    const { actor, emitted, arrive, tags } = start({ startOnLoad: true })
    arrive()
    vi.advanceTimersByTime(3000)
    actor.send({ type: 'explore' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(tags()).toEqual([])
    actor.send({ type: 'user.moved' })
    expect(actor.getSnapshot().value).toBe('idle')
    const before = emitted.length
    actor.send({ type: 'autoplay.toggle' })
    arrive()
    expect(emitted.slice(before)).toEqual([
      { type: 'scene.go', code: 'hall' },
      { type: 'rotate', degreesPerSecond: 120 },
    ])
  })

  it('with no scenes the toggle does nothing', () => {
    const { actor, emitted } = start({ scenes: [] })
    actor.send({ type: 'autoplay.toggle' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(emitted).toEqual([])
  })

  it('replay starts over once ended; more asks the view for more and stops the turning', () => {
    const { actor, emitted, arrive } = start({ startOnLoad: true, scenes: [{ code: 'hall', rotationMs: 4000 }] })
    arrive()
    vi.advanceTimersByTime(4000)
    actor.send({ type: 'more' })
    expect(actor.getSnapshot().value).toBe('ended')
    expect(emitted.at(-1)).toEqual({ type: 'more' })
    const before = emitted.length
    actor.send({ type: 'replay' })
    arrive()
    expect(emitted.slice(before)).toEqual([
      { type: 'scene.go', code: 'hall' },
      { type: 'rotate', degreesPerSecond: 90 },
    ])
    actor.send({ type: 'more' })
    expect(actor.getSnapshot().value).toBe('paused')
    expect(emitted.slice(-2)).toEqual([{ type: 'rotate', degreesPerSecond: 0 }, { type: 'more' }])
  })

  it('replay and resume mean nothing while playing or idle', () => {
    const { actor } = start()
    actor.send({ type: 'replay' })
    actor.send({ type: 'resume' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().can({ type: 'replay' })).toBe(false)
  })
})

describe('publicAutoplayState: the guided tour as the embedded script API names it', () => {
  const start = (input: Partial<TourAutoplayInput> = {}) =>
    createActor(tourAutoplayMachine, {
      input: { allowed: true, startOnLoad: false, reducedMotion: false, scenes: [{ code: 'a' }], ...input },
    }).start()

  it.each([
    ['loading: nothing decided yet', [], {}, undefined],
    ['without a1', [{ type: 'tour.shown' }], { allowed: false }, 'off'],
    ['shown, waiting for the visitor', [{ type: 'tour.shown' }], {}, 'idle'],
    ['started by the host', [{ type: 'tour.shown' }, { type: 'autoplay.start' }], {}, 'playing'],
    [
      'paused by the host',
      [{ type: 'tour.shown' }, { type: 'autoplay.start' }, { type: 'autoplay.stop' }],
      {},
      'paused',
    ],
    [
      'after its last scene',
      [{ type: 'tour.shown' }, { type: 'autoplay.start' }, { type: 'tour.failed', code: 'a' }],
      {},
      'ended',
    ],
    [
      'a start with no scene to guide through',
      [{ type: 'tour.shown' }, { type: 'autoplay.start' }],
      { scenes: [] },
      'idle',
    ],
  ] as const)('%s', (_name, events, input, expected) => {
    const actor = start(input)
    for (const event of events) actor.send(event)
    expect(publicAutoplayState(actor.getSnapshot())).toBe(expected)
    actor.stop()
  })
})
