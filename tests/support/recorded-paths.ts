// Each path test's paths, kept in a checked-in record (tests/support/chart-path-records.json) so no path test can
// shrink or change without a reviewer seeing it (issue 19). A path test chooses its paths from its chart: a chart
// that lost a transition, or sends one elsewhere, makes a model with fewer or other paths, and every one of them
// could still pass. The record holds how many paths and states the model has and a fingerprint of its transitions
// (source state, event, target state, as the test serialises them); a chart change that changes them fails here
// until `npm run charts:paths` records it again, and the record's diff shows it, as docs/charts does for the tables.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

export const RECORD_FILE = path.resolve(import.meta.dirname, 'chart-path-records.json')

export interface PathRecord {
  readonly paths: number
  readonly states: number
  readonly fingerprint: string
}

interface RecordedPath<S> {
  readonly state: S
  readonly steps: ReadonlyArray<{ readonly state: S; readonly event: { readonly type: string } }>
}

/** What the record keeps of a model's paths. */
export function pathRecord<S>(paths: ReadonlyArray<RecordedPath<S>>, serializeState: (s: S) => string): PathRecord {
  const transitions = paths.map((p) => {
    const source = p.steps.at(-2)?.state
    const event = p.steps.at(-1)?.event
    return `${source === undefined ? '' : serializeState(source)} --${JSON.stringify(event)}--> ${serializeState(p.state)}`
  })
  const states = new Set(paths.flatMap((p) => p.steps.map((step) => serializeState(step.state))))
  const fingerprint = createHash('sha256').update(transitions.sort().join('\n')).digest('hex').slice(0, 16)
  return { paths: paths.length, states: states.size, fingerprint }
}

const readRecords = (): Record<string, PathRecord> => JSON.parse(readFileSync(RECORD_FILE, 'utf8'))

/**
 * Registers a test that the model's paths are the recorded ones. With RECORD_CHART_PATHS=1 it records them instead
 * (`npm run charts:paths`, which runs the path tests one file at a time so the writes do not race).
 */
export function recordPaths<S>(
  name: string,
  paths: ReadonlyArray<RecordedPath<S>>,
  serializeState: (s: S) => string,
): void {
  const actual = pathRecord(paths, serializeState)
  if (process.env.RECORD_CHART_PATHS === '1') {
    const records = { ...readRecords(), [name]: actual }
    const sorted = Object.fromEntries(Object.entries(records).sort(([a], [b]) => a.localeCompare(b)))
    writeFileSync(RECORD_FILE, `${JSON.stringify(sorted, null, 2)}\n`)
  }
  it(`takes the paths recorded for ${name} (npm run charts:paths records a changed chart)`, () => {
    expect(actual).toEqual(readRecords()[name])
  })
}

/** For models whose tests keep no serialiser of their own: a state is its chart state. */
export const byStateValue = (snapshot: { readonly value: unknown }) => JSON.stringify(snapshot.value)
