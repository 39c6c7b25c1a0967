// Stands in for three/src/renderers/webgl/WebGLLights.js in the tour's build (lean/three.ts): the tour has no lights
// (its materials are unlit raw shaders), so the state the renderer reads for a program is always the empty one.
const NO_LIGHTS = "three.js's lights are not in the tour's build (src/ui/three/lean)"

export function WebGLLights() {
  const state = {
    version: 0,
    ambient: [0, 0, 0],
    probe: [],
    sun: [],
    sunShadow: [],
    sunShadowMap: [],
    sunShadowMatrix: [],
    sunShadowCascade: [],
    directional: [],
    directionalShadow: [],
    directionalShadowMap: [],
    directionalShadowMatrix: [],
    spot: [],
    spotLightMap: [],
    spotShadow: [],
    spotShadowMap: [],
    spotLightMatrix: [],
    rectArea: [],
    rectAreaLTC1: null,
    rectAreaLTC2: null,
    point: [],
    pointShadow: [],
    pointShadowMap: [],
    pointShadowMatrix: [],
    hemi: [],
    numSpotLightShadowsWithMaps: 0,
    numLightProbes: 0,
  }
  const none = (lights: ReadonlyArray<unknown>) => {
    if (lights.length > 0) throw new Error(NO_LIGHTS)
  }
  return { state, setup: none, setupView: none }
}
