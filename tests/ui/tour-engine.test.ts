// The tour engine's moves and the view, without WebGL: three's renderer is a stub that draws nothing, scene images
// are blank textures, and the test steps the animation frames and the clock itself. A move steers the view to its
// arrival direction (or holds it), until a look asked mid-move (the embed API's rotate, a drag, the arrow keys)
// takes the view over: that look is where the visitor ends up looking, not undone by the rest of the move.
import { Texture } from 'three'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLIDE_MS } from '../../src/ui/three/scene-moves'
import type { TourEngine } from '../../src/ui/three/tour-engine'
import { rendererCalls } from '../support/three-renderer-stub'
import { engineOnTestTour, stubEngineDom, unstubEngineDom } from '../support/tour-engine-dom'

vi.mock('three', async (importOriginal) => {
  const three = await importOriginal<typeof import('three')>()
  const { StubRenderer } = await import('../support/three-renderer-stub')
  return { ...three, WebGLRenderer: StubRenderer }
})

vi.mock('../../src/ui/three/scene-images', () => ({
  loadPreviewFaces: async () => Array.from({ length: 6 }, () => new Texture()),
  // Full faces never arrive: these tests are about where the camera looks.
  loadFullFace: () => new Promise<never>(() => {}),
  releaseTexture: () => {},
  warm: async () => {},
}))

let now = 0
/** The animation frames asked for and not cancelled, by id. */
let frames = new Map<number, (time: number) => void>()
let lastFrameId = 0

/**
 * Moves the clock on by `ms` and runs the animation frame the engine asked for, if any. On a busy page a frame runs
 * after it began: its time stamp is then `late` ms older than the clock.
 */
function frameAfter(ms: number, late = 0) {
  now += ms
  const due = [...frames.values()]
  frames = new Map()
  for (const callback of due) callback(now - late)
}

beforeEach(() => {
  now = 1000
  frames = new Map()
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  stubEngineDom(
    (callback) => {
      lastFrameId += 1
      frames.set(lastFrameId, callback)
      return lastFrameId
    },
    (id) => frames.delete(id),
  )
})
afterEach(unstubEngineDom)

async function openEngine() {
  const engine = engineOnTestTour(200, -5)
  await engine.open()
  frameAfter(16)
  return engine
}

/** Walks from s1 to s2 (a slide in the same room), calling `midway` halfway through; answers the view on arrival. */
async function slideToS2(engine: TourEngine, look?: { pan: number; tilt: number }, midway = () => {}) {
  await engine.prepare('s2', new AbortController().signal)
  const moved = engine.transition('s2', 'slide', look)
  frameAfter(SLIDE_MS / 2)
  midway()
  for (let t = 0; t < SLIDE_MS; t += 50) frameAfter(50)
  await moved
  return engine.view
}

