// Stands in for three/src/renderers/shaders/ShaderLib.js in the tour's build (lean/three.ts): the built-in
// materials' programs, none of which the tour uses.
import { missing } from './missing'

export const ShaderLib = missing('ShaderLib')
