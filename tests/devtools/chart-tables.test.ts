// The transition tables in docs/charts/ are generated from the charts (npm run charts:tables runs this file with
// CHARTS_WRITE=1). Without it, the test fails when a chart changed and its table was not regenerated, so reviewers
// always see a change of behaviour as a diff of docs/charts/<chart>.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chartModel } from '../../src/devtools/chart-model'
import { chartRegistry } from '../../src/devtools/chart-registry'
import { transitionTable } from '../../src/devtools/transition-table'

const folder = join(import.meta.dirname, '../../docs/charts')
const write = process.env.CHARTS_WRITE === '1'
const outOfDate = (file: string) => `docs/charts/${file} is out of date: run npm run charts:tables`

describe('transition tables in docs/charts', () => {
  if (write) mkdirSync(folder, { recursive: true })

  it('finds every chart', () => {
    // 38 machine files today; a glob that silently matched nothing would make every other check pass.
    expect(chartRegistry.length).toBeGreaterThanOrEqual(38)
  })

  for (const entry of chartRegistry) {
    it(`${entry.name} matches its chart`, () => {
      const file = `${entry.name}.md`
      const expected = transitionTable(chartModel(entry.machine), entry.file)
      const path = join(folder, file)
      if (write) writeFileSync(path, expected)
      expect(existsSync(path), outOfDate(file)).toBe(true)
      expect(readFileSync(path, 'utf8'), outOfDate(file)).toBe(expected)
    })
  }

  it('has no table for a chart that is gone', () => {
    const names = new Set(chartRegistry.map((entry) => `${entry.name}.md`))
    const stale = readdirSync(folder).filter((file) => file.endsWith('.md') && file !== 'README.md' && !names.has(file))
    if (write) for (const file of stale) unlinkSync(join(folder, file))
    else expect(stale, 'docs/charts has tables of charts that no longer exist: run npm run charts:tables').toEqual([])
  })
})
