// The tour's three.js, lean (issue 21): the app's `three` is three's published source as src/ui/three/lean/three.ts
// names it, with the renderer's parts the tour never uses (texture backgrounds, WebXR, lights and shadow maps,
// environment maps, morph targets, uniform groups, float output buffers, the built-in materials' shaders and
// uniforms) swapped for the stand-ins beside it. The renderer, its state, textures, programs and the scene graph are
// three's own. docs/decisions.md has the measurements and what a three.js upgrade checks.
import path from 'node:path'
import type { Plugin } from 'vite'

const root = path.resolve(import.meta.dirname, '..')
const lean = path.join(root, 'src/ui/three/lean')
const threeSource = path.join(root, 'node_modules/three/src')

/** three's modules (under its src/) and the stand-in for each. */
export const LEAN_THREE_STAND_INS: Readonly<Record<string, string>> = {
  'renderers/shaders/ShaderChunk.js': 'shader-chunk.ts',
  'renderers/shaders/ShaderLib.js': 'shader-lib.ts',
  'renderers/shaders/DFGLUTData.js': 'dfg-lut.ts',
  'renderers/webgl/WebGLBackground.js': 'webgl-background.ts',
  'renderers/webgl/WebGLEnvironments.js': 'webgl-environments.ts',
  'renderers/webgl/WebGLLights.js': 'webgl-lights.ts',
  'renderers/webgl/WebGLMaterials.js': 'webgl-materials.ts',
  'renderers/webgl/WebGLMorphtargets.js': 'webgl-morphtargets.ts',
  'renderers/webgl/WebGLOutput.js': 'webgl-output.ts',
  'renderers/webgl/WebGLShadowMap.js': 'webgl-shadow-map.ts',
  'renderers/webgl/WebGLUniformsGroups.js': 'webgl-uniforms-groups.ts',
  'renderers/webxr/WebXRManager.js': 'webxr-manager.ts',
}

export function leanThree(): Plugin {
  return {
    name: 'showhome-lean-three',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'three') return path.join(lean, 'three.ts')
      if (!importer?.startsWith(threeSource) || !source.startsWith('.')) return null
      const module = path
        .relative(threeSource, path.resolve(path.dirname(importer), source))
        .split(path.sep)
        .join('/')
      const standIn = LEAN_THREE_STAND_INS[module]
      return standIn ? path.join(lean, standIn) : null
    },
  }
}
