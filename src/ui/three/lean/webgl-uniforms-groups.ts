// Stands in for three/src/renderers/webgl/WebGLUniformsGroups.js in the tour's build (lean/three.ts): uniform buffer
// objects, used only by a shader material that names uniformsGroups; the tour's name none.
const NO_GROUPS = "three.js's uniform groups are not in the tour's build (src/ui/three/lean)"

export function WebGLUniformsGroups() {
  return {
    update() {
      throw new Error(NO_GROUPS)
    },
    bind() {
      throw new Error(NO_GROUPS)
    },
    dispose() {},
  }
}
