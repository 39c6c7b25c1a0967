// Stands in for three/src/renderers/shaders/ShaderChunk.js in the tour's build (lean/three.ts): 150 KB of GLSL for
// the built-in materials, none of which the tour uses.
import { missing } from './missing'

export const ShaderChunk = missing('ShaderChunk')
