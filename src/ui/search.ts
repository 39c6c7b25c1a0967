// The router's query-string format: plain `key=value` pairs, as people and other sites write them. TanStack's
// default writes JSON (`?filter=%22oak%22`), which breaks links others build; the route schemas
// (src/schemas/search) turn these strings into typed values.

export function parsePlainSearch(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const out: Record<string, string> = {}
  for (const [key, value] of params) if (!(key in out)) out[key] = value
  return out
}

export function stringifyPlainSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === false) continue
    // A flag that is on is written `=1`, the form embedding sites use (enablejsapi=1).
    params.set(key, value === true ? '1' : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The parameters for another section or listing: no open modal, and no room filter, which is the photos section's. */
export function forAnotherSection<S extends { modal?: unknown; room?: unknown }>(search: S): Omit<S, 'modal' | 'room'> {
  const { modal: _closed, room: _photosOnly, ...kept } = search
  return kept
}

/** The address's parameters for a link elsewhere on the page: everything but an open modal, which a link closes. */
export function withoutModal<S extends { modal?: unknown }>(search: S): Omit<S, 'modal'> {
  const { modal: _closed, ...kept } = search
  return kept
}
