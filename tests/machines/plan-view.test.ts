// The plan-view chart with a stub drawing loader: fit on load and resize, zoom and pan within the limits, tween only
// for buttons and keys (never with reduced motion), a press within the click tolerance picks the nearest scene of
// this floor, further is a drag; unit and floor switches keep the zoom when the drawings share a viewBox.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { planFrame, planToScreen, type Rect, screenToPlan } from '../../src/domain/plan-view'
import { type PlanViewInput, planViewMachine } from '../../src/machines/plan-view/plan-view.machine'
import {
  planScene as scene,
  planScenes as scenes,
  planTransform as transform,
  planViewBox as viewBox,
} from '../support/plan-fixtures'
import { deferred } from '../support/stub-actors'

const input: PlanViewInput = {
  svgUrl: '/media/x/f1-imperial.svg',
  floorId: 'f1',
  transform,
  unit: 'imperial',
  scenes,
  marker: { sceneCode: 's01', yaw: 45 },
  reducedMotion: false,
}

function start(overrides: Partial<PlanViewInput> = {}) {
  const load = deferred<Rect>()
  const actor = createActor(planViewMachine.provide({ actors: { loadPlanDrawing: load.logic } }), {
    input: { ...input, ...overrides },
  })
  const picks: string[] = []
  actor.on('scene.pick', (e) => picks.push(e.code))
  actor.start()
  return { actor, load, picks, context: () => actor.getSnapshot().context }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

async function ready(overrides: Partial<PlanViewInput> = {}) {
  const sut = start(overrides)
  sut.actor.send({ type: 'plan.resize', width: 1000, height: 600 })
  sut.load.resolve(viewBox)
  await settle()
  return sut
}

describe('plan view chart', () => {
  it('loads the drawing, then fits it to its box', async () => {
    const sut = start()
    expect(sut.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(sut.load.calls).toEqual([{ svgUrl: input.svgUrl }])
    sut.actor.send({ type: 'plan.resize', width: 1000, height: 600 })
    expect(sut.context().view).toBeNull()
    sut.load.resolve(viewBox)
    await settle()
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(sut.context().view).toEqual(planFrame(viewBox, { width: 1000, height: 600 }).fit)
    expect(sut.context().drawing).toEqual({ svgUrl: input.svgUrl, viewBox })
  })

  it('says why a drawing failed and tries again', async () => {
    const sut = start()
    sut.load.reject(new Error('The floor plan is unavailable (HTTP 404).'))
    await settle()
    expect(sut.actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(sut.context().error).toContain('HTTP 404')
    sut.actor.send({ type: 'plan.retry' })
    expect(sut.actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(sut.load.calls).toHaveLength(2)
  })

  it('places the marker on its own floor only', async () => {
    const sut = await ready()
    expect(sut.context().placement).toEqual({ x: 2900, y: 7700, heading: 45 })
    sut.actor.send({ type: 'tour.changed', scenes, marker: { sceneCode: 's03', yaw: 0 } })
    expect(sut.context().placement).toBeNull()
  })

  it('zooms with the buttons, tweened, and not past its limits', async () => {
    const sut = await ready()
    const fit = sut.context().view
    expect(sut.actor.getSnapshot().can({ type: 'plan.zoomOut' })).toBe(false)
    sut.actor.send({ type: 'plan.zoomIn' })
    expect(sut.context().view?.scale).toBeCloseTo((fit?.scale ?? 0) * 1.5, 12)
    expect(sut.context().animate).toBe(true)
    for (let i = 0; i < 10; i++) sut.actor.send({ type: 'plan.zoomIn' })
    expect(sut.actor.getSnapshot().can({ type: 'plan.zoomIn' })).toBe(false)
    sut.actor.send({ type: 'plan.fit' })
    expect(sut.context().view).toEqual(fit)
  })

  it('never tweens with reduced motion', async () => {
    const sut = await ready({ reducedMotion: true })
    sut.actor.send({ type: 'plan.zoomIn' })
    expect(sut.context().animate).toBe(false)
  })

  it('zooms with the wheel about the pointer, without a tween', async () => {
    const sut = await ready()
    const at = { x: 450, y: 260 }
    const anchor = screenToPlan(sut.context().view ?? { scale: 1, x: 0, y: 0 }, at)
    sut.actor.send({ type: 'plan.wheel', deltaY: -800, deltaMode: 0, ...at })
    const p = planToScreen(sut.context().view ?? { scale: 1, x: 0, y: 0 }, anchor)
    expect(p.x).toBeCloseTo(at.x, 6)
    expect(p.y).toBeCloseTo(at.y, 6)
    expect(sut.context().animate).toBe(false)
  })

  it('acts on plan keys and leaves the rest alone', async () => {
    const sut = await ready()
    expect(sut.actor.getSnapshot().can({ type: 'plan.key', key: 'Tab' })).toBe(false)
    for (const key of ['+', '+', '=']) sut.actor.send({ type: 'plan.key', key })
    const zoomed = sut.context().view
    sut.actor.send({ type: 'plan.key', key: 'ArrowLeft' })
    expect(sut.context().view?.x).toBeCloseTo((zoomed?.x ?? 0) + 64, 9)
  })

  it('a short press picks the nearest scene on this floor', async () => {
    const sut = await ready()
    const view = sut.context().view ?? { scale: 1, x: 0, y: 0 }
    // Near s02 (8, 3) on the plan: (8900, 7700).
    const near = planToScreen(view, { x: 8700, y: 7900 })
    sut.actor.send({ type: 'pointer.down', ...near, pointerType: 'mouse' })
    sut.actor.send({ type: 'pointer.move', x: near.x + 3, y: near.y })
    sut.actor.send({ type: 'pointer.up' })
    expect(sut.picks).toEqual(['s02'])
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(sut.context().press).toBeNull()
  })

  it('a press that travels past the tolerance pans instead (touch allows 10 px)', async () => {
    const sut = await ready()
    for (let i = 0; i < 3; i++) sut.actor.send({ type: 'plan.zoomIn' })
    const before = sut.context().view
    sut.actor.send({ type: 'pointer.down', x: 500, y: 300, pointerType: 'touch' })
    sut.actor.send({ type: 'pointer.move', x: 509, y: 300 })
    expect(sut.actor.getSnapshot().hasTag('dragging')).toBe(false)
    sut.actor.send({ type: 'pointer.move', x: 520, y: 300 })
    expect(sut.actor.getSnapshot().hasTag('dragging')).toBe(true)
    expect(sut.context().view?.x).toBeCloseTo((before?.x ?? 0) + 20, 9)
    // Each further move pans by its own travel.
    sut.actor.send({ type: 'pointer.move', x: 530, y: 290 })
    expect(sut.context().view?.x).toBeCloseTo((before?.x ?? 0) + 30, 9)
    expect(sut.context().view?.y).toBeCloseTo((before?.y ?? 0) - 10, 9)
    sut.actor.send({ type: 'pointer.up' })
    expect(sut.actor.getSnapshot().hasTag('dragging')).toBe(false)
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(sut.picks).toEqual([])
    expect(sut.context().animate).toBe(false)
  })

  it('without scenes a click picks nothing', async () => {
    const sut = await ready({ scenes: [], marker: null })
    sut.actor.send({ type: 'pointer.down', x: 500, y: 300, pointerType: 'mouse' })
    sut.actor.send({ type: 'pointer.up' })
    expect(sut.picks).toEqual([])
  })

  it('keeps the zoom across a unit switch with the same viewBox, and fits a new one', async () => {
    const sut = await ready()
    sut.actor.send({ type: 'plan.zoomIn' })
    const zoomed = sut.context().view
    sut.actor.send({ type: 'plan.source', svgUrl: '/media/x/f1-metric.svg', floorId: 'f1', transform, unit: 'metric' })
    expect(sut.actor.getSnapshot().hasTag('loading')).toBe(true)
    // The old drawing stays until the new one is read.
    expect(sut.context().drawing?.svgUrl).toBe(input.svgUrl)
    sut.load.resolve(viewBox)
    await settle()
    expect(sut.context().view).toEqual(zoomed)
    sut.actor.send({ type: 'plan.source', svgUrl: '/media/y/f1.svg', floorId: 'f1', transform, unit: 'metric' })
    sut.load.resolve({ x: 0, y: 0, width: 5000, height: 5000 })
    await settle()
    expect(sut.context().fitted).toBe(true)
  })

  it('a newer drawing asked while loading replaces the one in flight', async () => {
    const sut = start()
    sut.actor.send({ type: 'plan.source', svgUrl: '/b.svg', floorId: 'f2', transform, unit: 'imperial' })
    expect(sut.load.calls).toEqual([{ svgUrl: input.svgUrl }, { svgUrl: '/b.svg' }])
  })

  it('refits on resize while fitted, keeps the zoom (clamped) once zoomed', async () => {
    const sut = await ready()
    sut.actor.send({ type: 'plan.resize', width: 400, height: 300 })
    expect(sut.context().view).toEqual(planFrame(viewBox, { width: 400, height: 300 }).fit)
    sut.actor.send({ type: 'plan.zoomIn' })
    const scale = sut.context().view?.scale
    sut.actor.send({ type: 'plan.resize', width: 420, height: 300 })
    expect(sut.context().view?.scale).toBe(scale)
  })

  it('is fitted again once zoomed back out to the whole plan, or dragged where the plan cannot move', async () => {
    const sut = await ready()
    const fitAt = (width: number) => planFrame(viewBox, { width, height: 600 }).fit
    // The whole plan is shown: a drag has nowhere to move it, so it stays fitted and a resize fits again.
    expect(sut.context().view).toEqual(fitAt(1000))
    sut.actor.send({ type: 'pointer.down', x: 500, y: 300, pointerType: 'mouse' })
    sut.actor.send({ type: 'pointer.move', x: 560, y: 340 })
    sut.actor.send({ type: 'pointer.up' })
    expect(sut.context().view).toEqual(fitAt(1000))
    sut.actor.send({ type: 'plan.resize', width: 800, height: 600 })
    expect(sut.context().view).toEqual(fitAt(800))
    // In and out again is the whole plan once more: a smaller window shows all of it, not a zoomed part.
    sut.actor.send({ type: 'plan.zoomIn' })
    sut.actor.send({ type: 'plan.zoomOut' })
    sut.actor.send({ type: 'plan.resize', width: 500, height: 600 })
    expect(sut.context().view).toEqual(fitAt(500))
  })

  it('brings the tour’s marker back into sight on a zoomed plan, tweened', async () => {
    const sut = await ready()
    for (let i = 0; i < 4; i++) sut.actor.send({ type: 'plan.zoomIn' })
    sut.actor.send({ type: 'plan.key', key: 'ArrowRight' })
    const far = scene('s09', 'f1', 14, 0)
    sut.actor.send({ type: 'tour.changed', scenes: [...scenes, far], marker: { sceneCode: 's09', yaw: 0 } })
    const view = sut.context().view ?? { scale: 1, x: 0, y: 0 }
    const at = planToScreen(view, { x: 14900, y: 10700 })
    expect(at.x).toBeGreaterThanOrEqual(10)
    expect(at.x).toBeLessThanOrEqual(990)
    expect(at.y).toBeGreaterThanOrEqual(10)
    expect(at.y).toBeLessThanOrEqual(590)
    expect(sut.context().animate).toBe(true)
  })

  it('picks a grid cell for the zoom and unit', async () => {
    const sut = await ready({ unit: 'metric' })
    expect(sut.context().grid).toBe(false)
    sut.actor.send({ type: 'grid.toggle' })
    expect(sut.context().grid).toBe(true)
    // Fit scale ≈ 0.039 px/mm: 1 m ≈ 39 px, 2 m ≈ 78 px.
    expect(sut.context().gridStep).toBe(2000)
  })

  it('leaves a wheel towards a limit already reached to the page, and zooms out with the wheel once zoomed in', async () => {
    const sut = await ready()
    const fit = sut.context().view
    const wheel = (deltaY: number) => ({ type: 'plan.wheel' as const, deltaY, deltaMode: 0, x: 500, y: 300 })
    // Fitted is the smallest scale: wheeling out (or not at all) is the page's to scroll.
    expect(sut.actor.getSnapshot().can(wheel(400))).toBe(false)
    expect(sut.actor.getSnapshot().can(wheel(0))).toBe(false)
    sut.actor.send(wheel(400))
    expect(sut.context().view).toEqual(fit)
    sut.actor.send(wheel(-400))
    const inScale = sut.context().view?.scale ?? 0
    expect(inScale).toBeGreaterThan(fit?.scale ?? 0)
    sut.actor.send(wheel(200))
    const outScale = sut.context().view?.scale ?? 0
    expect(outScale).toBeLessThan(inScale)
    expect(outScale).toBeGreaterThan(fit?.scale ?? 0)
    // At the largest scale, wheeling further in is the page's too; wheeling out still zooms.
    for (let i = 0; i < 20; i++) sut.actor.send({ type: 'plan.zoomIn' })
    expect(sut.actor.getSnapshot().can(wheel(-400))).toBe(false)
    expect(sut.actor.getSnapshot().can(wheel(400))).toBe(true)
  })

  it('zooms nothing before its box is measured, and everything once it is', async () => {
    const sut = start()
    sut.load.resolve(viewBox)
    await settle()
    const snapshot = sut.actor.getSnapshot()
    expect(snapshot.matches({ ready: 'idle' })).toBe(true)
    expect(snapshot.can({ type: 'plan.zoomIn' })).toBe(false)
    expect(snapshot.can({ type: 'plan.zoomOut' })).toBe(false)
    expect(snapshot.can({ type: 'plan.wheel', deltaY: -400, deltaMode: 0, x: 1, y: 1 })).toBe(false)
    sut.actor.send({ type: 'plan.resize', width: 1000, height: 600 })
    expect(sut.actor.getSnapshot().can({ type: 'plan.zoomIn' })).toBe(true)
    sut.actor.send({ type: 'plan.zoomIn' })
    expect(sut.actor.getSnapshot().can({ type: 'plan.zoomOut' })).toBe(true)
  })

  it('fetches a drawing it already shows no second time, yet takes the new floor', async () => {
    const sut = await ready()
    sut.actor.send({ type: 'plan.source', svgUrl: input.svgUrl, floorId: 'f2', transform, unit: 'imperial' })
    expect(sut.load.calls).toHaveLength(1)
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(sut.context().floorId).toBe('f2')
  })

  it('zooms out with - and fits with 0', async () => {
    const sut = await ready()
    const fit = sut.context().view
    for (const key of ['+', '+', '+']) sut.actor.send({ type: 'plan.key', key })
    const zoomed = sut.context().view?.scale ?? 0
    sut.actor.send({ type: 'plan.key', key: '-' })
    expect(sut.context().view?.scale).toBeCloseTo(zoomed / 1.5, 12)
    expect(sut.context().animate).toBe(true)
    sut.actor.send({ type: 'plan.key', key: '0' })
    expect(sut.context().view).toEqual(fit)
    expect(sut.context().fitted).toBe(true)
  })

  it('pinches about the fingers and pans with them, without a tween', async () => {
    const sut = await ready()
    const before = sut.context().view ?? { scale: 1, x: 0, y: 0 }
    const at = { x: 400, y: 300 }
    const anchor = screenToPlan(before, at)
    sut.actor.send({ type: 'plan.pinch', factor: 2, ...at, dx: 0, dy: 0 })
    const after = sut.context().view ?? { scale: 1, x: 0, y: 0 }
    expect(after.scale).toBeCloseTo(before.scale * 2, 12)
    expect(planToScreen(after, anchor).x).toBeCloseTo(at.x, 6)
    expect(sut.context().animate).toBe(false)
    sut.actor.send({ type: 'plan.pinch', factor: 1, ...at, dx: 30, dy: -20 })
    expect(sut.context().view?.x).toBeCloseTo(after.x + 30, 9)
    expect(sut.context().view?.y).toBeCloseTo(after.y - 20, 9)
  })

  it('a cancelled press or drag picks nothing and moves nothing further', async () => {
    const sut = await ready()
    for (let i = 0; i < 3; i++) sut.actor.send({ type: 'plan.zoomIn' })
    // A move with no press is only a hover.
    const before = sut.context().view
    sut.actor.send({ type: 'pointer.move', x: 900, y: 500 })
    expect(sut.context().view).toEqual(before)
    expect(sut.actor.getSnapshot().hasTag('dragging')).toBe(false)
    const view = sut.context().view ?? { scale: 1, x: 0, y: 0 }
    const near = planToScreen(view, { x: 8900, y: 7700 })
    sut.actor.send({ type: 'pointer.down', ...near, pointerType: 'mouse' })
    sut.actor.send({ type: 'pointer.cancel' })
    sut.actor.send({ type: 'pointer.up' })
    expect(sut.picks).toEqual([])
    sut.actor.send({ type: 'pointer.down', x: 500, y: 300, pointerType: 'mouse' })
    sut.actor.send({ type: 'pointer.move', x: 540, y: 300 })
    expect(sut.actor.getSnapshot().hasTag('dragging')).toBe(true)
    sut.actor.send({ type: 'pointer.cancel' })
    const dropped = sut.context().view
    sut.actor.send({ type: 'pointer.move', x: 600, y: 300 })
    expect(sut.context().view).toEqual(dropped)
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
  })

  it('keeps the drawing and says nothing went wrong once a retry succeeds', async () => {
    const sut = start()
    sut.actor.send({ type: 'plan.resize', width: 1000, height: 600 })
    sut.load.reject(new Error('The floor plan is unavailable (HTTP 503).'))
    await settle()
    sut.actor.send({ type: 'plan.retry' })
    sut.load.resolve(viewBox)
    await settle()
    expect(sut.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true)
    expect(sut.context().error).toBeNull()
    expect(sut.context().drawing).toEqual({ svgUrl: input.svgUrl, viewBox })
  })
})
