// Development tool: renders panoramas and photos of a seeded demo house into a folder, with timings.
//   npx tsx server/media/render/dev.ts --seed 1 --out /tmp/render [--size 1024] [--rooms living,kitchen] [--all]
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generateHouse } from '../../demo/house/generate'
import { allRooms } from '../../demo/house/model'
import { renderPanorama } from './panorama'
import { planPhotos, renderPhoto } from './photo'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback
}
const seed = Number(arg('seed', '1'))
const out = arg('out', '/tmp/render')
const size = Number(arg('size', '1024'))
const only = arg('rooms', '').split(',').filter(Boolean)
const photos = arg('photos', 'yes') === 'yes'
const panos = arg('panos', 'yes') === 'yes'
mkdirSync(out, { recursive: true })
const house = generateHouse(seed)
const t0 = performance.now()
const spots = allRooms(house).flatMap(({ floor, room }) =>
  room.spots.map((p, i) => ({
    name: `${room.id}-${i}`,
    kind: room.kind,
    eye: { x: p.x, y: p.y, z: floor.level + 1500 },
  })),
)
spots.push(
  ...house.outsideSpots.map((p, i) => ({
    name: `outside-${i}`,
    kind: 'outside' as never,
    eye: { x: p.x, y: p.y, z: 1500 },
  })),
)
const chosen = spots.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)))
if (panos) {
  for (const s of chosen) {
    const t = performance.now()
    const p = await renderPanorama(house, s.eye, { faceSize: size })
    const ms = performance.now() - t
    const dir = join(out, s.name)
    mkdirSync(dir, { recursive: true })
    for (const [k, f] of p.faces.entries()) writeFileSync(join(dir, `c${k}.jpg`), f)
    writeFileSync(join(dir, 'd.jpg'), p.preview)
    writeFileSync(join(dir, 't.jpg'), p.thumbnail)
    writeFileSync(join(dir, 'adjusted-pano.jpg'), p.equirect)
    console.log(`panorama ${s.name}: ${ms.toFixed(0)} ms`)
  }
}
if (photos) {
  for (const [i, shot] of planPhotos(house).entries()) {
    if (only.length && !only.some((o) => (shot.roomId ?? 'outside').includes(o))) continue
    const t = performance.now()
    const jpg = await renderPhoto(house, shot.camera, 1600, 1067)
    console.log(`photo ${shot.roomName}: ${(performance.now() - t).toFixed(0)} ms`)
    writeFileSync(join(out, `photo-${String(i).padStart(2, '0')}-${shot.roomName.replace(/\W+/g, '-')}.jpg`), jpg)
  }
}
console.log(`total ${(performance.now() - t0).toFixed(0)} ms`)
