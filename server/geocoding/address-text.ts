// How the offline geocoder reads address text: case, spacing and punctuation do not matter, and the usual long
// forms ('North', 'Avenue', 'Illinois') read as the short ones the gazetteer uses.

const WORDS: Record<string, string> = {
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  avenue: 'ave',
  av: 'ave',
  street: 'st',
  str: 'st',
  boulevard: 'blvd',
  drive: 'dr',
  road: 'rd',
  place: 'pl',
  court: 'ct',
  lane: 'ln',
  parkway: 'pkwy',
  illinois: 'il',
  usa: 'us',
}

/** Lower case, words only, long forms shortened: '1842 North Kenmore Avenue, Chicago' → '1842 n kenmore ave chicago'. */
export function normalizeAddress(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word)
    .join(' ')
}

/** Unit designators and what follows them ('Apt 2', 'Unit 3B', '# 4'): a unit does not move the building. */
export function withoutUnit(text: string): string {
  return text.replace(/(?:\b(?:apt|apartment|unit|suite|ste)\.?|#)\s*[a-z0-9-]+/gi, ' ')
}

/** The house number and the rest: '1842 n kenmore ave' → [1842, 'n kenmore ave']; undefined without a number. */
export function splitHouseNumber(normalized: string): { number: number; rest: string } | undefined {
  // The rest starts with a non-space, so the spaces and the rest cannot trade characters (with (.+) they could, and
  // a long run of spaces before a line end was read quadratically).
  const match = /^(\d{1,6})\s+(\S.*)$/.exec(normalized)
  return match ? { number: Number(match[1]), rest: match[2] as string } : undefined
}
