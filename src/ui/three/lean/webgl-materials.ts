// Stands in for three/src/renderers/webgl/WebGLMaterials.js in the tour's build (lean/three.ts): it sets the
// built-in materials' uniforms from their properties; a shader material's own uniforms are uploaded as they are.
import type { Material, ShaderMaterial } from 'three'

export function WebGLMaterials() {
  return {
    /** Asked for only when a material takes fog in a scene with fog: the tour has none. */
    refreshFogUniforms() {
      throw new Error("three.js's fog is not in the tour's build (src/ui/three/lean)")
    },
    refreshMaterialUniforms(_uniforms: unknown, material: Material) {
      // What three's own does for a shader material (the only kind the tour draws with).
      if ((material as ShaderMaterial).isShaderMaterial) (material as ShaderMaterial).uniformsNeedUpdate = false
    },
  }
}
