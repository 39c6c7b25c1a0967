// Renders docs/panoramas-seed1.jpg: the six faces of the living room's first capture point unfolded as a cross
// (up above front; left, front, right, back across; down below front), then four listing photos.
//   npx tsx server/media/render/contact-sheet.ts [--seed 1] [--out docs/panoramas-seed1.jpg]
import sharp from 'sharp'
import { generateHouse } from '../../demo/house/generate'
import { renderPanorama } from './panorama'
import { planPhotos, renderPhoto } from './photo'

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback
}
const seed = Number(arg('seed', '1'))
const out = arg('out', `docs/panoramas-seed${seed}.jpg`)
const F = 300
const house = generateHouse(seed)
const floor = house.floors[0]!
const living = floor.rooms.find((r) => r.kind === 'living') ?? floor.rooms[0]!
const spot = living.spots[0]!
const pano = await renderPanorama(house, { x: spot.x, y: spot.y, z: floor.level + 1500 })
const face = (k: number) => sharp(pano.faces[k]!).resize(F, F).toBuffer()
// Cross layout: [column, row] per face c0..c5.
const cells: Array<[number, number]> = [
  [1, 0],
  [1, 1],
  [2, 1],
  [3, 1],
  [0, 1],
  [1, 2],
]
const shots = planPhotos(house)
const wanted = ['living', 'dining', 'bedroom', null] as const
const kinds = new Map(house.floors.flatMap((f) => f.rooms).map((r) => [r.id, r.kind]))
const picked = wanted.map((k) => shots.find((s) => (s.roomId ? kinds.get(s.roomId) : null) === k) ?? shots[0]!)
const PW = 2 * F
const PH = Math.round(PW / 1.5)
const photos = await Promise.all(
  picked.map(async (s) =>
    sharp(await renderPhoto(house, s.camera, 1200, 800))
      .resize(PW, PH)
      .toBuffer(),
  ),
)
const composites = [
  ...(await Promise.all(cells.map(async ([c, r], k) => ({ input: await face(k), left: c * F, top: r * F })))),
  ...photos.map((input, i) => ({ input, left: (i % 2) * PW, top: 3 * F + Math.floor(i / 2) * PH })),
]
await sharp({ create: { width: 4 * F, height: 3 * F + 2 * PH, channels: 3, background: '#1d1f22' } })
  .composite(composites)
  .jpeg({ quality: 80 })
  .toFile(out)
console.log(`wrote ${out}`)
