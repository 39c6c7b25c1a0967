// Model-based test of the hint queue chart: every transition (hints asked for, completed, dismissed, skip-all,
// restart, the shake and its 500 ms, the 2 s hold of a completed hint) is replayed on a real actor with a stub save
// and fake timers. Each state reached is checked by invariants on the queue and, as the oracle, against the spec's
// queue kept by hand in the test (SPEC §4 Hints, §9 priorities and shake, §3 hintHistory stored locally): the hint
// the bubble shows, completed or shaking, and the history last saved. The model only chooses the paths.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type HintQueueEvent,
  type HintQueueInput,
  hintQueueMachine,
} from '../../src/machines/hint-queue/hint-queue.machine'
import type { HintHistory } from '../../src/schemas/local-store'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'
import { answering } from '../support/stub-actors'

type Snapshot = SnapshotFrom<typeof hintQueueMachine>
type ModelEvent =
  | HintQueueEvent
  | { type: 'xstate.after.hintShake.hintQueue.showing.shaking' }
  | { type: 'xstate.after.hintCompletedHold.hintQueue.completed' }

/** SPEC §9, restated: drag 2, move 3; hint shake 500 ms. SPEC §4: a completed hint stays 2 s. */
const SPEC_PRIORITY = { drag: 2, move: 3 } as const
const SPEC_SHAKE_MS = 500
const SPEC_COMPLETED_HOLD_MS = 2000
/** The model's final hint: priority 1 would put it first, were final hints not kept last. */
const FINAL = 'tourEnd'

const input: HintQueueInput = { history: {} }
const names = ['move', 'drag', FINAL] as const
const events: ModelEvent[] = [
  { type: 'hint.request', name: 'move', priority: SPEC_PRIORITY.move },
  { type: 'hint.request', name: 'drag', priority: SPEC_PRIORITY.drag },
  { type: 'hint.request', name: FINAL, priority: 1, final: true },
  ...names.map((name) => ({ type: 'hint.complete' as const, name })),
  { type: 'hint.dismiss' },
  { type: 'hints.skipAll' },
  { type: 'hints.restart' },
  { type: 'hint.shake' },
  { type: 'xstate.after.hintShake.hintQueue.showing.shaking' },
  { type: 'xstate.after.hintCompletedHold.hintQueue.completed' },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.queue.map((h) => h.name), s.context.current?.name, s.context.history])
