// Materials shaded whole, per pixel, rather than as albedo × light: lamps glow; outside glass is dark with the sky
// reflected; mirrors catch the windows or the room's average brightness; water in a bath or basin is pale and
// glossy; screens are nearly black with a faint reflection.
import { windowReflection } from './roomlight'
import { K, type Scene } from './scene'
import { nrm, surfaceLight } from './shade'
import { skyRadiance } from './sky'

const light = new Float64Array(3)
const spec = new Float64Array(3)
const refl = new Float64Array(3)

export function shadeSpecial(
  scene: Scene,
  id: number,
  px: number,
  py: number,
  pz: number,
  dx: number,
  dy: number,
  dz: number,
  out: Float64Array,
) {
  const m = scene.materials[scene.mat[id]!]!
  if (m.kind === K.light) {
    out[0] = 3.2 * m.r
    out[1] = 2.9 * m.g
    out[2] = 2.5 * m.b
    return
  }
  const nx = nrm[0]!
  const ny = nrm[1]!
  const nz = nrm[2]!
  const cosV = -(dx * nx + dy * ny + dz * nz)
  const rdx = dx + 2 * cosV * nx
  const rdy = dy + 2 * cosV * ny
  const rdz = dz + 2 * cosV * nz
  if (m.kind === K.windowGlass) {
    // Outside glass: a dark interior behind, the sky (or the garden) reflected, more so at grazing angles.
    const f = 0.1 + 0.9 * (1 - Math.abs(cosV)) ** 5
    if (rdz > 0) skyRadiance(rdx, rdy, rdz, refl)
    else {
      refl[0] = 0.16
      refl[1] = 0.19
      refl[2] = 0.14
    }
    out[0] = 0.035 * (1 - f) + f * refl[0]! * 0.9
    out[1] = 0.04 * (1 - f) + f * refl[1]! * 0.9
    out[2] = 0.045 * (1 - f) + f * refl[2]! * 0.9
    return
  }
  const info = scene.rooms[scene.room[id]!]
  if (!info) {
    out[0] = m.r * 0.2
    out[1] = m.g * 0.2
    out[2] = m.b * 0.2
    return
  }
  if (m.kind === K.glass && nz > 0.9) {
    // Glass lying flat is water in a bath or basin: pale, lit like porcelain, catching the windows.
    surfaceLight(scene, id, px, py, pz, dx, dy, dz, light, spec)
    const hit = windowReflection(info, px, py, pz, rdx, rdy, rdz, 0.02, refl)
    out[0] = 0.72 * light[0]! + 0.08 * hit * refl[0]!
    out[1] = 0.8 * light[1]! + 0.08 * hit * refl[1]!
    out[2] = 0.84 * light[2]! + 0.08 * hit * refl[2]!
    return
  }
  if (m.kind === K.glass) {
    // Mirrors: the windows they catch, otherwise the room's average brightness.
    const hit = windowReflection(info, px, py, pz, rdx, rdy, rdz, 0.01, refl)
    for (let c = 0; c < 3; c++)
      out[c] =
        (c === 0 ? m.r : c === 1 ? m.g : m.b) *
        (hit * refl[c]! + (1 - hit) * info.average[c]! * 2.4 * (0.85 + 0.3 * Math.max(0, rdz + 0.5)))
    return
  }
  // Screens: nearly black, with a faint reflection of the windows.
  surfaceLight(scene, id, px, py, pz, dx, dy, dz, light, spec)
  const hit = windowReflection(info, px, py, pz, rdx, rdy, rdz, 0.02, refl)
  out[0] = m.r * light[0]! + 0.05 * hit * refl[0]!
  out[1] = m.g * light[1]! + 0.05 * hit * refl[1]!
  out[2] = m.b * light[2]! + 0.05 * hit * refl[2]!
}
