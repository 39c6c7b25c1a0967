// @ts-check
// A Stryker ignorer (stryker.config.mjs `ignorers`): leaves out the parts of a chart no behaviour test can see, so a
// chart's score measures its behaviour. Inside `setup({ types: … })` everything is TypeScript only (the objects are
// empty casts at run time), and a state's or transition's `description` is documentation, which the chart gallery and
// docs/charts show and tests/devtools checks against the chart (those tests are not run on mutants: they would
// "kill" every change of a chart's shape). Every other mutant counts, ids included: an invoke's id names its events.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

const DOCUMENTATION_ONLY = new Map([
  ['types', 'TypeScript-only type casts (setup types)'],
  ['description', 'documentation (checked against docs/charts by tests/devtools)'],
])

/** @param {any} path a Babel NodePath */
function shouldIgnore(path) {
  if (!path.isObjectProperty()) return undefined
  const key = path.node.key
  const name = key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined
  return name ? DOCUMENTATION_ONLY.get(name) : undefined
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'chart-documentation', { shouldIgnore })]
