// Finding tags in HTML or SVG text by scanning it once. Patterns such as /<svg\b[^>]*>/ are quadratic on text with
// many openings and no '>' (the engine retries from each one to the end), so these small scanners stand in for them.
// Case is ignored as a regular expression's i flag ignores it: for ASCII letters only.

const A = 65
const Z = 90
const a = 97
const z = 122

const lowerAscii = (code: number) => (code >= A && code <= Z ? code + 32 : code)

/** Whether the UTF-16 unit `code` is a word character as `\b` sees it ([A-Za-z0-9_]); NaN (past the end) is not. */
export const isWordChar = (code: number) =>
  (code >= a && code <= z) || (code >= A && code <= Z) || (code >= 48 && code <= 57) || code === 95

/** Whether `word` occurs in `text` at `at`, ASCII letters compared without case when `ignoreCase`. */
export function startsWithAt(text: string, word: string, at: number, ignoreCase = false): boolean {
  if (at < 0 || at + word.length > text.length) return false
  for (let i = 0; i < word.length; i++) {
    const t = text.charCodeAt(at + i)
    const w = word.charCodeAt(i)
    if (t !== w && !(ignoreCase && lowerAscii(t) === lowerAscii(w))) return false
  }
  return true
}

/** The first index at or after `from` where `word` occurs, ASCII letters compared without case; -1 if none. */
export function indexOfIgnoringCase(text: string, word: string, from = 0): number {
  for (let at = Math.max(0, from); at + word.length <= text.length; at++) {
    if (startsWithAt(text, word, at, true)) return at
  }
  return -1
}

/**
 * The first opening tag `<name …>` in `text`, as /<name\b[^>]*>/ finds it (with the i flag when `ignoreCase`):
 * '<' and the name, not followed by another word character, up to the first '>' after. `name` ends with a word
 * character ('svg', not 'svg:').
 */
export function openingTag(text: string, name: string, ignoreCase = false): string | undefined {
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) {
    const after = at + 1 + name.length
    if (startsWithAt(text, name, at + 1, ignoreCase) && !isWordChar(text.charCodeAt(after))) {
      // No '>' after the first such opening means none after any later one either.
      const end = text.indexOf('>', after)
      return end < 0 ? undefined : text.slice(at, end + 1)
    }
  }
  return undefined
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

/** Named and numeric character references decoded; an unknown one is kept as written. */
export const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
