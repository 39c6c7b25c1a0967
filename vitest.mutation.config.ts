// Vitest for mutation testing (stryker.config.mjs): vitest.config.ts's unit and ui projects (ui-isolated too). Not the server projects,
// which need a database and do not import the charts or the domain rules Stryker mutates. Not tests/devtools either:
// they draw every chart and compare docs/charts/*.md with it, so they would fail on Stryker's instrumented code and
// "kill" any mutant that changes a chart's shape without a test of its behaviour noticing.
import { matchesGlob } from 'node:path'
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config'
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

export default defineConfig({ ...base, test: { ...base.test, projects } })
