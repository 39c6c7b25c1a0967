// Model-based test of the tour autoplay chart: every transition (the toggle, each stop, resume, replay, explore,
// more, the tour arriving in or failing to load a scene, and the per-scene rotation timer) is replayed on a real
// actor with fake timers, and each state reached is checked against the spec (SPEC §4 video states and stops, §9
// guided rotation clamped 3–9 s).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type TourAutoplayEmitted,
  type TourAutoplayEvent,
  type TourAutoplayInput,
  tourAutoplayMachine,
} from '../../src/machines/tour-autoplay/tour-autoplay.machine'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'

type Snapshot = SnapshotFrom<typeof tourAutoplayMachine>
type ModelEvent = TourAutoplayEvent | { type: 'xstate.after.guidedRotation.tourAutoplay.playing.scene.turning' }

const input: TourAutoplayInput = {
  allowed: true,
  startOnLoad: true,
  reducedMotion: false,
  scenes: [
    { code: 'hall', rotationMs: 1000 },
    { code: 'garden', rotationMs: 20_000 },
  ],
}
/** SPEC §9: each scene's time clamped to 3–9 s (1 s → 3 s, 20 s → 9 s); one full turn in that time. */
const SPEC_SCENE_MS = [3000, 9000]
const SPEC_DEGREES_PER_SECOND = [120, 40]

const events: ModelEvent[] = [
  { type: 'tour.shown' },
  { type: 'autoplay.toggle' },
  { type: 'user.moved' },
  { type: 'visibility.changed', visible: false },
  { type: 'visibility.changed', visible: true },
  { type: 'section.changed' },
  { type: 'replay' },
  { type: 'resume' },
  { type: 'explore' },
  { type: 'more' },
  { type: 'tour.arrived', code: 'hall' },
  { type: 'tour.arrived', code: 'garden' },
  { type: 'tour.failed', code: 'hall' },
  { type: 'tour.failed', code: 'garden' },
  { type: 'xstate.after.guidedRotation.tourAutoplay.playing.scene.turning' },
]

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.index])
const model = new TestModel<Snapshot, ModelEvent, TourAutoplayInput>(tourAutoplayMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const tags = (s: Snapshot) => [...s.tags].sort()

describe('tour autoplay, every transition', () => {
  const paths = everyTransition(model, serializeState)
  it('covers the states and the rotation timer', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect(reached).toEqual(
      new Set(['"idle"', '"paused"', '"ended"', '{"playing":{"scene":"going"}}', '{"playing":{"scene":"turning"}}']),
    )
    expect(paths.some((p) => p.steps.at(-1)?.event.type.startsWith('xstate.after'))).toBe(true)
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const actor = createActor(tourAutoplayMachine, { input })
      const emitted: TourAutoplayEmitted[] = []
      actor.on('*', (event) => void emitted.push(event))
      actor.start()
      const snapshot = () => actor.getSnapshot()
      /** How fast the view was last told to turn: 0 when stopped, or never started (the tour had not arrived). */
      const turningAt = () => emitted.flatMap((e) => (e.type === 'rotate' ? [e.degreesPerSecond] : [])).at(-1) ?? 0
      let mores = 0
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          waiting: () => expect(emitted).toEqual([]),
          idle: () => expect(tags(snapshot())).toEqual([]),
          // Gone to the guided scene; it turns only once the tour is there.
          'playing.scene.going': () => {
            const { index } = snapshot().context
            expect(tags(snapshot())).toEqual(['explore', 'more', 'pause'])
            expect(emitted.at(-1)).toEqual({ type: 'scene.go', code: input.scenes[index]?.code })
          },
          'playing.scene.turning': () => {
            const { index } = snapshot().context
            expect(tags(snapshot())).toEqual(['explore', 'more', 'pause'])
            expect(emitted.slice(-2)).toEqual([
              { type: 'scene.go', code: input.scenes[index]?.code },
              { type: 'rotate', degreesPerSecond: SPEC_DEGREES_PER_SECOND[index] },
            ])
          },
          paused: () => {
            expect(tags(snapshot())).toEqual(['more', 'resume'])
            expect(turningAt()).toBe(0)
          },
          ended: () => {
            expect(tags(snapshot())).toEqual(['more', 'replay'])
            expect(turningAt()).toBe(0)
          },
        }),
        events: asExecutors<ModelEvent>({
          'tour.shown': ({ event }) => void actor.send(event),
          'autoplay.toggle': ({ event }) => void actor.send(event),
          'user.moved': ({ event }) => void actor.send(event),
          'visibility.changed': ({ event }) => void actor.send(event),
          'section.changed': ({ event }) => void actor.send(event),
          replay: ({ event }) => void actor.send(event),
          resume: ({ event }) => void actor.send(event),
          explore: ({ event }) => void actor.send(event),
          'tour.arrived': ({ event }) => void actor.send(event),
          'tour.failed': ({ event }) => void actor.send(event),
          more: ({ event }) => {
            const offered = snapshot().hasTag('more')
            actor.send(event)
            if (offered) mores++
            expect(emitted.filter((e) => e.type === 'more')).toHaveLength(mores)
          },
          'xstate.after.guidedRotation.tourAutoplay.playing.scene.turning': () => {
            const ms = SPEC_SCENE_MS[snapshot().context.index] ?? Number.NaN
            const count = emitted.length
            vi.advanceTimersByTime(ms - 1)
            expect(emitted).toHaveLength(count)
            vi.advanceTimersByTime(1)
            expect(emitted.length).toBeGreaterThan(count)
          },
        }),
      })
    })
  }
})