const model = new TestModel<Snapshot, ModelEvent, HintQueueInput>(hintQueueMachine as never, {
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

function start() {
  const save = answering<void, HintHistory>(() => undefined)
  const actor = createActor(hintQueueMachine.provide({ actors: { saveHistory: save.logic } }), { input }).start()
  return { actor, save }
}

/** The spec's showing order, restated: non-final hints by priority, the final hint last. */
const rank = (name: string) => (name === FINAL ? 100 : SPEC_PRIORITY[name as keyof typeof SPEC_PRIORITY])

/** The hint a visitor asked for, as the test remembers it. */
interface Asked {
  readonly name: string
  readonly final: boolean
}

/**
 * The spec's hint queue kept by hand (SPEC §4 Hints): which hint is on screen and how, which wait, and the history.
 * Each method is one visitor event or timer; `settle` brings up the best waiting hint whenever none is on screen.
 */
function specQueue(history: HintHistory) {
  const spec = {
    history: { ...history } as HintHistory,
    waiting: [] as Asked[],
    shown: null as Asked | null,
    status: 'none' as 'none' | 'showing' | 'completed',
    shaking: false,
  }
  const clear = () => {
    spec.shown = null
    spec.status = 'none'
    spec.shaking = false
  }
  const settle = () => {
    if (spec.shown || spec.waiting.length === 0) return
    const best = spec.waiting.reduce((a, b) => (rank(b.name) < rank(a.name) ? b : a))
    spec.waiting = spec.waiting.filter((h) => h !== best)
    spec.shown = best
    spec.status = 'showing'
  }
  const apply = (event: ModelEvent) => {
    switch (event.type) {
      case 'hint.request': {
        const known =
          event.name in spec.history ||
          spec.shown?.name === event.name ||
          spec.waiting.some((h) => h.name === event.name)
        if (!known) spec.waiting.push({ name: event.name, final: event.final ?? false })
        break
      }
      case 'hint.complete':
        if (spec.status === 'showing' && spec.shown?.name === event.name) {
          spec.history = { ...spec.history, [event.name]: 'completed' }
          spec.status = 'completed'
          spec.shaking = false
        } else if (spec.waiting.some((h) => h.name === event.name)) {
          // Done before it came up: nothing left to teach. A hint never asked for is not recorded.
          spec.waiting = spec.waiting.filter((h) => h.name !== event.name)
          spec.history = { ...spec.history, [event.name]: 'completed' }
        }
        break
      case 'hint.dismiss':
        if (spec.shown && spec.status === 'showing') spec.history = { ...spec.history, [spec.shown.name]: 'dismissed' }
        clear()
        break
      case 'hints.skipAll':
        if (spec.shown && spec.status === 'showing' && !spec.shown.final) {
          spec.history = { ...spec.history, [spec.shown.name]: 'dismissed' }
          clear()
        }
        for (const h of spec.waiting.filter((w) => !w.final)) spec.history = { ...spec.history, [h.name]: 'dismissed' }
        spec.waiting = spec.waiting.filter((h) => h.final)
        break
      case 'hints.restart':
        spec.history = {}
        spec.waiting = []
        clear()
        break
      case 'hint.shake':
        if (spec.status === 'showing') spec.shaking = true
        break
      case 'xstate.after.hintShake.hintQueue.showing.shaking':
        spec.shaking = false
        break
      case 'xstate.after.hintCompletedHold.hintQueue.completed':
        if (spec.status === 'completed') clear()
        break
    }
    settle()
  }
  return Object.assign(spec, { apply })
}

// Every transition, and every visitor event replayed once from each state where the model says it changes nothing
// (a timer cannot fire outside its own state): an event the chart wrongly ignores (skip-all while the final hint
// shows) only shows up there.
const paths = everyTransition(model, serializeState, { alsoIgnored: (event) => !event.type.startsWith('xstate.') })
recordPaths('hint-queue', paths, serializeState)

describe('hint queue, every transition and every ignored event', () => {
  it('covers a reasonable number of transitions', () => expect(paths.length).toBeGreaterThan(50))
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const context = () => snapshot().context
      const spec = specQueue(input.history)
      /** Every state: the queue in spec order, nothing ended still waiting, the stored history up to date. */
      const invariants = () => {
        const queued = context().queue.map((h) => h.name)
        expect(queued).toEqual([...queued].sort((a, b) => rank(a) - rank(b)))
        for (const name of queued) expect(context().history[name]).toBeUndefined()
        expect(sut.save.calls.at(-1) ?? input.history).toEqual(context().history)
      }
      /**
       * The oracle: what the hint bubble shows (TourHints.tsx reads the current hint and the completed and shaking
       * tags) and the history last saved, against the spec kept by hand.
       */
      const showsAsSpec = () => {
        expect({
          hint: context().current?.name ?? null,
          completed: snapshot().hasTag('completed'),
          shaking: snapshot().hasTag('shaking'),
        }).toEqual({ hint: spec.shown?.name ?? null, completed: spec.status === 'completed', shaking: spec.shaking })
        expect(sut.save.calls.at(-1) ?? input.history).toEqual(spec.history)
      }
      const send = ({ event }: { event: ModelEvent }) => {
        sut.actor.send(event as HintQueueEvent)
        spec.apply(event)
      }
      await path.test({
        // The model's state only picks which of these applies; the checks read the actor and the spec kept above.
        states: {
          idle: () => {
            invariants()
            showsAsSpec()
            expect(spec.status).toBe('none')
            expect(snapshot().hasTag('showing')).toBe(false)
            expect(context().current).toBeNull()
            expect(context().queue).toEqual([])
          },
          showing: () => {
            invariants()
            showsAsSpec()
            expect(spec.status).toBe('showing')
            expect(snapshot().hasTag('showing')).toBe(true)
            expect(context().history[context().current?.name ?? '']).toBeUndefined()
          },
          'showing.still': () => expect(spec.shaking).toBe(false),
          'showing.shaking': () => expect(spec.shaking).toBe(true),
          completed: () => {
            invariants()
            showsAsSpec()
            expect(spec.status).toBe('completed')
            expect(snapshot().hasTag('showing')).toBe(true)
            expect(context().history[context().current?.name ?? '']).toBe('completed')
          },
        },
        events: asExecutors<ModelEvent>({
          'hint.request': send,
          'hint.complete': send,
          'hint.dismiss': send,
          'hints.skipAll': send,
          'hints.restart': ({ event }) => {
            const saves = sut.save.calls.length
            send({ event })
            // Restarting always saves the emptied history, even an empty one.
            expect(sut.save.calls.slice(saves)).toEqual([{}])
          },
          'hint.shake': send,
          'xstate.after.hintShake.hintQueue.showing.shaking': async ({ event }) => {
            await vi.advanceTimersByTimeAsync(SPEC_SHAKE_MS - 1)
            showsAsSpec()
            await vi.advanceTimersByTimeAsync(1)
            spec.apply(event)
          },
          'xstate.after.hintCompletedHold.hintQueue.completed': async ({ event }) => {
            await vi.advanceTimersByTimeAsync(SPEC_COMPLETED_HOLD_MS - 1)
            showsAsSpec()
            await vi.advanceTimersByTimeAsync(1)
            spec.apply(event)
          },
        }),
      })
    })
  }
})
