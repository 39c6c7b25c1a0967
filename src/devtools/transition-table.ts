// A chart as Markdown tables (docs/charts/<chart>.md): its states and every transition, so a pull request that
// changes a chart's behaviour shows the change as a diff of these lines.
import { type ChartModel, type ChartState, chartStates } from './chart-model'

/** Table cells: a pipe would end the cell, and an angle bracket could open HTML. */
const cell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/</g, '&lt;') || ' '
const list = (values: ReadonlyArray<string>) => cell(values.join('; '))
const stateName = (path: string) => (path === '' ? '(root)' : path)

const row = (cells: ReadonlyArray<string>) => `| ${cells.join(' | ')} |`

function stateRow(state: ChartState) {
  return row([
    cell(stateName(state.path)),
    state.type,
    cell(state.initial ?? ''),
    list(state.tags),
    list(state.entry),
    list(state.exit),
    list(state.invoke),
  ])
}

const namedList = (title: string, values: ReadonlyArray<string>) =>
  `- ${title}: ${values.length === 0 ? 'none' : values.map((value) => `\`${value}\``).join(', ')}`

export function transitionTable(model: ChartModel, file: string): string {
  const lines = [
    `# Chart \`${model.id}\``,
    '',
    `Generated from \`${file}\` by \`npm run charts:tables\`; do not edit by hand.`,
    'A test fails when the chart and this file disagree, so every change of behaviour shows here as a diff.',
    '',
    namedList('Events', model.events),
    namedList('Guards', model.guards),
    namedList('Actions', model.actions),
    namedList('Actors', model.actors),
    namedList('Delays', model.delays),
    namedList('Tags', model.tags),
    '',
    '## States',
    '',
    row(['state', 'type', 'initial', 'tags', 'entry', 'exit', 'invokes']),
    row(['---', '---', '---', '---', '---', '---', '---']),
    ...chartStates(model).map(stateRow),
    '',
    '## Transitions',
    '',
    row(['from', 'on', 'guard', 'to', 'actions']),
    row(['---', '---', '---', '---', '---']),
    ...model.transitions.map((t) =>
      row([
        cell(stateName(t.source)),
        cell(t.label),
        cell(t.guard ?? ''),
        t.targets.length === 0
          ? '(stays)'
          : cell(t.targets.map(stateName).join(', ') + (t.reenter ? ' (re-enters)' : '')),
        list(t.actions),
      ]),
    ),
    '',
  ]
  return lines.join('\n')
}
