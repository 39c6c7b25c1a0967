// What tests each chart has, for QA and for issue notes: `npm run charts:coverage` prints one Markdown row per
// chart with its states and transitions (from the generated tables in docs/charts), its tests by kind (path tests,
// journeys, examples; counted by `vitest list`, so nothing runs) and its mutation score (docs/benchmarks.md).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** Rows of the Markdown table under `heading` in a chart's generated file. */
function tableRows(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`## ${heading}`)
  if (start < 0) return []
  const lines = markdown.slice(start).split('\n').slice(1)
  const table = lines.filter(
    (line, i) => line.startsWith('|') && lines.slice(0, i).every((l) => l.startsWith('|') || l === ''),
  )
  return table.slice(2)
}

function listedTests(): Array<{ file: string }> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'chart-coverage-')), 'tests.json')
  execFileSync(
    'npx',
    [
      'vitest',
      'list',
      '--staticParse=false',
      `--json=${out}`,
      '--project',
      'unit',
      '--project',
      'ui',
      '--project',
      'ui-isolated',
    ],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
  return JSON.parse(readFileSync(out, 'utf8'))
}

function mutationScores(): Map<string, string> {
  const benchmarks = readFileSync(path.join(root, 'docs/benchmarks.md'), 'utf8')
  const scores = new Map<string, string>()
  // Keyed by the chart's file name: a folder may hold two charts (order-admin and draft-admin).
  for (const match of benchmarks.matchAll(
    /^\| `src\/machines\/[^/]+\/([^/`]+)\.machine\.ts` \|.*\| ([\d.]+ %) \| [\d-]+ \|$/gm,
  )) {
    if (match[1] && match[2]) scores.set(match[1], match[2])
  }
  return scores
}

const tests = listedTests()
const scores = mutationScores()
const countFor = (chart: string, kind: (file: string) => boolean) =>
  tests.filter((t) => {
    const base = path.basename(t.file)
    return base.startsWith(`${chart}.`) && kind(base)
  }).length
const isPaths = (file: string) => file.includes('.paths.')
const isJourneys = (file: string) => file.includes('.journeys.')

const rows = readdirSync(path.join(root, 'docs/charts'))
  .filter((file) => file.endsWith('.md'))
  .sort()
  .map((file) => {
    const chart = file.replace(/\.md$/, '')
    const markdown = readFileSync(path.join(root, 'docs/charts', file), 'utf8')
    // The root row counts only when it is the chart's one state (a chart without states of its own).
    const states = tableRows(markdown, 'States').filter(
      (row) => !row.startsWith('| (root) | compound') && !row.startsWith('| (root) | parallel'),
    ).length
    const transitions = tableRows(markdown, 'Transitions').length
    const paths = countFor(chart, isPaths)
    const journeys = countFor(chart, isJourneys)
    const examples = countFor(chart, (file) => !isPaths(file) && !isJourneys(file))
    return `| \`${chart}\` | ${states} | ${transitions} | ${paths} | ${journeys} | ${examples} | ${scores.get(chart) ?? 'not measured'} |`
  })

console.log('| chart | states | transitions | path tests | journeys (jsdom) | other tests | mutation score |')
console.log('|---|---:|---:|---:|---:|---:|---|')
for (const row of rows) console.log(row)
