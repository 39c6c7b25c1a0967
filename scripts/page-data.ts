// The build's page-data files (SPEC §7 Site infrastructure; shapes in src/schemas/api/page-data.ts), written by
// scripts/prerender.ts beside the prerendered pages: app-data.json naming the build, one page-data.json per
// prerendered page, and the static queries those pages use. Listings' page data is made by the server per caller.
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { APP_DATA_PATH, pageDataPath, staticQueryPath } from '../src/domain/page-data'
import { PLAN_PRICING } from '../src/domain/subscription'
import type { AppData, PageData, PlanTableQuery } from '../src/schemas/api/page-data'

export interface PageHead {
  readonly path: string
  readonly title: string
  readonly description?: string | undefined
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)

/** The pages that show the plan table. */
const PLAN_TABLE_PAGES = new Set(['/pricing'])

/** Writes dist/page-data/…; the build's hash is the hash of its app shell, which names every chunk of the build. */
export function writePageData(dist: string, shell: string, pages: ReadonlyArray<PageHead>) {
  const write = (address: string, value: unknown) => {
    const file = path.join(dist, address)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(value))
  }
  const appData: AppData = { buildHash: hashOf(shell) }
  write(APP_DATA_PATH, appData)

  const planTable: PlanTableQuery = { data: { plans: PLAN_PRICING } }
  const planTableHash = hashOf(JSON.stringify(planTable))
  write(staticQueryPath(planTableHash), planTable)

  for (const page of pages) {
    const data: PageData = {
      path: page.path,
      buildHash: appData.buildHash,
      result: { kind: 'page', title: page.title, description: page.description ?? null },
      staticQueryHashes: PLAN_TABLE_PAGES.has(page.path) ? [planTableHash] : [],
    }
    write(pageDataPath(page.path), data)
  }
  return { buildHash: appData.buildHash, files: pages.length + 2 }
}
