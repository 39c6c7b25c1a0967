// The build's page-data files (scripts/page-data.ts): every file decodes with the shared schemas, names the same
// build, and only the pricing page uses the plan table, whose file is named by its content.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Schema } from 'effect'
import { afterEach, describe, expect, it } from 'vitest'
import { writePageData } from '../../scripts/page-data'
import { PLAN_PRICING } from '../../src/domain/subscription'
import { AppData, PageData, PlanTableQuery } from '../../src/schemas/api/page-data'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function build(shell: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'page-data-'))
  dirs.push(dist)
  const result = writePageData(dist, shell, [
    { path: '/', title: 'Home', description: 'The home page' },
    { path: '/pricing', title: 'Pricing', description: undefined },
    { path: '/legal/terms', title: 'Terms' },
  ])
  const read = (file: string) => JSON.parse(readFileSync(path.join(dist, 'page-data', file), 'utf8')) as unknown
  return { result, read }
}

describe('writePageData', () => {
  it('writes app-data, each page’s data and the plan table, all in the shared shapes', () => {
    const { result, read } = build('<html>shell one</html>')
    expect(result.files).toBe(5)
    const app = Schema.decodeUnknownSync(AppData)(read('app-data.json'))
    expect(app.buildHash).toBe(result.buildHash)
    const home = Schema.decodeUnknownSync(PageData)(read('index/page-data.json'))
    expect(home).toEqual({
      path: '/',
      buildHash: app.buildHash,
      result: { kind: 'page', title: 'Home', description: 'The home page' },
      staticQueryHashes: [],
    })
    const terms = Schema.decodeUnknownSync(PageData)(read('legal/terms/page-data.json'))
    expect(terms.result).toEqual({ kind: 'page', title: 'Terms', description: null })
    const pricing = Schema.decodeUnknownSync(PageData)(read('pricing/page-data.json'))
    expect(pricing.staticQueryHashes).toHaveLength(1)
    const table = Schema.decodeUnknownSync(PlanTableQuery)(read(`sq/d/${pricing.staticQueryHashes[0]}.json`))
    expect(table.data.plans).toEqual(PLAN_PRICING)
  })

  it('names another build when the shell changes, and the same plan table file', () => {
    const one = build('<html>shell one</html>')
    const two = build('<html>shell two</html>')
    expect(one.result.buildHash).not.toBe(two.result.buildHash)
    const hashOf = (b: typeof one) =>
      Schema.decodeUnknownSync(PageData)(b.read('pricing/page-data.json')).staticQueryHashes[0]
    expect(hashOf(one)).toBe(hashOf(two))
  })
})
