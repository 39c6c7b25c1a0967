// Vitest for mutation testing (stryker.config.mjs): vitest.config.ts's unit and ui projects (ui-isolated too). Not the server projects,
// which need a database and do not import the charts or the domain rules Stryker mutates. Not tests/devtools either:
// they draw every chart and compare docs/charts/*.md with it, so they would fail on Stryker's instrumented code and
// "kill" any mutant that changes a chart's shape without a test of its behaviour noticing.
import { configDefaults, defineConfig, type TestProjectConfiguration } from 'vitest/config'
import base from './vitest.config'

const MUTATION_PROJECTS = new Set(['unit', 'ui', 'ui-isolated'])
const NOT_FOR_MUTATION = ['tests/devtools/**']

const projects: TestProjectConfiguration[] = []
for (const project of base.test?.projects ?? []) {
  if (typeof project !== 'object' || !('test' in project)) continue
  const name = project.test?.name
  if (typeof name !== 'string' || !MUTATION_PROJECTS.has(name)) continue
  projects.push({
    ...project,
    test: {
      ...project.test,
      exclude: [...configDefaults.exclude, ...(project.test?.exclude ?? []), ...NOT_FOR_MUTATION],
    },
  })
}

export default defineConfig({ ...base, test: { ...base.test, projects } })
