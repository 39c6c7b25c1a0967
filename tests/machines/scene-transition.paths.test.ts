// Model-based test of the scene transition chart: every transition (moves while showing, loading and moving, loads
// that succeed or fail, transitions that end with or without a move waiting) is replayed on a real actor with a stub
// loader, and each state is checked: the tour only moves once the target is loaded, and the scene it lands on is
// the latest one asked.
import { describe, expect, it } from 'vitest'
import { createActor, type SnapshotFrom } from 'xstate'
import { TestModel } from 'xstate/graph'
import {
  type SceneTransitionEmitted,
  type SceneTransitionEvent,
  type SceneTransitionInput,
  sceneTransitionMachine,
} from '../../src/machines/scene-transition/scene-transition.machine'
import { asExecutors, checkedStates, everyTransition, pathName, stateMatcher } from '../support/chart-paths'
import { deferred } from '../support/stub-actors'

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

const events: ModelEvent[] = [
  { type: 'scene.move', code: 'a' },
  { type: 'scene.move', code: 'b' },
  { type: 'scene.move', code: 'c' },
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

describe('scene transition, every transition', () => {
  for (const path of everyTransition(model, serializeState)) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${pathName(path)}`, async () => {
      const load = deferred<void>()
      const emitted: SceneTransitionEmitted[] = []
      const actor = createActor(sceneTransitionMachine.provide({ actors: { loadScene: load.logic } }), { input })
      for (const type of ['scene.leaving', 'scene.arrived', 'scene.failed'] as const)
        actor.on(type, (e) => emitted.push(e))
      actor.start()
      const snapshot = () => actor.getSnapshot()
      await path.test({
        states: checkedStates<Snapshot>(snapshot, {
          showing: () => {
            expect(snapshot().hasTag('loading') || snapshot().hasTag('moving')).toBe(false)
            const arrived = emitted.filter((e) => e.type === 'scene.arrived').at(-1)
            if (arrived) expect(snapshot().context.current).toBe((arrived as { code: string }).code)
          },
          loading: () => {
            // The load in flight is for the latest target.
            expect(load.calls.at(-1)).toEqual({ code: snapshot().context.target?.code })
          },
          moving: () => {
            const leaving = emitted.filter((e) => e.type === 'scene.leaving').at(-1) as Extract<
              SceneTransitionEmitted,
              { type: 'scene.leaving' }
            >
            expect(leaving.to).toBe(snapshot().context.target?.code)
            const clusterOf = (code: string) => input.scenes.find((scene) => scene.code === code)?.cluster
            expect(leaving.kind).toBe(clusterOf(leaving.from) === clusterOf(leaving.to) ? 'slide' : 'fly')
          },
        }),
        events: asExecutors<ModelEvent>({
          'scene.move': ({ event }) => {
            actor.send(event)
          },
          'transition.done': ({ event }) => {
            actor.send(event)
          },
          'xstate.done.actor.loadScene': async () => {
            load.resolve()
            await settle()
          },
          'xstate.error.actor.loadScene': async ({ event }) => {
            load.reject(event.error)
            await settle()
            expect(emitted.at(-1)?.type).toBe('scene.failed')
          },
        }),
      })
    })
  }
})
