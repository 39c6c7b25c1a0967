// One scene's panorama as six textured squares around the camera, built in the tour's frame (x east, y north,
// z up) with the cube-map convention of docs/panoramas.md: face k looks along forward, its image's right is
// `right` and its top is `up`. Built by hand rather than from BoxGeometry, whose face order and UV orientation
// differ from ours; one mesh per face so each face can sharpen on its own.
//
// Each face is drawn by the smallest shader that shows a picture (issue 21): its texel as it is, times the cube's
// opacity for the slide between scenes. MeshBasicMaterial's program, built from three.js's shader chunks (colour
// space conversion, tone mapping, fog, alpha test…), took about a second to compile and link under software WebGL
// before the first frame, and was built again when a face first got its texture. This one is a few lines and is
// compiled once. The face images are sRGB bytes shown as sRGB bytes, so their textures carry no colour space
// (scene-images.ts) and nothing is converted either way.
import {
  BufferGeometry,
  type Camera,
  DoubleSide,
  Float32BufferAttribute,
  Frustum,
  Group,
  type IUniform,
  Matrix3,
  Matrix4,
  Mesh,
  NoBlending,
  NormalBlending,
  RawShaderMaterial,
  type Texture,
} from 'three'
import { CUBE_FACES } from '../../domain/cube-faces'

const FACE_VERTEX_SHADER = `precision highp float;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
uniform mat3 uvTransform;
attribute vec3 position;
attribute vec2 uv;
varying vec2 vUv;
void main() {
  vUv = (uvTransform * vec3(uv, 1.0)).xy;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`

const FACE_FRAGMENT_SHADER = `precision mediump float;
uniform sampler2D map;
uniform float opacity;
varying vec2 vUv;
void main() {
  vec4 texel = texture2D(map, vUv);
  gl_FragColor = vec4(texel.rgb, texel.a * opacity);
}`

interface FaceUniforms {
  [name: string]: IUniform
  map: IUniform<Texture | null>
  uvTransform: IUniform<Matrix3>
  opacity: IUniform<number>
}

function faceMaterial(uniforms: FaceUniforms): RawShaderMaterial {
  return new RawShaderMaterial({
    vertexShader: FACE_VERTEX_SHADER,
    fragmentShader: FACE_FRAGMENT_SHADER,
    uniforms,
    side: DoubleSide,
    transparent: true,
    depthTest: false,
    depthWrite: false,
  })
}

function faceGeometry(k: number, radius: number): BufferGeometry {
  const face = CUBE_FACES[k]
  if (!face) throw new Error(`no cube face ${k}`)
  const { f, r, u } = face
  const positions: number[] = []
  const uvs: number[] = []
  // Corners at image (left, top), (right, top), (left, bottom), (right, bottom); image down is −up.
  for (const [s, t] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    for (let i = 0; i < 3; i++) positions.push(radius * ((f[i] ?? 0) + s * (r[i] ?? 0) - t * (u[i] ?? 0)))
    uvs.push((s + 1) / 2, 1 - (t + 1) / 2)
  }
  const geometry = new BufferGeometry()
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3))
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2))
  geometry.setIndex([0, 2, 1, 1, 2, 3])
  return geometry
}

export class PanoramaCube {
  readonly group = new Group()
  readonly meshes: Mesh[] = []
  private readonly materials: RawShaderMaterial[] = []
  private readonly uniforms: FaceUniforms[] = []
  /** Which faces show their full-resolution texture (the rest show the preview). */
  readonly sharp = [false, false, false, false, false, false]

  constructor(radius: number, renderOrder: number) {
    for (let k = 0; k < 6; k++) {
      const uniforms: FaceUniforms = {
        map: { value: null },
        uvTransform: { value: new Matrix3() },
        opacity: { value: 1 },
      }
      const material = faceMaterial(uniforms)
      this.uniforms.push(uniforms)
      const mesh = new Mesh(faceGeometry(k, radius), material)
      mesh.renderOrder = renderOrder
      mesh.visible = false
      this.materials.push(material)
      this.meshes.push(mesh)
      this.group.add(mesh)
    }
  }

  /** Shows a face's texture; `sharp` marks the full-resolution one, which a late preview must not replace. */
  setFace(k: number, texture: Texture, sharp: boolean) {
    const uniforms = this.uniforms[k]
    const mesh = this.meshes[k]
    if (!uniforms || !mesh || (this.sharp[k] && !sharp)) return
    // A preview face is a part of the strip: its offset and repeat, as the matrix the shader applies to its UVs.
    texture.updateMatrix()
    uniforms.map.value = texture
    uniforms.uvTransform.value.copy(texture.matrix)
    mesh.visible = true
    this.sharp[k] = sharp
  }

  clear() {
    for (let k = 0; k < 6; k++) {
      const uniforms = this.uniforms[k]
      const mesh = this.meshes[k]
      if (uniforms) uniforms.map.value = null
      if (mesh) mesh.visible = false
      this.sharp[k] = false
    }
  }

  /** Whether every face the camera can see shows its full-resolution texture (the first full frame). */
  sharpInView(camera: Camera): boolean {
    const frustum = new Frustum().setFromProjectionMatrix(
      new Matrix4().multiplyMatrices(camera.projectionMatrix, camera.matrixWorldInverse),
    )
    this.group.updateWorldMatrix(true, true)
    return this.meshes.every((mesh, k) => this.sharp[k] || !frustum.intersectsObject(mesh))
  }

  /** Whether a face shows one of these textures. */
  shows(textures: ReadonlyArray<Texture>): boolean {
    return this.uniforms.some((u) => u.map.value !== null && textures.includes(u.map.value))
  }

  get hasAnyFace(): boolean {
    return this.meshes.some((m) => m.visible)
  }

  set opacity(value: number) {
    for (const u of this.uniforms) u.opacity.value = value
    // Blending only while fading: an opaque cube is written, not blended (a software renderer, such as the
    // SwiftShader a headless or GPU-less browser draws with, reads every pixel back to blend it).
    for (const m of this.materials) m.blending = value < 1 ? NormalBlending : NoBlending
    this.group.visible = value > 0
  }

  dispose() {
    for (const m of this.meshes) m.geometry.dispose()
    for (const m of this.materials) m.dispose()
  }
}
