// Stands in for three/src/renderers/webxr/WebXRManager.js in the tour's build (lean/three.ts): the tour is never in
// a WebXR session, so the renderer finds XR off and never presenting.
import { EventDispatcher } from 'three/src/core/EventDispatcher.js'

export class WebXRManager extends EventDispatcher {
  readonly enabled = false
  readonly isPresenting = false
  readonly cameraAutoUpdate = true
  setAnimationLoop() {}
  hasDepthSensing() {
    return false
  }
  getDepthSensingMesh() {
    return null
  }
  getEnvironmentBlendMode() {
    return 'opaque'
  }
  dispose() {}
}
