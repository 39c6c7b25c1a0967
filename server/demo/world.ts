// The demo world on start (ARCHITECTURE §5): demo accounts, the rendered houses (once; cached in MEDIA_DIR) and
// portraits, then the listings and everything around them (once; a database with listings is left alone).
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { Database } from '../db/schema'
import { MediaStore } from '../media/store'
import { DEMO_AGENTS, portraitSvg } from './dataset/people'
import { DEMO_PHOTOGRAPHERS } from './dataset/photographers'
import { DEMO_HOUSE_SEEDS, describeMediaSet } from './media-set'
import { progressBar } from './progress-bar'
import { renderMissingSets } from './render-pool'
import { seedDemoWorld } from './seed'
import { seedDemoUsers } from './users'
import { seedDemoVisits } from './visits-seed'

export interface DemoWorldDeps {
  readonly db: Kysely<Database>
  readonly mediaDir: string
  readonly log: (line: string) => void
  /** Where the progress bar draws (stdout), and whether it is a terminal. */
  readonly out: { write: (text: string) => void; isTty: boolean }
}

export async function prepareDemoWorld({ db, mediaDir, log, out }: DemoWorldDeps) {
  const users = await seedDemoUsers(db)
  if (users.length > 0) log(`seeded ${users.length} demo accounts`)
  const sets = await renderDemoMedia({ mediaDir, log, out })
  const seeded = await seedDemoWorld(db, sets, new Date())
  if (seeded) {
    const visits = await seedDemoVisits(db, new Date())
    log(`seeded ${seeded.listings} demo listings and ${visits} visits`)
  }
}

/** The demo houses' media and the people's portraits, drawn once into MEDIA_DIR; the media sets described. */
export async function renderDemoMedia({ mediaDir, log, out }: Omit<DemoWorldDeps, 'db'>) {
  const sets = DEMO_HOUSE_SEEDS.map(describeMediaSet)
  const { rendered, ms } = await renderMissingSets(sets, mediaDir, progressBar(out.write, out.isTty))
  if (rendered.length > 0) log(`rendered ${rendered.join(', ')} in ${(ms / 1000).toFixed(1)} s`)
  await renderPortraits(new MediaStore(mediaDir))
  return sets
}

/** Agent and photographer portraits, drawn once. */
async function renderPortraits(store: MediaStore) {
  const people = [
    ...DEMO_AGENTS.map((a) => ({ key: `agents/${a.key}.jpg`, name: a.name })),
    ...DEMO_PHOTOGRAPHERS.map((p) => ({ key: `photographers/${p.id}.jpg`, name: p.name })),
  ]
  for (const person of people) {
    const file = store.peopleFile(person.key)
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      continue
    await mkdir(path.dirname(file), { recursive: true })
    await writeFile(
      file,
      await sharp(Buffer.from(portraitSvg(person.name)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    )
  }
}
