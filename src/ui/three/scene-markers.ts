// Linked-scene markers: soft circles on the floor where the visitor can walk to (DESIGN.md Tour), drawn in WebGL as
// a few small flat meshes, never a DOM or CSS3D layer over the canvas. Positions are relative to the current
// camera, in the tour's frame (metres, z up), so a marker sits on the target scene's floor.
import {
  CanvasTexture,
  CircleGeometry,
  Group,
  type IUniform,
  Mesh,
  type Object3D,
  RawShaderMaterial,
  type Raycaster,
  type Texture,
} from 'three'
import { RING_VISIBILITY_TIMEOUT_MS } from '../../schemas/constants'
import type { Scene } from '../../schemas/TourConfig'

const RADIUS_M = 0.28
/** Idle circles stay visible, only quieter, so a visitor who looks away and back still finds them. */
const DIMMED = 0.55
const HIT_RADIUS_M = 0.4

function softCircleTexture(): CanvasTexture {
  const size = 128
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const g = canvas.getContext('2d')
  if (g) {
    const c = size / 2
    const fill = g.createRadialGradient(c, c, 0, c, c, c)
    // A soft white disc with a bright rim and a faint dark halo, so it reads on light floors and dark ones.
    fill.addColorStop(0, 'rgba(255,255,255,0.45)')
    fill.addColorStop(0.66, 'rgba(255,255,255,0.35)')
    fill.addColorStop(0.74, 'rgba(255,255,255,1)')
    fill.addColorStop(0.84, 'rgba(255,255,255,1)')
    fill.addColorStop(0.88, 'rgba(0,0,0,0.28)')
    fill.addColorStop(1, 'rgba(0,0,0,0)')
    g.fillStyle = fill
    g.fillRect(0, 0, size, size)
  }
  return new CanvasTexture(canvas)
}

const MARKER_VERTEX_SHADER = `precision highp float;
uniform mat4 modelViewMatrix;
uniform mat4 projectionMatrix;
attribute vec3 position;
attribute vec2 uv;
varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`

/**
 * The circle's texel, its colour put out as sRGB as three's basic material did (the texture carries no colour space,
 * so its values count as linear), its alpha times the marker's opacity; at high precision, as that material's was.
 */
const MARKER_FRAGMENT_SHADER = `precision highp float;
uniform sampler2D map;
uniform float opacity;
varying vec2 vUv;
void main() {
  vec4 texel = texture2D(map, vUv);
  vec3 srgb = mix(pow(texel.rgb, vec3(0.41666)) * 1.055 - vec3(0.055), texel.rgb * 12.92,
    vec3(lessThanEqual(texel.rgb, vec3(0.0031308))));
  gl_FragColor = vec4(srgb, texel.a * opacity);
}`

interface MarkerUniforms {
  [name: string]: IUniform
  map: IUniform<Texture>
  opacity: IUniform<number>
}

/** A marker's look: the tour's own small shader (issue 21: the tour's three.js has no built-in materials). */
function markerMaterial(map: Texture, opacity: number, depthWrite: boolean) {
  const uniforms: MarkerUniforms = { map: { value: map }, opacity: { value: opacity } }
  const material = new RawShaderMaterial({
    vertexShader: MARKER_VERTEX_SHADER,
    fragmentShader: MARKER_FRAGMENT_SHADER,
    uniforms,
    transparent: true,
    depthTest: false,
    depthWrite,
  })
  return { material, uniforms }
}

export class SceneMarkers {
  readonly group = new Group()
  private readonly texture = softCircleTexture()
  private readonly geometry = new CircleGeometry(RADIUS_M, 40)
  private readonly hitGeometry = new CircleGeometry(HIT_RADIUS_M, 16)
  private readonly idle = markerMaterial(this.texture, 0.9, false)
  private readonly hovering = markerMaterial(this.texture, 1, true)
  /** The larger disc a click finds a marker by: never drawn (with a valid program all the same, should one be compiled). */
  private readonly hitMaterial = markerMaterial(this.texture, 0, false).material
  private hovered: Mesh | undefined

  constructor() {
    this.hitMaterial.visible = false
  }
  private dimTimer: ReturnType<typeof setTimeout> | undefined

  /** Full strength now, dimmed after the ring-visibility timeout (SPEC §9); `changed` asks for a frame each time. */
  wake(changed: () => void) {
    this.opacity = 1
    changed()
    clearTimeout(this.dimTimer)
    this.dimTimer = setTimeout(() => {
      this.opacity = DIMMED
      changed()
    }, RING_VISIBILITY_TIMEOUT_MS)
  }

  /** Places one marker per visible linked scene around the camera at `from`. */
  show(from: Scene, targets: ReadonlyArray<Scene>) {
    this.clear()
    for (const to of targets) {
      const floorZ = to.z - to.height / 100
      const marker = new Mesh(this.geometry, this.idle.material)
      marker.renderOrder = 10
      marker.position.set(to.x - from.x, to.y - from.y, floorZ - from.z + 0.01)
      const hit = new Mesh(this.hitGeometry, this.hitMaterial)
      hit.userData.sceneCode = to.code
      marker.add(hit)
      marker.userData.sceneCode = to.code
      this.group.add(marker)
    }
  }

  clear() {
    this.hovered = undefined
    this.group.clear()
  }

  /** The scene code under the ray, if any. */
  pick(raycaster: Raycaster): string | undefined {
    const hits = raycaster.intersectObjects(this.group.children, true)
    const code = hits[0]?.object.userData.sceneCode
    return typeof code === 'string' ? code : undefined
  }

  /** Highlights the marker for `code`; returns whether anything changed (so the caller renders only then). */
  hover(code: string | undefined): boolean {
    const next = code ? this.group.children.find((m: Object3D) => m.userData.sceneCode === code) : undefined
    if (next === this.hovered) return false
    if (this.hovered) {
      this.hovered.material = this.idle.material
      this.hovered.scale.setScalar(1)
    }
    this.hovered = next instanceof Mesh ? next : undefined
    if (this.hovered) {
      this.hovered.material = this.hovering.material
      this.hovered.scale.setScalar(1.25)
    }
    return true
  }

  set opacity(value: number) {
    this.idle.uniforms.opacity.value = 0.9 * value
    this.hovering.uniforms.opacity.value = value
    this.group.visible = value > 0
  }

  dispose() {
    clearTimeout(this.dimTimer)
    this.clear()
    this.texture.dispose()
    this.geometry.dispose()
    this.hitGeometry.dispose()
    this.idle.material.dispose()
    this.hovering.material.dispose()
    this.hitMaterial.dispose()
  }
}
