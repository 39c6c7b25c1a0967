// The tour's lean three.js (issue 21, scripts/lean-three.ts): the build swaps some of three's renderer modules for
// stand-ins. Each swapped module must still be where three keeps it, with the exports its stand-in replaces (an
// upgrade of three that moves or renames one fails here, not in a visitor's browser); the build resolves exactly
// those, only for three's own imports; and each stand-in behaves as three's own does for what the tour draws, and
// fails loudly for what it does not. The tour's pictures through the lean build: tests/e2e/tour*.spec.ts.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { Texture as BackgroundTexture, Color, RawShaderMaterial, Scene, Texture } from 'three'
// @ts-expect-error: @types/three does not declare the renderer's internal modules.
import { WebGLBackground as ThreeBackground } from 'three/src/renderers/webgl/WebGLBackground.js'
import { describe, expect, it } from 'vitest'
import { LEAN_THREE_STAND_INS, leanThree } from '../../scripts/lean-three'
import { getDFGLUT } from '../../src/ui/three/lean/dfg-lut'
import { ShaderChunk } from '../../src/ui/three/lean/shader-chunk'
import { ShaderLib } from '../../src/ui/three/lean/shader-lib'
import { WebGLBackground } from '../../src/ui/three/lean/webgl-background'
import { WebGLEnvironments } from '../../src/ui/three/lean/webgl-environments'
import { WebGLLights } from '../../src/ui/three/lean/webgl-lights'
import { WebGLMaterials } from '../../src/ui/three/lean/webgl-materials'
import { WebGLMorphtargets } from '../../src/ui/three/lean/webgl-morphtargets'
import { WebGLOutput } from '../../src/ui/three/lean/webgl-output'
import { WebGLShadowMap } from '../../src/ui/three/lean/webgl-shadow-map'
import { WebGLUniformsGroups } from '../../src/ui/three/lean/webgl-uniforms-groups'
import { WebXRManager } from '../../src/ui/three/lean/webxr-manager'

const threeSource = path.resolve('node_modules/three/src')
const lean = path.resolve('src/ui/three/lean')

/** The names a module of three exports: `export { A, B as C }` lists and `export function|class|const` lines. */
function exportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const listed = [...text.matchAll(/^export \{([^}]{1,500})\}/gm)].flatMap((m) =>
    (m[1] ?? '').split(',').map(
      (name) =>
        name
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  )
  const declared = [...text.matchAll(/^export (?:function|class|const|let) (\w+)/gm)].map((m) => m[1] ?? '')
  return [...listed, ...declared].filter(Boolean).sort()
}

type ResolveId = (source: string, importer: string | undefined) => string | null
const resolveId = leanThree().resolveId as unknown as ResolveId

