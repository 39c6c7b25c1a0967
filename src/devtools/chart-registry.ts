// Every chart of the product, found by file name (src/machines/<chart>/<name>.machine.ts), so a new chart joins the
// gallery and the transition tables without being listed anywhere.
import type { AnyStateMachine } from 'xstate'
import type { ChartSummary } from '../machines/chart-gallery/chart-gallery.machine'
import { chartModel, chartStates } from './chart-model'

export interface ChartEntry {
  /** The file's name without `.machine.ts`; unique, and the name of its table in docs/charts/. */
  readonly name: string
  /** The folder under src/machines. */
  readonly folder: string
  readonly file: string
  readonly machine: AnyStateMachine
}

const modules = import.meta.glob<Record<string, unknown>>('../machines/*/*.machine.ts', { eager: true })

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'implementations' in value &&
  typeof (value as { transition?: unknown }).transition === 'function'

function entriesOf(path: string, exports: Record<string, unknown>): ChartEntry[] {
  const match = /machines\/([^/]+)\/([^/]+)\.machine\.ts$/.exec(path)
  if (!match) return []
  const [, folder = '', base = ''] = match
  const machines = Object.entries(exports).filter((entry): entry is [string, AnyStateMachine] => isMachine(entry[1]))
  return machines.map(([exportName, machine]) => ({
    name: machines.length === 1 ? base : `${base}.${exportName}`,
    folder,
    file: `src/machines/${folder}/${base}.machine.ts`,
    machine,
  }))
}

export const chartRegistry: ReadonlyArray<ChartEntry> = Object.entries(modules)
  .flatMap(([path, exports]) => entriesOf(path, exports))
  .sort((a, b) => a.name.localeCompare(b.name))

export const chartByName = (name: string) => chartRegistry.find((entry) => entry.name === name)

/** What the gallery's list shows of each chart: its names and size. */
export const chartSummaries = (entries: ReadonlyArray<ChartEntry>): ChartSummary[] =>
  entries.map((entry) => {
    const model = chartModel(entry.machine)
    return {
      name: entry.name,
      id: model.id,
      file: entry.file,
      states: chartStates(model).length,
      transitions: model.transitions.length,
    }
  })
