// Stands in for three/src/renderers/webgl/WebGLShadowMap.js in the tour's build (lean/three.ts): the tour casts no
// shadows, and this map is never enabled.
import { PCFShadowMap } from 'three/src/constants.js'

export function WebGLShadowMap(this: {
  enabled: boolean
  autoUpdate: boolean
  needsUpdate: boolean
  type: number
  render: () => void
}) {
  this.enabled = false
  this.autoUpdate = true
  this.needsUpdate = false
  this.type = PCFShadowMap
  this.render = () => {}
}
