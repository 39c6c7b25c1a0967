import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  type LoadedTour,
  tourViewerMachine,
  UNABLE_TO_LOAD_TOUR,
} from '../../src/machines/tour-viewer/tour-viewer.machine'
import { deferred } from '../support/stub-actors'

import { tourConfig } from '../support/tour-config'

const input = { tourName: '12-oak-st', version: 3, includeHidden: false }

function start(requested?: { sceneCode: string; pan: number; tilt: number }) {
  const load = deferred<LoadedTour>()
  const actor = createActor(tourViewerMachine.provide({ actors: { loadTour: load.logic } }), {
    input: { ...input, ...(requested ? { requested } : {}) },
  }).start()
  return { actor, load }
}

describe('tour viewer chart (SPEC §4 tour, §8 Unable to load tour)', () => {
  it('loads the config and the engine for this version, then opens at the config start', async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(load.calls).toEqual([input])
    load.resolve({ config: tourConfig() })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.opening).toEqual({ sceneCode: 's1', pan: 200, tilt: -5 })
  })

  it.each([
    ['a visible scene', { sceneCode: 's2', pan: 90, tilt: 10 }, { sceneCode: 's2', pan: 90, tilt: 10 }],
    ['a hidden scene', { sceneCode: 'h1', pan: 90, tilt: 10 }, { sceneCode: 's1', pan: 200, tilt: -5 }],
    ['an unknown scene', { sceneCode: 'zz', pan: 90, tilt: 10 }, { sceneCode: 's1', pan: 200, tilt: -5 }],
  ])('opens a d1 link to %s at the right view', async (_, requested, opening) => {
    const { actor, load } = start(requested)
    load.resolve({ config: tourConfig() })
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context.opening).toEqual(opening)
  })

  it("says 'Unable to load tour' when loading fails, and tries again on retry", async () => {
    const { actor, load } = start()
    load.reject(new Error('500'))
    await waitFor(actor, (s) => s.hasTag('failed'))
    expect(actor.getSnapshot().context.error).toBe(UNABLE_TO_LOAD_TOUR)
    actor.send({ type: 'retry' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(actor.getSnapshot().context.error).toBeUndefined()
    expect(load.calls).toHaveLength(2)
  })

  it('cannot show a config without a visible scene', async () => {
    const { actor, load } = start()
    const config = tourConfig()
    load.resolve({ config: { ...config, scenes: config.scenes.map((s) => ({ ...s, hidden: true })) } })
    await waitFor(actor, (s) => s.hasTag('failed'))
  })

  // SPEC §8's words, written out rather than through the constant, for both ways a tour cannot be shown.
  it("shows 'Unable to load tour' for a failed load and for a config without a visible scene", async () => {
    const failed = start()
    failed.load.reject(new Error('500'))
    await waitFor(failed.actor, (s) => s.hasTag('failed'))
    expect(failed.actor.getSnapshot().context.error).toBe('Unable to load tour')
    expect(failed.actor.getSnapshot().hasTag('loading')).toBe(false)
    const empty = start()
    empty.load.resolve({ config: { ...tourConfig(), scenes: [] } })
    await waitFor(empty.actor, (s) => s.hasTag('failed'))
    expect(empty.actor.getSnapshot().context.error).toBe('Unable to load tour')
    expect(empty.actor.getSnapshot().context.loaded).toBeUndefined()
  })

  // The view takes the config from the context once the chart is ready, and stops the throbber.
  it('holds the loaded tour once ready, after a retry too', async () => {
    const { actor, load } = start()
    load.reject(new Error('500'))
    await waitFor(actor, (s) => s.hasTag('failed'))
    actor.send({ type: 'retry' })
    const loaded = { config: tourConfig() }
    load.resolve(loaded)
    await waitFor(actor, (s) => s.hasTag('ready'))
    expect(actor.getSnapshot().context).toMatchObject({ loaded, error: undefined })
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().hasTag('failed')).toBe(false)
  })
})
