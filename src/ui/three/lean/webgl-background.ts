// Stands in for three/src/renderers/webgl/WebGLBackground.js in the tour's build (lean/three.ts): the tour's scene
// background is a colour, cleared to as three's own does (the same colour space, the same buffers); a texture or cube
// background (a box or plane drawn with a built-in shader) fails at once.
import type { Color, Scene, WebGLRenderer } from 'three'
import { Color as ColorValue } from 'three/src/math/Color.js'
// @ts-expect-error: three exports it (as three's own background uses it); @types/three does not declare it.
import { getUnlitUniformColorSpace as unlitColorSpace } from 'three/src/renderers/shaders/UniformsUtils.js'

/** The colour space a colour is cleared in: the output's, or the working one while drawing into a target. */
const getUnlitUniformColorSpace = unlitColorSpace as (renderer: WebGLRenderer) => string

interface ColorBuffers {
  readonly buffers: {
    readonly color: {
      setClear(r: number, g: number, b: number, a: number, premultipliedAlpha: boolean): void
      setMask(mask: boolean): void
    }
    readonly depth: { setTest(test: boolean): void; setMask(mask: boolean): void }
  }
}

export function WebGLBackground(
  renderer: WebGLRenderer,
  _environments: unknown,
  state: ColorBuffers,
  _objects: unknown,
  alpha: boolean,
  premultipliedAlpha: boolean,
) {
  const clearColor = new ColorValue(0x000000)
  let clearAlpha = alpha === true ? 0 : 1
  const rgb = { r: 0, g: 0, b: 0 }
  const setClear = (color: Color, opacity: number) => {
    color.getRGB(rgb, getUnlitUniformColorSpace(renderer))
    state.buffers.color.setClear(rgb.r, rgb.g, rgb.b, opacity, premultipliedAlpha)
  }
  const backgroundOf = (scene: Scene): Color | null => {
    const background = scene.isScene === true ? scene.background : null
    if (background === null || background === undefined) return null
    if ((background as Color).isColor) return background as Color
    throw new Error("three.js's texture backgrounds are not in the tour's build (src/ui/three/lean)")
  }
  return {
    getClearColor: () => clearColor,
    setClearColor(color: Color, opacity = 1) {
      clearColor.set(color)
      clearAlpha = opacity
      setClear(clearColor, clearAlpha)
    },
    getClearAlpha: () => clearAlpha,
    setClearAlpha(opacity: number) {
      clearAlpha = opacity
      setClear(clearColor, clearAlpha)
    },
    render(scene: Scene) {
      const background = backgroundOf(scene)
      if (background === null) setClear(clearColor, clearAlpha)
      else setClear(background, 1)
      if (renderer.autoClear || background !== null) {
        // Buffers might not be writable, which a clear needs (as three's own).
        state.buffers.depth.setTest(true)
        state.buffers.depth.setMask(true)
        state.buffers.color.setMask(true)
        renderer.clear(renderer.autoClearColor, renderer.autoClearDepth, renderer.autoClearStencil)
      }
    },
    addToRenderList(_list: unknown, scene: Scene) {
      // A colour is cleared to, never drawn.
      backgroundOf(scene)
    },
    dispose() {},
  }
}
