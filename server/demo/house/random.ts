// A small seeded random generator (mulberry32): the demo house, its furniture and its listing data must come out
// the same from the same seed on every machine, so Math.random is never used in server/demo.

export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** A float in [min, max). */
  range(min: number, max: number): number
  /** An integer in [min, max] (both inclusive). */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(probability: number): boolean
  pick<T>(items: ReadonlyArray<T>): T
  /** A copy of the items in a random order. */
  shuffle<T>(items: ReadonlyArray<T>): T[]
  /** A generator of its own, so adding draws in one part does not shift another part's numbers. */
  fork(label: string): Random
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)] as (typeof items)[number]
    },
    shuffle: (items) => {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]]
      }
      return out
    },
    fork: (label) => seededRandom(hashString(`${seed}:${label}`)),
  }
  return random
}

/** FNV-1a: a stable 32-bit hash of a string, for seeds derived from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}
