// Stands in for three/src/renderers/webgl/WebGLOutput.js in the tour's build (lean/three.ts): the pass that renders
// through a float buffer, made only for a renderer asked for one (outputBufferType); the tour's is the default.
export class WebGLOutput {
  constructor() {
    throw new Error("three.js's output buffer types are not in the tour's build (src/ui/three/lean)")
  }
}
