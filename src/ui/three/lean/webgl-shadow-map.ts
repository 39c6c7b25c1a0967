// Stands in for three/src/renderers/webgl/WebGLShadowMap.js in the tour's build (lean/three.ts): the tour casts no
// shadows: the map stays off, and one turned on fails at the next frame.
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
  this.render = () => {
    // Called every frame; casting shadows would need three's own map.
    if (this.enabled) throw new Error("three.js's shadow maps are not in the tour's build (src/ui/three/lean)")
  }
}
