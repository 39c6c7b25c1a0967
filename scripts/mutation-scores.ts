// Mutation scores per file from Stryker's JSON report (`npm run test:mutation` writes reports/mutation/mutation.json):
//   npx tsx scripts/mutation-scores.ts [report.json …] [--write] [--survivors]
// prints a Markdown table, one row per mutated file. `--write` puts the rows into docs/benchmarks.md between
// <!-- mutation:start --> and <!-- mutation:end -->: a file's row is replaced, rows of files this report does not
// hold are kept, so the table can be filled one chart at a time. `--survivors` also lists the mutants no test caught.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** What we read of the mutation-testing-report-schema (version 1 / 2). */
type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending'
type Mutant = {
  mutatorName: string
  replacement?: string
  status: MutantStatus
  static?: boolean
  location: { start: { line: number; column: number } }
}
type Report = { files: Record<string, { mutants: Mutant[] }> }

export type ScoreRow = {
  file: string
  mutants: number
  /** Killed or timed out: a test noticed. */
  killed: number
  survived: number
  noCoverage: number
  /** Mutants that do not load or compile (e.g. a chart XState refuses): not counted in the score, as in Stryker's. */
  errors: number
  date: string
}

export const START = '<!-- mutation:start -->'
export const END = '<!-- mutation:end -->'
const DOC = 'docs/benchmarks.md'

export function scoreRow(file: string, mutants: ReadonlyArray<Mutant>, date: string): ScoreRow {
  const count = (...statuses: MutantStatus[]) => mutants.filter((m) => statuses.includes(m.status)).length
  return {
    file,
    mutants: mutants.length,
    killed: count('Killed', 'Timeout'),
    survived: count('Survived'),
    noCoverage: count('NoCoverage'),
    errors: count('CompileError', 'RuntimeError'),
    date,
  }
}

/** Killed ÷ (killed + survived + no coverage), Stryker's "total" score; undefined when nothing counts. */
export function score(row: Pick<ScoreRow, 'killed' | 'survived' | 'noCoverage'>): number | undefined {
  const valid = row.killed + row.survived + row.noCoverage
  return valid === 0 ? undefined : (100 * row.killed) / valid
}

const percent = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} %`)

export function markdownTable(rows: ReadonlyArray<ScoreRow>): string {
  const sorted = [...rows].sort((a, b) => a.file.localeCompare(b.file))
  const sum = (key: 'mutants' | 'killed' | 'survived' | 'noCoverage' | 'errors') =>
    sorted.reduce((total, row) => total + row[key], 0)
  const total = {
    mutants: sum('mutants'),
    killed: sum('killed'),
    survived: sum('survived'),
    noCoverage: sum('noCoverage'),
    errors: sum('errors'),
  }
  return [
    '| file | mutants | killed (incl. timeout) | survived | no coverage | errors | score | measured |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...sorted.map(
      (r) =>
        `| \`${r.file}\` | ${r.mutants} | ${r.killed} | ${r.survived} | ${r.noCoverage} | ${r.errors} | ` +
        `${percent(score(r))} | ${r.date} |`,
    ),
    `| all measured files | ${total.mutants} | ${total.killed} | ${total.survived} | ${total.noCoverage} | ` +
      `${total.errors} | ${percent(score(total))} | |`,
  ].join('\n')
}

/** The file rows of a table markdownTable wrote (the total row is computed again). */
export function parseRows(markdown: string): ScoreRow[] {
  const rows: ScoreRow[] = []
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    const file = /^`(.+)`$/.exec(cells[1] ?? '')?.[1]
    if (!file) continue
    const [mutants, killed, survived, noCoverage, errors] = cells.slice(2, 7).map(Number)
    rows.push({
      file,
      mutants: mutants ?? 0,
      killed: killed ?? 0,
      survived: survived ?? 0,
      noCoverage: noCoverage ?? 0,
      errors: errors ?? 0,
      date: cells[8] ?? '',
    })
  }
  return rows
}

/** The page with `rows` merged into the table between the markers (same file: the new row wins). */
export function withRows(page: string, rows: ReadonlyArray<ScoreRow>): string {
  const start = page.indexOf(START)
  const end = page.indexOf(END)
  if (start < 0 || end < start) throw new Error(`${DOC} has no ${START} … ${END} section`)
  const merged = new Map(parseRows(page.slice(start + START.length, end)).map((row) => [row.file, row]))
  for (const row of rows) merged.set(row.file, row)
  return `${page.slice(0, start + START.length)}\n${markdownTable([...merged.values()])}\n${page.slice(end)}`
}

function main() {
  const args = process.argv.slice(2)
  const reportPaths = args.filter((arg) => !arg.startsWith('--'))
  const date = new Date().toISOString().slice(0, 10)
  const root = path.resolve(import.meta.dirname, '..')
  const files = new Map<string, Mutant[]>()
  for (const reportPath of reportPaths.length > 0 ? reportPaths : ['reports/mutation/mutation.json']) {
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as Report
    for (const [file, { mutants }] of Object.entries(report.files)) {
      files.set(path.isAbsolute(file) ? path.relative(root, file) : file, mutants)
    }
  }
  const rows = [...files].map(([file, mutants]) => scoreRow(file, mutants, date))
  console.log(markdownTable(rows))

  if (args.includes('--survivors')) {
    for (const [file, mutants] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
      for (const m of mutants.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')) {
        const { line, column } = m.location.start
        const replacement = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)
        console.log(
          `${file}:${line}:${column} ${m.status} ${m.mutatorName}${m.static ? ' (static)' : ''} → ${replacement}`,
        )
      }
    }
  }

  if (args.includes('--write')) {
    const docPath = path.join(root, DOC)
    writeFileSync(docPath, withRows(readFileSync(docPath, 'utf8'), rows))
    console.log(`${DOC}: ${rows.length} row(s) written.`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main()
