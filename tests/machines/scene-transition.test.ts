import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type SceneTransitionEmitted,
  sceneTransitionMachine,
  transitionKind,
} from '../../src/machines/scene-transition/scene-transition.machine'
import { deferred } from '../support/stub-actors'

const scenes = [
  { code: 's1', cluster: 'living' },
  { code: 's2', cluster: 'living' },
  { code: 's3', cluster: 'kitchen' },
  { code: 's4', cluster: 'hall' },
]

function start() {
  const load = deferred<void>()
  const emitted: SceneTransitionEmitted[] = []
  const actor = createActor(sceneTransitionMachine.provide({ actors: { loadScene: load.logic } }), {
    input: { scenes, current: 's1' },
  })
  for (const type of ['scene.leaving', 'scene.arrived', 'scene.failed'] as const) actor.on(type, (e) => emitted.push(e))
  actor.start()
  return { actor, load, emitted }
}

describe('scene transition chart (SPEC §4 Scene change)', () => {
  it.each([
    ['s1', 's2', 'slide'],
    ['s1', 's3', 'fly'],
    ['s1', 'nowhere', 'fly'],
    ['nowhere', 'elsewhere', 'fly'],
  ] as const)('%s → %s is a %s', (from, to, kind) => {
    expect(transitionKind({ s1: 'living', s2: 'living', s3: 'kitchen' }, from, to)).toBe(kind)
  })

  it('loads the target before moving, then slides within a room and arrives', async () => {
    const { actor, load, emitted } = start()
    actor.send({ type: 'scene.move', code: 's2', view: { pan: 90, tilt: -5 } })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load.calls).toEqual([{ code: 's2' }])
    expect(emitted).toEqual([])
    load.resolve()
    await waitFor(actor, (s) => s.hasTag('moving'))
    expect(emitted).toEqual([
      { type: 'scene.leaving', from: 's1', to: 's2', kind: 'slide', view: { pan: 90, tilt: -5 } },
    ])
    actor.send({ type: 'transition.done' })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    expect(actor.getSnapshot().context.current).toBe('s2')
    expect(emitted.at(-1)).toEqual({ type: 'scene.arrived', code: 's2', view: { pan: 90, tilt: -5 } })
  })

  it('passes an instant move (the embed API jump) on to the engine', async () => {
    const { actor, load, emitted } = start()
    actor.send({ type: 'scene.move', code: 's3', instant: true })
    load.resolve()
    await waitFor(actor, (s) => s.hasTag('moving'))
    expect(emitted).toEqual([{ type: 'scene.leaving', from: 's1', to: 's3', kind: 'fly', instant: true }])
  })

  it('lets the latest move win while loading, cancelling the earlier load', async () => {
    const { actor, load, emitted } = start()
    actor.send({ type: 'scene.move', code: 's2' })
    actor.send({ type: 'scene.move', code: 's3' })
    actor.send({ type: 'scene.move', code: 's4' })
    expect(load.calls).toEqual([{ code: 's2' }, { code: 's3' }, { code: 's4' }])
    load.resolve()
    await waitFor(actor, (s) => s.hasTag('moving'))
    expect(emitted).toEqual([{ type: 'scene.leaving', from: 's1', to: 's4', kind: 'fly' }])
  })

  it('keeps only the latest move asked during a transition, and takes it when the transition ends', async () => {
    const { actor, load, emitted } = start()
    actor.send({ type: 'scene.move', code: 's3' })
    load.resolve()
    await waitFor(actor, (s) => s.hasTag('moving'))
    actor.send({ type: 'scene.move', code: 's2' })
    actor.send({ type: 'scene.move', code: 's4' })
    actor.send({ type: 'transition.done' })
    expect(actor.getSnapshot().context.current).toBe('s3')
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load.calls.at(-1)).toEqual({ code: 's4' })
    load.resolve()
    await waitFor(actor, (s) => s.hasTag('moving'))
    actor.send({ type: 'transition.done' })
    expect(emitted.filter((e) => e.type === 'scene.arrived').map((e) => (e as { code: string }).code)).toEqual([
      's3',
      's4',
    ])
  })

  // Regressions for mutants the suite once let survive (issue 19). The oracle is what the chart tells the outside
  // (its emitted events, in order) and what it asks the loader, never the chart's own state.
  describe('a move asked mid-flight (kept, only the latest, taken after the current transition)', () => {
    const inFlightTo = async (sut: ReturnType<typeof start>, code: string) => {
      sut.actor.send({ type: 'scene.move', code })
      sut.load.resolve()
      await waitFor(sut.actor, (s) => s.hasTag('moving'))
    }
    const arriveNow = async (sut: ReturnType<typeof start>) => {
      sut.actor.send({ type: 'transition.done' })
      if (sut.actor.getSnapshot().hasTag('loading')) {
        sut.load.resolve()
        await waitFor(sut.actor, (s) => s.hasTag('moving'))
        sut.actor.send({ type: 'transition.done' })
      }
    }

    it('performs the latest move after the current one, with the view it asked for (mutant: the move or its view is dropped)', async () => {
      const sut = start()
      await inFlightTo(sut, 's3')
      sut.actor.send({ type: 'scene.move', code: 's2' })
      sut.actor.send({ type: 'scene.move', code: 's4', view: { pan: 45, tilt: -10 } })
      await arriveNow(sut)
      expect(sut.load.calls).toEqual([{ code: 's3' }, { code: 's4' }])
      expect(sut.emitted).toEqual([
        { type: 'scene.leaving', from: 's1', to: 's3', kind: 'fly' },
        { type: 'scene.arrived', code: 's3' },
        { type: 'scene.leaving', from: 's3', to: 's4', kind: 'fly', view: { pan: 45, tilt: -10 } },
        { type: 'scene.arrived', code: 's4', view: { pan: 45, tilt: -10 } },
      ])
    })

    it('ignores a move to an unknown scene asked mid-flight (mutant: it is kept and loaded)', async () => {
      const sut = start()
      await inFlightTo(sut, 's3')
      sut.actor.send({ type: 'scene.move', code: 'nowhere' })
      await arriveNow(sut)
      expect(sut.load.calls).toEqual([{ code: 's3' }])
      expect(sut.emitted).toEqual([
        { type: 'scene.leaving', from: 's1', to: 's3', kind: 'fly' },
        { type: 'scene.arrived', code: 's3' },
      ])
    })

    it('just lands when the move asked mid-flight is to where the flight lands (mutant: it loads and moves again)', async () => {
      const sut = start()
      await inFlightTo(sut, 's3')
      sut.actor.send({ type: 'scene.move', code: 's3' })
      await arriveNow(sut)
      expect(sut.load.calls).toEqual([{ code: 's3' }])
      expect(sut.emitted).toEqual([
        { type: 'scene.leaving', from: 's1', to: 's3', kind: 'fly' },
        { type: 'scene.arrived', code: 's3' },
      ])
    })
  })

  it('ignores moves to the scene it shows or to unknown scenes, and reports a scene that fails to load', async () => {
    const { actor, load, emitted } = start()
    actor.send({ type: 'scene.move', code: 's1' })
    actor.send({ type: 'scene.move', code: 'nowhere' })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    actor.send({ type: 'scene.move', code: 's3' })
    actor.send({ type: 'scene.move', code: 's1' })
    expect(actor.getSnapshot().matches('showing')).toBe(true)
    actor.send({ type: 'scene.move', code: 's2' })
    load.reject(new Error('offline'))
    await waitFor(actor, (s) => s.matches('showing'))
    expect(emitted).toEqual([{ type: 'scene.failed', code: 's2' }])
    expect(actor.getSnapshot().context.current).toBe('s1')
    expect(actor.getSnapshot().context.error).toBeDefined()
  })

  // More regressions for mutants that survived (issue 19): moves abandoned or failed must leave nothing behind that
  // refuses or redoes a later move. The oracle is what the chart asks the loader and tells the outside.
  describe('what an abandoned or failed move leaves behind', () => {
    it('loads the scene again after going back to the current one during its load (mutant: the abandoned target is kept and the move refused)', async () => {
      const { actor, load, emitted } = start()
      actor.send({ type: 'scene.move', code: 's3' })
      actor.send({ type: 'scene.move', code: 's1' })
      actor.send({ type: 'scene.move', code: 's3' })
      expect(load.calls).toEqual([{ code: 's3' }, { code: 's3' }])
      load.resolve()
      await waitFor(actor, (s) => s.hasTag('moving'))
      actor.send({ type: 'transition.done' })
      expect(emitted).toStrictEqual([
        { type: 'scene.leaving', from: 's1', to: 's3', kind: 'fly' },
        { type: 'scene.arrived', code: 's3' },
      ])
    })

    it('does not restart a load when the scene being loaded is asked again (mutant: it compares with the current scene)', async () => {
      const { actor, load } = start()
      actor.send({ type: 'scene.move', code: 's3' })
      actor.send({ type: 'scene.move', code: 's3' })
      expect(load.calls).toEqual([{ code: 's3' }])
    })

    it('says what failed, tries the same scene again when asked, and forgets the error on the next move (mutant: the failed target is kept)', async () => {
      const { actor, load, emitted } = start()
      actor.send({ type: 'scene.move', code: 's2' })
      load.reject(new Error('offline'))
      await waitFor(actor, (s) => s.matches('showing'))
      expect(actor.getSnapshot().context.error).toBe('This part of the tour could not be loaded.')
      actor.send({ type: 'scene.move', code: 's2' })
      expect(load.calls).toEqual([{ code: 's2' }, { code: 's2' }])
      expect(actor.getSnapshot().context.error).toBeUndefined()
      load.resolve()
      await waitFor(actor, (s) => s.hasTag('moving'))
      actor.send({ type: 'transition.done' })
      expect(emitted).toStrictEqual([
        { type: 'scene.failed', code: 's2' },
        { type: 'scene.leaving', from: 's1', to: 's2', kind: 'slide' },
        { type: 'scene.arrived', code: 's2' },
      ])
    })

    it('forgets a mid-flight move to where the flight lands, so a later move is not followed by it (mutant: it is kept as pending)', async () => {
      const { actor, load, emitted } = start()
      actor.send({ type: 'scene.move', code: 's3' })
      load.resolve()
      await waitFor(actor, (s) => s.hasTag('moving'))
      actor.send({ type: 'scene.move', code: 's3' })
      actor.send({ type: 'transition.done' })
      actor.send({ type: 'scene.move', code: 's4' })
      load.resolve()
      await waitFor(actor, (s) => s.hasTag('moving'))
      actor.send({ type: 'transition.done' })
      expect(load.calls).toEqual([{ code: 's3' }, { code: 's4' }])
      expect(actor.getSnapshot().hasTag('loading')).toBe(false)
      expect(emitted).toStrictEqual([
        { type: 'scene.leaving', from: 's1', to: 's3', kind: 'fly' },
        { type: 'scene.arrived', code: 's3' },
        { type: 'scene.leaving', from: 's3', to: 's4', kind: 'fly' },
        { type: 'scene.arrived', code: 's4' },
      ])
    })

    it('adds no view or jump to what it tells the engine when the move asked for none (mutant: an empty view or instant flag is sent)', async () => {
      const { actor, load, emitted } = start()
      actor.send({ type: 'scene.move', code: 's2' })
      load.resolve()
      await waitFor(actor, (s) => s.hasTag('moving'))
      actor.send({ type: 'transition.done' })
      expect(emitted).toHaveLength(2)
      for (const e of emitted) {
        expect(Object.keys(e)).not.toContain('view')
        expect(Object.keys(e)).not.toContain('instant')
      }
    })
  })
})
