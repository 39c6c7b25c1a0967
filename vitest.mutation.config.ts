// Vitest for mutation testing (stryker.config.mjs): vitest.config.ts's unit and ui projects (ui-isolated too). Not the server projects,
// which need a database and do not import the charts or the domain rules Stryker mutates. Not tests/devtools either:
// they draw every chart and compare docs/charts/*.md with it, so they would fail on Stryker's instrumented code and
// "kill" any mutant that changes a chart's shape without a test of its behaviour noticing.
import { statSync } from 'node:fs'
import { matchesGlob } from 'node:path'
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import base from './vitest.config'

const MUTATION_PROJECTS = new Set(['unit', 'ui', 'ui-isolated'])
const NOT_FOR_MUTATION = ['tests/devtools/**']

/** The mutated files' own tests, chosen by stryker.config.mjs; every test of these projects when unset. */
const ONLY = process.env.MUTATION_TEST_FILES?.split(',').filter(Boolean)

/** Those of the chosen files this project runs (in its include, not in its exclude). */
const chosenFor = (include: ReadonlyArray<string>, exclude: ReadonlyArray<string>, chosen: ReadonlyArray<string>) =>
  chosen.filter((file) => include.some((g) => matchesGlob(file, g)) && !exclude.some((g) => matchesGlob(file, g)))

const projects: TestProjectConfiguration[] = []
for (const project of base.test?.projects ?? []) {
  if (typeof project !== 'object' || !('test' in project)) continue
  const name = project.test?.name
  if (typeof name !== 'string' || !MUTATION_PROJECTS.has(name)) continue
  const exclude = [...configDefaults.exclude, ...(project.test?.exclude ?? []), ...NOT_FOR_MUTATION]
  const include = ONLY ? chosenFor(project.test?.include ?? [], exclude, ONLY) : project.test?.include
  // A project with none of the chosen files is left out (an empty include would mean Vitest's default one).
  if (include?.length === 0) continue
  projects.push({
    ...project,
    test: {
      ...project.test,
      // Every test file loads the mutated module afresh: most chart mutants are static (active only when the chart's
      // configuration is built, as its module loads), so a module graph shared between test files, or kept by a
      // worker from one run to the next, would leave them inactive and let them "survive" untested.
      isolate: true,
      include,
      exclude,
    },
  })
}

/** unit's chart and rule tests load no DOM and run in milliseconds; the view tests render pages. */
const PROJECT_ORDER = ['unit', 'ui-isolated', 'ui']

/**
 * Cheapest test files first. Stryker's runner stops at the first failing test (bail) with one worker, so a killed
 * mutant costs the tests that ran before the failure. Vitest's own order is the worst one for that: projects by
 * name (ui before unit) and the longest files first. Most mutants are caught by the chart's unit tests, so running
 * those first (then the smaller view files) makes a killed mutant cost seconds instead of the whole view suite;
 * survivors still run everything, so no score changes.
 */
class CheapestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (spec: TestSpecification) => {
      const order = PROJECT_ORDER.indexOf(spec.project.name)
      return order === -1 ? PROJECT_ORDER.length : order
    }
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size
    return [...files].sort((a, b) => rank(a) - rank(b) || size(a) - size(b))
  }
}

export default defineConfig({ ...base, test: { ...base.test, projects, sequence: { sequencer: CheapestFirst } } })
