// A chart's structure as plain data: its states (nested, with type, initial child, tags, entry/exit actions and
// invoked actors) and every transition with its event, guard, targets and actions. The chart gallery draws it and the
// transition tables in docs/charts/ are printed from it, so both show the chart as XState runs it (the machine's
// own state nodes), not a second description that could drift.
import type { AnyStateMachine, AnyStateNode } from 'xstate'

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history'

export interface ChartState {
  /** The state's path from the root joined with dots ('' for the root). */
  readonly path: string
  readonly key: string
  readonly type: ChartStateType
  /** The path of the initial child of a compound state. */
  readonly initial?: string
  readonly tags: ReadonlyArray<string>
  readonly entry: ReadonlyArray<string>
  readonly exit: ReadonlyArray<string>
  /** Invoked actors, as `id: src`. */
  readonly invoke: ReadonlyArray<string>
  readonly description?: string
  readonly children: ReadonlyArray<ChartState>
}

/** What starts a transition: a sent event, `always`, a delay, an invoked actor's answer or a state's completion. */
export type TriggerKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'snapshot' | 'state-done'

export interface ChartTransition {
  readonly source: string
  /** The event as a person reads it: `choose`, `always`, `after 500 ms`, `done: submit`, `error: submit`. */
  readonly label: string
  /** The raw event type XState matches ('' for always). */
  readonly eventType: string
  readonly kind: TriggerKind
  /** Target paths; empty for a transition that stays (actions only). */
  readonly targets: ReadonlyArray<string>
  readonly guard?: string
  readonly actions: ReadonlyArray<string>
  readonly reenter: boolean
}

export interface ChartModel {
  readonly id: string
  readonly root: ChartState
  readonly transitions: ReadonlyArray<ChartTransition>
  /** Events a sender can send (the chart's own, not XState's internal ones). */
  readonly events: ReadonlyArray<string>
  /** Named implementations from `setup()`. */
  readonly guards: ReadonlyArray<string>
  readonly actions: ReadonlyArray<string>
  readonly actors: ReadonlyArray<string>
  readonly delays: ReadonlyArray<string>
  readonly tags: ReadonlyArray<string>
}

const INLINE_SOURCE_LIMIT = 100

/** Inline code is shown by its source, whitespace folded, so a reviewer sees the condition itself. */
const inlineSource = (fn: { toString(): string }) => {
  const text = fn
    .toString()
    // Vitest's module transform names imports `(0,__vite_ssr_import_1__.openingView)`; the reader wrote `openingView`.
    .replace(/\(0, ?__vite_ssr_import_\d+__\.(\w+)\)/g, '$1')
    .replace(/__vite_ssr_import_\d+__\.(\w+)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > INLINE_SOURCE_LIMIT ? `${text.slice(0, INLINE_SOURCE_LIMIT - 1)}…` : text
}

type Named = { type?: unknown; name?: string; guards?: ReadonlyArray<unknown>; params?: unknown }

/** A guard's name: `name`, `name(params)`, `and(a, b)`, `not(a)`, or the inline condition's source. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') {
    const fn = guard as unknown as Named
    if (Array.isArray(fn.guards)) return `${fn.name}(${fn.guards.map(guardName).join(', ')})`
    return `inline: ${inlineSource(guard)}`
  }
  if (guard && typeof guard === 'object') {
    const { type, params } = guard as Named
    const name = typeof type === 'string' ? type : guardName(type)
    return params === undefined || typeof params === 'function' ? name : `${name}(${JSON.stringify(params)})`
  }
  return String(guard)
}

const BUILT_IN_ACTIONS: Record<string, string> = {
  'xstate.assign': 'assign',
  'xstate.raise': 'raise',
  'xstate.sendTo': 'sendTo',
  'xstate.sendParent': 'sendParent',
  'xstate.emit': 'emit',
  'xstate.log': 'log',
  'xstate.cancel': 'cancel',
  'xstate.spawnChild': 'spawnChild',
  'xstate.stopChild': 'stopChild',
  'xstate.enqueueActions': 'enqueueActions',
}

type BuiltIn = {
  type?: string
  assignment?: unknown
  event?: unknown
  to?: unknown
  id?: unknown
  actorId?: unknown
}

/** An action's name: its `setup()` name, or what a built-in does (`assign(tier)`, `emit(subscribed)`, …). */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action
  if (typeof action === 'function') {
    const fn = action as unknown as BuiltIn
    const builtIn = typeof fn.type === 'string' ? BUILT_IN_ACTIONS[fn.type] : undefined
    if (!builtIn) return `inline: ${inlineSource(action)}`
    const detail = builtInDetail(fn)
    return detail ? `${builtIn}(${detail})` : builtIn
  }
  if (action && typeof action === 'object') {
    const { type, params } = action as Named
    const name = typeof type === 'string' ? type : actionName(type)
    return params === undefined || typeof params === 'function' ? name : `${name}(${JSON.stringify(params)})`
  }
  return String(action)
}

