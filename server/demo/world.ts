// The demo world on start (ARCHITECTURE §5): demo accounts, the rendered houses (once; kept in the media store) and
// portraits, then the listings and everything around them (once; a database with listings is left alone).
import type { Kysely } from 'kysely'
import sharp from 'sharp'
import type { Database } from '../db/schema'
import { type MediaStore, mediaKeys } from '../media/store'
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
  /** Where the rendered houses and portraits are kept (server/media/store.ts). */
  readonly media: MediaStore
  readonly log: (line: string) => void
  /** Where the progress bar draws (stdout), and whether it is a terminal. */
  readonly out: { write: (text: string) => void; isTty: boolean }
}

export async function prepareDemoWorld({ db, media, log, out }: DemoWorldDeps) {
  const users = await seedDemoUsers(db)
  if (users.length > 0) log(`seeded ${users.length} demo accounts`)
  const sets = await renderDemoMedia({ media, log, out })
  const seeded = await seedDemoWorld(db, sets, new Date())
  if (seeded) {
    const visits = await seedDemoVisits(db, new Date())
    log(`seeded ${seeded.listings} demo listings and ${visits} visits`)
  }
}

/** The demo houses' media and the people's portraits, drawn once into the media store; the media sets described. */
export async function renderDemoMedia({ media, log, out }: Omit<DemoWorldDeps, 'db'>) {
  const sets = DEMO_HOUSE_SEEDS.map(describeMediaSet)
  const { rendered, ms } = await renderMissingSets(sets, media, progressBar(out.write, out.isTty))
  if (rendered.length > 0) log(`rendered ${rendered.join(', ')} in ${(ms / 1000).toFixed(1)} s`)
  await renderPortraits(media)
  return sets
}

/** Agent and photographer portraits, drawn once. */
async function renderPortraits(store: MediaStore) {
  const people = [
    ...DEMO_AGENTS.map((a) => ({ key: `agents/${a.key}.jpg`, name: a.name })),
    ...DEMO_PHOTOGRAPHERS.map((p) => ({ key: `photographers/${p.id}.jpg`, name: p.name })),
  ]
  for (const person of people) {
    const key = mediaKeys.people(person.key)
    if (await store.info(key)) continue
    await store.write(
      key,
      await sharp(Buffer.from(portraitSvg(person.name)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    )
  }
}
