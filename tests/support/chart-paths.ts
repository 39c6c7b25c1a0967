// Helpers for chart-level model-based tests (ARCHITECTURE §3, xstate/graph TestModel): every generated path is
// replayed on a real actor or view (stub effects, fake timers), and each state is checked against independent facts.
import type { AnyMachineSnapshot, EventObject, Snapshot } from 'xstate'
import type { TestModel, TestPath } from 'xstate/graph'

/** `TestModel` checks no state at all without this (it would only ever match a '*' key). */
export const stateMatcher = (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never)

/** A path's name from its events: the generated descriptions print whole contexts. */
export const pathName = (path: { steps: ReadonlyArray<{ event: { type: string } }> }) =>
  path.steps.map((step) => step.event.type.replace(/^xstate\./, '')).join(' → ') || 'start'

/**
 * One path per transition of the model (the shortest path to its source state, then its event), self-loops left
 * out. Shortest paths alone reach every state but may skip transitions, e.g. a timer that returns to a state
 * already reached some shorter way; this covers each edge, so every timer and every answer is exercised.
 *
 * `alsoIgnored` keeps the self-loops of the events it accepts in the state it is given: the events the outside world
 * can send in any state (a click, a message), which a state may well ignore, or an answer that leaves the state as it
 * was. Without them a chart that drops such an event (a handler removed) makes a model that never sends it there, and
 * no path would show the loss; with them every state is sent every such event, and the test checks what follows.
 */
export function everyTransition<S extends Snapshot<unknown>, E extends EventObject, I>(
  model: TestModel<S, E, I>,
  serializeState: (snapshot: S) => string,
  options: { alsoIgnored?: (event: E, source: S) => boolean } = {},
): Array<TestPath<S, E>> {
  const pathTo = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((p) => [serializeState(p.state), p]))
  const paths: Array<TestPath<S, E>> = []
  for (const [source, { state: sourceState, transitions }] of Object.entries(model.getAdjacencyMap())) {
    const prefix = pathTo.get(source)
    if (!prefix) continue
    for (const { event, state } of Object.values(transitions) as Array<{ event: E; state: S }>) {
      if (serializeState(state) === source && !options.alsoIgnored?.(event, sourceState as S)) continue
      // A path's steps pair each event with the state it leads to (the first is the initial state), so the
      // transition is one more step on the path to its source.
      const steps = [...prefix.steps, { state, event }]
      const path = { state, steps, weight: steps.length }
      paths.push({ ...path, description: pathName(path), test: (params) => model.testPath(path, params) })
    }
  }
  return paths
}

/**
 * How a test performs each model event on the real actor, typed per event (TestModel's own typing hands every
 * executor a bare `{ type }`).
 */
export type EventExecutors<E extends EventObject> = {
  [K in E['type']]?: (step: { event: Extract<E, { type: K }> }) => unknown
}

/** Hands typed executors to `path.test`. */
export const asExecutors = <E extends EventObject>(executors: EventExecutors<E>) => executors as never
