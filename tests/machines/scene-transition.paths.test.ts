// Model-based test of the scene transition chart: every transition (moves while showing, loading and moving, loads
// that succeed or fail, transitions that end with or without a move waiting) is replayed on a real actor whose loader
// is a recording stub. The model only picks the path and which rule applies; each state is checked against what the
// tour engine sees (start-tour.ts): which scenes the loader was asked for and which of those loads are still alive,
// the leaving / arrived / failed events, and the tags and error the view reads. Those are compared with the SPEC
// rules written here by hand: the tour only moves once the target is loaded, and it comes to rest on the latest
// scene asked (a move asked mid-flight included) unless that scene failed to load.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type SceneTransitionEmitted,
  type SceneTransitionEvent,
  type SceneTransitionInput,
  sceneTransitionMachine,
} from '../../src/machines/scene-transition/scene-transition.machine'
import { asExecutors, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { recordPaths } from '../support/recorded-paths'

type Snapshot = SnapshotFrom<typeof sceneTransitionMachine>
type ModelEvent =
  | SceneTransitionEvent
  | { type: 'xstate.done.actor.loadScene' }
  | { type: 'xstate.error.actor.loadScene'; error: unknown }

const input: SceneTransitionInput = {
  scenes: [
    { code: 'a', cluster: 'living' },
    { code: 'b', cluster: 'living' },
    { code: 'c', cluster: 'kitchen' },
  ],
  current: 'a',
}
/** Written by hand from `input`: a and b share a room (a slide), c is elsewhere (a flight). */
const kindBetween = (from: string, to: string) => (from !== 'c' && to !== 'c' ? 'slide' : 'fly')
/** Moves to c ask for a view direction, which the engine gets on leaving and the embed API on arrival. */
const cView = { pan: 90, tilt: -10 }
const viewOf = (code: string) => (code === 'c' ? { view: cView } : {})
const loadFailedMessage = 'This part of the tour could not be loaded.'

const events: ModelEvent[] = [
  { type: 'scene.move', code: 'a' },
  { type: 'scene.move', code: 'b' },
  { type: 'scene.move', code: 'c', view: cView },
  { type: 'transition.done' },
  { type: 'xstate.done.actor.loadScene' },
  { type: 'xstate.error.actor.loadScene', error: new Error('offline') },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.current, s.context.target?.code ?? null, s.context.pending?.code ?? null])
const model = new TestModel<Snapshot, ModelEvent, SceneTransitionInput>(sceneTransitionMachine as never, {
  input,
  stateMatcher,
  events,
  serializeState,
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

interface LoadCall {
  readonly code: string
  readonly signal: AbortSignal
  settled: boolean
  resolve(): void
  reject(error: unknown): void
}

/** The engine's `prepare` as a stub: records each scene asked, whether the chart cancelled it, and lets the test answer. */
function recordingLoader() {
  const calls: LoadCall[] = []
  const logic = fromPromise<void, { code: string }>(
    ({ input: { code }, signal }) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ code, signal, settled: false, resolve, reject })
      }),
  )
  /** Loads neither answered nor cancelled. */
  const alive = () => calls.filter((call) => !call.settled && !call.signal.aborted)
  const answer = (how: (call: LoadCall) => void) => {
    const call = calls.at(-1)
    if (!call) throw new Error('no load to answer')
    call.settled = true
    how(call)
  }
  return { calls, logic, alive, answer }
}

// Every transition, and every state asked every move even when it ignores it (a visitor may click at any time): a
// move the chart dropped would otherwise leave no path that asks it there.
const paths = everyTransition(model, serializeState, { alsoIgnored: (event) => event.type === 'scene.move' })
recordPaths('scene-transition', paths, serializeState)

