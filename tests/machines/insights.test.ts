// The Insights chart (issue 17): loads the period shown (28 days first), the latest choice winning; keeps the last
// answer on screen while the next loads; says why it failed and tries again.
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { INSIGHTS_LOAD_FAILED, insightsMachine } from '../../src/machines/insights/insights.machine'
import { CONNECTION_FAILED } from '../../src/machines/shared/error-message'
import type { Insights } from '../../src/schemas/Insights'
import { Unreachable } from '../../src/services/errors'
import { deferred } from '../support/stub-actors'

const answer = (period: 7 | 28 | 90): Insights => ({
  period,
  from: '2026-11-01',
  to: '2026-11-27',
  timeZone: 'America/Chicago',
  visits: 40,
  visitors: 30,
  medianSeconds: 64,
  days: [],
  sources: [],
  scenes: [],
})

function start() {
  const load = deferred<Insights>()
  const actor = createActor(insightsMachine.provide({ actors: { loadInsights: load.logic } }), {
    input: { tourName: '12-elm-st' },
  }).start()
  return { actor, load, ctx: () => actor.getSnapshot().context }
}

describe('insights chart', () => {
  it('without its load provided (a page with no runtime), says the visits could not be loaded', async () => {
    const actor = createActor(insightsMachine, { input: { tourName: '12-elm-st' } }).start()
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.error).toBe(INSIGHTS_LOAD_FAILED)
  })

  it('loads the last 28 days first', async () => {
    const { actor, load, ctx } = start()
    expect(load.calls).toEqual([{ tourName: '12-elm-st', period: 28 }])
    load.resolve(answer(28))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(ctx().insights?.period).toBe(28)
  })

  it('keeps the last answer while the next period loads, the latest choice winning', async () => {
    const { actor, load, ctx } = start()
    load.resolve(answer(28))
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'period.change', period: 7 })
    actor.send({ type: 'period.change', period: 90 })
    expect(ctx().insights?.period).toBe(28)
    expect(load.calls.slice(1)).toEqual([
      { tourName: '12-elm-st', period: 7 },
      { tourName: '12-elm-st', period: 90 },
    ])
    load.resolve(answer(90))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(ctx()).toMatchObject({ period: 90, insights: { period: 90 } })
    // The same period again asks nothing.
    actor.send({ type: 'period.change', period: 90 })
    expect(load.calls).toHaveLength(3)
  })

  it('says why it failed and tries again', async () => {
    const { actor, load, ctx } = start()
    load.reject(new Unreachable({ message: 'offline' }))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(ctx().error).toBe(CONNECTION_FAILED)
    actor.send({ type: 'retry' })
    load.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(ctx().error).toBe(INSIGHTS_LOAD_FAILED)
  })

  // The general words are checked as written, not through the constant, so an emptied message is caught.
  it('says in words that the visits could not be loaded', async () => {
    const { actor, load, ctx } = start()
    load.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(ctx().error).toBe('The visits could not be loaded. Please try again.')
  })

  // The panel shows its spinner on the `loading` tag, also over the last answer while the next period loads.
  it('is tagged loading while a period is asked for, and only then', async () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    load.resolve(answer(28))
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    actor.send({ type: 'period.change', period: 7 })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    load.reject(new Error('boom'))
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
  })
})
