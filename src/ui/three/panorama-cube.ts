// One scene's panorama as six textured squares around the camera, built in the tour's frame (x east, y north,
// z up) with the cube-map convention of docs/panoramas.md: face k looks along forward, its image's right is
// `right` and its top is `up`. Built by hand rather than from BoxGeometry, whose face order and UV orientation
// differ from ours; one mesh per face so each face can sharpen on its own.
import {
  BufferGeometry,
  type Camera,
  DoubleSide,
  Float32BufferAttribute,
  Frustum,
  Group,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  type Texture,
} from 'three'
import { CUBE_FACES } from '../../domain/cube-faces'

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
  private readonly materials: MeshBasicMaterial[] = []
  /** Which faces show their full-resolution texture (the rest show the preview). */
  readonly sharp = [false, false, false, false, false, false]

  constructor(radius: number, renderOrder: number) {
    for (let k = 0; k < 6; k++) {
      const material = new MeshBasicMaterial({
        side: DoubleSide,
        transparent: true,
        depthTest: false,
        depthWrite: false,
      })
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
    const material = this.materials[k]
    const mesh = this.meshes[k]
    if (!material || !mesh || (this.sharp[k] && !sharp)) return
    material.map = texture
    material.needsUpdate = true
    mesh.visible = true
    this.sharp[k] = sharp
  }

  clear() {
    for (let k = 0; k < 6; k++) {
      const material = this.materials[k]
      const mesh = this.meshes[k]
      if (material) material.map = null
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

  get hasAnyFace(): boolean {
    return this.meshes.some((m) => m.visible)
  }

  set opacity(value: number) {
    for (const m of this.materials) m.opacity = value
    this.group.visible = value > 0
  }

  dispose() {
    for (const m of this.meshes) m.geometry.dispose()
    for (const m of this.materials) m.dispose()
  }
}
