// Stands in for three/src/renderers/webgl/WebGLMorphtargets.js in the tour's build (lean/three.ts): morph targets
// animate a geometry's vertices; the renderer asks for them only for a geometry that has some, and the tour's have
// none.
export function WebGLMorphtargets() {
  return {
    update() {
      throw new Error("three.js's morph targets are not in the tour's build (src/ui/three/lean)")
    },
  }
}
