// Stands in for three/src/renderers/shaders/DFGLUTData.js in the tour's build (lean/three.ts): a lookup table for
// physically based materials' lighting, which the tour does not use (the renderer asks for it only for them).
export function getDFGLUT(): never {
  throw new Error("three.js's physically based lighting is not in the tour's build (src/ui/three/lean)")
}
