// Stands in for three/src/renderers/webgl/WebGLEnvironments.js in the tour's build (lean/three.ts): environment maps
// (and the PMREM generator they bring, 11 KB) for lit materials' reflections. The tour sets none.
import type { Texture } from 'three'

export function WebGLEnvironments() {
  return {
    get(texture: Texture | null | undefined): null {
      if (texture === null || texture === undefined) return null
      throw new Error("three.js's environment maps are not in the tour's build (src/ui/three/lean)")
    },
    dispose() {},
  }
}
