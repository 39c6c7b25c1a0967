// Preparing a move (issue 21): the previews the engine prefetched go onto the GPU while the page is idle, never in
// the middle of a move, and a move to a scene whose preview is already loaded is prepared at once (its promise has
// settled by the next microtask), so the slide starts in the task that asked for it instead of after the page's
// re-render. A scene not loaded yet is prepared once its preview is in, as before.
import { Texture } from 'three'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SLIDE_MS } from '../../src/ui/three/scene-moves'
import { rendererCalls, resetRendererCalls } from '../support/three-renderer-stub'
import { engineOnTestTour, stubEngineDom, unstubEngineDom } from '../support/tour-engine-dom'

vi.mock('three', async (importOriginal) => {
  const three = await importOriginal<typeof import('three')>()
  const { StubRenderer } = await import('../support/three-renderer-stub')
  return { ...three, WebGLRenderer: StubRenderer }
})

vi.mock('../../src/ui/three/scene-images', () => ({
  // Each preview face is named after its strip's URL, so the test can tell whose preview went up.
  loadPreviewFaces: async (url: string) =>
    Array.from({ length: 6 }, () => {
      const t = new Texture()
      t.name = url
      return t
    }),
  loadFullFace: () => new Promise<never>(() => {}),
  releaseTexture: () => {},
  warm: async () => {},
}))

let now = 0
let frames: Array<(time: number) => void> = []
let idle: Array<() => void> = []

function frameAfter(ms: number) {
  now += ms
  const due = frames
  frames = []
  for (const callback of due) callback(now)
}
/** The page goes idle once: every idle callback asked so far runs. */
function idlePeriod() {
  const due = idle
  idle = []
  for (const callback of due) callback()
}
const previewOf = (code: string) => `/media/t/scenes/${code}/d.jpg`
const uploadsOf = (code: string) => rendererCalls.uploaded.filter((name) => name === previewOf(code)).length

beforeEach(() => {
  now = 1000
  frames = []
  idle = []
  resetRendererCalls()
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  stubEngineDom((callback) => frames.push(callback))
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})
afterEach(unstubEngineDom)

async function openEngine() {
  const engine = engineOnTestTour(0, 0)
  await engine.open()
  // The prefetch's first batch (s1's neighbours' previews) loads.
  await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0))
  return engine
}

/** Whether `promise` has settled by the next microtask: nothing else on the page can run before then. */
async function settlesAtOnce(promise: Promise<void>) {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await Promise.resolve()
  return settled
}

describe('preparing a move', () => {
  it("uploads a prefetched neighbour's preview in an idle period, not when it arrives", async () => {
    const engine = await openEngine()
    expect(uploadsOf('s2')).toBe(0)
    for (let period = 0; period < 3; period++) idlePeriod()
    expect(uploadsOf('s2')).toBe(6)
    expect(uploadsOf('s3')).toBe(6)
    engine.dispose()
  })

  it('prepares a scene whose preview is loaded at once, uploading it if the idle time has not', async () => {
    const engine = await openEngine()
    expect(await settlesAtOnce(engine.prepare('s2', new AbortController().signal))).toBe(true)
    expect(uploadsOf('s2')).toBe(6)
    // Done there, the idle uploads do not upload it again.
    for (let period = 0; period < 3; period++) idlePeriod()
    expect(uploadsOf('s2')).toBe(6)
    engine.dispose()
  })

  it('prepares a scene not loaded yet once its preview is in, uploaded', async () => {
    const engine = await openEngine()
    const prepared = engine.prepare('h1', new AbortController().signal)
    expect(await settlesAtOnce(prepared)).toBe(false)
    await prepared
    expect(uploadsOf('h1')).toBe(6)
    engine.dispose()
  })

  it('uploads nothing while a move plays, and the rest once it has arrived', async () => {
    const engine = await openEngine()
    await engine.prepare('s3', new AbortController().signal)
    const moved = engine.transition('s3', 'slide')
    for (let period = 0; period < 3; period++) idlePeriod()
    expect(uploadsOf('s2')).toBe(0)
    for (let t = 0; t <= SLIDE_MS; t += 50) frameAfter(50)
    await moved
    for (let period = 0; period < 3; period++) idlePeriod()
    expect(uploadsOf('s2')).toBe(6)
    engine.dispose()
  })

  it('drops what is left to upload when the engine goes', async () => {
    const engine = await openEngine()
    engine.dispose()
    for (let period = 0; period < 3; period++) idlePeriod()
    expect(uploadsOf('s2') + uploadsOf('s3')).toBe(0)
  })
})
