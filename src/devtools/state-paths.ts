// The active states of a snapshot's value as chart paths: {checkout: {open: 'terms'}, period: 'monthly'} →
// checkout, checkout.open, checkout.open.terms, period, period.monthly (the root, '', is always active).

export function activePaths(value: unknown, prefix = ''): string[] {
  const join = (key: string) => (prefix ? `${prefix}.${key}` : key)
  if (typeof value === 'string') return [join(value)]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => [join(key), ...activePaths(child, join(key))])
}

/** A state value as one line: `checkout.open.terms, period.monthly`. */
export function stateLine(value: unknown): string {
  const paths = activePaths(value)
  const leaves = paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)))
  return leaves.join(', ') || '(no state)'
}