describe("the tour's lean three.js", () => {
  it.each(Object.entries(LEAN_THREE_STAND_INS))(
    'three still has %s, and its stand-in exports what it does',
    async (module, standIn) => {
      const original = path.join(threeSource, module)
      expect(existsSync(original)).toBe(true)
      const replaced = exportsOf(original)
      expect(replaced.length).toBeGreaterThan(0)
      const exported = Object.keys(await import(path.join(lean, standIn))).sort()
      expect(exported).toEqual(replaced)
    },
  )

  it("resolves `three` to the tour's list, and a swapped module to its stand-in only for three's own imports", () => {
    const renderer = path.join(threeSource, 'renderers/WebGLRenderer.js')
    const program = path.join(threeSource, 'renderers/webgl/WebGLProgram.js')
    expect(resolveId('three', path.resolve('src/ui/three/tour-engine.ts'))).toBe(path.join(lean, 'three.ts'))
    expect(resolveId('./webxr/WebXRManager.js', renderer)).toBe(path.join(lean, 'webxr-manager.ts'))
    expect(resolveId('../shaders/ShaderChunk.js', program)).toBe(path.join(lean, 'shader-chunk.ts'))
    // By the module's place in three, from whichever of three's modules imports it.
    expect(resolveId('./WebGLLights.js', path.join(threeSource, 'renderers/webgl/WebGLRenderStates.js'))).toBe(
      path.join(lean, 'webgl-lights.ts'),
    )
    expect(resolveId('./webgl/WebGLTextures.js', renderer)).toBeNull()
    expect(resolveId('./webxr/WebXRManager.js', path.resolve('src/ui/three/tour-engine.ts'))).toBeNull()
    expect(resolveId('three/src/renderers/WebGLRenderer.js', renderer)).toBeNull()
  })

  it('has no built-in material: asking for one names what to draw with instead', () => {
    expect(() => ShaderLib.basic).toThrow(/not in the tour's build.*RawShaderMaterial/)
    expect(() => ShaderChunk.colorspace_pars_fragment).toThrow(/ShaderChunk\.colorspace_pars_fragment/)
    // Inspection (a console, a test's printer) asks for symbols, which answer nothing.
    expect((ShaderLib as Record<symbol, unknown>)[Symbol.toStringTag]).toBeUndefined()
    expect(() => getDFGLUT()).toThrow(/not in the tour's build/)
  })

  it('answers the renderer as three does for a scene without lights, shadows, environments, morphs or XR', () => {
    const lights = WebGLLights()
    lights.setup([])
    lights.setupView([])
    expect(lights.state.version).toBe(0)
    for (const list of [lights.state.directional, lights.state.point, lights.state.spot, lights.state.hemi])
      expect(list).toHaveLength(0)
    expect(() => lights.setup([{}])).toThrow(/lights are not in the tour's build/)

    expect(WebGLEnvironments().get(null)).toBeNull()
    expect(WebGLEnvironments().get(undefined)).toBeNull()
    expect(() => WebGLEnvironments().get(new Texture())).toThrow(/environment maps/)

    const material = new RawShaderMaterial()
    material.uniformsNeedUpdate = true
    WebGLMaterials().refreshMaterialUniforms({}, material)
    expect(material.uniformsNeedUpdate).toBe(false)

    const shadows = new (WebGLShadowMap as unknown as new () => { enabled: boolean; render: () => void })()
    expect(shadows.enabled).toBe(false)
    expect(() => shadows.render()).not.toThrow()
    shadows.enabled = true
    expect(() => shadows.render()).toThrow(/shadow maps/)
    expect(() => WebGLMaterials().refreshFogUniforms()).toThrow(/fog/)

    const xr = new WebXRManager()
    expect([xr.enabled, xr.isPresenting, xr.hasDepthSensing()]).toEqual([false, false, false])
    expect(xr.getEnvironmentBlendMode()).toBe('opaque')

    expect(() => WebGLMorphtargets().update()).toThrow(/morph targets/)
    expect(() => WebGLUniformsGroups().update()).toThrow(/uniform groups/)
    expect(() => new WebGLOutput()).toThrow(/output buffer/)
  })

  it("clears as three's own background does, for no background and a colour; a texture background fails", () => {
    // The same scenario through three's WebGLBackground and the stand-in, each call to the buffers recorded.
    const scenario = (make: typeof WebGLBackground) => {
      const calls: unknown[] = []
      const record =
        (name: string) =>
        (...args: unknown[]) => {
          calls.push([name, ...args])
        }
      const state = {
        buffers: {
          color: { setClear: record('color.setClear'), setMask: record('color.setMask') },
          depth: { setTest: record('depth.setTest'), setMask: record('depth.setMask') },
        },
      }
      const renderer = {
        autoClear: false,
        autoClearColor: true,
        autoClearDepth: false,
        autoClearStencil: true,
        outputColorSpace: 'srgb',
        getRenderTarget: () => null,
        clear: record('clear'),
        xr: { getEnvironmentBlendMode: () => 'opaque' },
      }
      const background = make(renderer as never, null, state, null, false, true)
      const scene = new Scene()
      background.render(scene)
      background.setClearColor(new Color(0xff0000), 0.5)
      background.render(scene)
      calls.push(['alpha', background.getClearAlpha(), background.getClearColor().getHex()])
      scene.background = new Color(0x1d1f22)
      background.addToRenderList(null, scene)
      background.render(scene)
      renderer.autoClear = true
      scene.background = null
      background.render(scene)
      return calls
    }
    const three = scenario(ThreeBackground as unknown as typeof WebGLBackground)
    expect(three.length).toBeGreaterThan(8)
    expect(scenario(WebGLBackground)).toEqual(three)
    const background = WebGLBackground({ autoClear: false } as never, null, {} as never, null, false, true)
    const scene = new Scene()
    scene.background = new BackgroundTexture()
    expect(() => background.addToRenderList(null, scene)).toThrow(/texture backgrounds/)
  })
})
