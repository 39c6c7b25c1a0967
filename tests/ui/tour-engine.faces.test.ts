// The tour engine asks for the starting scene's full faces at once, beside its preview strip, not after the strip
// has decoded (issue 21: the first sharp frame waited on that chain); the face in view comes first, and no frame is
// drawn before the preview is in the cube, even when a full face arrives first.
import { Texture } from 'three'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { faceLoadOrder } from '../../src/domain/tour-view'
import { rendererCalls, resetRendererCalls } from '../support/three-renderer-stub'
import { tourConfig } from '../support/tour-config'
import { engineOnTestTour, stubEngineDom, unstubEngineDom } from '../support/tour-engine-dom'

const images = vi.hoisted(() => ({
  preview: undefined as undefined | ((faces: unknown[]) => void),
  full: [] as Array<{ url: string; arrive: (t: unknown) => void }>,
}))

vi.mock('three', async (importOriginal) => {
  const three = await importOriginal<typeof import('three')>()
  const { StubRenderer } = await import('../support/three-renderer-stub')
  return { ...three, WebGLRenderer: StubRenderer }
})

vi.mock('../../src/ui/three/scene-images', () => ({
  loadPreviewFaces: () => new Promise((resolve) => (images.preview = resolve)),
  loadFullFace: (url: string) => new Promise((resolve) => images.full.push({ url, arrive: resolve })),
  releaseTexture: () => {},
  warm: async () => {},
}))

let frames: Array<(time: number) => void> = []
const runFrames = () => {
  const due = frames
  frames = []
  for (const callback of due) callback(performance.now())
}

beforeEach(() => {
  resetRendererCalls()
  images.preview = undefined
  images.full = []
  frames = []
  stubEngineDom((callback) => frames.push(callback))
})
afterEach(unstubEngineDom)

const engineAt = (pan: number) => engineOnTestTour(pan, 0)

describe('the tour engine opening a scene', () => {
  it('asks for all six full faces before the preview strip has arrived, the one in view first', async () => {
    const yaw = tourConfig().scenesByCode.s1?.yaw ?? 0
    const engine = engineAt(yaw + 100)
    const opened = engine.open()
    expect(images.preview).toBeDefined()
    // The cube is turned by the scene's yaw: the face in view is the one at the heading minus it.
    expect(images.full[0]?.url).toMatch(new RegExp(`/c${faceLoadOrder(100, 0)[0]}\\.jpg$`))
    expect(images.full.map((f) => f.url.split('/').at(-1)).sort()).toEqual([
      'c0.jpg',
      'c1.jpg',
      'c2.jpg',
      'c3.jpg',
      'c4.jpg',
      'c5.jpg',
    ])
    images.preview?.(Array.from({ length: 6 }, () => new Texture()))
    await opened
    engine.dispose()
  })

  it('draws nothing until the preview is in, even when a full face arrives first', async () => {
    const engine = engineAt(0)
    const opened = engine.open()
    images.full[0]?.arrive(new Texture())
    await Promise.resolve()
    runFrames()
    expect(rendererCalls.frames).toBe(0)
    images.preview?.(Array.from({ length: 6 }, () => new Texture()))
    await opened
    runFrames()
    expect(rendererCalls.frames).toBeGreaterThan(0)
    engine.dispose()
  })
})