function builtInDetail(fn: BuiltIn): string {
  if (fn.type === 'xstate.assign') {
    return fn.assignment && typeof fn.assignment === 'object' ? Object.keys(fn.assignment).join(', ') : ''
  }
  if (fn.type === 'xstate.raise' || fn.type === 'xstate.emit' || fn.type === 'xstate.sendParent') {
    const event = fn.event as { type?: unknown } | undefined
    return event && typeof event === 'object' && typeof event.type === 'string' ? event.type : ''
  }
  if (fn.type === 'xstate.sendTo') {
    const event = fn.event as { type?: unknown } | undefined
    const to = typeof fn.to === 'string' ? fn.to : ''
    const type = event && typeof event === 'object' && typeof event.type === 'string' ? event.type : ''
    return [to, type].filter(Boolean).join(', ')
  }
  if (fn.type === 'xstate.stopChild' || fn.type === 'xstate.spawnChild') return typeof fn.id === 'string' ? fn.id : ''
  return ''
}

/**
 * XState implements `after` by adding to the state's entry a `raise` of the delayed event and to its exit a `cancel`
 * of it. They are not actions the chart's author wrote, and the `after …` transition already shows the delay.
 */
function isDelayScheduling(action: unknown): boolean {
  if (typeof action !== 'function') return false
  const { type, id, sendId } = action as { type?: unknown; id?: unknown; sendId?: unknown }
  const scheduled = type === 'xstate.raise' ? id : type === 'xstate.cancel' ? sendId : undefined
  return typeof scheduled === 'string' && scheduled.startsWith('xstate.after.')
}

/** `machine.a.b` → `a.b`: paths are relative to the chart, so tables do not repeat its id on every line. */
const pathOf = (node: AnyStateNode) => node.path.join('.')

function stateOf(node: AnyStateNode): ChartState {
  const children = Object.values(node.states as Record<string, AnyStateNode>).map(stateOf)
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined
  return {
    path: pathOf(node),
    key: node.key,
    type: node.type,
    ...(initialTarget ? { initial: pathOf(initialTarget) } : {}),
    tags: [...node.tags],
    entry: node.entry.filter((action) => !isDelayScheduling(action)).map(actionName),
    exit: node.exit.filter((action) => !isDelayScheduling(action)).map(actionName),
    invoke: node.invoke.map((definition) => {
      const src = typeof definition.src === 'string' ? definition.src : 'inline'
      return definition.id === src ? src : `${definition.id}: ${src}`
    }),
    ...(node.description ? { description: node.description } : {}),
    children,
  }
}

/** How a person reads an event type; internal XState types become `after …`, `done: …`, `error: …`. */
function trigger(eventType: string, node: AnyStateNode): { label: string; kind: TriggerKind } {
  if (eventType.startsWith('xstate.after.')) {
    const delay = node.after.find((after) => after.eventType === eventType)?.delay
    const shown = typeof delay === 'number' ? `${delay} ms` : typeof delay === 'string' ? delay : 'a delay'
    return { label: `after ${shown}`, kind: 'after' }
  }
  if (eventType.startsWith('xstate.done.actor.')) {
    return { label: `done: ${eventType.slice('xstate.done.actor.'.length)}`, kind: 'done' }
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return { label: `error: ${eventType.slice('xstate.error.actor.'.length)}`, kind: 'error' }
  }
  if (eventType.startsWith('xstate.snapshot.')) {
    return { label: `snapshot: ${eventType.slice('xstate.snapshot.'.length)}`, kind: 'snapshot' }
  }
  if (eventType.startsWith('xstate.done.state.')) return { label: 'done (all final)', kind: 'state-done' }
  return { label: eventType, kind: 'event' }
}

type Definition = {
  eventType: string
  target?: ReadonlyArray<AnyStateNode>
  guard?: unknown
  actions: ReadonlyArray<unknown>
  reenter: boolean
}

function transitionOf(node: AnyStateNode, definition: Definition, always: boolean): ChartTransition {
  const { label, kind } = always ? { label: 'always', kind: 'always' as const } : trigger(definition.eventType, node)
  return {
    source: pathOf(node),
    label,
    eventType: always ? '' : definition.eventType,
    kind,
    targets: (definition.target ?? []).map(pathOf),
    ...(definition.guard === undefined ? {} : { guard: guardName(definition.guard) }),
    actions: definition.actions.map(actionName),
    reenter: definition.reenter,
  }
}

function collect(node: AnyStateNode, into: ChartTransition[]) {
  for (const definitions of (node.transitions as Map<string, Definition[]>).values()) {
    for (const definition of definitions) into.push(transitionOf(node, definition, false))
  }
  for (const definition of (node.always ?? []) as Definition[]) into.push(transitionOf(node, definition, true))
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) collect(child, into)
}

function flatten(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(flatten)]
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b))

export function chartModel(machine: AnyStateMachine): ChartModel {
  const root = stateOf(machine.root)
  const transitions: ChartTransition[] = []
  collect(machine.root, transitions)
  const implementations = machine.implementations as unknown as Record<string, Record<string, unknown> | undefined>
  return {
    id: machine.id,
    root,
    transitions,
    events: sorted(transitions.filter((t) => t.kind === 'event').map((t) => t.eventType)),
    guards: sorted(Object.keys(implementations.guards ?? {})),
    actions: sorted(Object.keys(implementations.actions ?? {})),
    actors: sorted(Object.keys(implementations.actors ?? {})),
    delays: sorted(Object.keys(implementations.delays ?? {})),
    tags: sorted(flatten(root).flatMap((state) => state.tags)),
  }
}

/** Every state of a chart, depth first, the root first. */
export const chartStates = (model: ChartModel) => flatten(model.root)
