// @ts-check
// `npm run test:mutation`: mutation testing of the charts and the domain rules with Stryker (docs/benchmarks.md,
// "Mutation testing"). One file: `npm run test:mutation -- --mutate src/machines/pricing/pricing.machine.ts`.
// Each choice of files keeps its own incremental file, so re-running the same chart or set only tests the mutants
// whose code or tests changed since; `-- --force` runs them all again.
// With --mutate, each mutant is tested by its file's own tests only: the test files named after it
// (tests/machines/pricing.test.ts, tests/ui/pricing.paths.test.tsx, tests/domain/pricing….test.ts), not every test
// that happens to import it. A chart's configuration is built when its module loads, so most chart mutants are
// "static" and Stryker runs every test it may reach for each; through the pages that use a chart those were
// hundreds of tests per mutant (25 s each, hours per chart). Its own tests are also the honest measure: they are
// what is meant to guard it. They are handed to vitest.mutation.config.ts as its only test files
// (MUTATION_TEST_FILES; the test runner processes inherit it), not through Stryker's own --testFiles: with that,
// Stryker switches each mutant on only once the tests have loaded, so a chart's static mutants would never be active.
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import path from 'node:path'

/** The `--mutate` value on the command line, if any. */
function mutateArgument() {
  const args = process.argv
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? ''
    if (arg === '--mutate' || arg === '-m') return args[i + 1]
    if (arg.startsWith('--mutate=')) return arg.slice('--mutate='.length)
  }
  return undefined
}

/** tests/{machines,ui,domain}/<name>.…test.ts(x) for src/…/<name>.machine.ts or src/domain/<name>.ts. */
function ownTests(file) {
  const name = path.basename(file).replace(/(\.machine)?\.[cm]?[jt]sx?$/, '')
  const found = []
  for (const dir of ['tests/machines', 'tests/ui', 'tests/domain']) {
    for (const entry of readdirSync(dir)) {
      if (entry.startsWith(`${name}.`) && /\.test\.tsx?$/.test(entry)) found.push(`${dir}/${entry}`)
    }
  }
  return found
}

const mutate = mutateArgument()
const dedicated = mutate ? mutate.split(',').flatMap(ownTests) : []
if (dedicated.length > 0) process.env.MUTATION_TEST_FILES = dedicated.join(',')
const readableName = mutate
  ? mutate
      .replace(/\.[cm]?[jt]sx?(?=,|$)/g, '')
      .replace(/^src\//, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
  : 'all'
// A long list of files (every domain rule at once) would exceed a file name's 255 bytes: name it by its hash.
const incrementalName =
  readableName.length <= 120
    ? readableName
    : `set-${createHash('sha1').update(readableName).digest('hex').slice(0, 16)}`

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  // Only the unit and ui projects: the server projects need a database and never import these files.
  // Forks, as `npm test` runs them: Stryker's default (threads) shares one process's time zone, so a test that sets
  // process.env.TZ (the browser clock's offset, tests/domain/local-date-time.test.ts) failed its dry run.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true, pool: 'forks' },
  mutate: ['src/machines/**/*.machine.ts', 'src/domain/**/*.ts'],
  coverageAnalysis: 'perTest',
  // Two cores, shared: more workers only make each mutant slower.
  concurrency: 2,
  // A mutant times out after 1.5 × its tests' normal time plus this; generous because the machine is shared.
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: `reports/mutation/incremental/${incrementalName}.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowEmojis: false, logTests: false, reportTests: false, reportScoreTable: true },
  // Not needed by the tests, so not copied into the sandboxes.
  ignorePatterns: ['dist', 'data', '.tmp', 'test-results', 'playwright-report'],
  thresholds: { high: 85, low: 70, break: null },
  // Stryker rewrites the tsconfig's `extends` and `references` in its sandboxes through the TypeScript 5 API, which
  // TypeScript 7 (native) no longer offers; ours has neither, so point it at no file to skip that step.
  tsconfigFile: 'tsconfig.stryker-skip.json',
  // Chart parts only TypeScript or the documentation read (stryker-chart-ignorer.mjs): not behaviour, so not scored.
  plugins: ['@stryker-mutator/*', './stryker-chart-ignorer.mjs'],
  ignorers: ['chart-documentation'],
}

export default config
