// Trimming chosen characters from the ends of text, in one pass. A pattern such as /\/+$/ looks simple but is
// quadratic: the engine tries it from every position of a long run of slashes that is not at the end.

/** The characters the pattern `\s` matches, as String.prototype.trim removes them (Unicode spaces and line ends). */
export const WHITESPACE =
  '\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'

/** Whether `ch` is one whitespace character, as `\s` means it (undefined, past the end of the text, is not). */
export const isWhitespace = (ch: string | undefined) => ch !== undefined && ch.length === 1 && WHITESPACE.includes(ch)

/** Whether `ch` (one UTF-16 unit; undefined past the end of the text) is one of `chars`. */
const isOneOf = (ch: string | undefined, chars: string) => ch !== undefined && chars.includes(ch)

/**
 * `text` without any of `chars` at its start: trimStart('--a-b', '-') → 'a-b'. Each character of `chars` is one
 * UTF-16 unit (no emoji).
 */
export function trimStart(text: string, chars: string): string {
  let start = 0
  while (isOneOf(text[start], chars)) start++
  return start === 0 ? text : text.slice(start)
}

/** `text` without any of `chars` at its end: trimEnd('https://a.example//', '/') → 'https://a.example'. */
export function trimEnd(text: string, chars: string): string {
  let end = text.length
  while (end > 0 && isOneOf(text[end - 1], chars)) end--
  return end === text.length ? text : text.slice(0, end)
}

/** `text` without any of `chars` at either end: trimChars('-a-b-', '-') → 'a-b'. */
export const trimChars = (text: string, chars: string) => trimStart(trimEnd(text, chars), chars)
