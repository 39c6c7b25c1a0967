// What the tour takes from three.js, from its published source (`three/src/…`, an entry of its package), which the
// build resolves `three` to for the app (scripts/lean-three.ts): with the prebuilt bundle, WebGLRenderer brings the
// whole of three's renderer whether the tour uses a part or not. From the source, the parts the tour never uses are
// swapped for the stand-ins beside this file (issue 21, docs/decisions.md). An import from `three` that is not
// named here fails the build, rather than bringing the whole library back.
export { PerspectiveCamera } from 'three/src/cameras/PerspectiveCamera.js'
export {
  DoubleSide,
  LinearFilter,
  NoBlending,
  NoColorSpace,
  NormalBlending,
} from 'three/src/constants.js'
export { Float32BufferAttribute } from 'three/src/core/BufferAttribute.js'
export { BufferGeometry } from 'three/src/core/BufferGeometry.js'
export { Raycaster } from 'three/src/core/Raycaster.js'
export { CircleGeometry } from 'three/src/geometries/CircleGeometry.js'
export { RawShaderMaterial } from 'three/src/materials/RawShaderMaterial.js'
export { Color } from 'three/src/math/Color.js'
export { Frustum } from 'three/src/math/Frustum.js'
export { Matrix3 } from 'three/src/math/Matrix3.js'
export { Matrix4 } from 'three/src/math/Matrix4.js'
export { Vector2 } from 'three/src/math/Vector2.js'
export { Vector3 } from 'three/src/math/Vector3.js'
export { Group } from 'three/src/objects/Group.js'
export { Mesh } from 'three/src/objects/Mesh.js'
export { WebGLRenderer } from 'three/src/renderers/WebGLRenderer.js'
export { Scene } from 'three/src/scenes/Scene.js'
export { CanvasTexture } from 'three/src/textures/CanvasTexture.js'
export { Texture } from 'three/src/textures/Texture.js'
