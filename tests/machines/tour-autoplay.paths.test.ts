// Model-based test of the tour autoplay chart: every transition (the toggle, each stop, resume, replay, explore,
// more, the tour arriving in or failing to load a scene, and the per-scene rotation timer) is replayed on a real
// actor with fake timers, and every state is also sent each outside event it ignores. The model only chooses the
// paths; what the actor does is checked against the spec written here by hand (SPEC §4 video states and stops, §9
// guided rotation clamped 3–9 s): the commands it emits to the tour (scene.go, rotate, more), the buttons the view
// offers (its tags) and the timer it keeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type TourAutoplayEmitted,
  type TourAutoplayEvent,
  type TourAutoplayInput,
  tourAutoplayMachine,
} from '../../src/machines/tour-autoplay/tour-autoplay.machine'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof tourAutoplayMachine>
const TIMER = 'xstate.after.guidedRotation.tourAutoplay.playing.scene.turning'
type ModelEvent = TourAutoplayEvent | { type: typeof TIMER }

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
  { type: 'autoplay.start' },
  { type: 'autoplay.stop' },
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
  { type: TIMER },
]

const serializeState = (s: Snapshot) => JSON.stringify([s.value, s.context.index])
const model = new TestModel<Snapshot, ModelEvent, TourAutoplayInput>(tourAutoplayMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

// --- The spec, by hand: what the visitor sees, and what each event does to it. ---

/** Where the guided tour is, as the visitor sees it (`turning` is a guided scene the tour arrived in). */
type Status = 'waiting' | 'idle' | 'going' | 'turning' | 'paused' | 'ended'
interface Guide {
  readonly status: Status
  /** The guided scene shown or paused on, an index into `input.scenes`. */
  readonly scene: number
}
/** The buttons of SPEC §4's video states. */
const BUTTONS: Record<Status, string[]> = {
  waiting: [],
  idle: [],
  going: ['explore', 'more', 'pause'],
  turning: ['explore', 'more', 'pause'],
  paused: ['more', 'resume'],
  ended: ['more', 'replay'],
}
const go = (scene: number): TourAutoplayEmitted => ({ type: 'scene.go', code: input.scenes[scene]?.code ?? '' })
const stop: TourAutoplayEmitted = { type: 'rotate', degreesPerSecond: 0 }

/** What `event` does to the guide: its next state and the commands told to the tour, in order. */
function spec(guide: Guide, event: ModelEvent): Guide & { emits: TourAutoplayEmitted[] } {
  const same = { ...guide, emits: [] }
  const playing = guide.status === 'going' || guide.status === 'turning'
  const stopping = guide.status === 'turning' ? [stop] : []
  const fromFirst = { status: 'going' as const, scene: 0, emits: [go(0)] }
  /** The guided scene is over (turned round, or could not load): the next one, or the end. */
  const onward = (emits: TourAutoplayEmitted[]) =>
    guide.scene + 1 < input.scenes.length
      ? { status: 'going' as const, scene: guide.scene + 1, emits: [...emits, go(guide.scene + 1)] }
      : { ...guide, status: 'ended' as const, emits }
  const isGuided = (code: string) => code === input.scenes[guide.scene]?.code
  if (guide.status === 'waiting') return event.type === 'tour.shown' ? fromFirst : same
  if (playing) {
    switch (event.type) {
      // Every stop of SPEC §4: the autoplay button, a user move, a hidden tab, another section; and the
      // embedding page's stop (script API v2).
      case 'autoplay.toggle':
      case 'autoplay.stop':
      case 'user.moved':
      case 'section.changed':
        return { ...guide, status: 'paused', emits: stopping }
      case 'visibility.changed':
        return event.visible ? same : { ...guide, status: 'paused', emits: stopping }
      case 'explore':
        return { ...guide, status: 'idle', emits: stopping }
      case 'more':
        return { ...guide, status: 'paused', emits: [...stopping, { type: 'more' }] }
      case 'tour.arrived':
        return guide.status === 'going' && isGuided(event.code)
          ? {
              ...guide,
              status: 'turning',
              emits: [{ type: 'rotate', degreesPerSecond: SPEC_DEGREES_PER_SECOND[guide.scene] ?? 0 }],
            }
          : same
      case 'tour.failed':
        return guide.status === 'going' && isGuided(event.code) ? onward([]) : same
      case TIMER:
        return guide.status === 'turning' ? onward([stop]) : same
      default:
        return same
    }
  }
  if (guide.status === 'paused') {
    if (event.type === 'resume' || event.type === 'autoplay.toggle' || event.type === 'autoplay.start')
      return { ...guide, status: 'going', emits: [go(guide.scene)] }
  }
  if (guide.status === 'ended') {
    if (event.type === 'replay' || event.type === 'autoplay.toggle' || event.type === 'autoplay.start') return fromFirst
  }
  if (guide.status === 'idle' && (event.type === 'autoplay.toggle' || event.type === 'autoplay.start')) return fromFirst
  if (guide.status === 'paused' || guide.status === 'ended') {
    if (event.type === 'explore') return { ...guide, status: 'idle', emits: [] }
    if (event.type === 'more') return { ...guide, emits: [{ type: 'more' }] }
  }
  return same
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const tags = (s: Snapshot) => [...s.tags].sort()

// Every transition, and every state sent each outside event even when it ignores it: a stop or a button the chart
// dropped would otherwise leave no path that sends it there.
const paths = everyTransition(model, serializeState, { alsoIgnored: (event) => event.type !== TIMER })
recordPaths('tour-autoplay', paths, serializeState)

describe('tour autoplay, every transition', () => {
  it('covers the states and the rotation timer', () => {
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    expect(reached).toEqual(
      new Set([
        '"waiting"',
        '"idle"',
        '"paused"',
        '"ended"',
        '{"playing":{"scene":"going"}}',
        '{"playing":{"scene":"turning"}}',
      ]),
    )
    expect(paths.some((p) => p.steps.at(-1)?.event.type === TIMER)).toBe(true)
  })

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const actor = createActor(tourAutoplayMachine, { input })
      const emitted: TourAutoplayEmitted[] = []
      actor.on('*', (event) => void emitted.push(event))
      actor.start()
      const snapshot = () => actor.getSnapshot()
      /** How fast the view was last told to turn: 0 when stopped, or never started. */
      const turningAt = () => emitted.flatMap((e) => (e.type === 'rotate' ? [e.degreesPerSecond] : [])).at(-1) ?? 0

      let guide: Guide = { status: 'waiting', scene: 0 }
      /** Performs one event and checks the commands it told the tour against the spec. */
      const perform = (event: ModelEvent, act: () => void) => {
        const { emits, ...after } = spec(guide, event)
        const before = emitted.length
        act()
        expect(emitted.slice(before)).toEqual(emits)
        guide = after
      }
      /** What the view shows, and the one timer a turning scene keeps (a slow load never cuts a scene short). */
      const shows = (status: Status) => () => {
        expect(guide.status).toBe(status)
        expect(tags(snapshot())).toEqual(BUTTONS[status])
        expect(turningAt()).toBe(status === 'turning' ? SPEC_DEGREES_PER_SECOND[guide.scene] : 0)
        expect(vi.getTimerCount()).toBe(status === 'turning' ? 1 : 0)
        if (status === 'going' || status === 'turning')
          expect(emitted.filter((e) => e.type === 'scene.go').at(-1)).toEqual(go(guide.scene))
      }
      const send = ({ event }: { event: ModelEvent }) => perform(event, () => actor.send(event as TourAutoplayEvent))

      await path.test({
        // The model's state only picks which of the spec's states the guide must be in.
        states: {
          waiting: () => {
            shows('waiting')()
            expect(emitted).toEqual([])
          },
          idle: shows('idle'),
          'playing.scene.going': shows('going'),
          'playing.scene.turning': shows('turning'),
          paused: shows('paused'),
          ended: shows('ended'),
        },
        events: asExecutors<ModelEvent>({
          'tour.shown': send,
          'autoplay.toggle': send,
          'autoplay.start': send,
          'autoplay.stop': send,
          'user.moved': send,
          'visibility.changed': send,
          'section.changed': send,
          replay: send,
          resume: send,
          explore: send,
          more: send,
          'tour.arrived': send,
          'tour.failed': send,
          [TIMER]: ({ event }: { event: ModelEvent }) => {
            const ms = SPEC_SCENE_MS[guide.scene] ?? Number.NaN
            perform(event, () => {
              const before = emitted.length
              vi.advanceTimersByTime(ms - 1)
              expect(emitted.length).toBe(before)
              vi.advanceTimersByTime(1)
            })
          },
        }),
      })
    })
  }
})