describe('scene transition, every transition', () => {
  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const loader = recordingLoader()
      const emitted: SceneTransitionEmitted[] = []
      const actor = createActor(sceneTransitionMachine.provide({ actors: { loadScene: loader.logic } }), { input })
      for (const type of ['scene.leaving', 'scene.arrived', 'scene.failed'] as const)
        actor.on(type, (e) => emitted.push(e))
      actor.start()
      const snapshot = () => actor.getSnapshot()

      // What the test itself did: the latest scene asked, and whether its load failed since.
      let latestAsked = input.current
      let failedSinceAsked = false
      // What the engine should have been told, built from the loader's calls and the SPEC rules above.
      const expected: SceneTransitionEmitted[] = []
      const ofType = <T extends SceneTransitionEmitted['type']>(list: SceneTransitionEmitted[], type: T) =>
        list.filter((e): e is Extract<SceneTransitionEmitted, { type: T }> => e.type === type)
      /** Where the view shows the tour: the latest arrival told, else the opening scene. */
      const shown = () => ofType(emitted, 'scene.arrived').at(-1)?.code ?? input.current
      const inFlight = () => ofType(emitted, 'scene.leaving').length - ofType(emitted, 'scene.arrived').length

      const always = () => {
        expect(emitted).toEqual(expected)
        // Never two loads at once: leaving the loading state (or a newer move) cancels the load in flight.
        expect(loader.alive().length).toBeLessThanOrEqual(1)
      }
      const atRest = () => {
        always()
        expect(snapshot().hasTag('loading')).toBe(false)
        expect(snapshot().hasTag('moving')).toBe(false)
        expect(loader.alive()).toEqual([])
        expect(inFlight()).toBe(0)
        if (failedSinceAsked) {
          // The tour stays where it was and says so.
          expect(emitted.at(-1)).toEqual({ type: 'scene.failed', code: latestAsked })
          expect(shown()).not.toBe(latestAsked)
          expect(snapshot().context.error).toBe(loadFailedMessage)
        } else {
          // At rest on the latest scene asked: a move asked while loading or mid-flight is never lost.
          expect(shown()).toBe(latestAsked)
        }
      }
      // The engine ends the flight it was told of: the arrival is where that leaving went.
      const endFlight = () => {
        const leaving = ofType(expected, 'scene.leaving').at(-1)
        if (leaving) expected.push({ type: 'scene.arrived', code: leaving.to, ...viewOf(leaving.to) })
        actor.send({ type: 'transition.done' })
      }
      const answerLoad = async () => {
        const from = shown()
        loader.answer((call) => {
          expected.push({
            type: 'scene.leaving',
            from,
            to: call.code,
            kind: kindBetween(from, call.code),
            ...viewOf(call.code),
          })
          call.resolve()
        })
        await settle()
      }

      await path.test({
        states: {
          showing: atRest,
          loading: () => {
            always()
            expect(snapshot().hasTag('loading')).toBe(true)
            // The one load alive is the latest scene asked, and nothing moves meanwhile.
            expect(loader.alive().map((call) => call.code)).toEqual([latestAsked])
            expect(latestAsked).not.toBe(shown())
            expect(inFlight()).toBe(0)
            expect(snapshot().context.error).toBeUndefined()
          },
          moving: () => {
            always()
            expect(snapshot().hasTag('moving')).toBe(true)
            expect(snapshot().hasTag('loading')).toBe(false)
            // Moving only to a scene whose load was answered.
            const leaving = ofType(emitted, 'scene.leaving').at(-1)
            const load = loader.calls.at(-1)
            expect(load?.settled).toBe(true)
            expect(leaving?.to).toBe(load?.code)
            expect(inFlight()).toBe(1)
            expect(snapshot().context.error).toBeUndefined()
          },
        },
        events: asExecutors<ModelEvent>({
          'scene.move': ({ event }) => {
            latestAsked = event.code
            failedSinceAsked = false
            actor.send(event)
          },
          'transition.done': endFlight,
          'xstate.done.actor.loadScene': answerLoad,
          'xstate.error.actor.loadScene': async ({ event }) => {
            failedSinceAsked = true
            loader.answer((call) => {
              expected.push({ type: 'scene.failed', code: call.code })
              call.reject(event.error)
            })
            await settle()
          },
        }),
      })

      // Then the engine finishes its work as start-tour.ts would (every load answered, every flight ended), and the
      // tour must come to rest by the rules above; a move asked mid-flight only shows its effect here.
      for (let step = 0; step < 6 && (loader.alive().length > 0 || inFlight() > 0); step++) {
        if (loader.alive().length > 0) await answerLoad()
        else endFlight()
      }
      atRest()
    })
  }
})