describe('a move and the view', () => {
  it('holds the view still on a plain move, and turns it to the asked direction on a move with one', async () => {
    const plain = await openEngine()
    expect(await slideToS2(plain)).toMatchObject({ sceneCode: 's2', pan: 200, tilt: -5 })
    plain.dispose()
    const turning = await openEngine()
    expect(await slideToS2(turning, { pan: 30, tilt: 10 })).toMatchObject({ sceneCode: 's2', pan: 30, tilt: 10 })
    turning.dispose()
  })

  it('keeps a look asked mid-move (the embed API rotate) instead of steering back', async () => {
    const engine = await openEngine()
    const view = await slideToS2(engine, undefined, () => engine.look(90, -10))
    expect(view).toMatchObject({ sceneCode: 's2', pan: 90, tilt: -10 })
    engine.dispose()
  })

  it("keeps a look asked mid-move over the move's own arrival direction", async () => {
    const engine = await openEngine()
    const view = await slideToS2(engine, { pan: 30, tilt: 10 }, () => engine.look(90, -10))
    expect(view).toMatchObject({ sceneCode: 's2', pan: 90, tilt: -10 })
    engine.dispose()
  })

  it('lets an arrow key turn the view mid-move', async () => {
    const engine = await openEngine()
    const view = await slideToS2(engine, undefined, () =>
      engine.canvas.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
    )
    // One key step (10°) to the right of where the visitor stood, not back to 200°.
    expect(view.pan).toBeCloseTo(210, 5)
    engine.dispose()
  })

  it('arrives at the first frame that runs once the move has lasted its length, however late that frame began', async () => {
    const engine = await openEngine()
    await engine.prepare('s2', new AbortController().signal)
    let arrived = false
    const moved = engine.transition('s2', 'slide').then(() => {
      arrived = true
    })
    frameAfter(SLIDE_MS - 1, 12)
    await Promise.resolve()
    expect(arrived).toBe(false)
    frameAfter(1, 12)
    // The move's promise chain runs in microtasks: waited for as the move's own state, not for a time.
    await vi.waitFor(() => expect(arrived).toBe(true))
    await moved
    expect(engine.view.sceneCode).toBe('s2')
    engine.dispose()
  })

  it('steers the next move again after a look took the last one over', async () => {
    const engine = await openEngine()
    await slideToS2(engine, undefined, () => engine.look(90, -10))
    await engine.prepare('s1', new AbortController().signal)
    const back = engine.transition('s1', 'slide', { pan: 300, tilt: 0 })
    for (let t = 0; t <= SLIDE_MS; t += 50) frameAfter(50)
    await back
    expect(engine.view).toMatchObject({ sceneCode: 's1', pan: 300, tilt: 0 })
    engine.dispose()
  })
})

describe('a look set between frames (the embed API rotate)', () => {
  /** Frames shown, as the tour counts them; draws, as the renderer saw them. */
  const shown = () => window.__showhomeTourStats?.frames ?? 0

  it('is drawn at once; a second one before the next frame is drawn in that frame, as the same frame', async () => {
    const engine = await openEngine()
    const before = { shown: shown(), drawn: rendererCalls.frames }
    engine.look(30, 0)
    // Drawn now, with no frame run: the GPU draws it while the page waits for the frame.
    expect({ shown: shown(), drawn: rendererCalls.frames }).toEqual({
      shown: before.shown + 1,
      drawn: before.drawn + 1,
    })
    expect(engine.view).toMatchObject({ pan: 30, tilt: 0 })
    engine.look(40, 0)
    expect(rendererCalls.frames).toBe(before.drawn + 1)
    frameAfter(16)
    // Drawn in the frame that shows the first: one frame shown, two draws.
    expect({ shown: shown(), drawn: rendererCalls.frames }).toEqual({
      shown: before.shown + 1,
      drawn: before.drawn + 2,
    })
    expect(engine.view).toMatchObject({ pan: 40, tilt: 0 })
    // A new frame has begun: the next look is drawn at once again.
    engine.look(50, 0)
    expect({ shown: shown(), drawn: rendererCalls.frames }).toEqual({
      shown: before.shown + 2,
      drawn: before.drawn + 3,
    })
    // Nothing more asked: the frame that shows it draws nothing again.
    frameAfter(16)
    expect(rendererCalls.frames).toBe(before.drawn + 3)
    engine.dispose()
  })

  it('waits for the frame while a move is drawing', async () => {
    const engine = await openEngine()
    await engine.prepare('s2', new AbortController().signal)
    const moved = engine.transition('s2', 'slide')
    frameAfter(SLIDE_MS / 2)
    const before = rendererCalls.frames
    engine.look(90, -10)
    expect(rendererCalls.frames).toBe(before)
    frameAfter(16)
    expect(rendererCalls.frames).toBe(before + 1)
    for (let t = 0; t < SLIDE_MS; t += 50) frameAfter(50)
    await moved
    engine.dispose()
  })
})
