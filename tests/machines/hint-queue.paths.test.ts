// Model-based test of the hint queue chart: every transition (hints asked for, completed, dismissed, skip-all,
// restart, the shake and its 500 ms, the 2 s hold of a completed hint) is replayed on a real actor with a stub save
// and fake timers, and each state reached is checked against the spec (SPEC §4 Hints, §9 priorities and shake,
// §3 hintHistory stored locally).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel, type TestPath } from 'xstate/graph'
import {
  type HintQueueEvent,
  type HintQueueInput,
  hintQueueMachine,
} from '../../src/machines/hint-queue/hint-queue.machine'
import type { HintHistory } from '../../src/schemas/local-store'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
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

/**
 * The events the model says change nothing (self-loops, which everyTransition leaves out), each replayed once from
 * its state: an event the chart wrongly ignores (skip-all while the final hint shows) only shows up here.
 */
function everyIgnoredEvent(): Array<TestPath<Snapshot, ModelEvent>> {
  const pathTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serializeState(p.state), p]))
  const paths: Array<TestPath<Snapshot, ModelEvent>> = []
  for (const [source, { transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = pathTo.get(source)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as Array<{ event: ModelEvent; state: Snapshot }>) {
      // A timer cannot fire outside its own state, so only the visitor's events are tried where they do nothing.
      if (serializeState(state) !== source || event.type.startsWith('xstate.')) continue
      const steps = [...prefix.steps, { state, event }]
      const path = { state, steps, weight: steps.length }
      paths.push({ ...path, description: pathName(path), test: (params) => model.testPath(path, params) })
    }
  }
  return paths
}

describe('hint queue, every transition and every ignored event', () => {
  const paths = [...everyTransition(model, serializeState), ...everyIgnoredEvent()]
  it('covers a reasonable number of transitions', () => expect(paths.length).toBeGreaterThan(50))
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const sut = start()
      const snapshot = () => sut.actor.getSnapshot()
      const context = () => snapshot().context
      /** Every state: the queue in spec order, nothing ended still waiting, the stored history up to date. */
      const invariants = () => {
        const queued = context().queue.map((h) => h.name)
        expect(queued).toEqual([...queued].sort((a, b) => rank(a) - rank(b)))
        for (const name of queued) expect(context().history[name]).toBeUndefined()
        expect(sut.save.calls.at(-1) ?? input.history).toEqual(context().history)
      }
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          idle: () => {
            invariants()
            expect(snapshot().hasTag('showing')).toBe(false)
            expect(context().current).toBeNull()
            expect(context().queue).toEqual([])
          },
          showing: () => {
            invariants()
            expect(snapshot().hasTag('showing')).toBe(true)
            expect(snapshot().hasTag('completed')).toBe(false)
            expect(context().history[context().current?.name ?? '']).toBeUndefined()
          },
          'showing.still': () => expect(snapshot().hasTag('shaking')).toBe(false),
          'showing.shaking': () => expect(snapshot().hasTag('shaking')).toBe(true),
          completed: () => {
            invariants()
            expect(snapshot().hasTag('showing')).toBe(true)
            expect(snapshot().hasTag('completed')).toBe(true)
            expect(snapshot().hasTag('shaking')).toBe(false)
            expect(context().history[context().current?.name ?? '']).toBe('completed')
          },
        }),
        events: asExecutors<ModelEvent>({
          'hint.request': ({ event }) => void sut.actor.send(event),
          'hint.complete': ({ event }) => {
            const wasShowing = snapshot().matches('showing') && context().current?.name === event.name
            const known = context().current?.name === event.name || context().queue.some((h) => h.name === event.name)
            const before = context().history
            sut.actor.send(event)
            // A hint never asked for is not recorded: it may still be asked for and shown later.
            if (known) expect(context().history[event.name]).toBe('completed')
            else expect(context().history).toBe(before)
            if (wasShowing) expect(snapshot().hasTag('completed')).toBe(true)
          },
          'hint.dismiss': ({ event }) => {
            const shown = context().current
            const wasCompleted = snapshot().hasTag('completed')
            sut.actor.send(event)
            if (shown) expect(context().history[shown.name]).toBe(wasCompleted ? 'completed' : 'dismissed')
            // The next hint comes up at once: the best of those waiting.
            if (context().current) expect(context().current?.name).not.toBe(shown?.name)
          },
          'hints.skipAll': ({ event }) => {
            const before = [context().current, ...context().queue].filter((h) => h !== null && !h.final)
            const wasShowing = snapshot().matches('showing')
            sut.actor.send(event)
            for (const h of before) {
              if (h === null) continue
              const keptCompleted = !wasShowing && h.name === context().current?.name
              expect(context().history[h.name]).toBe(keptCompleted ? 'completed' : 'dismissed')
            }
            expect(context().queue.every((h) => h.final)).toBe(true)
          },
          'hints.restart': ({ event }) => {
            sut.actor.send(event)
            expect(context().history).toEqual({})
            expect(sut.save.calls.at(-1)).toEqual({})
          },
          'hint.shake': ({ event }) => void sut.actor.send(event),
          'xstate.after.hintShake.hintQueue.showing.shaking': async () => {
            await vi.advanceTimersByTimeAsync(SPEC_SHAKE_MS - 1)
            expect(snapshot().hasTag('shaking')).toBe(true)
            await vi.advanceTimersByTimeAsync(1)
          },
          'xstate.after.hintCompletedHold.hintQueue.completed': async () => {
            const held = context().current?.name
            await vi.advanceTimersByTimeAsync(SPEC_COMPLETED_HOLD_MS - 1)
            expect(snapshot().hasTag('completed')).toBe(true)
            expect(context().current?.name).toBe(held)
            await vi.advanceTimersByTimeAsync(1)
          },
        }),
      })
    })
  }
})
