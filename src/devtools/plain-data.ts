// A chart's context made safe to post and show: functions, actors, class instances, cycles and very large values
// become short descriptions, so the gallery never receives something it cannot clone or draw.

const MAX_DEPTH = 6
const MAX_ITEMS = 40
const MAX_STRING = 300

const isActorRef = (value: object) => 'sessionId' in value && typeof (value as { send?: unknown }).send === 'function'

export function plainData(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value
  if (typeof value === 'undefined') return undefined
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`
  if (typeof value !== 'object') return String(value)
  if (seen.has(value)) return '[circular]'
  if (isActorRef(value)) return `[actor ${(value as { id?: string }).id ?? ''}]`
  if (depth >= MAX_DEPTH) return '[…]'
  if (value instanceof Date) return value.toISOString()
  // `seen` holds the objects on the way down to this one: an object reached again beside itself (the same agent in
  // two places) is shown twice; only one inside itself is a cycle.
  seen.add(value)
  try {
    return containerData(value, depth, seen)
  } finally {
    seen.delete(value)
  }
}

function containerData(value: object, depth: number, seen: WeakSet<object>): unknown {
  if (Array.isArray(value)) return listOf(value, depth, seen)
  if (value instanceof Set) return { '[Set]': listOf([...value], depth, seen) }
  if (value instanceof Map) return { '[Map]': listOf([...value.entries()], depth, seen) }
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) {
    return `[${(value as { constructor?: { name?: string } }).constructor?.name ?? 'object'}]`
  }
  const entries = Object.entries(value)
  const kept = entries.slice(0, MAX_ITEMS).map(([key, item]) => [key, plainData(item, depth + 1, seen)] as const)
  const more = entries.length > MAX_ITEMS ? [['…', `${entries.length - MAX_ITEMS} more`] as const] : []
  return Object.fromEntries([...kept, ...more])
}

function listOf(items: ReadonlyArray<unknown>, depth: number, seen: WeakSet<object>) {
  const kept = items.slice(0, MAX_ITEMS).map((item) => plainData(item, depth + 1, seen))
  return items.length > MAX_ITEMS ? [...kept, `… ${items.length - MAX_ITEMS} more`] : kept
}
