// The previews' uploads keep at most PREVIEWS_KEPT_ON_GPU scenes on the GPU: the latest uploaded or moved to stay,
// an older one gives its GPU copy back, but never one a cube shows; a scene moved to again counts as the latest.
import { Texture } from 'three'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IdleUploads, PREVIEWS_KEPT_ON_GPU } from '../../src/ui/three/idle-uploads'

let idle: Array<() => void> = []
beforeEach(() => {
  idle = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => {})
})
afterEach(() => vi.unstubAllGlobals())

/** One scene's preview: six textures named after it. */
const preview = (scene: string) =>
  Array.from({ length: 6 }, () => {
    const t = new Texture()
    t.name = scene
    return t
  })

function gpuOf(shown: Set<string>) {
  // As three does: uploading a texture already up does nothing.
  const up = new Set<Texture>()
  const gpu = {
    upload: (t: Texture) => up.add(t),
    release: (t: Texture) => up.delete(t),
    busy: () => false,
    inUse: (textures: ReadonlyArray<Texture>) => textures.some((t) => shown.has(t.name)),
  }
  /** Scenes with their six textures up. */
  const scenesUp = () => {
    const count = new Map<string, number>()
    for (const t of up) count.set(t.name, (count.get(t.name) ?? 0) + 1)
    return [...count].filter(([, n]) => n === 6).map(([scene]) => scene)
  }
  return { gpu, scenesUp }
}

const scenes = Array.from({ length: PREVIEWS_KEPT_ON_GPU + 3 }, (_, i) => `s${String(i).padStart(2, '0')}`)

describe('previews on the GPU', () => {
  it('keeps the latest scenes up and gives the oldest back, in idle uploads and moves alike', () => {
    const { gpu, scenesUp } = gpuOf(new Set())
    const uploads = new IdleUploads(gpu)
    const previews = scenes.map(preview)
    uploads.now(previews[0] ?? [])
    for (const p of previews.slice(1)) uploads.later(p)
    for (let period = 0; period < scenes.length; period++) {
      for (const run of idle.splice(0)) run()
    }
    expect(scenesUp()).toEqual(scenes.slice(-PREVIEWS_KEPT_ON_GPU))
  })

  it('never gives back a preview a cube shows, and counts a scene moved to again as the latest', () => {
    const shown = new Set(['s00'])
    const { gpu, scenesUp } = gpuOf(shown)
    const uploads = new IdleUploads(gpu)
    const previews = scenes.map(preview)
    for (const p of previews.slice(0, 3)) uploads.now(p)
    // s01 is moved to again: s02 is now the oldest not shown.
    uploads.now(previews[1] ?? [])
    // One scene too many: one is given back.
    for (const p of previews.slice(3, PREVIEWS_KEPT_ON_GPU + 1)) uploads.now(p)
    const up = scenesUp()
    expect(up).toHaveLength(PREVIEWS_KEPT_ON_GPU)
    expect(up).toContain('s00')
    expect(up).toContain('s01')
    expect(up).not.toContain('s02')
  })
})
